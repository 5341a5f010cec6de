import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { deployAuthMode } from "./deploy-auth-mode";
import { bin } from "./offline-env";

/**
 * `npm run deploy -- --env staging [--dry-run]`: check the sign-in guard, create the Cloudflare resources the
 * environment names when the account lacks them (D1, R2, queues, Vectorize), build, apply the D1 migrations, then
 * deploy the ingest Worker (the queue's consumer) and the API Worker with its assets. docs/deploy.md walks through it.
 *
 * Unlike the local scripts this one uses wrangler's normal configuration folder, so `wrangler login` (or
 * CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID in CI) is what it signs in with.
 */
const { values } = parseArgs({
  options: {
    env: { type: "string", short: "e" },
    "dry-run": { type: "boolean", default: false },
    /** NAME=value lines for the API Worker's secrets: required for its first deploy (docs/deploy.md, step 3). */
    "secrets-file": { type: "string" },
  },
});
const targetEnv = values.env;
const dryRun = values["dry-run"];

/** The Vectorize index's shape: bge-m3 (Workers AI) and the local embedder both give 1,024 dimensions. */
const VECTOR_DIMENSIONS = "1024";

const wranglerEnv: NodeJS.ProcessEnv = { ...process.env, WRANGLER_SEND_METRICS: "false" };

function wrangler(args: string[], quiet = false) {
  return spawnSync(bin("wrangler"), args, { stdio: quiet ? "ignore" : "inherit", env: wranglerEnv }).status === 0;
}

function step(label: string, tool: string, args: string[]) {
  const ok = spawnSync(bin(tool), args, { stdio: "inherit", env: wranglerEnv }).status === 0;
  if (!ok) {
    console.error(`✗ ${label} failed`);
    process.exit(1);
  }
  console.log(`✓ ${label}`);
}

/** Looks a resource up with wrangler and creates it when the lookup fails (wrangler exits non-zero for a missing one). */
function ensure(kind: string, name: string, lookup: string[], create: string[][]) {
  if (dryRun) {
    console.log(`· ${kind} ${name}: would be looked up and created when missing`);
    return;
  }
  if (wrangler(lookup, true)) {
    console.log(`✓ ${kind} ${name} exists`);
    return;
  }
  for (const args of create) step(`${kind} ${name} created`, "wrangler", args);
}

const envArgs = targetEnv ? ["--env", targetEnv] : [];
const api = unstable_readConfig({ config: "wrangler.toml", env: targetEnv }, { hideWarnings: true });
const ingest = unstable_readConfig({ config: "wrangler.ingest.toml", env: targetEnv }, { hideWarnings: true });

const auth = deployAuthMode(process.env.AUTH_MODE, targetEnv, api.vars);
if (!auth.ok) {
  console.error(`✗ not deployed: ${auth.reason}`);
  process.exit(1);
}
console.log(`→ ${dryRun ? "dry run for" : "deploying"} ${targetEnv}: ${api.name} and ${ingest.name}`);

for (const database of api.d1_databases) {
  const name = database.database_name ?? database.binding;
  ensure("D1 database", name, ["d1", "info", name, "-c", "wrangler.toml", ...envArgs], [["d1", "create", name]]);
}
for (const bucket of api.r2_buckets) {
  const name = bucket.bucket_name ?? bucket.binding;
  ensure("R2 bucket", name, ["r2", "bucket", "info", name], [["r2", "bucket", "create", name]]);
}
// wrangler's config type leaves the queue entries untyped; these are the fields it documents.
const producers: { queue: string }[] = api.queues.producers ?? [];
const consumers: { queue: string; dead_letter_queue?: string }[] = ingest.queues.consumers ?? [];
const queues = new Set([
  ...producers.map((producer) => producer.queue),
  ...consumers.flatMap((consumer) => [consumer.queue, consumer.dead_letter_queue ?? []].flat()),
]);
for (const queue of queues) ensure("queue", queue, ["queues", "info", queue], [["queues", "create", queue]]);
for (const index of api.vectorize) {
  const name = index.index_name;
  ensure(
    "Vectorize index",
    name,
    ["vectorize", "get", name],
    [
      ["vectorize", "create", name, `--dimensions=${VECTOR_DIMENSIONS}`, "--metric=cosine"],
      ["vectorize", "create-metadata-index", name, "--property-name=document_id", "--type=string"],
    ],
  );
}

step("web app built", "vite", ["build", "--logLevel", "warn"]);
if (dryRun) {
  const outdir = (worker: string) => path.join("dist", "deploy", targetEnv ?? "", worker);
  step("ingest Worker bundled (dry run)", "wrangler", [
    "deploy",
    "--dry-run",
    "--outdir",
    outdir("ingest"),
    "-c",
    "wrangler.ingest.toml",
    ...envArgs,
  ]);
  step("API Worker bundled (dry run)", "wrangler", [
    "deploy",
    "--dry-run",
    "--outdir",
    outdir("api"),
    "-c",
    "wrangler.toml",
    ...envArgs,
    "--var",
    `AUTH_MODE:${auth.mode}`,
  ]);
  console.log(`✓ dry run done: nothing was created or uploaded (bundles in ${outdir("")})`);
  process.exit(0);
}
// The schema first: the Worker that is live keeps working on a schema that only gains tables and columns.
step("remote D1 migrated", "wrangler", [
  "d1",
  "migrations",
  "apply",
  "DB",
  "--remote",
  "-c",
  "wrangler.toml",
  ...envArgs,
]);
step("ingest Worker deployed", "wrangler", ["deploy", "-c", "wrangler.ingest.toml", ...envArgs]);
const secretsFile = values["secrets-file"] ? ["--secrets-file", values["secrets-file"]] : [];
step("API Worker deployed", "wrangler", [
  "deploy",
  "-c",
  "wrangler.toml",
  ...envArgs,
  "--var",
  `AUTH_MODE:${auth.mode}`,
  ...secretsFile,
]);
