import { zodResolver } from "@hookform/resolvers/zod";
import { type InvitationSignUp, invitationSignUpSchema } from "@shared/invitations";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = {
  email: string;
  pending: boolean;
  onSubmit: (values: InvitationSignUp) => void;
};

/** Sign-up from an invitation: the address is the invitation's, shown and locked. */
export function InvitationSignUpForm({ email, pending, onSubmit }: Props) {
  const form = useForm<InvitationSignUp>({ resolver: zodResolver(invitationSignUpSchema) });
  const { errors } = form.formState;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="Email" hint="O convite vale para este email.">
        <Input type="email" value={email} readOnly aria-readonly="true" />
      </FormField>
      <FormField label="Nome Completo" error={errors.fullName?.message}>
        <Input autoComplete="name" placeholder="Seu nome completo" {...form.register("fullName")} />
      </FormField>
      <FormField label="Senha" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Confirmar Senha" error={errors.passwordConfirm?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("passwordConfirm")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Criando conta..." : "Criar conta e entrar na equipe"}
      </Button>
    </form>
  );
}
