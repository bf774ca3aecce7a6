import { toast } from "@/lib/toast";
import { clearDraft } from "../api/form-draft";
import type { GenerationKind, GenerationOutcome } from "../api/generate";

type Texts = { success: [string, string]; failure: string; fallback: string };

/** Each tool's success and failure toasts, keyed by kind. */
const GENERATION_TOASTS = {
  prompt: {
    success: ["Prompt gerado com sucesso", "Seu prompt base foi criado e está pronto para uso."],
    failure: "Erro ao gerar prompt",
    fallback: "Ocorreu um erro ao gerar seu prompt base.",
  },
  strategy: {
    success: [
      "Estratégia gerada com sucesso",
      "Sua estratégia de marketing foi criada e está pronta para uso.",
    ],
    failure: "Erro ao gerar estratégia",
    fallback: "Ocorreu um erro ao gerar sua estratégia.",
  },
  script: {
    success: ["Roteiro gerado com sucesso", "Seu roteiro foi criado e está pronto para uso."],
    failure: "Erro ao gerar roteiro",
    fallback: "Ocorreu um erro ao gerar seu roteiro.",
  },
} satisfies Record<GenerationKind, Texts>;

/** A run ended (perhaps after its page was left): its toast; a success uses up the form's draft. */
export function settleRun(kind: GenerationKind, outcome: GenerationOutcome) {
  if (outcome.ok) clearDraft(kind);
  toastOutcome(outcome, GENERATION_TOASTS[kind]);
}

function toastOutcome(outcome: GenerationOutcome, texts: Texts) {
  if (outcome.ok) {
    toast.success(texts.success[0], { description: texts.success[1] });
  } else {
    toast.error(texts.failure, { description: outcome.message ?? texts.fallback });
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
