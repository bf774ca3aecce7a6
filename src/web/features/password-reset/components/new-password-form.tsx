import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { type NewPasswordInput, newPasswordSchema, useResetPassword } from "../api/password-reset";

export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword(token);
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", passwordConfirm: "" },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        reset.mutate(values, {
          onSuccess: () =>
            navigate("/auth?success=password-reset", {
              replace: true,
            }),
          onError: (error) =>
            toast.error("Erro ao redefinir senha", { description: error.message }),
        }),
      )}
    >
      <FormField label="Nova senha" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Confirmar nova senha" error={errors.passwordConfirm?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("passwordConfirm")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? "Salvando..." : "Salvar nova senha"}
      </Button>
    </form>
  );
}
