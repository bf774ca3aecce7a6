import { zodResolver } from "@hookform/resolvers/zod";
import { SLIDE_LAYOUTS } from "@shared/art";
import { ART_FORMATS } from "@shared/art-formats";
import {
  type ArtFormValues,
  type ArtInput,
  artInputSchema,
  schemaDefaults,
} from "@shared/generation/inputs";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useStartingValues } from "../api/base-prompt-storage";
import { useFormDraft } from "../api/form-draft";
import { useGeneration } from "../api/generate";
import { type BrandPickerSlot, FormBasePromptField } from "./base-prompt-field";
import { settleRun, toastIncompleteForm } from "./generation-toasts";
import { OptionSelect } from "./option-select";
import { ToolPage } from "./tool-page";

const FORMAT_OPTIONS = Object.entries(ART_FORMATS).map(([value, { label }]) => ({ value, label }));

/**
 * "Artes para Carrossel": a post's script and caption split into slides. From a plan's post
 * ("Criar arte") they are drawn in the brand's look on the post; here, the slides' text.
 */
export function ArtScreen({ brandPicker }: { brandPicker?: BrandPickerSlot }) {
  const generation = useGeneration("art");
  const defaultValues = useStartingValues("art", {
    ...schemaDefaults(artInputSchema),
    theme: "",
  });
  const form = useForm<ArtFormValues, unknown, ArtInput>({
    resolver: zodResolver(artInputSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  useFormDraft("art", form);

  const onSubmit = form.handleSubmit(
    async (input) => settleRun("art", await generation.generate(input)),
    toastIncompleteForm,
  );

  const slides = generation.structured?.slides ?? [];
  return (
    <ToolPage
      lead="A capa, os slides de conteúdo e a chamada final de um carrossel, a partir do roteiro e da legenda do post."
      onSubmit={onSubmit}
      submitLabel="Criar Arte"
      generation={generation}
      contentType="art"
      resultTitle="Sua Arte"
      resultActions={
        slides.length > 0 && (
          <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
            {slides.map((slide, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place in the carousel.
              <li key={index}>
                {SLIDE_LAYOUTS[slide.layout]}: {slide.title}
              </li>
            ))}
          </ol>
        )
      }
    >
      <FormBasePromptField form={form} picker={brandPicker} preselect={!defaultValues.basePrompt} />
      <OptionSelect label="Tamanho" options={FORMAT_OPTIONS} {...form.register("format")} />
      <FormField label="Tema" error={errors.theme?.message}>
        <Textarea placeholder="Sobre o que é o carrossel?" {...form.register("theme")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Gancho" error={errors.hook?.message}>
          <Input placeholder="A frase da capa" {...form.register("hook")} />
        </FormField>
        <FormField label="Chamada para ação" error={errors.callToAction?.message}>
          <Input placeholder="O que o público deve fazer?" {...form.register("callToAction")} />
        </FormField>
      </div>
      <FormField label="Roteiro (opcional)" error={errors.script?.message}>
        <Textarea placeholder="Cole o roteiro do post" {...form.register("script")} />
      </FormField>
      <FormField label="Legenda (opcional)" error={errors.caption?.message}>
        <Textarea placeholder="Cole a legenda do post" {...form.register("caption")} />
      </FormField>
    </ToolPage>
  );
}
