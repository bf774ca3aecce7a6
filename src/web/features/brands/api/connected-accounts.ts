import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";

const accountsKey = (brandId: string) => ["brands", "item", brandId, "accounts"] as const;

export const connectedAccountsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: accountsKey(brandId),
    queryFn: ({ signal }) =>
      answer(
        api.publishing.brands[":id"].accounts.$get({ param: { id: brandId } }, withSignal(signal)),
      ),
  });

export const useConnectedAccounts = (brandId: string) =>
  useQuery(connectedAccountsQueryOptions(brandId));

/**
 * "Conectar Instagram e Facebook": Meta's login when the app is configured (the browser goes
 * there and comes back to the brand), else the brand's "Conta de teste" at once.
 */
export function useConnectAccounts(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      answer(api.publishing.brands[":id"].connect.$post({ param: { id: brandId } })),
    onSuccess: ({ redirect, accounts }) => {
      if (redirect) window.location.assign(redirect);
      else queryClient.setQueryData(accountsKey(brandId), accounts);
    },
  });
}

export function useDisconnectAccount(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accepted(api.publishing.accounts[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey(brandId) }),
  });
}

/** The Pages the member's last login gave for the brand, to choose its own among (none: none). */
export const usePageChoices = (brandId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...accountsKey(brandId), "pages"],
    enabled,
    queryFn: ({ signal }) =>
      answer(
        api.publishing.brands[":id"].pages.$get({ param: { id: brandId } }, withSignal(signal)),
      ),
  });

/** The Page chosen becomes the brand's accounts. */
export function useChoosePage(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageId: string) =>
      answer(
        api.publishing.brands[":id"].pages.$post({ param: { id: brandId }, json: { pageId } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey(brandId) }),
  });
}
