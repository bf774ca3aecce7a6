import type { InvitationCreate, InvitationSignUp, PendingInvitation } from "@shared/invitations";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";
import { meQueryOptions } from "@/lib/auth";

export type { PendingInvitation };

const invitationsKey = ["workspaces", "invitations"] as const;

export const invitationListQueryOptions = () =>
  queryOptions({
    queryKey: [...invitationsKey, "list"],
    queryFn: ({ signal }) => answer(api.workspaces.invitations.$get({}, withSignal(signal))),
  });

/** The team's pending invitations; read only by those who may manage members (`enabled`). */
export const useInvitationList = (enabled: boolean) =>
  useQuery({ ...invitationListQueryOptions(), enabled });

function useInvitationChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export const useInvite = () =>
  useInvitationChange((input: InvitationCreate) =>
    answer(api.workspaces.invitations.$post({ json: input })),
  );

export const useResendInvitation = () =>
  useInvitationChange((id: string) =>
    answer(api.workspaces.invitations[":id"].resend.$post({ param: { id } })),
  );

/** A new link for a pending invitation, to pass on by hand (the e-mailed one stops working). */
export const useInvitationLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      answer(api.workspaces.invitations[":id"].link.$post({ param: { id } })),
  });

export const useRevokeInvitation = () =>
  useInvitationChange((id: string) =>
    accepted(api.workspaces.invitations[":id"].$delete({ param: { id } })),
  );

/** What the link's page shows; a dead link is one Portuguese refusal (no retry: it stays dead). */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) =>
      answer(api.invitations[":token"].$get({ param: { token } }, withSignal(signal))),
    retry: false,
  });

/**
 * Joining changes the current workspace (and, from sign-up, the session): every query is read
 * again, as after a switch. Not awaited: the page says "Você entrou em …" and moves on as soon
 * as the server has answered, while the queries of the page being left are read again behind it
 * (awaiting them held the welcome back for as long as the slowest of them took).
 */
function useJoin<V>(mutationFn: (variables: V) => Promise<{ workspaceName: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

export const useAcceptInvitation = (token: string) =>
  useJoin(() => answer(api.invitations[":token"].accept.$post({ param: { token } })));

export const useSignUpFromInvitation = (token: string) =>
  useJoin((input: InvitationSignUp) =>
    answer(api.invitations[":token"]["sign-up"].$post({ param: { token }, json: input })),
  );

/** "Sair" on the link's page: signed out, the page offers the invited address's way in. */
export function useSignOutHere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accepted(api.auth["sign-out"].$post({ json: {} })),
    onSuccess: () => {
      queryClient.setQueryData(meQueryOptions.queryKey, { user: null });
      return queryClient.invalidateQueries({ queryKey: ["invitation"] });
    },
  });
}
