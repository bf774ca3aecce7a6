import { TOOLS as REGISTRY, type ToolKind } from "@shared/generation/tools";
import {
  CalendarDays,
  Clapperboard,
  type LucideIcon,
  MessageSquareText,
  Sparkles,
} from "lucide-react";

const ICONS: Record<ToolKind, LucideIcon> = {
  prompt: Sparkles,
  strategy: CalendarDays,
  script: Clapperboard,
  caption: MessageSquareText,
};

/** The steps of the platform, in the order a user takes them: the registry's, with an icon. */
export const TOOLS = REGISTRY.map((tool) => ({ ...tool, icon: ICONS[tool.kind] }));
export type Tool = (typeof TOOLS)[number];
