import { strategyCalendarSchema } from "./calendar.ts";
import { calendarAsText } from "./calendar-text.ts";
import type { ToolKind } from "./tools.ts";

type Metadata = Record<string, unknown> | null;

/**
 * What a tool's structured data adds after its text when the text is read (decision 048): the
 * item and each version store the text alone and the data once, in their metadata, so an edit or
 * a restore can never leave the two out of step. Beside the registry, as its results' schemas
 * are (results.ts): the history's readers, which the tools' own runner writes through, read it
 * without importing the tools. A tool whose data adds nothing to its text has no entry.
 */
const TOOL_RENDERS: { [K in ToolKind]?: (metadata: Metadata) => string } = {
  // The strategy's calendar, as a section of its text: the saved and copied strategy is whole.
  strategy: (metadata) => {
    const calendar = strategyCalendarSchema.safeParse(metadata?.calendar);
    return calendar.success ? calendarAsText(calendar.data) : "";
  },
};

const addedBy = (kind: string, metadata: Metadata) =>
  TOOL_RENDERS[kind as ToolKind]?.(metadata) ?? "";

/**
 * A saved result's text as every reader shows it (the item, its versions, the export, the
 * admin's view, a generation's `done`): the stored text, then what its data adds.
 */
export function renderedText(kind: string, content: string, metadata: Metadata): string {
  return content + addedBy(kind, metadata);
}

/**
 * The stored text of a text as it was shown: what the data added, taken off its end. The AI
 * edit is sent the text the screen had, and the model edits the text alone.
 */
export function textAlone(kind: string, shown: string, metadata: Metadata): string {
  const added = addedBy(kind, metadata);
  return added && shown.endsWith(added) ? shown.slice(0, -added.length) : shown;
}
