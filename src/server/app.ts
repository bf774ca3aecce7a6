import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { accountRoutes } from "./account/routes.ts";
import { activityRoutes } from "./activity/routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import type { AppDeps, AppEnv } from "./app-env.ts";
import { clientApprovalRoutes, feedbackRoutes, shareRoutes } from "./approval/routes.ts";
import { trustedOrigins } from "./auth/origins.ts";
import { authRoutes, meRoute } from "./auth/routes.ts";
import { backupRoutes } from "./backup/routes.ts";
import { billingRoutes, STRIPE_WEBHOOK_PATH } from "./billing/routes.ts";
import { brandRoutes } from "./brands/routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { emailsRoutes } from "./emails/routes.ts";
import { generationRoutes } from "./generation/routes.ts";
import { historyRoutes } from "./history/routes.ts";
import { takeTurn } from "./lib/turns.ts";
import { compressResponses } from "./middleware/compression.ts";
import { errorHandler } from "./middleware/error-handler.ts";
import { requestContext } from "./middleware/request-context.ts";
import {
  limitBody,
  privateByDefault,
  sameOriginWrites,
  securityHeaders,
} from "./middleware/security.ts";
import { notificationRoutes, pushRoutes } from "./notifications/routes.ts";
import { planFeedRoutes, publicFeedRoutes } from "./plans/feed-routes.ts";
import { planRoutes } from "./plans/routes.ts";
import { postTaskRoutes, taskRoutes } from "./plans/task-routes.ts";
import { profileRoutes } from "./profile/routes.ts";
import { publishingRoutes } from "./publishing/routes.ts";
import { devPageRedirects, spaRoutes } from "./spa.ts";
import { adminUsageRoutes, aiUsageRoutes } from "./usage/routes.ts";
import { invitationLinkRoutes } from "./workspaces/invitations/routes.ts";
import { workspaceRoutes } from "./workspaces/routes.ts";

/**
 * Every API route, chained so that `AppType` carries their paths, inputs and answers: the SPA
 * calls them through `hc<AppType>` (docs/decisions/016-typed-contract-and-tool-registry.md).
 */
function apiRoutes() {
  return (
    new Hono<AppEnv>()
      .basePath("/api")
      // Healthy means the database answers: a load balancer stops sending traffic otherwise
      // (a lost connection becomes the error handler's 503).
      .get("/health", async (c) => {
        await c.get("deps").db.execute(sql`select 1`);
        return c.json({ status: "ok" }, 200);
      })
      .route("/auth", authRoutes())
      .route("/me", meRoute())
      .route("/profile", profileRoutes())
      .route("/generate", generationRoutes())
      .route("/history", historyRoutes())
      .route("/brands", brandRoutes())
      .route("/plans", planFeedRoutes())
      .route("/plans", planRoutes())
      .route("/plans", shareRoutes())
      .route("/plans", postTaskRoutes())
      .route("/tasks", taskRoutes())
      .route("/notifications", notificationRoutes())
      .route("/push", pushRoutes())
      .route("/feedback", feedbackRoutes())
      .route("/approval", clientApprovalRoutes())
      .route("/ai-usage", aiUsageRoutes())
      .route("/billing", billingRoutes())
      .route("/admin/backup", backupRoutes())
      .route("/admin/usage", adminUsageRoutes())
      .route("/admin", adminRoutes())
      .route("/contact", contactRoutes())
      .route("/emails", emailsRoutes())
      .route("/account", accountRoutes())
      .route("/workspaces/activity", activityRoutes())
      .route("/workspaces", workspaceRoutes())
      .route("/invitations", invitationLinkRoutes())
      .route("/publishing", publishingRoutes())
  );
}

/** The API's contract, for the SPA's typed client: import it as a type only. */
export type AppType = ReturnType<typeof apiRoutes>;

/** `webDir`: the built SPA to serve (the benchmark serves a build of its own). */
export function createApp(deps: AppDeps, { webDir }: { webDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  // Hundreds of requests can arrive in one turn of the event loop: they take turns (007).
  app.use((_c, next) => takeTurn().then(next));
  app.use(requestContext(deps));
  app.use(securityHeaders(deps.env.APP_URL.startsWith("https://")));
  app.use(compressResponses);
  app.use(
    "/api/*",
    privateByDefault,
    limitBody,
    sameOriginWrites(trustedOrigins(deps.env), [STRIPE_WEBHOOK_PATH]),
  );

  app.route("/", apiRoutes());
  app.all("/api/*", (c) =>
    c.json({ code: "NOT_FOUND", message: "Endereço da API não encontrado." }, 404),
  );

  // The plan's calendar feed: polled by calendar apps, without a session (decision 018).
  app.route("/", publicFeedRoutes());
  const { DEV_ORIGIN } = deps.env;
  app.route("/", DEV_ORIGIN ? devPageRedirects(DEV_ORIGIN) : spaRoutes(webDir));
  return app;
}
