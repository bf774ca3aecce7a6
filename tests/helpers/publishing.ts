import { afterAll, beforeAll, expect } from "vitest";
import type { planPosts } from "../../src/server/db/schema/index.ts";
import type { PostArt } from "../../src/shared/art-schemas.ts";
import type { CaptionFields } from "../../src/shared/generation/caption-fields.ts";
import type { PlanPublishing, Publication } from "../../src/shared/publishing.ts";
import { type FakeGraph, startFakeGraph } from "../fakes/fake-graph.ts";
import { TEST_BRAND, type TestUser } from "./factories.ts";
import { dayFromToday, seedPlan } from "./plans.ts";
import { makeTeam } from "./team.ts";
import type { TestClient } from "./test-client.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/*
 * Publishing's API tests (decision 063), against the fake Graph API: an approved post ready to
 * publish, "Agendar publicação", the wait for its end, and the trip through Meta's login.
 */

export const ART: PostArt = {
  format: "portrait",
  slides: [
    { layout: "cover", title: "Pão de verdade", body: "36 horas", items: [] },
    { layout: "tip", title: "Descanso", body: "", items: [] },
    { layout: "cta", title: "Encomende", body: "", items: [] },
  ],
};
/** One image: Meta processes it without a carousel's items, for the failures' tests. */
export const ONE_IMAGE: PostArt = { ...ART, slides: ART.slides.slice(0, 1) };
export const CAPTION: CaptionFields = {
  caption: "Pão de fermentação natural, feito devagar.",
  hashtags: ["#pao"],
  altText: "",
  firstComment: "",
};

export type Place = { planId: string; postId: string };
export const ENDED = ["published", "failed", "reconnect"];

export function publishingSteps(server: TestServer, team: Awaited<ReturnType<typeof makeTeam>>) {
  let sequence = 0;
  return {
    /** An approved post of the team's first brand, today, ready to publish. */
    async approvedPost(overrides: Partial<typeof planPosts.$inferInsert> = {}): Promise<Place> {
      const { plan, posts } = await seedPlan(server.db, team.owner.id, {
        workspaceId: team.workspaceId,
        brandId: team.brandId,
        title: `Plano ${++sequence}`,
        posts: [
          {
            date: dayFromToday(0),
            status: "aprovado",
            art: ART,
            caption: CAPTION,
            channel: "instagram",
            ...overrides,
          },
        ],
      });
      return { planId: plan.id, postId: posts[0]!.id };
    },

    schedule: (user: TestUser, place: Place) =>
      user.client.json<PlanPublishing>(
        `/api/publishing/plans/${place.planId}/posts/${place.postId}/schedule`,
        { json: { time: "00:00" } },
      ),

    /** Polls the plan's publications until the post's is in one of these states. */
    async settled(place: Place, states: string[] = ENDED) {
      for (;;) {
        const answer = await team.owner.client.json<PlanPublishing>(
          `/api/publishing/plans/${place.planId}`,
        );
        const found = answer.body.publications.find((p) => p.postId === place.postId);
        if (found && states.includes(found.status)) return found as Publication;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },

    /** "Conectar" up to Meta's redirect back: the callback's path and query. */
    connect: (user: TestUser) => loginBack(user.client, team.brandId),
  };
}

/** "Conectar" a brand's accounts up to Meta's redirect back: the callback's path and query. */
export async function loginBack(client: TestClient, brandId: string) {
  const started = await client.json<{ redirect: string }>(
    `/api/publishing/brands/${brandId}/connect`,
    { method: "POST" },
  );
  expect(started.status).toBe(200);
  const dialog = await fetch(started.body.redirect, { redirect: "manual" });
  const back = new URL(dialog.headers.get("location")!);
  return back.pathname + back.search;
}

/**
 * On a spawned instance (the killed-worker tests): the owner's sign-up, a brand, and its
 * accounts connected through the fake login.
 */
export async function connectedOwner(client: TestClient) {
  const signUp = await client.signUp({
    name: "Dona Padaria",
    email: "dona@exemplo.com.br",
    password: "segredo123",
  });
  const userId = (signUp.body.user as { id: string }).id;
  const brand = await client.json<{ id: string }>("/api/brands", { json: TEST_BRAND });
  await client.request(await loginBack(client, brand.body.id));
  return { userId, brandId: brand.body.id };
}

/** The post the killed-worker tests publish: approved, due today, a carousel of two. */
export const KILLED_POST = {
  date: dayFromToday(0),
  status: "aprovado",
  caption: CAPTION,
  art: { ...ART, slides: [ART.slides[0]!, ART.slides[2]!] },
} satisfies Partial<typeof planPosts.$inferInsert>;

/**
 * The file's server on the fake Graph API, with a team and the steps above, started before its
 * tests. A retry waits 1 s (10 s doubling in production): the retries are pg-boss's own.
 */
export function publishingSetup() {
  const setup = {} as {
    server: TestServer;
    graph: FakeGraph;
    team: Awaited<ReturnType<typeof makeTeam>>;
    steps: ReturnType<typeof publishingSteps>;
  };
  beforeAll(async () => {
    setup.graph = await startFakeGraph();
    setup.server = await startTestServer(setup.graph.env, { jobTiming: { retrySeconds: 1 } });
    setup.team = await makeTeam(setup.server);
    setup.steps = publishingSteps(setup.server, setup.team);
  });
  afterAll(async () => {
    await setup.server?.close();
    await setup.graph?.close();
  });
  return setup;
}
