import type { Brand, BrandCreate, BrandUpdate } from "@shared/brand-schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";

export type { Brand };

const brandsKey = ["brands"] as const;

export const brandListQueryOptions = () =>
  queryOptions({
    queryKey: [...brandsKey, "list"],
    queryFn: ({ signal }) => answer(api.brands.$get({}, withSignal(signal))),
  });

export const brandQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...brandsKey, "item", id],
    queryFn: ({ signal }) => answer(api.brands[":id"].$get({ param: { id } }, withSignal(signal))),
  });

export const useBrandList = () => useQuery(brandListQueryOptions());

export const useBrand = (id: string | null) =>
  useQuery({ ...brandQueryOptions(id ?? ""), enabled: id !== null });

/** Loads one brand in full (the list carries only the start of each Prompt Mãe). */
export function useFetchBrand() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery(brandQueryOptions(id));
}

/** After any change the list and that brand are read again; the new brand is cached at once. */
function useBrandMutation<V>(mutationFn: (variables: V) => Promise<Brand>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (brand) => {
      queryClient.setQueryData(brandQueryOptions(brand.id).queryKey, brand);
      return queryClient.invalidateQueries({ queryKey: [...brandsKey, "list"] });
    },
  });
}

export const useCreateBrand = () =>
  useBrandMutation((input: Partial<BrandCreate> & Pick<BrandCreate, "brandName">) =>
    answer(api.brands.$post({ json: input })),
  );

export const useUpdateBrand = (id: string) =>
  useBrandMutation((changes: BrandUpdate) =>
    answer(api.brands[":id"].$patch({ param: { id }, json: changes })),
  );

export const useDuplicateBrand = () =>
  useBrandMutation((id: string) => answer(api.brands[":id"].duplicate.$post({ param: { id } })));

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accepted(api.brands[":id"].$delete({ param: { id } })),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: brandQueryOptions(id).queryKey });
      // The history shows the brand's name on its items: it is read again too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...brandsKey, "list"] }),
        queryClient.invalidateQueries({ queryKey: ["history"] }),
      ]);
    },
  });
}

/** The brand is read again after its logo changes: its version (the image's URL) moved. */
function useLogoMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandsKey }),
  });
}

/** Sends the file as the multipart form the server reads (the body given as the call's init). */
export const useUploadLogo = (id: string) =>
  useLogoMutation((file: File) => {
    const form = new FormData();
    form.append("logo", file);
    return answer(api.brands[":id"].logo.$put({ param: { id } }, { init: { body: form } }));
  });

export const useRemoveLogo = (id: string) =>
  useLogoMutation(() => accepted(api.brands[":id"].logo.$delete({ param: { id } })));

/** The logo's address at its version, which the browser keeps for as long as it holds. */
export const logoUrl = (brand: Pick<Brand, "id" | "logoVersion">) =>
  brand.logoVersion
    ? `/api/brands/${brand.id}/logo?v=${encodeURIComponent(brand.logoVersion)}`
    : null;
