import { zodResolver } from "@hookform/resolvers/zod";
import type { Brand } from "@shared/brands";
import {
  type ScriptFormValues,
  type ScriptInput,
  scriptInputSchema,
} from "@shared/generation/inputs";
import { scriptFormats, scriptObjectives, scriptTones } from "@shared/generation/options";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useStartingValues } from "../api/base-prompt-storage";
import { useFormDraft } from "../api/form-draft";
import { useGeneration } from "../api/generate";
import { BasePromptField, type BrandPickerSlot } from "./base-prompt-field";
import { settleRun, toastIncompleteForm } from "./generation-toasts";
import { OptionSelect } from "./option-select";
import { ToolPage } from "./tool-page";

/** "Máquina de Roteiros e Scripts": scripts for videos, posts and ads. */
export function ScriptScreen({ brandPicker }: { brandPicker?: BrandPickerSlot }) {
  const generation = useGeneration("script");
  const defaultValues = useStartingValues("script", {
    format: "video",
    objective: "promover",
    targetAudience: "",
    duration: "",
    tone: "inspirador",
    finalGoal: "",
  });
  const form = useForm<ScriptFormValues, unknown, ScriptInput>({
    resolver: zodResolver(scriptInputSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const basePrompt = form.watch("basePrompt");
  const brandId = form.watch("brandId");
  const chooseBrand = (brand: Brand | null) => {
    form.setValue("brandId", brand?.id);
    if (brand) form.setValue("basePrompt", brand.basePrompt, { shouldValidate: true });
  };

  useFormDraft("script", form);

  const onSubmit = form.handleSubmit(
    async (input) => settleRun("script", await generation.generate(input)),
    toastIncompleteForm,
  );

  return (
    <ToolPage
      title="Máquina de Roteiros e Scripts"
      lead="Roteiros para vídeos, posts e anúncios com a voz da sua marca."
      onSubmit={onSubmit}
      submitLabel="Gerar Roteiro"
      generation={generation}
      contentType="script"
      resultTitle="Seu Roteiro de Conteúdo"
    >
      <BasePromptField
        error={errors.basePrompt?.message}
        hasText={Boolean(basePrompt?.trim())}
        brand={
          brandPicker && {
            picker: brandPicker,
            id: brandId,
            onChange: chooseBrand,
            preselect: !defaultValues.basePrompt,
          }
        }
        {...form.register("basePrompt")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect label="Formato" options={scriptFormats} {...form.register("format")} />
        <OptionSelect
          label="Objetivo do conteúdo"
          options={scriptObjectives}
          {...form.register("objective")}
        />
      </div>
      <FormField label="Público-alvo" error={errors.targetAudience?.message}>
        <Textarea placeholder="Para quem é este conteúdo?" {...form.register("targetAudience")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Duração/tamanho" error={errors.duration?.message}>
          <Input placeholder="Ex.: 30 segundos, 5 slides" {...form.register("duration")} />
        </FormField>
        <OptionSelect label="Tom" options={scriptTones} {...form.register("tone")} />
      </div>
      <FormField label="Objetivo final" error={errors.finalGoal?.message}>
        <Textarea
          placeholder="O que o público deve fazer ao final?"
          {...form.register("finalGoal")}
        />
      </FormField>
    </ToolPage>
  );
}
