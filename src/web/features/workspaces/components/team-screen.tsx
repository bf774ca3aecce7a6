import { INVITATIONS_NEED_PRO, MAX_WORKSPACE_MEMBERS, PLAN_INCLUDES } from "@shared/invitations";
import { roleMay } from "@shared/workspaces";
import { History, UserPlus, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { useInvitationList } from "../api/invitations";
import {
  useMemberList,
  useRemoveMember,
  useUpdateMember,
  useWorkspaceBrands,
  type WorkspaceMember,
} from "../api/workspaces";
import { BecomeTeamForm } from "./become-team-form";
import { BrandAccessDialog } from "./brand-access-dialog";
import { InviteDialog } from "./invite-dialog";
import { type AssignableRole, MemberCard } from "./member-card";
import { NewTeamWithBrandsForm } from "./new-team-with-brands-form";
import { OwnershipCard } from "./ownership-card";
import { OwnershipOffersToMe } from "./ownership-offers-to-me";
import { PendingInvitations } from "./pending-invitations";
import { WorkspaceExitCard } from "./workspace-exit-card";

/**
 * "Equipe": the current workspace's members. Changing a role or brand access and removing a
 * member are offered only to the roles that may manage members, never on the Proprietário.
 */
export function TeamScreen() {
  const { user } = useMe();
  const members = useMemberList();
  const brands = useWorkspaceBrands();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [editingAccess, setEditingAccess] = useState<WorkspaceMember | null>(null);
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const [inviting, setInviting] = useState(false);
  const invitesHere = user !== null && !user.workspace.personal;
  const invitations = useInvitationList(invitesHere && roleMay(user.workspace.role, "members"));
  const brandNames = useMemo(
    () => new Map((brands.data?.items ?? []).map((brand) => [brand.id, brand.brandName])),
    [brands.data],
  );
  if (!user) return null;
  const manages = roleMay(user.workspace.role, "members");
  const items = members.data?.items;

  const changeRole = (member: WorkspaceMember, role: AssignableRole) =>
    update.mutate(
      { userId: member.userId, changes: { role } },
      {
        onSuccess: () => toast.success(`Papel de ${member.name} alterado.`),
        onError: (error) =>
          toast.error("Não foi possível alterar o papel", { description: error.message }),
      },
    );

  const saveAccess = (member: WorkspaceMember, brandIds: string[] | null) =>
    update.mutate(
      { userId: member.userId, changes: { brandIds } },
      {
        onSuccess: () => {
          toast.success(`Acesso de ${member.name} alterado.`);
          setEditingAccess(null);
        },
      },
    );

  const confirmRemove = (member: WorkspaceMember) =>
    remove.mutate(member.userId, {
      onSuccess: () => {
        toast.success(`${member.name} foi removido da equipe.`);
        setRemoving(null);
      },
      onError: (error) =>
        toast.error("Não foi possível remover o membro", { description: error.message }),
    });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Equipe</h1>
        <p className="text-muted-foreground">
          Quem trabalha em <strong>{user.workspace.name}</strong>, com o papel e o acesso às marcas
          de cada um.
        </p>
        {manages && (
          <Link
            to="/atividade"
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline sm:min-h-0"
          >
            <History className="h-4 w-4" aria-hidden="true" />
            Ver atividade da equipe
          </Link>
        )}
        {!manages && (
          <p className="text-sm text-muted-foreground">
            Só o Proprietário e os Administradores alteram a equipe.
          </p>
        )}
        {items && !user.workspace.personal && (
          <p className="text-sm">
            {items.length} de {MAX_WORKSPACE_MEMBERS} pessoas: um espaço de trabalho Pro tem até{" "}
            {MAX_WORKSPACE_MEMBERS} membros.
          </p>
        )}
        <p className="text-sm">{PLAN_INCLUDES}</p>
        {manages &&
          (user.workspace.personal ? (
            roleMay(user.workspace.role, "workspace") && (
              <>
                <BecomeTeamForm />
                <NewTeamWithBrandsForm hasPro={user.subscription !== null} />
              </>
            )
          ) : user.subscription === null ? (
            <p className="text-sm text-muted-foreground">
              {INVITATIONS_NEED_PRO}{" "}
              <Link to="/profile?tab=subscription" className="font-medium text-primary underline">
                Ver planos de assinatura
              </Link>
            </p>
          ) : (
            <Button
              type="button"
              className="min-h-11 sm:min-h-10"
              onClick={() => setInviting(true)}
            >
              <UserPlus aria-hidden="true" />
              Convidar pessoa
            </Button>
          ))}
      </div>
      <OwnershipOffersToMe />
      {members.isError ? (
        <LoadFailed
          message="Não foi possível carregar a equipe."
          onRetry={() => members.refetch()}
        />
      ) : !items ? (
        <Spinner />
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <Users className="h-10 w-10 text-primary" aria-hidden="true" />
            <p>Nenhum membro neste espaço de trabalho.</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Membros">
          {items.map((member) => (
            <li key={member.userId} className="flex">
              <MemberCard
                member={member}
                brandNames={brandNames}
                manageable={manages && member.role !== "owner"}
                pending={update.isPending && update.variables?.userId === member.userId}
                onRole={(role) => changeRole(member, role)}
                onAccess={() => {
                  update.reset();
                  setEditingAccess(member);
                }}
                onRemove={() => setRemoving(member)}
              />
            </li>
          ))}
        </ul>
      )}
      {invitations.data && (
        <PendingInvitations items={invitations.data.items} brandNames={brandNames} />
      )}
      {invitations.isError && (
        <p role="alert" className="text-sm text-destructive">
          Não foi possível carregar os convites pendentes.
        </p>
      )}
      <InviteDialog
        open={inviting}
        brands={brands.data?.items ?? []}
        onClose={() => setInviting(false)}
      />
      {items && user.workspace.role === "owner" && !user.workspace.personal && (
        <OwnershipCard workspaceName={user.workspace.name} members={items} />
      )}
      <WorkspaceExitCard workspace={user.workspace} />
      {editingAccess && (
        <BrandAccessDialog
          member={editingAccess}
          brands={brands.data?.items ?? []}
          pending={update.isPending}
          error={update.error?.message}
          onSave={(brandIds) => saveAccess(editingAccess, brandIds)}
          onClose={() => setEditingAccess(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remover ${removing?.name ?? ""} da equipe?`}
        description="A pessoa perde o acesso a este espaço de trabalho no próximo clique. O que ela criou continua aqui."
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        pending={remove.isPending}
        destructive
        onConfirm={() => removing && confirmRemove(removing)}
        onClose={() => setRemoving(null)}
        returnFocusTo={() => document.querySelector<HTMLElement>("h1")}
      />
    </div>
  );
}
