import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useMe } from "@/lib/auth";

/** A locked account may read its history but not generate: say so, with the reason. */
export function GenerationGate({ children }: { children: ReactNode }) {
  const { user } = useMe();
  if (!user?.isLocked) return children;
  return (
    <Alert variant="destructive" className="mx-auto max-w-2xl">
      <Lock aria-hidden="true" />
      <AlertTitle>Conta travada</AlertTitle>
      <AlertDescription>
        <p>
          Sua conta está travada: você pode consultar seu histórico e seu perfil, mas não pode gerar
          nem editar conteúdo com IA.
        </p>
        {user.lockedReason && <p className="mt-1">Motivo: {user.lockedReason}</p>}
      </AlertDescription>
    </Alert>
  );
}
