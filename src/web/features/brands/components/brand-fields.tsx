import type { BrandInput } from "@shared/generation/inputs";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type BrandField = keyof BrandInput;

/** A form's own wiring of one answer: its registered props and its error, if any. */
export type BrandFieldBinding = (name: BrandField) => {
  props: UseFormRegisterReturn<BrandField>;
  error?: string;
};

const FIELDS: { name: BrandField; label: string; placeholder: string; long?: true }[] = [
  { name: "brandName", label: "Nome da marca", placeholder: "Ex.: Café da Serra" },
  {
    name: "brandDescription",
    label: "Descrição da marca",
    placeholder: "O que a sua marca faz e como ela é",
    long: true,
  },
  {
    name: "brandLocation",
    label: "Localização/área de atendimento",
    placeholder: "Ex.: Belo Horizonte e região",
  },
  {
    name: "brandProblemSolution",
    label: "Problema que a marca resolve",
    placeholder: "Qual dor do seu cliente você resolve?",
    long: true,
  },
  {
    name: "brandValues",
    label: "Valores da marca",
    placeholder: "Ex.: qualidade, transparência, sustentabilidade",
    long: true,
  },
];

/** The prompt creator's five answers about a brand, as the creator and a brand's page ask them. */
export function BrandFields({ bind }: { bind: BrandFieldBinding }) {
  return FIELDS.map(({ name, label, placeholder, long }) => {
    const { props, error } = bind(name);
    return (
      <FormField key={name} label={label} error={error}>
        {long ? (
          <Textarea placeholder={placeholder} {...props} />
        ) : (
          <Input placeholder={placeholder} {...props} />
        )}
      </FormField>
    );
  });
}
