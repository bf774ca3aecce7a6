import { type ToolKind, toolOf } from "@shared/generation/tools";
import type { GenerationOutcome } from "@/lib/sse";
import { toast } from "@/lib/toast";
import { clearDraft } from "../api/form-draft";

/** A run ended (perhaps after its page was left): its toast; a success uses up the form's draft. */
export function settleRun(kind: ToolKind, outcome: GenerationOutcome) {
  if (outcome.ok) clearDraft(kind);
  toastOutcome(outcome, kind);
}

/** A run's toast, in the words of the tool's registry entry. */
function toastOutcome(outcome: GenerationOutcome, kind: ToolKind) {
  const { toasts } = toolOf(kind);
  if (outcome.ok) {
    toast.success(toasts.success[0], { description: toasts.success[1] });
  } else {
    toast.error(toasts.failure, { description: outcome.message ?? toasts.fallback });
  }
}

/** Where a result goes when its page is left mid-generation: the server finishes and saves it. */
export const STILL_GENERATING = "Seu conteúdo continua sendo gerado e aparecerá no Histórico";

export function toastStillGenerating() {
  toast.message(STILL_GENERATING);
}

/** Shown when a form fails validation: nothing is sent, so no request can fail later. */
export function toastIncompleteForm() {
  toast.error("Formulário incompleto", {
    description: "Por favor, preencha todos os campos obrigatórios.",
  });
}
