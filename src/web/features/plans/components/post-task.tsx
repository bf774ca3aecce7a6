import type { PlanDetail, PlanPost } from "@shared/plans";
import { mayAssign, roleMay, type WorkspaceMember } from "@shared/workspaces";
import { UserCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { assigneesFor } from "../api/assignees";
import { useAssignPost } from "../api/plans";

type PostTaskProps = {
  plan: PlanDetail;
  post: PlanPost;
  members: readonly WorkspaceMember[];
};

/**
 * "Tarefa": who produces the post and by when (decision 058). What the viewer may change is the
 * workspaces' rule (mayAssign), mirrored here: an Editor takes a post nobody has ("Assumir") and
 * hands over their own; Administrators choose anyone; a Leitor reads.
 */
export function PostTask({ plan, post, members }: PostTaskProps) {
  const { user } = useMe();
  const assign = useAssignPost(plan.id);
  if (!user) return null;
  const role = user.workspace.role;
  const from = post.assigneeId;
  const may = (to: string | null) => mayAssign(role, { actorId: user.id, from, to });
  const nameOf = (id: string) => members.find((m) => m.userId === id)?.name ?? "ex-membro";
  const choices = assigneesFor(members, plan).filter((m) => m.userId === from || may(m.userId));
  const save = (change: { assigneeId?: string | null; dueOn?: string | null }, done?: string) =>
    assign.mutate({ postId: post.id, ...change }, { onSuccess: () => done && toast.success(done) });
  const changes = roleMay(role, "write") && may(from);
  return (
    <section aria-label="Tarefa" className="space-y-3 border-b pb-4">
      <div className="grid grid-cols-2 gap-3">
        {changes ? (
          <FormField label="Responsável">
            <Select
              value={from ?? ""}
              onChange={(event) =>
                save({ assigneeId: event.target.value || null }, "Responsável atualizado")
              }
            >
              <option value="">Ninguém</option>
              {choices.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.userId === user.id ? `${member.name} (você)` : member.name}
                </option>
              ))}
            </Select>
          </FormField>
        ) : (
          <div className="space-y-2 text-sm">
            <p className="font-medium">Responsável</p>
            <p>{from ? nameOf(from) : "Ninguém"}</p>
          </div>
        )}
        <FormField label="Prazo de produção">
          <Input
            type="date"
            value={post.dueOn ?? ""}
            disabled={!changes}
            onChange={(event) => save({ dueOn: event.target.value || null })}
          />
        </FormField>
      </div>
      {from === null && may(user.id) && (
        <Button
          type="button"
          variant="outline"
          disabled={assign.isPending}
          onClick={() => save({ assigneeId: user.id }, "Publicação em Minhas tarefas")}
        >
          <UserCheck aria-hidden />
          Assumir
        </Button>
      )}
    </section>
  );
}
