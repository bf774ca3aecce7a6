// Without zod: the plan page and the history list mark the offline composer's texts at start,
// and the calendar's schemas are not theirs to build (decision 065).

/** How a text the offline composer wrote is marked wherever it is saved and shown. */
export const DEMO_DRAFT_LABEL = "Rascunho do modo demonstração";
/** The note a plan's post the offline composer wrote starts with. */
export const DEMO_POST_NOTE = `${DEMO_DRAFT_LABEL}: revise antes de publicar.`;
/** Whether a plan's post was written by the offline composer: its note still says so. */
export const isDemoPost = (post: { notes: string }) => post.notes.startsWith(DEMO_DRAFT_LABEL);
