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

export function useSaveProfile(email: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The spec's body: name and email are sent too, and the server ignores them.
    mutationFn: (input: ProfileInput) =>
      api<Profile>(API_PATHS.profile(email), { method: 'PUT', body: { name, email, ...input }, auth: true }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions(email).queryKey, profile),
  });
}
