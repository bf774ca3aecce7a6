import type { Brand } from "@shared/brand-schemas";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { toast } from "@/lib/toast";
import { useBrandList, useFetchBrand } from "../api/brands";

export type BrandPickerProps = {
  /** The chosen brand's id; undefined for none. */
  value: string | undefined;
  onChange: (brand: Brand | null) => void;
  /** Choose the brand the account used last once the list arrives (when nothing is chosen). */
  preselect: boolean;
  /** What choosing no brand means on this screen. */
  noneLabel: string;
};

/**
 * The brand a tool writes for. `?marca=<id>` in the address (from a brand's page) wins over
 * the last used one; choosing a brand hands the whole brand (its Prompt Mãe) to the form.
 */
export function BrandPicker({ value, onChange, preselect, noneLabel }: BrandPickerProps) {
  const list = useBrandList();
  const fetchBrand = useFetchBrand();
  const requested = useSearchParams()[0].get("marca");
  const [loading, setLoading] = useState(false);
  const settled = useRef(false);

  const choose = async (id: string) => {
    if (!id) return onChange(null);
    setLoading(true);
    try {
      onChange(await fetchBrand(id));
    } catch (error) {
      toast.error("Erro ao carregar a marca", { description: (error as Error).message });
    } finally {
      setLoading(false);
    }
  };

  // Once, when a fresh list first arrives (a cached one may predate the last generation):
  // later changes are the user's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the list's arrival only
  useEffect(() => {
    if (settled.current || !list.data || list.isFetching) return;
    settled.current = true;
    const id = requested ?? (preselect && !value ? list.data.lastUsedId : null);
    if (id && list.data.items.some((brand) => brand.id === id)) void choose(id);
  }, [list.data, list.isFetching]);

  const items = list.data?.items ?? [];
  if (list.data && items.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
        Cadastre suas marcas em{" "}
        <Link to="/marcas" className="font-medium text-primary hover:underline">
          Minhas marcas
        </Link>{" "}
        para escolher o Prompt Mãe sem copiar e colar.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <FormField label="Marca" hint={loading ? "Carregando a marca…" : undefined}>
        <Select
          value={value ?? ""}
          disabled={!list.data || loading}
          onChange={(event) => void choose(event.target.value)}
        >
          <option value="">{list.data ? noneLabel : "Carregando marcas…"}</option>
          {items.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.brandName}
            </option>
          ))}
        </Select>
      </FormField>
      {value && (
        <Link
          to={`/marcas/${value}`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline sm:min-h-0"
        >
          Ver e editar esta marca
        </Link>
      )}
    </div>
  );
}
