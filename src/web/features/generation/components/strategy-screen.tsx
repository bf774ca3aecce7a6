import { zodResolver } from "@hookform/resolvers/zod";
import { addDays, brazilToday } from "@shared/dates";
import type { StrategyCalendar } from "@shared/generation/calendar";
import {
  type StrategyFormValues,
  type StrategyInput,
  schemaDefaults,
  strategyInputSchema,
} from "@shared/generation/inputs";
import {
  channels,
  postingFrequencies,
  strategyObjectives,
  strategyTones,
} from "@shared/generation/options";
import {
  defaultStartDate,
  MAX_START_AHEAD_DAYS,
  POSTING_WEEKDAYS,
  startDateProblem,
  WINDOW_DAYS,
} from "@shared/generation/window";
import { CalendarRange } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useStartingValues } from "../api/base-prompt-storage";
import { useFormDraft } from "../api/form-draft";
import { useGeneration } from "../api/generate";
import { type BrandPickerSlot, FormBasePromptField } from "./base-prompt-field";
import { CalendarPreview } from "./calendar-preview";
import { settleRun, toastIncompleteForm } from "./generation-toasts";
import { OptionSelect } from "./option-select";
import { ToolPage } from "./tool-page";
import { WeekdayPicker } from "./weekday-picker";

type Frequency = StrategyInput["frequency"];

/**
 * The tool's schema, with the start date also checked against today in Brazil on this
 * device (the server checks it again against its own clock).
 */
const formSchemaFor = (today: string) =>
  strategyInputSchema.extend({
    startDate: strategyInputSchema.shape.startDate.superRefine((date, context) => {
      const problem = date && startDateProblem(date, today);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  });

/** "Meu Estrategista Digital": a marketing strategy and its 3-month posting calendar. */
/** The strategy's calendar as the content feature shows it, with its downloads once saved. */
export type CalendarSlot = (props: {
  calendar: StrategyCalendar;
  historyId: string | null;
}) => ReactNode;

export function StrategyScreen({
  brandPicker,
  calendar,
}: {
  brandPicker?: BrandPickerSlot;
  calendar: CalendarSlot;
}) {
  const generation = useGeneration("strategy");
  const [now] = useState(() => new Date());
  const today = brazilToday(now);
  const [formSchema] = useState(() => formSchemaFor(today));
  const starting = useStartingValues("strategy", {
    ...schemaDefaults(strategyInputSchema),
    productsServices: "",
    startDate: defaultStartDate(now),
    weekdays: [...POSTING_WEEKDAYS[strategyInputSchema.shape.frequency.parse(undefined)]],
    channels: [],
  });
  // A draft kept in the tab overnight may start in the past: it starts tomorrow again.
  const defaultValues =
    starting.startDate && startDateProblem(starting.startDate, today)
      ? { ...starting, startDate: defaultStartDate(now) }
      : starting;
  const form = useForm<StrategyFormValues, unknown, StrategyInput>({
    resolver: zodResolver(formSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const weekdays = form.watch("weekdays") ?? [];
  const startDate = form.watch("startDate");
  // The calendar to come is counted only from a start the form would send.
  const previewStart =
    startDate &&
    strategyInputSchema.shape.startDate.safeParse(startDate).success &&
    !startDateProblem(startDate, today)
      ? startDate
      : null;
  const commercialExtras = form.watch("commercialExtras") ?? true;
  // The brand's words tell which commercial dates fit it, as the server lays the calendar out.
  const basePrompt = form.watch("basePrompt") ?? "";
  const productsServices = form.watch("productsServices") ?? "";
  const chooseWeekdays = (days: number[]) =>
    form.setValue("weekdays", days, { shouldValidate: form.formState.isSubmitted });

  useFormDraft("strategy", form);

  const onSubmit = form.handleSubmit(
    async (input) => settleRun("strategy", await generation.generate(input)),
    toastIncompleteForm,
  );

  return (
    <ToolPage
      lead="Uma estratégia de marketing e um calendário de publicações para os próximos 3 meses, a partir do seu Prompt Mãe."
      onSubmit={onSubmit}
      submitLabel="Gerar Estratégia"
      generation={generation}
      contentType="strategy"
      resultTitle="Sua Estratégia de Marketing"
      wide
      resultActions={
        generation.links.plan && (
          <Button asChild className="min-h-11 sm:min-h-9">
            <Link to={`/planos/${generation.links.plan}`}>
              <CalendarRange aria-hidden="true" />
              Abrir plano
            </Link>
          </Button>
        )
      }
      after={
        generation.structured && (
          <Card>
            <CardContent className="pt-6">
              {calendar({ calendar: generation.structured, historyId: generation.historyId })}
            </CardContent>
          </Card>
        )
      }
    >
      <FormBasePromptField form={form} picker={brandPicker} preselect={!defaultValues.basePrompt} />
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect
          label="Objetivo principal"
          options={strategyObjectives}
          {...form.register("objective")}
        />
        <OptionSelect
          label="Frequência de postagem"
          options={postingFrequencies}
          {...form.register("frequency", {
            // A new frequency presets its days; the user may still change them after.
            onChange: (event) =>
              chooseWeekdays([...POSTING_WEEKDAYS[event.target.value as Frequency]]),
          })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Data de início"
          error={errors.startDate?.message}
          hint={`O calendário cobre ${WINDOW_DAYS / 7} semanas a partir desta data.`}
        >
          <Input
            type="date"
            // Opens the phone's date picker: a finger-sized target.
            className="max-sm:h-11"
            min={today}
            max={addDays(today, MAX_START_AHEAD_DAYS)}
            {...form.register("startDate")}
          />
        </FormField>
        <div className="space-y-3">
          <WeekdayPicker
            value={weekdays}
            onChange={chooseWeekdays}
            error={errors.weekdays?.message}
          />
          <CalendarPreview
            startDate={previewStart}
            weekdays={weekdays}
            commercialExtras={commercialExtras}
            brandWords={{ basePrompt, productsServices }}
            checkbox={form.register("commercialExtras")}
          />
        </div>
      </div>
      <FormField label="Produtos/serviços" error={errors.productsServices?.message}>
        <Textarea placeholder="O que você quer divulgar?" {...form.register("productsServices")} />
      </FormField>
      <fieldset className="space-y-2" aria-describedby="channels-error">
        <legend className="text-sm font-medium">Canais</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {channels.map((channel) => (
            <div key={channel.value} className="flex items-center gap-2 text-sm max-sm:min-h-11">
              <Checkbox
                id={`channel-${channel.value}`}
                value={channel.value}
                {...form.register("channels")}
              />
              {/* On a phone the whole row's height answers a tap. */}
              <label htmlFor={`channel-${channel.value}`} className="flex-1 max-sm:py-3">
                {channel.label}
              </label>
            </div>
          ))}
        </div>
        {errors.channels?.message && (
          <p id="channels-error" className="text-sm font-medium text-destructive">
            {errors.channels.message}
          </p>
        )}
      </fieldset>
      <FormField label="Marcas/perfis que você admira (opcional)">
        <Textarea {...form.register("inspirations")} />
      </FormField>
      <FormField label="Conteúdos que já deram certo (opcional)">
        <Textarea {...form.register("successfulContent")} />
      </FormField>
      <FormField label="Conteúdos a evitar (opcional)">
        <Textarea {...form.register("avoidContent")} />
      </FormField>
      <OptionSelect label="Tom de voz" options={strategyTones} {...form.register("tone")} />
    </ToolPage>
  );
}
