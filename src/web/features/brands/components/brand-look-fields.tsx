import { FONT_PAIRS, type FontPair } from "@shared/art";
import type { BrandCreate, BrandFormValues } from "@shared/brand-schemas";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";

type Form = UseFormReturn<BrandFormValues, unknown, BrandCreate>;

/** The art's look (decision 050): a second colour for accents and a font pair of the shipped ones. */
export function BrandLookFields({ form }: { form: Form }) {
  const secondColor = form.watch("secondColor");
  const { errors } = form.formState;
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <label htmlFor="brand-second-color" className="text-sm font-medium">
          Segunda cor (destaques das artes)
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id="brand-second-color"
            type="color"
            className="h-11 w-16 cursor-pointer rounded-md border bg-card p-1"
            value={secondColor ?? "#f59e0b"}
            onChange={(event) =>
              form.setValue("secondColor", event.target.value, { shouldDirty: true })
            }
          />
          {secondColor ? (
            <Button
              type="button"
              variant="ghost"
              className="min-h-11 sm:min-h-10"
              onClick={() => form.setValue("secondColor", null, { shouldDirty: true })}
            >
              Remover segunda cor
            </Button>
          ) : (
            <span className="text-sm text-muted-foreground">Usaremos um âmbar padrão</span>
          )}
        </div>
        {errors.secondColor?.message && (
          <p className="text-sm font-medium text-destructive">{errors.secondColor.message}</p>
        )}
      </div>
      <div className="space-y-2">
        <label htmlFor="brand-font-pair" className="text-sm font-medium">
          Fontes das artes
        </label>
        <select
          id="brand-font-pair"
          className="flex min-h-11 w-full rounded-md border bg-card px-3 text-sm sm:min-h-10"
          {...form.register("fontPair")}
        >
          {(Object.keys(FONT_PAIRS) as FontPair[]).map((pair) => (
            <option key={pair} value={pair}>
              {FONT_PAIRS[pair].label}
            </option>
          ))}
        </select>
        {errors.fontPair?.message && (
          <p className="text-sm font-medium text-destructive">{errors.fontPair.message}</p>
        )}
      </div>
    </div>
  );
}
