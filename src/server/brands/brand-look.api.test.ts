// Depends on the engine: the logo is a bytea, which each driver hands back in its own type
// (node-postgres a Buffer, PGlite a Uint8Array), and the data export encodes it from either.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPlan,
  createUser,
  TEST_BRAND,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import { emptyPostgres } from "../../../tests/helpers/restore-targets.ts";
import { makeTeam } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { LOGO_REFUSED } from "../../shared/art.ts";
import type { PostArt } from "../../shared/art-schemas.ts";
import type { Brand } from "../../shared/brand-schemas.ts";
import { restorePostgres } from "../backup/restore.ts";
import { openPostgres } from "../db/client.ts";
import { brands, planPosts } from "../db/schema/index.ts";

let server: TestServer;
const backups = mkdtempSync(join(tmpdir(), "brand-look-"));
beforeAll(async () => {
  server = await startTestServer({ BACKUP_DIR: backups });
});
afterAll(async () => {
  await server.close();
  rmSync(backups, { recursive: true, force: true });
});

/** A 64×32 picture in the format asked, with EXIF metadata (an author and a camera) in it. */
/** A post's art (decision 054), which goes where its post goes: the export, backups, deletion. */
const ART: PostArt = {
  format: "portrait",
  slides: [{ layout: "cover", title: "Café coado", body: "Na hora", items: [] }],
};

const picture = (format: "png" | "jpeg" | "webp", size = 64) =>
  sharp({ create: { width: size, height: size / 2, channels: 3, background: "#c2410c" } })
    .withExif({ IFD0: { Artist: "Fotógrafo Secreto", Make: "Câmera X" } })
    .toFormat(format)
    .toBuffer();

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

async function brandOf(user: TestUser) {
  const created = await user.client.json<Brand>("/api/brands", { json: TEST_BRAND });
  expect(created.status).toBe(201);
  return created.body.id;
}

function upload(user: TestUser, brandId: string, bytes: Uint8Array, type: string, name = "logo") {
  const form = new FormData();
  form.append("logo", new Blob([new Uint8Array(bytes)], { type }), `${name}.bin`);
  return user.client.request(`/api/brands/${brandId}/logo`, { method: "PUT", body: form });
}

describe("a brand's look", () => {
  it("keeps a second colour and a font pair, and a new brand starts with the modern pair", async () => {
    const user = await createUser(server);
    const id = await brandOf(user);
    expect((await user.client.json<Brand>(`/api/brands/${id}`)).body).toMatchObject({
      secondColor: null,
      fontPair: "moderna",
      logoVersion: null,
    });
    const changed = await user.client.json<Brand>(`/api/brands/${id}`, {
      method: "PATCH",
      json: { secondColor: "#F59E0B", fontPair: "classica" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ secondColor: "#f59e0b", fontPair: "classica" });
  });

  it("refuses a font pair that is not shipped, in Portuguese, and changes nothing", async () => {
    const user = await createUser(server);
    const id = await brandOf(user);
    const refused = await user.client.json<{ message: string }>(`/api/brands/${id}`, {
      method: "PATCH",
      json: { fontPair: "comic-sans" },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Escolha um par de fontes da lista.");
    expect((await user.client.json<Brand>(`/api/brands/${id}`)).body.fontPair).toBe("moderna");
  });

  for (const format of ["png", "jpeg", "webp"] as const) {
    it(`takes a ${format.toUpperCase()} logo, re-encoded as PNG without its metadata`, async () => {
      const user = await createUser(server);
      const id = await brandOf(user);
      const original = await picture(format);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const answer = await upload(user, id, original, `image/${format}`);
      expect(answer.status).toBe(200);
      const { logoVersion } = (await answer.json()) as { logoVersion: string };
      expect((await user.client.json<Brand>(`/api/brands/${id}`)).body.logoVersion).toBe(
        logoVersion,
      );

      const served = await user.client.request(`/api/brands/${id}/logo?v=${logoVersion}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "png", width: 64, height: 32 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes("Fotógrafo Secreto")).toBe(false);
    });
  }

  it("serves the logo without its version as an answer to check again each time", async () => {
    const user = await createUser(server);
    const id = await brandOf(user);
    expect((await upload(user, id, await picture("png"), "image/png")).status).toBe(200);
    const served = await user.client.request(`/api/brands/${id}/logo`);
    expect(served.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("refuses an SVG, a file that does not decode and an empty form, in Portuguese, keeping the logo it had", async () => {
    const user = await createUser(server);
    const id = await brandOf(user);
    expect((await upload(user, id, await picture("png"), "image/png")).status).toBe(200);
    const before = (await user.client.json<Brand>(`/api/brands/${id}`)).body.logoVersion;
    for (const [bytes, type] of [
      [SVG, "image/svg+xml"],
      [SVG, "image/png"],
      [Buffer.from("isto não é uma imagem"), "image/jpeg"],
      [(await picture("png")).subarray(0, 40), "image/png"],
    ] as const) {
      const refused = await upload(user, id, bytes, type);
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { message: string }).message).toBe(LOGO_REFUSED);
    }
    const empty = await user.client.request(`/api/brands/${id}/logo`, {
      method: "PUT",
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect((await user.client.json<Brand>(`/api/brands/${id}`)).body.logoVersion).toBe(before);
  });

  it("refuses a logo over 2 MB with 413 in Portuguese", async () => {
    const user = await createUser(server);
    const id = await brandOf(user);
    const big = Buffer.concat([await picture("png"), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const refused = await upload(user, id, big, "image/png");
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { message: string }).message).toMatch(/2 MB/);
    expect((await user.client.json<Brand>(`/api/brands/${id}`)).body.logoVersion).toBeNull();
  });

  it("removes the logo, after which it is a 404", async () => {
    const user = await createUser(server);
    const id = await brandOf(user);
    await upload(user, id, await picture("webp"), "image/webp");
    const removed = await user.client.request(`/api/brands/${id}/logo`, { method: "DELETE" });
    expect(removed.status).toBe(204);
    expect((await user.client.request(`/api/brands/${id}/logo`)).status).toBe(404);
  });

  it("shows the logo only to who may see the brand: another workspace and a member limited to another brand get 404", async () => {
    const team = await makeTeam(server);
    expect((await upload(team.owner, team.brandId, await picture("png"), "image/png")).status).toBe(
      200,
    );
    const stranger = await createUser(server);
    const limited = await team.join("editor", [team.otherBrandId]);
    const reader = await team.join("reader");
    for (const user of [stranger, limited]) {
      expect((await user.client.request(`/api/brands/${team.brandId}/logo`)).status).toBe(404);
      const put = await upload(user, team.brandId, await picture("png"), "image/png");
      expect(put.status).toBe(404);
    }
    expect((await reader.client.request(`/api/brands/${team.brandId}/logo`)).status).toBe(200);
    expect((await upload(reader, team.brandId, await picture("png"), "image/png")).status).toBe(
      403,
    );
  });

  it("puts the look, the logo and a post's art in the owner's data export; the logo goes with the brand, the art with the account", async () => {
    const user = await createUser(server);
    const id = await brandOf(user);
    await user.client.request(`/api/brands/${id}`, {
      method: "PATCH",
      json: { secondColor: "#123456", fontPair: "amigavel" },
    });
    await upload(user, id, await picture("png"), "image/png");
    const { id: planId } = await createPlan(server.db, user.id, { posts: [{ art: ART }] });
    const exported = await user.client.request("/api/account/export");
    const data = (await exported.json()) as { brands: Record<string, unknown>[] };
    expect(data.brands[0]).toMatchObject({ secondColor: "#123456", fontPair: "amigavel" });
    const logo = String(data.brands[0]!.logo);
    expect(logo.startsWith("data:image/png;base64,")).toBe(true);
    const decoded = await sharp(Buffer.from(logo.split(",")[1]!, "base64")).metadata();
    expect(decoded).toMatchObject({ format: "png", width: 64 });
    const { plans } = data as unknown as { plans: { posts: { art: PostArt | null }[] }[] };
    expect(plans[0]?.posts[0]?.art).toEqual(ART);

    expect((await user.client.request(`/api/brands/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await user.client.request(`/api/brands/${id}/logo`)).status).toBe(404);
    // The account's deletion takes its posts' art with them.
    const deleted = await user.client.request("/api/account", {
      method: "DELETE",
      json: { confirmation: "EXCLUIR" },
    });
    expect(deleted.status).toBe(200);
    expect(await server.db.$count(planPosts, eq(planPosts.planId, planId))).toBe(0);
  });

  it("carries the look, the logo's bytes and a post's art through a backup restored into another database", async () => {
    const user = await createUser(server);
    const id = await brandOf(user);
    await user.client.request(`/api/brands/${id}`, {
      method: "PATCH",
      json: { secondColor: "#0f766e", fontPair: "classica" },
    });
    await upload(user, id, await picture("jpeg"), "image/jpeg");
    const { posts } = await createPlan(server.db, user.id, { posts: [{ art: ART }] });
    const served = Buffer.from(
      await (await user.client.request(`/api/brands/${id}/logo`)).arrayBuffer(),
    );

    const { path } = await server.deps.backups.run();
    const target = await emptyPostgres();
    try {
      await restorePostgres(target.url, path);
      const restored = await openPostgres(target.url, 1);
      try {
        const [row] = await restored.db
          .select({ logo: brands.logo, secondColor: brands.secondColor, fontPair: brands.fontPair })
          .from(brands)
          .where(eq(brands.id, id));
        expect(row).toMatchObject({ secondColor: "#0f766e", fontPair: "classica" });
        expect(Buffer.from(row!.logo!).equals(served)).toBe(true);
        const [post] = await restored.db
          .select({ art: planPosts.art })
          .from(planPosts)
          .where(eq(planPosts.id, posts[0]!.id));
        expect(post?.art).toEqual(ART);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });
});
