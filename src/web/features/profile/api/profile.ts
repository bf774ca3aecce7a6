import type { Profile, ProfileUpdateInput } from "@shared/profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshMe } from "@/lib/auth";

export type { Profile, ProfileUpdateInput };

export const fetchProfile = () => api<Profile>("/api/profile");

export const updateProfile = (input: ProfileUpdateInput) =>
  api<Profile>("/api/profile", { method: "PATCH", body: input });

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
