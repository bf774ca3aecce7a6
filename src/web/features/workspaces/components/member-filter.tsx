import { useShowsAuthors } from "@/components/author-label";
import { Select } from "@/components/ui/select";
import { useMemberList } from "../api/workspaces";

/**
 * Narrows a list to one member's items ("Autor" in the history, "Membro" in the activity log);
 * "" is everyone. Only in a team workspace: a personal one has a single author.
 */
export function MemberFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (userId: string) => void;
}) {
  const team = useShowsAuthors();
  const members = useMemberList(team).data?.items;
  if (!team || !members?.length) return null;
  return (
    <Select
      aria-label={label}
      className="w-full sm:w-56"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{label}: todos</option>
      {members.map((member) => (
        <option key={member.userId} value={member.userId}>
          {member.name}
        </option>
      ))}
    </Select>
  );
}
