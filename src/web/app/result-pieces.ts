import { AiUsageMeter } from "@/features/billing/components/ai-usage-meter";
import { EditDialog } from "@/features/content/components/ai-edit/edit-dialog";
import { RegenerateForm } from "@/features/content/components/variations/regenerate-form";
import { ResultVariations } from "@/features/content/components/variations/result-variations";
import { VersionsPanel } from "@/features/content/components/versions/versions-panel";
import type { ResultPieces } from "@/features/generation/components/result-pieces";

/**
 * What every tool's page shows beside its form and result, from the features that own it: the
 * AI meter (billing), and the saved result's AI edit, versions and options (content).
 */
export const RESULT_PIECES: ResultPieces = {
  UsageMeter: AiUsageMeter,
  EditDialog,
  VersionsPanel,
  RegenerateForm,
  ResultVariations,
};
