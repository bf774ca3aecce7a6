import { type InvitationPreview, roleLabel, wrongAccountMessage } from "@shared/invitations";
import { MailX } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import {
  useAcceptInvitation,
  useInvitationPreview,
  useSignOutHere,
  useSignUpFromInvitation,
} from "../api/invitations";
import { InvitationSignUpForm } from "./invitation-sign-up-form";

/** The refusal of an answer, read by screen readers as it appears. */
function Refusal({ message }: { message?: string }) {
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/**
 * What a signed-in or signed-out visitor can do with the invitation: accept it (the invited
 * address), sign out (another address), sign in (the address has an account) or sign up.
 */
function InvitationActions({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationPreview;
}) {
  const { user } = useMe();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const signUp = useSignUpFromInvitation(token);
  const signOut = useSignOutHere();
  const joined = ({ workspaceName }: { workspaceName: string }) => {
    toast.success(`Você entrou em ${workspaceName}.`);
    void navigate("/");
  };
  const here = `/convite/${token}`;

  if (user && invitation.alreadyMember) {
    return (
      <div className="space-y-3">
        <p>Você já faz parte de {invitation.workspaceName}.</p>
        <Button
          type="button"
          className="w-full"
          disabled={accept.isPending}
          onClick={() => accept.mutate(undefined, { onSuccess: joined })}
        >
          {accept.isPending ? "Entrando..." : "Ir para o espaço de trabalho"}
        </Button>
        {accept.isError && <Refusal message={accept.error.message} />}
      </div>
    );
  }
  if (user && user.email !== invitation.email) {
    return (
      <div className="space-y-3">
        <p role="alert">{wrongAccountMessage(invitation.email)}</p>
        <p className="text-sm text-muted-foreground">Você entrou como {user.email}.</p>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? "Saindo..." : "Sair"}
        </Button>
      </div>
    );
  }
  if (user) {
    return (
      <div className="space-y-3">
        <Button
          type="button"
          className="w-full"
          disabled={accept.isPending}
          onClick={() => accept.mutate(undefined, { onSuccess: joined })}
        >
          {accept.isPending ? "Entrando..." : "Aceitar convite"}
        </Button>
        {accept.isError && <Refusal message={accept.error.message} />}
      </div>
    );
  }
  if (invitation.accountExists) {
    return (
      <div className="space-y-3">
        <p>Já existe uma conta com {invitation.email}. Entre com ela para aceitar o convite.</p>
        <Button asChild className="w-full">
          <Link to="/auth" state={{ from: here }}>
            Entrar
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <InvitationSignUpForm
        email={invitation.email}
        pending={signUp.isPending}
        onSubmit={(values) => signUp.mutate(values, { onSuccess: joined })}
      />
      {signUp.isError && <Refusal message={signUp.error.message} />}
    </div>
  );
}

/** /convite/<token>: the invitation to a team workspace, public (signed in or out). */
export function InvitationScreen({ token }: { token: string }) {
  const { isLoading } = useMe();
  const preview = useInvitationPreview(token);

  if (preview.isError) {
    return (
      <Card className="mx-auto max-w-md">
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <MailX className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-semibold">Convite indisponível</h1>
          <p role="alert">{preview.error.message}</p>
          <Button asChild variant="outline">
            <Link to="/">Ir para o início</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!preview.data || isLoading) return <Spinner />;
  const invitation = preview.data;
  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">
          Convite para {invitation.workspaceName}
        </h1>
        <CardDescription>
          {invitation.inviterName ?? "Uma pessoa da equipe"} convidou você para entrar neste espaço
          de trabalho como {roleLabel(invitation.role)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <InvitationActions token={token} invitation={invitation} />
      </CardContent>
    </Card>
  );
}
