import { formatsOf } from "../../src/shared/generation/post-rules.ts";

/** Whether a post's format is one its channel takes (the app's one list of formats). */
export const formatFits = (channelLabel: string, format: string) =>
  formatsOf(channelLabel).includes(format.trim());
