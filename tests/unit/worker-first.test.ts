import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const wrangler = readFileSync(path.join(root, "wrangler.toml"), "utf8");
const patterns = [...(/run_worker_first = \[([^\]]*)\]/.exec(wrangler)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map(
  (match) => match[1] ?? "",
);

/** Cloudflare's rule: a pattern matches the path itself, or with a trailing `/*` anything below it. */
const runsWorkerFirst = (pagePath: string) =>
  patterns.some((pattern) =>
    pattern.endsWith("/*") ? pagePath.startsWith(pattern.slice(0, -1)) : pattern === pagePath,
  );

/** The SPA's page paths, as TanStack Router's generated tree lists them (`$param` becomes a sample value). */
const pagePaths = [...readFileSync(path.join(root, "web/route-tree.gen.ts"), "utf8").matchAll(/fullPath: '([^']+)'/g)]
  .map((match) => (match[1] ?? "").replace(/\$\w+/g, "x").replace(/(.)\/$/, "$1"))
  .filter((value, index, all) => all.indexOf(value) === index);

describe("wrangler.toml run_worker_first", () => {
  it("sends every page of the SPA to the Worker (its Content-Security-Policy names the runtime sign-in issuer)", () => {
    expect(pagePaths.length).toBeGreaterThan(10);
    for (const page of pagePaths) expect(runsWorkerFirst(page), page).toBe(true);
  });

  it("sends the product spec's API paths, which the Worker keeps as aliases of /api", () => {
    const specPaths = ["/auth_setup", "/config", "/ask", "/chat", "/chat/stream", "/speech", "/content/a.pdf"];
    const filePaths = ["/upload", "/uploads", "/list_uploaded", "/delete_uploaded", "/reprocess_document"];
    const otherPaths = ["/chat_history", "/chat_history/items", "/blog", "/blog/posts", "/blog/images/a/b.png"];
    for (const specPath of [...specPaths, ...filePaths, ...otherPaths])
      expect(runsWorkerFirst(specPath), specPath).toBe(true);
  });

  it("sends the API and the sign-in provider, and leaves built files and unknown paths to the edge", () => {
    for (const apiPath of ["/api/chat", "/oidc/authorize"]) expect(runsWorkerFirst(apiPath)).toBe(true);
    for (const file of ["/assets/index-abc.js", "/favicon.svg", "/robots.txt", "/sw.js"]) {
      expect(runsWorkerFirst(file), file).toBe(false);
    }
  });
});
