import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  useRequestPasswordReset,
} from "../api/password-reset";

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;

  if (request.data) {
    return (
      <Alert variant="success">
        <CheckCircle2 aria-hidden="true" />
        <AlertTitle>Verifique seu email</AlertTitle>
        <AlertDescription>{request.data.message}</AlertDescription>
      </Alert>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        request.mutate(values, {
          onError: (error) =>
            toast.error("Erro ao solicitar nova senha", { description: error.message }),
        }),
      )}
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          {...form.register("email")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? "Enviando..." : "Enviar link"}
      </Button>
    </form>
  );
}
