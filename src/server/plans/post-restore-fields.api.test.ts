import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { PlanDetail, PostTextField } from "../../shared/plans.ts";
import { postVersionLabel } from "../../shared/post-version-label.ts";
import { personalAccess } from "../workspaces/personal.ts";
import { writePostText } from "./post-versions.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CAPTION = {
  caption: "Pão quentinho às 7h.",
  hashtags: ["#padaria"],
  altText: "Pães na vitrine",
  firstComment: "",
};

type VersionList = {
  latest: number;
  versions: {
    number: number;
    made: "generated" | "manual" | "restored" | "variation" | "ai_edit" | "regenerated";
    instruction: string | null;
    restoredFrom: number | null;
    changed: PostTextField[];
  }[];
};

/** A post whose hook was replaced by a variation, then given a generated caption. */
async function postWithCaption() {
  const user = await createUser(server);
  const { plan, posts } = await seedPlan(server.db, user.id, {
    posts: [{ theme: "Pão de fermentação natural", hook: "Gancho original" }],
  });
  const post = posts[0]!;
  const access = await personalAccess(server.db, user.id);
  await server.db.transaction(async (tx) => {
    await writePostText(tx, {
      access,
      postId: post.id,
      text: { hook: "Gancho da opção 2" },
      how: { made: "variation", instruction: "Opção 2 de 3" },
    });
    await writePostText(tx, {
      access,
      postId: post.id,
      text: { caption: CAPTION },
      how: { made: "generated" },
    });
  });
  const path = `/api/plans/${plan.id}/posts/${post.id}`;
  return { user, plan, post, path };
}

describe("restoring a post's version", () => {
  it("each version says which field changed and how: 'Gancho: opção 2 de 3', 'Legenda gerada'", async () => {
    const { user, path } = await postWithCaption();
    const list = await user.client.json<VersionList>(`${path}/versions`);
    expect(list.body.versions.map((v) => [v.number, v.changed, postVersionLabel(v)])).toEqual([
      [3, ["caption"], "Legenda gerada"],
      [2, ["hook"], "Gancho: opção 2 de 3"],
      [1, [], "Criada com o plano"],
    ]);
  });

  it("restoring version 1's hook alone brings the hook back and keeps the caption made since", async () => {
    const { user, plan, post, path } = await postWithCaption();
    const restored = await user.client.json<{ number: number }>(`${path}/versions/1/restore`, {
      json: { basedOn: 3, fields: ["hook"] },
    });
    expect(restored.status).toBe(201);
    expect(restored.body.number).toBe(4);

    const page = await user.client.json<PlanDetail>(`/api/plans/${plan.id}`);
    const shown = page.body.posts.find((p) => p.id === post.id);
    expect(shown).toMatchObject({ hook: "Gancho original", caption: CAPTION, version: 4 });
    const list = await user.client.json<VersionList>(`${path}/versions`);
    expect(postVersionLabel(list.body.versions[0]!)).toBe("Gancho restaurado da versão 1");
  });

  it("restoring without choosing fields brings back the whole text, as before", async () => {
    const { user, plan, post, path } = await postWithCaption();
    const restored = await user.client.json(`${path}/versions/1/restore`, {
      json: { basedOn: 3 },
    });
    expect(restored.status).toBe(201);
    const page = await user.client.json<PlanDetail>(`/api/plans/${plan.id}`);
    expect(page.body.posts.find((p) => p.id === post.id)).toMatchObject({
      hook: "Gancho original",
      caption: null,
    });
  });

  it("an empty or unknown choice of fields is refused in Portuguese (400) and changes nothing", async () => {
    const { user, plan, post, path } = await postWithCaption();
    const cases: [unknown, string][] = [
      [[], "Escolha ao menos uma parte do texto para restaurar."],
      [["date"], "Escolha o que restaurar da versão."],
      ["hook", "Escolha o que restaurar da versão."],
    ];
    for (const [fields, message] of cases) {
      const refused = await user.client.json<{ message: string }>(`${path}/versions/1/restore`, {
        json: { basedOn: 3, fields },
      });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const page = await user.client.json<PlanDetail>(`/api/plans/${plan.id}`);
    expect(page.body.posts.find((p) => p.id === post.id)).toMatchObject({
      hook: "Gancho da opção 2",
      version: 3,
    });
  });
});
