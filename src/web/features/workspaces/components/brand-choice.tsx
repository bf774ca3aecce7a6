import { type ReactNode, useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";

export type BrandOption = { id: string; brandName: string };

function CheckRow({
  checked,
  onChange,
  className,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`flex min-h-11 items-center gap-3 ${className ?? ""}`}>
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="flex-1 py-3">
        {children}
      </label>
    </div>
  );
}

/** The access being chosen: every brand, or the ids ticked (kept while "all" is on). */
export type BrandAccess = { all: boolean; chosen: ReadonlySet<string> };

export const brandAccessOf = (brandIds: readonly string[] | null): BrandAccess => ({
  all: brandIds === null,
  chosen: new Set(brandIds ?? []),
});

/** The list the API takes: null for every brand, else the ticked ids in the brands' order. */
export const chosenBrandIds = (brands: readonly BrandOption[], access: BrandAccess) =>
  access.all ? null : brands.filter((brand) => access.chosen.has(brand.id)).map((b) => b.id);

type Props = {
  brands: readonly BrandOption[];
  value: BrandAccess;
  onChange: (value: BrandAccess) => void;
};

/** An Editor's or Leitor's brand access: every brand, or the ones ticked. */
export function BrandChoice({ brands, value, onChange }: Props) {
  const toggle = (id: string, on: boolean) => {
    const chosen = new Set(value.chosen);
    if (on) chosen.add(id);
    else chosen.delete(id);
    onChange({ ...value, chosen });
  };
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Marcas</legend>
      <CheckRow
        checked={value.all}
        onChange={(all) => onChange({ ...value, all })}
        className="font-medium"
      >
        Todas as marcas
      </CheckRow>
      {!value.all &&
        (brands.length === 0 ? (
          <p className="text-sm text-muted-foreground">Este espaço ainda não tem marcas.</p>
        ) : (
          brands.map((brand) => (
            <CheckRow
              key={brand.id}
              checked={value.chosen.has(brand.id)}
              onChange={(on) => toggle(brand.id, on)}
              className="pl-4"
            >
              {brand.brandName}
            </CheckRow>
          ))
        ))}
    </fieldset>
  );
}
