import type { Channel } from "@shared/generation/options";
import { POST_STATUSES, type PostStatus } from "@shared/plans";
import { channelLabel } from "@/components/calendar/calendar-format";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { OptionList } from "./option-list";
import type { PostFilters } from "./plan-posts";

type PlanFiltersProps = PostFilters & {
  channels: readonly Channel[];
  onChange: (next: Partial<PostFilters>) => void;
};

export function PlanFilters({ channel, status, channels, onChange }: PlanFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <FormField label="Canal" className="sm:w-48">
        <Select value={channel} onChange={(event) => onChange({ channel: event.target.value })}>
          <option value="">Todos os canais</option>
          {channels.map((c) => (
            <option key={c} value={c}>
              {channelLabel(c)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Status" className="sm:w-48">
        <Select
          value={status}
          onChange={(event) => onChange({ status: event.target.value as PostStatus | "" })}
        >
          <option value="">Todos os status</option>
          <OptionList options={POST_STATUSES} />
        </Select>
      </FormField>
    </div>
  );
}
