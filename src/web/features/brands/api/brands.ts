import type { Brand, BrandCreate, BrandList, BrandUpdate } from "@shared/brands";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiFetch } from "@/lib/api-client";

export type { Brand, BrandList };

const brandsKey = ["brands"] as const;

export const brandListQueryOptions = () =>
  queryOptions({
    queryKey: [...brandsKey, "list"],
    queryFn: ({ signal }) => api<BrandList>("/api/brands", { signal }),
  });

export const brandQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...brandsKey, "item", id],
    queryFn: ({ signal }) => api<Brand>(`/api/brands/${id}`, { signal }),
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
    api<Brand>("/api/brands", { method: "POST", body: input }),
  );

export const useUpdateBrand = (id: string) =>
  useBrandMutation((changes: BrandUpdate) =>
    api<Brand>(`/api/brands/${id}`, { method: "PATCH", body: changes }),
  );

export const useDuplicateBrand = () =>
  useBrandMutation((id: string) => api<Brand>(`/api/brands/${id}/duplicate`, { method: "POST" }));

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/brands/${id}`, { method: "DELETE" }),
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
