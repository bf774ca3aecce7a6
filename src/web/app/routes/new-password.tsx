import { XCircle } from "lucide-react";
import { useSearchParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ForgotPasswordForm } from "@/features/password-reset/components/forgot-password-form";
import { NewPasswordForm } from "@/features/password-reset/components/new-password-form";

/**
 * /auth/nova-senha: without a token, asks for the e-mail that gets a reset link; the link
 * comes back here with `?token=` (or `?error=` when it is invalid or expired).
 */
export default function NewPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const linkFailed = searchParams.has("error");

  return (
    <div className="mx-auto max-w-md space-y-4">
      {linkFailed && (
        <Alert variant="destructive">
          <XCircle aria-hidden="true" />
          <AlertTitle>Erro</AlertTitle>
          <AlertDescription>Este link é inválido ou expirou. Solicite um novo.</AlertDescription>
        </Alert>
      )}
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">
            {token ? "Criar nova senha" : "Esqueci minha senha"}
          </h1>
          <CardDescription>
            {token
              ? "Escolha uma nova senha. Ao salvar, você sai de todos os dispositivos."
              : "Informe o email da sua conta e enviaremos um link para criar uma nova senha."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? <NewPasswordForm token={token} /> : <ForgotPasswordForm />}
        </CardContent>
      </Card>
    </div>
  );
}
