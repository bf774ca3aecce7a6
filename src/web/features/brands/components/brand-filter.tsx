import { Select } from "@/components/ui/select";
import { useBrandList } from "../api/brands";

/** Narrows a list to one brand's content; "" is every brand. Hidden until there are brands. */
export function BrandFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const brands = useBrandList().data?.items;
  if (!brands?.length) return null;
  return (
    <Select
      aria-label="Marca"
      className="w-full sm:w-56"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Todas as marcas</option>
      {brands.map((brand) => (
        <option key={brand.id} value={brand.id}>
          {brand.brandName}
        </option>
      ))}
    </Select>
  );
}
