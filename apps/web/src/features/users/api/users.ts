// GET /api/user (the owner), PUT /api/user/admin/{email} (Make Admin), DELETE it (Remove Admin), and
// PUT /api/admin/users/{id}/role (the owner's role select).
import { queryOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { ModifiedCount, Role, RoleChangeResult, UserSummary } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-client.ts';

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: ['users'],
    queryFn: () => api<UserSummary[]>(API_PATHS.users, { auth: true }),
  });

export function useChangeRole() {
  return useMutation({
    // NOTE: not `auth: true`: a refused change shows its message here ('Failed to make an admin').
    mutationFn: ({ email, makeAdmin }: { email: string; makeAdmin: boolean }) =>
      api<ModifiedCount>(makeAdmin ? API_PATHS.makeAdmin(email) : API_PATHS.removeAdmin(email), {
        method: makeAdmin ? 'PUT' : 'DELETE',
      }),
    onSettled: useInvalidate(['users']),
  });
}

export function useSetUserRole() {
  return useMutation({
    // NOTE: not `auth: true`: a refusal (the last owner, 409) is shown on the page, the owner stays signed in.
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      api<RoleChangeResult>(API_PATHS.userRole(id), { method: 'PUT', body: { role } }),
    onSettled: useInvalidate(['users']),
  });
}
