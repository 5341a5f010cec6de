import { findDemoUser } from "../worker/auth/demo-users";
import { devSigningKey } from "../worker/auth/dev-keys";
import { signAccessToken } from "../worker/auth/issue-tokens";
import { loadSettings } from "../worker/settings";
import { ensureDevSigningKey, readDevVars } from "./dev-key";

/** `npm run token -- anna@adviesdesk.example` prints an access token from the built-in provider. */
const who = process.argv[2];
const user = who ? findDemoUser(who) : undefined;
if (!user) {
  console.error(`usage: npm run token -- <demo user e-mail>\nunknown user: ${who ?? "(none)"}`);
  process.exit(2);
}
const jwk = await ensureDevSigningKey();
const settings = loadSettings({ ...readDevVars() });
process.stdout.write(`${await signAccessToken(await devSigningKey(jwk), user, settings.OIDC_AUDIENCE)}\n`);
