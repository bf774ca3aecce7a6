import type { LoginInput } from "@shared/auth";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { lazyResolver } from "@/lib/lazy-resolver";
import { useSignInMutation } from "../api/auth-actions";
import { useVisitorForm } from "./use-visitor-form";

const validation = lazyResolver<LoginInput>(() =>
  import("./auth-validation").then((m) => m.loginResolver),
);

export function LoginForm() {
  const signIn = useSignInMutation();
  const { form, ready } = useVisitorForm(validation.resolver);
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onFocus={validation.preload}
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          {...form.register("email")}
        />
      </FormField>
      <FormField label="Senha" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <div className="flex justify-end">
        {/* The password-reset flow decides what this opens. */}
        <Link to="/auth/nova-senha" className="text-sm text-primary hover:underline">
          Esqueci minha senha
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={!ready || signIn.isPending}>
        {signIn.isPending ? "Processando..." : "Entrar"}
      </Button>
    </form>
  );
}
