// The signed-in buyer's address book: the list, and the writes that change it. Each write leaves the
// list refreshed (a new default moves the others' badges too).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { AddressInput, SavedAddress } from '@store/shared/schemas/addresses';
import { api, ApiError } from '../../../lib/api-client.ts';

export const ADDRESSES_KEY = ['addresses'] as const;

/** What POST and PUT take: the address, and whether it becomes the default. */
export type SaveAddressInput = AddressInput & { isDefault?: boolean };

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) => api<SavedAddress[]>(API_PATHS.addresses, { signal, auth: true }),
  });

function useAddressWrite<A, R extends SavedAddress | SavedAddress[]>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (result) => {
      if (Array.isArray(result)) client.setQueryData(ADDRESSES_KEY, result);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

/** Adds an address (`id` null) or changes the one `id` names; answers the saved address. */
export const useSaveAddress = () =>
  useAddressWrite(({ id, address }: { id: string | null; address: SaveAddressInput }) =>
    id === null
      ? api<SavedAddress>(API_PATHS.addresses, { method: 'POST', body: address, auth: true })
      : api<SavedAddress>(API_PATHS.address(id), { method: 'PUT', body: address, auth: true }),
  );

/** Answers the book left. */
export const useDeleteAddress = () =>
  useAddressWrite((id: string) => api<SavedAddress[]>(API_PATHS.address(id), { method: 'DELETE', auth: true }));

export const useMakeDefaultAddress = () =>
  useAddressWrite((id: string) => api<SavedAddress>(API_PATHS.defaultAddress(id), { method: 'POST', auth: true }));

/** A refused save's field messages in the page's language, by field name, for the form to show. */
export function fieldErrorsOf(
  error: unknown,
  field: (error: unknown, name: string) => string | undefined,
): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return undefined;
  const entries = Object.keys(error.fields).map((name) => [name, field(error, name) ?? error.fields[name] ?? '']);
  return Object.fromEntries(entries) as Record<string, string>;
}
