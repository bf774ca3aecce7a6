import type { Profile, ProfileUpdateInput } from "@shared/profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api-client";
import { useRefreshMe } from "@/lib/auth";

export type { Profile, ProfileUpdateInput };

export const fetchProfile = () => answer(api.profile.$get());

export const updateProfile = (input: ProfileUpdateInput) =>
  answer(api.profile.$patch({ json: input }));

export const profileQueryOptions = queryOptions({
  queryKey: ["profile"],
  queryFn: fetchProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** Saves the profile; the header shows the name from `me`, so that is refreshed too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      await refreshMe();
    },
  });
}
