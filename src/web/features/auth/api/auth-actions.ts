import type { LoginInput, RegisterInput } from "@shared/auth";
import { useMutation } from "@tanstack/react-query";
import { signIn, signUp, useRefreshMe } from "@/lib/auth";
import { toast } from "@/lib/toast";

/** Sign-in with its toasts; the page redirects once `me` has a user. */
export function useSignInMutation() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (input: LoginInput) => signIn(input),
    onSuccess: async () => {
      toast.success("Login realizado com sucesso", { description: "Bem-vindo de volta!" });
      await refreshMe();
    },
    onError: (error) => toast.error("Erro ao entrar", { description: error.message }),
  });
}

/** Sign-up sends the full name as better-auth's `name`; the profile is created from it. */
export function useSignUpMutation() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: ({ fullName, email, password }: RegisterInput) =>
      signUp({ name: fullName, email, password }),
    onSuccess: async () => {
      toast.success("Conta criada com sucesso", {
        description: "Verifique seu email para confirmar sua conta.",
      });
      await refreshMe();
    },
    onError: (error) => toast.error("Erro ao criar conta", { description: error.message }),
  });
}
