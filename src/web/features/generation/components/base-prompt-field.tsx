import type { Brand } from "@shared/brand-schemas";
import { BRAND_BASE_KIND, toolOf } from "@shared/generation/tools";
import { Pencil } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { SetValueConfig, UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

/** The brand picker a page composes in (brands are another feature's). */
export type BrandPickerSlot = (props: {
  value: string | undefined;
  onChange: (brand: Brand | null) => void;
  preselect: boolean;
}) => ReactNode;

type BasePromptFieldProps = {
  error?: string;
  hasText: boolean;
  brand?: {
    picker: BrandPickerSlot;
    id: string | undefined;
    onChange: (brand: Brand | null) => void;
    /** Nothing came with the page: preselect the brand used last. */
    preselect: boolean;
  };
} & ComponentProps<"textarea">;

/**
 * The Prompt Mãe the strategy and script tools build on: chosen with a saved brand (its text
 * stays editable for this one generation) or pasted, with the way to create or edit it.
 */
export function BasePromptField({ error, hasText, brand, ...props }: BasePromptFieldProps) {
  const editTo = brand?.id ? `/marcas/${brand.id}` : toolOf(BRAND_BASE_KIND).path;
  return (
    <div className="space-y-2">
      {brand?.picker({ value: brand.id, onChange: brand.onChange, preselect: brand.preselect })}
      <FormField label="Prompt Mãe" error={error}>
        <Textarea placeholder="Cole aqui seu prompt mãe" className="min-h-[100px]" {...props} />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          Ainda não tem um prompt mãe?{" "}
          <Link
            to={toolOf(BRAND_BASE_KIND).path}
            className="font-medium text-primary hover:underline"
          >
            Crie um agora
          </Link>
        </span>
        {hasText && (
          <Button asChild variant="outline" size="sm">
            <Link to={editTo}>
              <Pencil aria-hidden="true" />
              Editar Prompt Mãe
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}

type BrandPromptValues = { basePrompt: string; brandId?: string };

/**
 * A tool form's Prompt Mãe, with the brand picker when the page composes one: choosing a brand
 * sets the form's brand and its Prompt Mãe (`onBrand` for what else the tool takes from it).
 */
export function FormBasePromptField({
  form,
  picker,
  preselect,
  onBrand,
}: {
  /** The tool's form: any react-hook-form form with these two fields. */
  form: {
    register: (name: "basePrompt") => UseFormRegisterReturn<"basePrompt">;
    watch: (name: keyof BrandPromptValues) => string | undefined;
    setValue: (
      name: keyof BrandPromptValues,
      value: string | undefined,
      options?: SetValueConfig,
    ) => void;
    formState: { errors: { basePrompt?: { message?: string } } };
  };
  picker: BrandPickerSlot | undefined;
  preselect: boolean;
  onBrand?: (brand: Brand | null) => void;
}) {
  const choose = (brand: Brand | null) => {
    form.setValue("brandId", brand?.id);
    if (brand) form.setValue("basePrompt", brand.basePrompt, { shouldValidate: true });
    onBrand?.(brand);
  };
  return (
    <BasePromptField
      error={form.formState.errors.basePrompt?.message}
      hasText={Boolean(form.watch("basePrompt")?.trim())}
      brand={picker && { picker, id: form.watch("brandId"), onChange: choose, preselect }}
      {...form.register("basePrompt")}
    />
  );
}
