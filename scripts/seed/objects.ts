import { getPlatformProxy } from "wrangler";
import { workspaceObjects } from "./workspace";

interface Bucket {
  head(key: string): Promise<unknown>;
  put(key: string, body: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
}

/** The demo's files for local R2 (the originals of seeded documents), one generator per area like the SQL. */
const generators: Array<() => { key: string; body: Uint8Array; contentType: string }[]> = [workspaceObjects];

/**
 * Puts the demo files into the local R2 bucket that `wrangler dev` serves (the same persistence directory), through
 * wrangler's own local bindings. Files already there are left alone, so this runs on every start like the SQL seed.
 */
export async function loadDemoObjects(persistDir = ".wrangler/state"): Promise<number> {
  const started = performance.now();
  const proxy = await getPlatformProxy<{ UPLOADS: Bucket }>({
    configPath: "wrangler.toml",
    persist: { path: `${persistDir}/v3` },
    remoteBindings: false,
    envFiles: [],
  });
  let written = 0;
  try {
    for (const object of generators.flatMap((generate) => generate())) {
      if (await proxy.env.UPLOADS.head(object.key)) continue;
      await proxy.env.UPLOADS.put(object.key, object.body, { httpMetadata: { contentType: object.contentType } });
      written += 1;
    }
  } finally {
    await proxy.dispose();
  }
  console.log(`✓ demo files in local R2 (${written} written, ${Math.round(performance.now() - started)} ms)`);
  return written;
}
