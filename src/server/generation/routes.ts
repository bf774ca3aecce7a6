import { Hono } from "hono";
import { jobBatchSchema, jobIdParamSchema } from "../../shared/generation/jobs.ts";
import { editInputSchema } from "../../shared/generation/tool-inputs.ts";
import { regenerateInputSchema } from "../../shared/generation/variations.ts";
import type { AppEnv } from "../app-env.ts";
import { requireSubscription, requireUnlocked, requireUser } from "../auth/guards.ts";
import { errors } from "../lib/errors.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { accessOf, may } from "../workspaces/access.ts";
import { editJob } from "./edit.ts";
import { queueWeekRun } from "./jobs/batch.ts";
import { prepareRequest, requestOf } from "./jobs/prepare.ts";
import { generationJobRoutes } from "./jobs/routes.ts";
import { ownJob } from "./jobs/store.ts";
import { regenerateJob } from "./regenerate.ts";
import { ownerOf, streamJob } from "./stream-job.ts";
import { toolRoutes } from "./tools/index.ts";
import { variationRoutes } from "./variations/routes.ts";

const NOT_FAILED = "Esta geração não falhou: não há o que tentar de novo.";

/**
 * The guards every generation passes, the AI edit and the run again with an instruction (not
 * tools: they change any result).
 */
const editRoutes = () =>
  new Hono<AppEnv>()
    // Their rate limit is counted by each one's admission (ai/admission.ts), in the statement
    // that takes its slot: a round trip less on the way to the first token (issue 47).
    .use(requireUser, may("write"), requireUnlocked, requireSubscription)
    .post("/edit", jsonBody(editInputSchema), async (c) => {
      const input = c.req.valid("json");
      return streamJob(c, editJob(ownerOf(c), input), "edit", { route: "edit", input });
    })
    // A tool over a week's posts (decision 057): queued at once, run on the server.
    .post("/batch", jsonBody(jobBatchSchema), async (c) =>
      c.json(await queueWeekRun(c, c.req.valid("json")), 202),
    )
    // A failed (or cancelled) job asked again, as its own request, for the member now.
    .post("/jobs/:id/retry", validate("param", jobIdParamSchema), async (c) => {
      const row = await ownJob(c.get("deps").db, accessOf(c), c.req.valid("param").id);
      if (!row) throw errors.notFound("Geração não encontrada.");
      if (row.status !== "failed" && row.status !== "cancelled") throw errors.conflict(NOT_FAILED);
      const request = requestOf(row.request);
      return streamJob(c, prepareRequest(ownerOf(c), request, new Date()), row.tool, request);
    })
    .post("/regenerate", jsonBody(regenerateInputSchema), async (c) => {
      const input = c.req.valid("json");
      const job = await regenerateJob(ownerOf(c), input);
      return streamJob(c, job, job.contentType, { route: "regenerate", input });
    });

/**
 * The generation jobs (followed and cancelled without the generations' rate limit), the edit,
 * "Gerar 3 opções" and every tool of the registry (their chain is in `tools/index.ts`).
 */
export const generationRoutes = () =>
  new Hono<AppEnv>()
    .route("/", generationJobRoutes())
    .route("/", editRoutes().route("/", variationRoutes()).route("/", toolRoutes()));
