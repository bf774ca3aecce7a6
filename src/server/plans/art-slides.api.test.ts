import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { makeTeam } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { CreatedShareLink } from "../../shared/approval.ts";
import type { PostArt } from "../../shared/art-schemas.ts";
import { planPosts } from "../db/schema/index.ts";

/*
 * A post's slides as images (decision 054): PNG drawn by the render pool, only to who may see
 * the post, through the team's API or the client's link; never sniffed; cached by an ETag
 * that follows the art and the brand's look.
 */

const ART: PostArt = {
  format: "square",
  slides: [
    { layout: "cover", title: "Pão de verdade", body: "36 horas de fermentação", items: [] },
    { layout: "tip", title: "Descanso na geladeira", body: "", items: [] },
    { layout: "cta", title: "Encomende o seu", body: "", items: [] },
  ],
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

let server: TestServer;
let team: Awaited<ReturnType<typeof makeTeam>>;
let postId: string;
let otherPostId: string;
let otherPlanId: string;
beforeAll(async () => {
  server = await startTestServer();
  team = await makeTeam(server);
  postId = team.posts[0]!.id;
  await server.db.update(planPosts).set({ art: ART }).where(eq(planPosts.id, postId));
  const other = await seedPlan(server.db, team.owner.id, {
    workspaceId: team.workspaceId,
    brandId: team.otherBrandId,
    posts: [{ theme: "Do Cliente Dois", art: ART }],
  });
  otherPlanId = other.plan.id;
  otherPostId = other.posts[0]!.id;
});
afterAll(() => server?.close());

const slidePath = (planId: string, id: string, n: string | number) =>
  `/api/plans/${planId}/posts/${id}/slides/${n}`;
const slide = (user: TestUser, n: string | number = 1, headers: Record<string, string> = {}) =>
  user.client.request(slidePath(team.plan.id, postId, n), { headers });

describe("a post's slides as images", () => {
  it("are PNG, never sniffed, revalidated by an ETag that a changed art or look changes: 304 while it holds", async () => {
    const first = await slide(team.owner, 2);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual(PNG_SIGNATURE);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);

    const again = await slide(team.owner, 2, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    // Each slide is its own image.
    expect((await slide(team.owner, 1)).headers.get("etag")).not.toBe(etag);

    const edited = {
      ...ART,
      slides: ART.slides.map((s, i) => (i === 1 ? { ...s, title: "Outro" } : s)),
    };
    await server.db.update(planPosts).set({ art: edited }).where(eq(planPosts.id, postId));
    const changed = await slide(team.owner, 2, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    await server.db.update(planPosts).set({ art: ART }).where(eq(planPosts.id, postId));

    const recoloured = await team.owner.client.request(`/api/brands/${team.brandId}`, {
      method: "PATCH",
      json: { color: "#0ea5e9" },
    });
    expect(recoloured.status).toBe(200);
    const newLook = await slide(team.owner, 2, { "If-None-Match": etag });
    expect(newLook.status).toBe(200);
  });

  it("are 404 past the last slide, for a post without art, and for a malformed place", async () => {
    expect((await slide(team.owner, 4)).status).toBe(404);
    expect((await slide(team.owner, 0)).status).toBe(404);
    expect((await slide(team.owner, "1e1")).status).toBe(404);
    const plain = team.posts[1]!.id;
    expect((await team.owner.client.request(slidePath(team.plan.id, plain, 1))).status).toBe(404);
    // A post named under another plan of the workspace is not that plan's.
    expect((await team.owner.client.request(slidePath(otherPlanId, postId, 1))).status).toBe(404);
  });

  it("are 404 to another workspace and to a member limited to another brand; a reader sees them", async () => {
    const outsider = await createUser(server);
    expect((await slide(outsider)).status).toBe(404);
    const limited = await team.join("editor", [team.otherBrandId], "Lia Limitada");
    expect((await slide(limited)).status).toBe(404);
    const own = await limited.client.request(slidePath(otherPlanId, otherPostId, 1));
    expect(own.status).toBe(200);
    const reader = await team.join("reader", null, "Rui Leitor");
    expect((await slide(reader)).status).toBe(200);
  });

  it("'Baixar todos' gives every slide in one ZIP named by the post's date and theme, to who may see the post only", async () => {
    const [post] = await server.db.select().from(planPosts).where(eq(planPosts.id, postId));
    const base = `${post!.date}-${post!.theme.toLowerCase().replace(/\W+/g, "-")}`;
    const zipPath = `/api/plans/${team.plan.id}/posts/${postId}/art.zip`;
    const answer = await team.owner.client.request(zipPath);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="${base}.zip"`);
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(Object.keys(files)).toEqual([1, 2, 3].map((n) => `${base}-slide-${n}.png`));
    for (const png of Object.values(files)) expect([...png.slice(0, 4)]).toEqual(PNG_SIGNATURE);

    const limited = await team.join("editor", [team.otherBrandId], "Caio Limitado");
    expect((await limited.client.request(zipPath)).status).toBe(404);
    const plain = `/api/plans/${team.plan.id}/posts/${team.posts[1]!.id}/art.zip`;
    expect((await team.owner.client.request(plain)).status).toBe(404);
  });

  it("reach the client through their link, and no further: another plan's post and a revoked link are 404", async () => {
    const share = await team.owner.client.json<CreatedShareLink>(
      `/api/plans/${team.plan.id}/shares`,
      { json: { expiresIn: "30" } },
    );
    const token = share.body.url.split("/aprovacao/")[1]!;
    const client = server.client();
    const image = await client.request(`/api/approval/${token}/posts/${postId}/slides/3`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("etag")).toBeTruthy();
    const elsewhere = await client.request(`/api/approval/${token}/posts/${otherPostId}/slides/1`);
    expect(elsewhere.status).toBe(404);

    await team.owner.client.request(`/api/plans/${team.plan.id}/shares/${share.body.id}`, {
      method: "DELETE",
    });
    const revoked = await client.request(`/api/approval/${token}/posts/${postId}/slides/3`);
    expect(revoked.status).toBe(404);
  });
});
