import { zodResolver } from "@hookform/resolvers/zod";
import type { Brand } from "@shared/brand-schemas";
import { type BrandCreate, type BrandFormValues, brandCreateSchema } from "@shared/brand-schemas";
import { ArrowLeft, Sparkles, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { ColorSwatch } from "@/components/color-swatch";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { BrandFields } from "@/features/brands/components/brand-fields";
import { toast } from "@/lib/toast";
import { useCreateBrand, useUpdateBrand } from "../api/brands";
import { BrandAccounts } from "./brand-accounts";
import { BrandLogoField } from "./brand-logo-field";
import { BrandLookFields } from "./brand-look-fields";
import { DeleteBrandDialog } from "./delete-brand-dialog";
import { HashtagSetsField } from "./hashtag-sets-field";
import { WordChipsField } from "./word-chips-field";

const EMPTY: BrandFormValues = {
  brandName: "",
  brandDescription: "",
  brandLocation: "",
  brandProblemSolution: "",
  brandValues: "",
  basePrompt: "",
  color: null,
  secondColor: null,
  fontPair: "moderna",
  wordsToUse: [],
  wordsToAvoid: [],
  hashtagSets: [],
};

const formValues = (brand: Brand): BrandFormValues => ({
  brandName: brand.brandName,
  brandDescription: brand.brandDescription,
  brandLocation: brand.brandLocation,
  brandProblemSolution: brand.brandProblemSolution,
  brandValues: brand.brandValues,
  basePrompt: brand.basePrompt,
  color: brand.color,
  secondColor: brand.secondColor,
  fontPair: brand.fontPair,
  wordsToUse: brand.wordsToUse,
  wordsToAvoid: brand.wordsToAvoid,
  hashtagSets: brand.hashtagSets,
});

/** Creates a brand (`brand` null) or edits one: its fields, its Prompt Mãe, colour and words. */
export function BrandEditor({ brand }: { brand: Brand | null }) {
  const navigate = useNavigate();
  const create = useCreateBrand();
  const update = useUpdateBrand(brand?.id ?? "");
  const [deleting, setDeleting] = useState(false);
  const form = useForm<BrandFormValues, unknown, BrandCreate>({
    resolver: zodResolver(brandCreateSchema),
    defaultValues: brand ? formValues(brand) : EMPTY,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const color = form.watch("color");

  const save = async (values: BrandCreate) => {
    try {
      const saved = brand ? await update.mutateAsync(values) : await create.mutateAsync(values);
      form.reset(formValues(saved));
      return saved;
    } catch (error) {
      toast.error("Erro ao salvar marca", { description: (error as Error).message });
      return null;
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await save(values);
    if (!saved) return;
    toast.success("Marca salva", { description: `"${saved.brandName}" está pronta para usar.` });
    if (!brand) navigate(`/marcas/${saved.id}`, { replace: true });
  });

  // The prompt creator writes the Prompt Mãe from the saved fields and updates this brand.
  const generate = form.handleSubmit(async (values) => {
    const saved = isDirty || !brand ? await save(values) : brand;
    if (saved) navigate(`/prompt-creator?marca=${saved.id}`);
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to="/marcas"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Minhas marcas
      </Link>
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <ColorSwatch color={color ?? null} className="h-5 w-5" />
        <span className="min-w-0 break-words">{brand ? brand.brandName : "Nova marca"}</span>
      </h1>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Sobre a marca</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <BrandFields
              bind={(name) => ({ props: form.register(name), error: errors[name]?.message })}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
            <CardTitle as="h2">Prompt Mãe</CardTitle>
            <Button
              type="button"
              variant="secondary"
              className="min-h-11 sm:min-h-10"
              disabled={isSubmitting}
              onClick={generate}
            >
              <Sparkles aria-hidden="true" />
              Gerar Prompt Mãe com IA
            </Button>
          </CardHeader>
          <CardContent>
            <FormField
              label="Texto do Prompt Mãe"
              error={errors.basePrompt?.message}
              hint="Gerado a partir dos campos acima; você pode editar à vontade."
            >
              <Textarea
                className="min-h-[220px]"
                placeholder="Gere com IA ou cole aqui o Prompt Mãe da marca"
                {...form.register("basePrompt")}
              />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Identidade</CardTitle>
          </CardHeader>
          <CardContent className="space-y-5">
            <div className="space-y-2">
              <label htmlFor="brand-color" className="text-sm font-medium">
                Cor da marca (opcional)
              </label>
              <div className="flex flex-wrap items-center gap-3">
                <input
                  id="brand-color"
                  type="color"
                  className="h-11 w-16 cursor-pointer rounded-md border bg-card p-1"
                  value={color ?? "#7c3aed"}
                  onChange={(event) =>
                    form.setValue("color", event.target.value, { shouldDirty: true })
                  }
                />
                {color ? (
                  <Button
                    type="button"
                    variant="ghost"
                    className="min-h-11 sm:min-h-10"
                    onClick={() => form.setValue("color", null, { shouldDirty: true })}
                  >
                    Remover cor
                  </Button>
                ) : (
                  <span className="text-sm text-muted-foreground">Nenhuma cor escolhida</span>
                )}
              </div>
              {errors.color?.message && (
                <p className="text-sm font-medium text-destructive">{errors.color.message}</p>
              )}
            </div>
            <Controller
              control={form.control}
              name="wordsToUse"
              render={({ field, fieldState }) => (
                <WordChipsField
                  label="Palavras para usar"
                  words={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="wordsToAvoid"
              render={({ field, fieldState }) => (
                <WordChipsField
                  label="Palavras para evitar"
                  words={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="hashtagSets"
              render={({ field, fieldState }) => (
                <HashtagSetsField
                  sets={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error}
                />
              )}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Visual das artes</CardTitle>
          </CardHeader>
          <CardContent className="space-y-5">
            <BrandLogoField brand={brand} />
            <BrandLookFields form={form} />
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {brand ? (
            <Button
              type="button"
              variant="ghost"
              className="min-h-11 text-destructive hover:text-destructive sm:min-h-10"
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" />
              Excluir marca
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" className="min-h-11 sm:min-h-10" disabled={isSubmitting}>
            {isSubmitting ? "Salvando..." : brand ? "Salvar alterações" : "Criar marca"}
          </Button>
        </div>
      </form>
      {brand && <BrandAccounts brandId={brand.id} />}
      <DeleteBrandDialog
        brand={deleting && brand ? brand : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate("/marcas", { replace: true })}
      />
    </div>
  );
}
