import { Hono } from "hono";
import {
  memberParamSchema,
  memberUpdateSchema,
  teamWithBrandsSchema,
  workspaceCreateSchema,
  workspaceSwitchSchema,
} from "../../shared/workspace-requests.ts";
import type { AppEnv } from "../app-env.ts";
import { requireUser, viewerOf } from "../auth/guards.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { accessOf, may } from "./access.ts";
import { becomeTeam } from "./become-team.ts";
import { teamInvitationRoutes } from "./invitations/routes.ts";
import { ownershipRoutes } from "./ownership-routes.ts";
import {
  createWorkspace,
  listMembers,
  listWorkspaces,
  removeMember,
  switchWorkspace,
  updateMember,
} from "./service.ts";
import { newTeamWithBrands } from "./team-with-brands.ts";

/**
 * The user's workspaces (the switcher) and the current one's team ("Equipe"): any member sees
 * the team, managing it takes the `members` action (Proprietário, Administrador).
 */
export function workspaceRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      const viewer = viewerOf(c);
      return c.json(await listWorkspaces(c.get("deps").db, viewer.id, viewer.workspace.id), 200);
    })
    .post("/", jsonBody(workspaceCreateSchema), async (c) => {
      const { name } = c.req.valid("json");
      return c.json(await createWorkspace(c.get("deps").db, viewerOf(c).id, name), 201);
    })
    .put("/current", jsonBody(workspaceSwitchSchema), async (c) => {
      const { workspaceId } = c.req.valid("json");
      await switchWorkspace(c.get("deps").db, viewerOf(c).id, workspaceId);
      return c.body(null, 204);
    })
    .post("/current/team", may("workspace"), jsonBody(workspaceCreateSchema), async (c) => {
      const { name } = c.req.valid("json");
      return c.json(await becomeTeam(c.get("deps").db, accessOf(c), name), 200);
    })
    .post("/current/new-team", may("workspace"), jsonBody(teamWithBrandsSchema), async (c) =>
      c.json(await newTeamWithBrands(c.get("deps").db, accessOf(c), c.req.valid("json")), 201),
    )
    .get("/members", may("read"), async (c) =>
      c.json(await listMembers(c.get("deps").db, accessOf(c)), 200),
    )
    .patch(
      "/members/:userId",
      may("members"),
      validate("param", memberParamSchema),
      jsonBody(memberUpdateSchema),
      async (c) => {
        const { userId } = c.req.valid("param");
        const member = await updateMember(
          c.get("deps").db,
          accessOf(c),
          userId,
          c.req.valid("json"),
        );
        return c.json(member, 200);
      },
    )
    .delete("/members/:userId", may("members"), validate("param", memberParamSchema), async (c) => {
      await removeMember(c.get("deps").db, accessOf(c), c.req.valid("param").userId);
      return c.body(null, 204);
    })
    .route("/invitations", teamInvitationRoutes())
    .route("/", ownershipRoutes());
}
