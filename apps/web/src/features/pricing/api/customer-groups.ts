// The owner's customer groups, their fixed prices and the applications waiting; every write refreshes the groups,
// the applications and the products (a group price shows in the catalogue).
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CustomerGroup, CustomerGroupInput, DeleteResult, GroupApplication } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

export const CUSTOMER_GROUPS_KEY = ['customer-groups'] as const;
const GROUPS = '/customer-groups';

export const customerGroupsQueryOptions = () =>
  queryOptions({
    queryKey: [...CUSTOMER_GROUPS_KEY, 'list'],
    queryFn: ({ signal }) => api<CustomerGroup[]>(GROUPS, { signal, auth: true }),
  });

export const groupApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: [...CUSTOMER_GROUPS_KEY, 'applications'],
    queryFn: ({ signal }) => api<GroupApplication[]>(`${GROUPS}/applications`, { signal, auth: true }),
  });

const useGroupWrite = <A, R>(write: (args: A) => Promise<R>) =>
  useMutation({ mutationFn: write, onSettled: useInvalidate(CUSTOMER_GROUPS_KEY, PRODUCTS_KEY) });

export const useAddGroup = () =>
  useGroupWrite((input: CustomerGroupInput) => api<CustomerGroup>(GROUPS, { method: 'POST', body: input, auth: true }));
export const useChangeGroup = () =>
  useGroupWrite(({ id, ...input }: CustomerGroupInput & { id: string }) =>
    api<CustomerGroup>(`${GROUPS}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, auth: true }),
  );
export const useDeleteGroup = () =>
  useGroupWrite((id: string) =>
    api<DeleteResult>(`${GROUPS}/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
  );
/** `price` null removes the fixed price. */
export const useSetGroupPrice = () =>
  useGroupWrite(
    // `beforeVat`: the price was typed before VAT; the server adds the product's rate (decision 236).
    ({
      id,
      variantId,
      price,
      beforeVat,
    }: {
      id: string;
      variantId: string;
      price: number | null;
      beforeVat?: boolean;
    }) =>
      api<CustomerGroup>(`${GROUPS}/${encodeURIComponent(id)}/prices/${encodeURIComponent(variantId)}`, {
        method: price === null ? 'DELETE' : 'PUT',
        ...(price === null ? {} : { body: beforeVat ? { price, beforeVat } : { price } }),
        auth: true,
      }),
  );
export const useDecideApplication = () =>
  useGroupWrite(({ id, action }: { id: string; action: 'approve' | 'refuse' }) =>
    api<GroupApplication>(`${GROUPS}/applications/${encodeURIComponent(id)}/${action}`, {
      method: 'POST',
      auth: true,
    }),
  );

/** Every buyer in a group (a buyer not listed is retail). */
export const groupMembersQueryOptions = () =>
  queryOptions({
    queryKey: [...CUSTOMER_GROUPS_KEY, 'members'],
    queryFn: ({ signal }) =>
      api<{ userId: string; groupId: string | null }[]>(`${GROUPS}/members`, { signal, auth: true }),
  });

/** Puts a buyer in a group, or back to retail with null. */
export const useAssignGroup = () =>
  useGroupWrite(({ userId, groupId }: { userId: string; groupId: string | null }) =>
    api<{ userId: string; groupId: string | null }>(`${GROUPS}/members/${encodeURIComponent(userId)}`, {
      method: 'PUT',
      body: { groupId },
      auth: true,
    }),
  );
