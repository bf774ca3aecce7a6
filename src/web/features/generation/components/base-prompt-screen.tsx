import { zodResolver } from "@hookform/resolvers/zod";
import type { Brand } from "@shared/brand-schemas";
import {
  type BrandInput,
  type PromptRequest,
  promptRequestSchema,
} from "@shared/generation/inputs";
import { REUSING_TOOLS } from "@shared/generation/tools";
import { ArrowRight } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import type { BasePromptState } from "../api/base-prompt-storage";
import { loadBasePrompt, saveBasePrompt } from "../api/base-prompt-storage";
import { useFormDraft, withDraft } from "../api/form-draft";
import { useGeneration } from "../api/generate";
import type { BrandPickerSlot } from "./base-prompt-field";
import { settleRun, toastIncompleteForm } from "./generation-toasts";
import { ToolPage } from "./tool-page";

/** The brand's five answers, as the brands feature asks them, each bound to this form. */
export type BrandFieldsSlot = (
  bind: (name: keyof BrandInput) => {
    props: UseFormRegisterReturn<keyof BrandInput>;
    error?: string;
  },
) => ReactNode;

/** "Meu Primeiro Prompt": the brand's five answers become the base prompt (Prompt Mãe). */
export function BasePromptScreen({
  brandPicker,
  brandFields,
}: {
  brandPicker?: BrandPickerSlot;
  brandFields: BrandFieldsSlot;
}) {
  const navigate = useNavigate();
  const generation = useGeneration("prompt", loadBasePrompt());
  const form = useForm<PromptRequest>({
    resolver: zodResolver(promptRequestSchema),
    defaultValues: withDraft("prompt", {
      brandName: "",
      brandDescription: "",
      brandLocation: "",
      brandProblemSolution: "",
      brandValues: "",
    }),
  });
  useFormDraft("prompt", form);
  const { errors } = form.formState;
  const brandId = form.watch("brandId");
  // Generating for a saved brand rewrites its Prompt Mãe; with none, a new brand is saved.
  const chooseBrand = (brand: Brand | null) =>
    form.reset({
      brandId: brand?.id,
      brandName: brand?.brandName ?? "",
      brandDescription: brand?.brandDescription ?? "",
      brandLocation: brand?.brandLocation ?? "",
      brandProblemSolution: brand?.brandProblemSolution ?? "",
      brandValues: brand?.brandValues ?? "",
    });

  useEffect(() => {
    if (generation.status !== "streaming" && generation.text) saveBasePrompt(generation.text);
  }, [generation.status, generation.text]);

  const onSubmit = form.handleSubmit(
    async (input) => settleRun("prompt", await generation.generate(input)),
    toastIncompleteForm,
  );

  // The brand it was saved as goes along, so the next tool writes for it.
  const carry = (to: string) =>
    navigate(generation.brandId ? `${to}?marca=${generation.brandId}` : to, {
      state: { basePrompt: generation.text } satisfies BasePromptState,
    });

  return (
    <ToolPage
      lead="Conte sobre a sua marca e receba o Prompt Mãe: a base de todas as suas estratégias e roteiros."
      onSubmit={onSubmit}
      submitLabel="Gerar Prompt Base"
      generation={generation}
      contentType="prompt"
      resultTitle="Seu Prompt Base (Prompt Mãe)"
      resultActions={REUSING_TOOLS.map((tool, i) => (
        <Button
          key={tool.kind}
          type="button"
          variant={i === 0 ? "default" : "secondary"}
          disabled={generation.isGenerating}
          onClick={() => carry(tool.path)}
        >
          {tool.reuse}
          <ArrowRight aria-hidden="true" />
        </Button>
      ))}
    >
      {brandPicker?.({ value: brandId, onChange: chooseBrand, preselect: false })}
      {brandFields((name) => ({ props: form.register(name), error: errors[name]?.message }))}
    </ToolPage>
  );
}
