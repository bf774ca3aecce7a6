import { type MemberUpdate, memberUpdateSchema } from "@shared/workspace-requests";
import { ROLES, roleLimitable } from "@shared/workspaces";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { formatDate } from "@/lib/format";
import type { WorkspaceMember } from "../api/workspaces";
import { accessLabel } from "./access-label";

export type AssignableRole = NonNullable<MemberUpdate["role"]>;

/** The roles a member can be given, as the server accepts them (ownership moves by transfer). */
const ASSIGNABLE_ROLES = memberUpdateSchema.shape.role.unwrap().options;

type Props = {
  member: WorkspaceMember;
  brandNames: ReadonlyMap<string, string>;
  /** The viewer may change this member (their role allows it, and the member is no owner). */
  manageable: boolean;
  pending: boolean;
  onRole: (role: AssignableRole) => void;
  onAccess: () => void;
  onRemove: () => void;
};

/** One member of "Equipe": who, their role, brand access and since when; the changes allowed. */
export function MemberCard({
  member,
  brandNames,
  manageable,
  pending,
  onRole,
  onAccess,
  onRemove,
}: Props) {
  const roleId = `papel-${member.userId}`;
  return (
    <Card className="w-full">
      <CardContent className="flex flex-wrap items-start justify-between gap-4 p-4">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">{member.name}</p>
          <p className="break-all text-sm text-muted-foreground">{member.email}</p>
          {!manageable && <p className="text-sm">{ROLES[member.role].label}</p>}
          <p className="text-sm">{accessLabel(member.brandIds, brandNames)}</p>
          <p className="text-sm text-muted-foreground">Desde {formatDate(member.joinedAt)}</p>
        </div>
        {manageable && (
          <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
            <div className="space-y-1">
              <label htmlFor={roleId} className="text-sm font-medium">
                Papel de {member.name}
              </label>
              <Select
                id={roleId}
                value={member.role}
                disabled={pending}
                onChange={(event) => onRole(event.target.value as AssignableRole)}
                className="min-h-11 sm:min-h-10"
              >
                {ASSIGNABLE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLES[role].label}
                  </option>
                ))}
              </Select>
            </div>
            {roleLimitable(member.role) && (
              <Button
                type="button"
                variant="outline"
                className="min-h-11 sm:min-h-10"
                onClick={onAccess}
                aria-label={`Acesso às marcas de ${member.name}`}
              >
                Acesso às marcas
              </Button>
            )}
            <Button
              type="button"
              variant="outline"
              className="min-h-11 text-destructive sm:min-h-10"
              onClick={onRemove}
              aria-label={`Remover ${member.name}`}
            >
              Remover
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
