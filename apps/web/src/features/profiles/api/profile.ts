// GET and PUT /api/myprofil/{email}: the signed-in user's profile (the first element of the list).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Profile, ProfileInput } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export const profileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['profile', email],
    queryFn: async () => (await api<Profile[]>(API_PATHS.profile(email), { auth: true }))[0] ?? null,
  });

/** The spec's body: name and email are sent too, and the server ignores them. */
export function saveProfile(email: string, name: string, input: ProfileInput): Promise<Profile> {
  return api<Profile>(API_PATHS.profile(email), { method: 'PUT', body: { name, email, ...input }, auth: true });
}

export function useSaveProfile(email: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => saveProfile(email, name, input),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions(email).queryKey, profile),
  });
}
