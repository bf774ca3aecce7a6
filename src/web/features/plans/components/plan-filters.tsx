import type { Channel } from "@shared/generation/options";
import { channelLabel } from "@shared/generation/options";
import { POST_STATUSES, type PostStatus } from "@shared/plans";
import type { WorkspaceMember } from "@shared/workspaces";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { OptionList } from "./option-list";
import { NO_ONE, type PostFilters } from "./plan-posts";

type PlanFiltersProps = PostFilters & {
  channels: readonly Channel[];
  /** The team's members: the responsible filter shows once there is more than one. */
  members: readonly WorkspaceMember[];
  onChange: (next: Partial<PostFilters>) => void;
};

export function PlanFilters({
  channel,
  status,
  responsible,
  channels,
  members,
  onChange,
}: PlanFiltersProps) {
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
      {(members.length > 1 || responsible !== "") && (
        <FormField label="Responsável" className="col-span-2 sm:col-span-1 sm:w-56">
          <Select
            value={responsible}
            onChange={(event) => onChange({ responsible: event.target.value })}
          >
            <option value="">Todos os responsáveis</option>
            <option value={NO_ONE}>Sem responsável</option>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}
    </div>
  );
}
