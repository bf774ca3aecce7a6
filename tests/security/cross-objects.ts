import type { TicketTarget } from "../../src/server/generation/variations/ticket.ts";
import { captionText } from "../../src/shared/generation/captions.ts";
import type { Probe, RouteEntry } from "./route-matrix.ts";
import type { TeamSide } from "./team.ts";

/*
 * The matrix's cross-object cells (issue 39): a route that takes two ids is walked with an
 * object of one brand naming an object of the other (a plan of A with a post of B, an approval
 * link of A with a post of B, a caption of A bound to a post of B...). Whoever asks, the answer
 * is the 404 of an unknown id, or the Portuguese 422 of a binding refused to a member who sees
 * both brands, and nothing changes.
 */

/** A "Gerar 3 opções" ticket signed for the cell's actor, as the server hands it out. */
export type TicketFor = (target: TicketTarget) => string;

export type CrossRoute = {
  /** `from`'s object names `to`'s; a write gets fresh objects, so a hole would hurt no cell. */
  probe: (from: TeamSide, to: TeamSide, ticketFor: TicketFor) => Probe | Promise<Probe>;
  /** The answer to a member who sees both brands (default: 404). */
  seesBoth?: number;
};

const A_CAPTION = {
  basePrompt: "Somos a Padaria Aurora.",
  channel: "instagram",
  format: "Reels",
  theme: "Pão",
};
const SCRIPT = {
  basePrompt: "Somos a Padaria Aurora.",
  targetAudience: "Vizinhos do bairro",
  duration: "30 segundos",
  finalGoal: "Encomendas pelo WhatsApp",
};

/** A plan of `from` with a fresh post of `to`: each side's plan and post made anew. */
const planWithPost = async (from: TeamSide, to: TeamSide, suffix = "") =>
  `/api/plans/${(await from.fresh.plan()).plan}/posts/${(await to.fresh.plan()).post}${suffix}`;

/** The schedule of a plan of `from` naming a post of `to`. */
const publishingPath = async (from: TeamSide, to: TeamSide) =>
  (await planWithPost(from, to, "/schedule")).replace("/api/", "/api/publishing/");

const postPaths = {
  "GET /api/plans/:id/posts/:postId/versions": "/versions",
  "GET /api/plans/:id/posts/:postId/versions/:number": "/versions/1",
  "GET /api/plans/:id/posts/:postId/slides/:number": "/slides/1",
  "GET /api/plans/:id/posts/:postId/art.zip": "/art.zip",
  "GET /api/plans/:id/posts/:postId/feedback": "/feedback",
  "POST /api/plans/:id/posts/:postId/feedback/seen": "/feedback/seen",
  "POST /api/plans/:id/posts/:postId/duplicate": "/duplicate",
  "DELETE /api/plans/:id/posts/:postId": "",
};

/** Every route of the matrix that takes two ids, by its key, and how to cross them. */
export const CROSS_ROUTES: Record<string, CrossRoute> = {
  // Publishing's schedule names a plan and its post (decision 063).
  "POST /api/publishing/plans/:id/posts/:postId/schedule": {
    probe: async (from, to) => ({ path: await publishingPath(from, to), json: {} }),
  },
  "DELETE /api/publishing/plans/:id/posts/:postId/schedule": {
    probe: async (from, to) => ({ path: await publishingPath(from, to) }),
  },

  ...Object.fromEntries(
    Object.entries(postPaths).map(([key, suffix]) => [
      key,
      {
        probe: async (from: TeamSide, to: TeamSide) => ({
          path: await planWithPost(from, to, suffix),
        }),
      },
    ]),
  ),
  "PUT /api/plans/:id/posts/:postId/task": {
    probe: async (from, to) => ({
      path: await planWithPost(from, to, "/task"),
      json: { assigneeId: null },
    }),
  },
  "PATCH /api/plans/:id/posts/:postId": {
    probe: async (from, to) => ({ path: await planWithPost(from, to), json: { notes: "cruzado" } }),
  },
  "POST /api/plans/:id/posts/:postId/versions/:number/restore": {
    probe: async (from, to) => ({
      path: await planWithPost(from, to, "/versions/1/restore"),
      json: { basedOn: 1 },
    }),
  },
  "POST /api/plans/:id/posts/:postId/feedback": {
    probe: async (from, to) => ({
      path: await planWithPost(from, to, "/feedback"),
      json: { body: "Resposta cruzada" },
    }),
  },
  "DELETE /api/plans/:id/shares/:shareId": {
    probe: async (from, to) => ({
      path: `/api/plans/${(await from.fresh.plan()).plan}/shares/${(await to.fresh.plan()).share}`,
    }),
  },
  "POST /api/plans/:id/shares/:shareId/replace": {
    probe: async (from, to) => ({
      path: `/api/plans/${(await from.fresh.plan()).plan}/shares/${(await to.fresh.plan()).share}/replace`,
      json: {},
    }),
  },
  // The client's side: a link of one plan names only that plan's posts.
  "GET /api/approval/:token/posts/:postId/slides/:number": {
    probe: (from, to) => ({ path: `/api/approval/${from.token}/posts/${to.post}/slides/1` }),
  },
  "GET /api/approval/:token/posts/:postId/feedback": {
    probe: (from, to) => ({ path: `/api/approval/${from.token}/posts/${to.post}/feedback` }),
  },
  "POST /api/approval/:token/posts/:postId/approve": {
    probe: (from, to) => ({
      path: `/api/approval/${from.token}/posts/${to.post}/approve`,
      json: { name: "Ana" },
    }),
  },
  "POST /api/approval/:token/posts/:postId/changes": {
    probe: (from, to) => ({
      path: `/api/approval/${from.token}/posts/${to.post}/changes`,
      json: { name: "Ana", comment: "Mude a foto" },
    }),
  },
  // Ids in the body: a tool's brand and the post it writes onto...
  "POST /api/generate/caption": {
    probe: (from, to) => ({ json: { ...A_CAPTION, brandId: from.brand, postId: to.post } }),
    seesBoth: 422,
  },
  "POST /api/generate/script": {
    probe: (from, to) => ({ json: { ...SCRIPT, brandId: from.brand, postId: to.post } }),
    seesBoth: 422,
  },
  // ...a caption bound to a post, edited or varied...
  "POST /api/generate/edit": {
    probe: async (from, to) => ({
      json: {
        content: captionText({ caption: "Pão.", hashtags: [], altText: "", firstComment: "" }),
        instruction: "Reescreva",
        historyId: await from.fresh.captionFor(to.post),
      },
    }),
    seesBoth: 422,
  },
  "POST /api/generate/variations": {
    probe: async (from, to) => ({ json: { historyId: await from.fresh.captionFor(to.post) } }),
    seesBoth: 422,
  },
  // ...and a plan's post varied. "Usar esta" checks again what its ticket names: the ticket is
  // signed here as if the options had been written for the crossed pair.
  "POST /api/generate/variations/post": {
    probe: (from, to) => ({ json: { planId: from.plan, postId: to.post, field: "hook" } }),
  },
  "POST /api/generate/variations/choose": {
    probe: async (from, to, ticketFor) => ({
      json: {
        ticket: ticketFor({ kind: "item", historyId: await from.fresh.captionFor(to.post) }),
        chosen: 0,
      },
    }),
    seesBoth: 422,
  },
  "POST /api/generate/variations/post/choose": {
    probe: async (from, to, ticketFor) => {
      const post = (await to.fresh.plan()).post;
      const plan = (await from.fresh.plan()).plan;
      return {
        json: {
          ticket: ticketFor({ kind: "post", planId: plan, postId: post, field: "hook" }),
          chosen: 0,
        },
      };
    },
  },
};

/** A path parameter that names an object (a version's number is not one). */
const ID_PARAM = /:(?!number\b)\w+/g;

/** The routes whose path takes two ids: each must have its cross cells. */
export const takesTwoIds = (route: RouteEntry) => (route.path.match(ID_PARAM) ?? []).length >= 2;
