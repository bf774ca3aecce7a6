import type { Option } from "@shared/generation/options";
import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";

/** A labelled single choice over one of the shared enumerations (labels shown, values stored). */
export function OptionSelect({
  label,
  options,
  ...props
}: { label: string; options: readonly Option[] } & ComponentProps<"select">) {
  return (
    <FormField label={label}>
      <Select {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
