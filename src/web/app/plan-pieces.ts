import { historyItemQueryOptions } from "@/features/content/api/history-item";
import { useCancelJob, useGenerationJobs } from "@/features/content/api/queued-work";
import { CaptionCopyButtons, CaptionCounters } from "@/features/content/components/caption-copy";
import {
  VariationCards,
  VariationsStatus,
  variationsFailure,
} from "@/features/content/components/variations/variation-cards";
import { VersionList } from "@/features/content/components/versions/version-list";
import type { PlanPieces } from "@/features/plans/components/plan-pieces";

/**
 * What a plan's page takes from the content feature: a post's versions and options shown as a
 * result's are, a caption's counters and copy buttons, the history items a plan links to, and
 * the member's generation jobs a week's run follows.
 */
export const PLAN_PIECES: PlanPieces = {
  VersionList,
  VariationCards,
  VariationsStatus,
  variationsFailure,
  CaptionCounters,
  CaptionCopyButtons,
  itemQuery: historyItemQueryOptions,
  useGenerationJobs,
  useCancelJob,
};
