import type { PlanPost } from "@shared/plans";

/** A post as the API answers it, for the plan components' tests: only what a test cares about varies. */
export const planPost = (fields: Partial<PlanPost> & Pick<PlanPost, "id">): PlanPost => ({
  planId: "plan-1",
  date: "2026-12-01",
  channel: "instagram",
  format: "Reels",
  theme: `Tema ${fields.id}`,
  hook: "",
  callToAction: "",
  commercialDate: null,
  status: "ideia",
  notes: "",
  scriptHistoryId: null,
  caption: null,
  art: null,
  authorId: null,
  version: 1,
  assigneeId: null,
  dueOn: null,
  publishedAt: null,
  publishedBy: null,
  createdAt: "2026-11-24T00:00:00.000Z",
  updatedAt: "2026-11-24T00:00:00.000Z",
  ...fields,
});
