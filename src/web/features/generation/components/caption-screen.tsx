import { zodResolver } from "@hookform/resolvers/zod";
import type { Brand, HashtagSet } from "@shared/brand-schemas";
import type { CaptionFields } from "@shared/generation/caption-fields";
import { captionFieldsOf } from "@shared/generation/captions";
import {
  type CaptionFormValues,
  type CaptionInput,
  captionInputSchema,
  schemaDefaults,
} from "@shared/generation/inputs";
import { type Channel, channels } from "@shared/generation/options";
import { CHANNEL_FORMATS } from "@shared/generation/post-rules";
import { type ReactNode, useState } from "react";
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

/** The brand's hashtag sets, to pick: a picked set's hashtags are always in the caption. */
function HashtagSetPicker({
  sets,
  picked,
  onChange,
}: {
  sets: readonly HashtagSet[];
  picked: readonly string[];
  onChange: (names: string[]) => void;
}) {
  if (sets.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Grupos de hashtags</legend>
      <div className="flex flex-wrap gap-2">
        {sets.map((set) => (
          <label key={set.name} className="flex min-h-11 items-center gap-2 text-sm sm:min-h-9">
            <input
              type="checkbox"
              className="size-4"
              checked={picked.includes(set.name)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...picked, set.name]
                    : picked.filter((name) => name !== set.name),
                )
              }
            />
            {set.name} <span className="text-muted-foreground">({set.hashtags.length})</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Legendas Prontas para Publicar": a post's caption, hashtags, alt text and first comment. */
/** A caption's counters and copy buttons for its channel, as the content feature shows them. */
export type CaptionToolsSlot = (props: { fields: CaptionFields; channel: Channel }) => ReactNode;

export function CaptionScreen({
  brandPicker,
  captionTools,
}: {
  brandPicker?: BrandPickerSlot;
  captionTools: CaptionToolsSlot;
}) {
  const generation = useGeneration("caption");
  const defaultValues = useStartingValues("caption", {
    ...schemaDefaults(captionInputSchema),
    theme: "",
  });
  const form = useForm<CaptionFormValues, unknown, CaptionInput>({
    resolver: zodResolver(captionInputSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const channel = form.watch("channel") ?? "instagram";
  const [sets, setSets] = useState<readonly HashtagSet[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const takeHashtagSets = (brand: Brand | null) => {
    setSets(brand?.hashtagSets ?? []);
    setPicked([]);
  };

  useFormDraft("caption", form);

  const onSubmit = form.handleSubmit(async (input) => {
    const hashtags = sets.filter((set) => picked.includes(set.name)).flatMap((set) => set.hashtags);
    settleRun("caption", await generation.generate({ ...input, hashtags }));
  }, toastIncompleteForm);

  const fields = generation.status === "done" ? captionFieldsOf(generation.text) : null;
  return (
    <ToolPage
      lead="A legenda, as hashtags e o texto alternativo de uma publicação, na voz da sua marca e dentro dos limites de cada rede."
      onSubmit={onSubmit}
      submitLabel="Gerar Legenda"
      generation={generation}
      contentType="caption"
      resultTitle="Sua Legenda"
      resultActions={fields && <div className="space-y-2">{captionTools({ fields, channel })}</div>}
    >
      <FormBasePromptField
        form={form}
        picker={brandPicker}
        preselect={!defaultValues.basePrompt}
        onBrand={takeHashtagSets}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect label="Canal" options={channels} {...form.register("channel")} />
        <FormField label="Formato" error={errors.format?.message}>
          <Input
            placeholder={`Ex.: ${CHANNEL_FORMATS[channel].join(", ")}`}
            {...form.register("format")}
          />
        </FormField>
      </div>
      <FormField label="Tema" error={errors.theme?.message}>
        <Textarea placeholder="Sobre o que é a publicação?" {...form.register("theme")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Gancho" error={errors.hook?.message}>
          <Input placeholder="A primeira frase" {...form.register("hook")} />
        </FormField>
        <FormField label="Chamada para ação" error={errors.callToAction?.message}>
          <Input placeholder="O que o público deve fazer?" {...form.register("callToAction")} />
        </FormField>
      </div>
      <FormField label="Roteiro (opcional)" error={errors.script?.message}>
        <Textarea
          placeholder="Cole o roteiro, se a publicação tiver um"
          {...form.register("script")}
        />
      </FormField>
      <HashtagSetPicker sets={sets} picked={picked} onChange={setPicked} />
    </ToolPage>
  );
}
