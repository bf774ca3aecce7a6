import type { LoginInput } from "@shared/auth";
import { EMBEDDED_ME_ID } from "@shared/embedded-me";
import type { Me, MeUser } from "@shared/viewer";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { accepted, answer, api } from "./api-client";
import { queryClient } from "./query-client";
import { toast } from "./toast";

export const meQueryOptions = queryOptions({
  queryKey: ["me"],
  queryFn: () => answer(api.me.$get()),
  staleTime: 60_000,
});

/** A page prerendered for visitors starts with the session known to be absent. */
export function seedVisitor() {
  queryClient.setQueryData(meQueryOptions.queryKey, { user: null });
}

/**
 * A signed-in page carries /api/me's answer (src/server/spa.ts): the app starts with it, fresh
 * for `staleTime`, instead of asking before the page can render (decision 023).
 */
export function seedEmbeddedMe() {
  const embedded = document.getElementById(EMBEDDED_ME_ID)?.textContent;
  // Written by the server from the same `Me` type /api/me answers with.
  if (embedded) queryClient.setQueryData(meQueryOptions.queryKey, JSON.parse(embedded) as Me);
}

/** The signed-in user (null when anonymous); `isLoading` until the session has been read. */
export function useMe() {
  const query = useQuery(meQueryOptions);
  return { user: query.data?.user ?? null, isLoading: query.isLoading, refetch: query.refetch };
}

export type { MeUser };

export function signIn(input: LoginInput) {
  return accepted(api.auth["sign-in"].email.$post({ json: input }));
}

export function signUp(input: { name: string; email: string; password: string }) {
  return accepted(api.auth["sign-up"].email.$post({ json: input }));
}

/** Ends the session and lands on /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => accepted(api.auth["sign-out"].$post({ json: {} })),
    onSuccess: async () => {
      // Leave first: a protected page that saw the user vanish would bounce to /auth with an
      // "Acesso restrito" toast.
      await navigate("/auth");
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions.queryKey, { user: null });
    },
  });
}

/** Sign-out as every "Sair" does it, with the same toasts everywhere. */
export function useSignOutWithToasts() {
  const signOut = useSignOut();
  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: () =>
        toast.success("Sessão encerrada", { description: "Você saiu da sua conta com sucesso." }),
      onError: (error) => toast.error("Erro ao sair", { description: error.message }),
    });
  return { signOut: run, isPending: signOut.isPending };
}

export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
}
