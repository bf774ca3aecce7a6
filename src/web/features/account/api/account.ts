import { DELETE_CONFIRMATION_WORD, type DeleteAccountInput } from "@shared/account";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";
import { meQueryOptions } from "@/lib/auth";

export type { DeleteAccountInput };
export { DELETE_CONFIRMATION_WORD };

const FALLBACK_FILE_NAME = "meus-dados.json";

/** Fetches the export and hands it to the browser as a file download. */
export async function downloadMyData() {
  const response = await accepted(api.account.export.$get());
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_FILE_NAME;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const deleteMyAccount = (input: DeleteAccountInput) =>
  answer(api.account.$delete({ json: input }));

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** After deletion the session is gone: every cached query is dropped and `me` becomes anonymous. */
export function useDeleteMyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions.queryKey, { user: null });
    },
  });
}

/** The team workspaces to transfer or delete before the account can go, read when asked. */
export const useTeamsToTransfer = (enabled: boolean) =>
  useQuery({
    queryKey: ["account", "teams-to-transfer"],
    queryFn: ({ signal }) => answer(api.account["teams-to-transfer"].$get({}, withSignal(signal))),
    enabled,
    staleTime: 0,
  });
