import { commercialDatesOf } from "../src/shared/generation/commercial-dates.ts";
import { fitsSegments, type Segment } from "../src/shared/generation/segments.ts";

/*
 * The businesses the eval writes for (one brief each, briefs.ts) and the dates unfit for
 * each: the app's one table (src/shared/generation/segments.ts). The eval knows each brief's
 * segment; the app reads it from the brand's words, so the date-fit check measures that
 * reading and, for a model, whether its copy leaves such dates out.
 */
export { SEGMENTS, type Segment, UNFIT_DATES } from "../src/shared/generation/segments.ts";

/** The names of the Brazilian retail calendar (commercial-dates.ts), whatever the year. */
export const COMMERCIAL_DATE_NAMES = commercialDatesOf(2000).map((d) => d.name);

export const fitsSegment = (segment: Segment, dateName: string) =>
  fitsSegments([segment], dateName);
