import type { RegisterInput } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { lazyResolver } from "@/lib/lazy-resolver";
import { useSignUpMutation } from "../api/auth-actions";
import { useVisitorForm } from "./use-visitor-form";

const validation = lazyResolver<RegisterInput>(() =>
  import("./auth-validation").then((m) => m.registerResolver),
);

/** `onSignedUp` lets the page move to Login when the account still awaits e-mail verification. */
export function RegisterForm({ onSignedUp }: { onSignedUp: () => void }) {
  const signUp = useSignUpMutation();
  const { form, ready } = useVisitorForm(validation.resolver);
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onFocus={validation.preload}
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => signUp.mutate(values, { onSuccess: onSignedUp }))}
    >
      <FormField label="Nome Completo" error={errors.fullName?.message}>
        <Input autoComplete="name" placeholder="Seu nome completo" {...form.register("fullName")} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          {...form.register("email")}
        />
      </FormField>
      <FormField label="Senha" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Confirmar Senha" error={errors.passwordConfirm?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("passwordConfirm")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={!ready || signUp.isPending}>
        {signUp.isPending ? "Processando..." : "Criar Conta"}
      </Button>
    </form>
  );
}
