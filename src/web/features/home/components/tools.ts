import { TOOLS as REGISTRY, type ToolKind } from "@shared/generation/tools";
import {
  CalendarDays,
  Clapperboard,
  type LucideIcon,
  MessageSquareText,
  Sparkles,
  Wand2,
} from "lucide-react";

/** The tools' own icons; a tool without one here shows the generic wand, so adding a tool
 * needs no line in this file (give it an icon when it deserves its own). */
const ICONS: Partial<Record<ToolKind, LucideIcon>> = {
  prompt: Sparkles,
  strategy: CalendarDays,
  script: Clapperboard,
  caption: MessageSquareText,
};

/** The steps of the platform, in the order a user takes them: the registry's, with an icon. */
export const TOOLS = REGISTRY.map((tool) => ({ ...tool, icon: ICONS[tool.kind] ?? Wand2 }));
export type Tool = (typeof TOOLS)[number];
