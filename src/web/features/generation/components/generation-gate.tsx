import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useMe } from "@/lib/auth";
import { type ResultPieces, ResultPiecesProvider } from "./result-pieces";

/**
 * A locked account may read its history but not generate: say so, with the reason. Otherwise
 * the tool's page, with the result's pieces the app composed (decision 052).
 */
export function GenerationGate({
  pieces,
  children,
}: {
  pieces: ResultPieces;
  children: ReactNode;
}) {
  const { user } = useMe();
  if (!user?.isLocked) {
    return <ResultPiecesProvider pieces={pieces}>{children}</ResultPiecesProvider>;
  }
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
