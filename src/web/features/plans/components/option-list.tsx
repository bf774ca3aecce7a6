import type { Option } from "@shared/generation/options";

/** A list's choices as a select's options: the value sent, the label shown. */
export function OptionList({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
