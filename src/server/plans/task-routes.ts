import { Hono } from "hono";
import { postIdParamSchema } from "../../shared/plans.ts";
import { taskUpdateSchema } from "../../shared/tasks.ts";
import type { AppEnv } from "../app-env.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { pushSoon } from "../notifications/events.ts";
import { accessOf, may } from "../workspaces/access.ts";
import { markTasksSeen } from "./assignment-notice.ts";
import { assignPost } from "./task-assign.ts";
import { myTasks } from "./task-list.ts";

/**
 * A post's task (decision 058), beside the plan's other post routes: a member whose role writes
 * asks, and the workspaces' rule (ensureMayAssign) decides whom they may make responsible.
 */
export function postTaskRoutes() {
  return new Hono<AppEnv>().put(
    "/:id/posts/:postId/task",
    may("write"),
    validate("param", postIdParamSchema),
    jsonBody(taskUpdateSchema),
    async (c) => {
      const { id, postId } = c.req.valid("param");
      const { db, jobs } = c.get("deps");
      const post = await assignPost(db, accessOf(c), id, postId, c.req.valid("json"));
      pushSoon(jobs);
      return c.json(post, 200);
    },
  );
}

/** "Minhas tarefas": every member reads their own (a Leitor has none, and sees an empty list). */
export function taskRoutes() {
  return new Hono<AppEnv>()
    .use(may("read"))
    .get("/", async (c) => c.json(await myTasks(c.get("deps").db, accessOf(c)), 200))
    .post("/seen", async (c) => {
      await markTasksSeen(c.get("deps").db, accessOf(c));
      return c.body(null, 204);
    });
}
