import type { ToolKind } from "../../../shared/generation/tools.ts";
import { captionTool } from "./caption/caption.ts";
import { promptTool } from "./prompt.ts";
import { scriptTool } from "./script.ts";
import { strategyTool } from "./strategy/strategy.ts";
import type { ServerTool } from "./tool.ts";

/** Every tool of the registry, on the server: a tool missing here does not compile. */
export const SERVER_TOOLS: { [K in ToolKind]: ServerTool<K> } = {
  prompt: promptTool,
  strategy: strategyTool,
  script: scriptTool,
  caption: captionTool,
};
