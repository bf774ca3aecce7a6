import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestUser } from "../../../../../tests/helpers/factories.ts";
import {
  setupGenerationServer,
  subscriber,
} from "../../../../../tests/helpers/generation-server.ts";
import { eventOf, field, postUid } from "../../../../../tests/helpers/ics.ts";
import { readEvents } from "../../../../../tests/helpers/sse-events.ts";
import type { PlanDetail } from "../../../../shared/plans.ts";

// Black Friday 2027 (26/11) must be at most a year ahead of "today": the clock reads the day
// before it, whatever day the tests run on (the server runs in this process).
beforeAll(() => {
  vi.setSystemTime(new Date("2027-11-25T15:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

// No AI provider: the offline composer writes every post, the extra one included.
const app = setupGenerationServer();
let user: TestUser;
beforeAll(async () => {
  user = await subscriber(app.server);
});

const BLACK_FRIDAY = "2027-11-26";

async function planOfStrategy(changes: object) {
  const response = await user.client.request("/api/generate/strategy", {
    json: {
      // A shop no commercial date is unfit for (a bakery gets no Cyber Monday: segments.ts).
      basePrompt: "Somos o Empório Trigo, cestas de presente em Curitiba.",
      productsServices: "Panetones e cestas de café da manhã",
      frequency: "1x_semana",
      channels: ["instagram", "tiktok"],
      startDate: BLACK_FRIDAY,
      ...changes,
    },
  });
  expect(response.status).toBe(200);
  const done = (await readEvents(response)).find((event) => event.type === "done");
  if (done?.type !== "done" || !done.links.plan) throw new Error("no plan was made");
  const { status, body } = await user.client.json<PlanDetail>(`/api/plans/${done.links.plan}`);
  expect(status).toBe(200);
  return body;
}

const markedBlackFriday = (plan: PlanDetail) =>
  plan.posts.filter((post) => post.commercialDate?.includes("Black Friday"));

describe("a strategy started on Black Friday 2027, weekly on Mondays", () => {
  it("has a post on 26/11/2027 marked Black Friday, and no post after it carries that mark", async () => {
    const plan = await planOfStrategy({});
    expect(plan.posts).toHaveLength(14);
    const extra = plan.posts[0];
    expect(extra).toMatchObject({
      date: BLACK_FRIDAY,
      channel: "instagram",
      commercialDate: "Black Friday",
      status: "ideia",
    });
    expect(extra?.theme).toContain("Black Friday");
    expect(markedBlackFriday(plan)).toEqual([extra]);
    expect(plan.posts[1]).toMatchObject({ date: "2027-11-29", commercialDate: "Cyber Monday" });

    // The downloads carry it like any other post.
    const ics = await (await user.client.request(`/api/plans/${plan.id}/export.ics`)).text();
    const event = eventOf(ics, postUid(extra?.id ?? ""));
    expect(field(event, "DTSTART")).toBe("20271126");
    expect(event).toContain("CATEGORIES:Black Friday");
    const csv = await (await user.client.request(`/api/plans/${plan.id}/export.csv`)).text();
    expect(csv).toContain('"26/11/2027";"sexta-feira";"Instagram";"Reels";"Black Friday: ');
    const feed = await user.client.json<{ url: string }>(`/api/plans/${plan.id}/feed`, {
      method: "POST",
    });
    expect(feed.status).toBe(201);
    const polled = await (await fetch(feed.body.url)).text();
    expect(field(eventOf(polled, postUid(extra?.id ?? "")), "DTSTART")).toBe("20271126");
  });

  it("with the extra posts off, has no post on 26/11/2027 and none marked Black Friday", async () => {
    const plan = await planOfStrategy({ commercialExtras: false });
    expect(plan.posts).toHaveLength(13);
    expect(plan.posts[0]).toMatchObject({ date: "2027-11-29", commercialDate: "Cyber Monday" });
    expect(markedBlackFriday(plan)).toEqual([]);
  });

  it("refuses an answer that is not yes or no for the extra posts, in Portuguese", async () => {
    const { status, body } = await user.client.json<{ message: string }>("/api/generate/strategy", {
      json: {
        basePrompt: "Somos a Padaria Trigo.",
        productsServices: "Panetones",
        channels: ["instagram"],
        commercialExtras: "sim",
      },
    });
    expect(status).toBe(400);
    expect(body.message).toBe("Informe se quer publicações extras.");
  });
});
