import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ScriptFormValues,
  type ScriptInput,
  schemaDefaults,
  scriptInputSchema,
} from "@shared/generation/inputs";
import { scriptFormats, scriptObjectives, scriptTones } from "@shared/generation/options";
import { postPath } from "@shared/plans";
import { ArrowLeft, CalendarCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useStartingValues } from "../api/base-prompt-storage";
import { useFormDraft } from "../api/form-draft";
import { useGeneration } from "../api/generate";
import { usePostPrefill } from "../api/post-prefill";
import { type BrandPickerSlot, FormBasePromptField } from "./base-prompt-field";
import { settleRun, toastIncompleteForm } from "./generation-toasts";
import { OptionSelect } from "./option-select";
import { ToolPage } from "./tool-page";

/** "Máquina de Roteiros e Scripts": scripts for videos, posts and ads. */
export function ScriptScreen({ brandPicker }: { brandPicker?: BrandPickerSlot }) {
  const generation = useGeneration("script");
  const prefill = usePostPrefill();
  const startingValues = useStartingValues("script", {
    ...schemaDefaults(scriptInputSchema),
    targetAudience: "",
    duration: "",
    finalGoal: "",
  });
  // A post's fields win over the tab's draft; its brand comes through the picker (?marca=).
  const defaultValues = prefill
    ? {
        ...startingValues,
        format: prefill.format,
        duration: prefill.duration,
        targetAudience: prefill.targetAudience,
        finalGoal: prefill.finalGoal,
      }
    : startingValues;
  const form = useForm<ScriptFormValues, unknown, ScriptInput>({
    resolver: zodResolver(scriptInputSchema),
    defaultValues,
  });
  const { errors } = form.formState;

  useFormDraft("script", form);

  const onSubmit = form.handleSubmit(
    async (input) =>
      settleRun("script", await generation.generate({ ...input, postId: prefill?.postId })),
    toastIncompleteForm,
  );

  return (
    <ToolPage
      lead="Roteiros para vídeos, posts e anúncios com a voz da sua marca."
      onSubmit={onSubmit}
      submitLabel="Gerar Roteiro"
      generation={generation}
      contentType="script"
      resultTitle="Seu Roteiro de Conteúdo"
      resultActions={
        prefill &&
        generation.status === "done" &&
        generation.run > 0 && (
          <Button asChild className="min-h-11 sm:min-h-9">
            <Link to={postPath(prefill.planId, prefill.postId)}>
              <ArrowLeft aria-hidden="true" />
              Voltar ao plano
            </Link>
          </Button>
        )
      }
    >
      {prefill && (
        <Alert>
          <CalendarCheck aria-hidden="true" />
          <AlertDescription>
            Roteiro de uma publicação do plano: ao gerar, ele fica ligado à publicação, que passa
            para "Em produção".{" "}
            <Link
              to={postPath(prefill.planId, prefill.postId)}
              className="font-medium text-primary hover:underline"
            >
              Voltar ao plano
            </Link>
          </AlertDescription>
        </Alert>
      )}
      <FormBasePromptField form={form} picker={brandPicker} preselect={!defaultValues.basePrompt} />
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
