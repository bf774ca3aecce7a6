import { Hono } from "hono";
import type { ToolKind } from "../../../shared/generation/tools.ts";
import type { AppEnv } from "../../app-env.ts";
import { toolRoute } from "../stream-job.ts";
import { artTool } from "./art/art.ts";
import { captionTool } from "./caption/caption.ts";
import { promptTool } from "./prompt.ts";
import { scriptTool } from "./script.ts";
import { strategyTool } from "./strategy/strategy.ts";
import type { ServerTool } from "./tool.ts";

/**
 * Every tool of the registry on the server, and its endpoint: the one file a new tool is
 * registered in on the server. A tool missing from the map does not compile; one missing
 * from the chain fails the registry test, which posts to every kind.
 */
export const SERVER_TOOLS: { [K in ToolKind]: ServerTool<K> } = {
  prompt: promptTool,
  strategy: strategyTool,
  script: scriptTool,
  caption: captionTool,
  art: artTool,
};

const route = <K extends ToolKind>(kind: K) => toolRoute(kind, SERVER_TOOLS[kind]);

/** `POST /<kind>` for every tool, chained so Hono carries each route's type to the client. */
export const toolRoutes = () =>
  new Hono<AppEnv>()
    .route("/", route("prompt"))
    .route("/", route("strategy"))
    .route("/", route("script"))
    .route("/", route("caption"))
    .route("/", route("art"));
