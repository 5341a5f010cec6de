import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { demoUsers } from "../../worker/auth/demo-users";
import { anna, bearer, bram, signToken } from "./tokens";

const carla = demoUsers[2] as typeof anna;
const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

async function as(user: typeof anna) {
  const headers = { ...bearer(await signToken({ user })), "content-type": "application/json" };
  return {
    create: (title: string) =>
      call("/blog", {
        method: "POST",
        headers,
        body: JSON.stringify({ title, content: "<p>Tekst</p>", category: "Mortgage", status: "draft" }),
      }),
    update: (id: string, title: string) =>
      call(`/blog/admin/posts/${id}`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ title, content: "<p>Tekst</p>", category: "Mortgage", status: "published" }),
      }),
    remove: (id: string) => call(`/blog/admin/posts/${id}`, { method: "DELETE", headers }),
    read: (id: string) => call(`/blog/admin/posts/${id}`, { headers }),
  };
}

describe("blog roles", () => {
  it("compliance reads the manager but cannot write, publish or delete", async () => {
    const annaClient = await as(anna);
    const created = await annaClient.create("Rente in 2026");
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const compliance = await as(carla);
    expect((await compliance.read(id)).status).toBe(200);
    expect((await compliance.create("Van compliance")).status).toBe(403);
    expect((await compliance.update(id, "Overgenomen")).status).toBe(403);
    expect((await compliance.remove(id)).status).toBe(403);
  });

  it("an adviser manages their own posts, not a colleague's", async () => {
    const annaClient = await as(anna);
    const { id } = (await (await annaClient.create("Van Anna")).json()) as { id: string };
    const bramClient = await as(bram);
    expect((await bramClient.update(id, "Door Bram gewijzigd")).status).toBe(403);
    expect((await bramClient.remove(id)).status).toBe(403);
    expect((await annaClient.update(id, "Door Anna gepubliceerd")).status).toBe(200);
    expect((await annaClient.remove(id)).status).toBe(200);
  });
});
