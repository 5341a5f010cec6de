import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { workspaceSchema } from "../../schemas/workspace";
import { anna, bearer, signToken } from "./tokens";

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

describe("workspace settings sync under a race", () => {
  it("two clients on the same base version: one wins, the other gets 409, never two 200s", async () => {
    const auth = bearer(await signToken({ user: anna }));
    const json = { "content-type": "application/json", ...auth };
    const sync = (body: unknown) =>
      call("/api/workspace/sync", { method: "POST", headers: json, body: JSON.stringify(body) });
    for (let round = 0; round < 20; round += 1) {
      const workspace = workspaceSchema.parse(
        await (await call("/api/workspace/initialize", { method: "POST", headers: auth })).json(),
      );
      const { id: _id, version, updatedAt: _u, ...data } = workspace;
      const change = (phone: string) => ({
        workspace: { ...data, adviser: { ...data.adviser, phone }, baseVersion: version },
        borrowers: [],
      });
      const [first, second] = await Promise.all([sync(change(`020 ${round} 1`)), sync(change(`030 ${round} 2`))]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const after = workspaceSchema.parse(
        await (await call("/api/workspace/initialize", { method: "POST", headers: auth })).json(),
      );
      expect(after.version).toBe(version + 1);
    }
  });
});
