// The shipping zones (anyone may read them) and the admin's writes; each write refreshes the zones and
// the store configuration, which shows the same rates.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { DeleteResult } from '@store/shared/schemas';
import type { ShippingZone, ShippingZoneInput } from '@store/shared/schemas/shipping-zones';
import { api } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-client.ts';

export const SHIPPING_ZONES_KEY = ['shippingZones'] as const;

export const shippingZonesQueryOptions = () =>
  queryOptions({
    queryKey: SHIPPING_ZONES_KEY,
    queryFn: ({ signal }) => api<ShippingZone[]>(API_PATHS.shippingZones, { signal }),
  });

const useZoneWrite = <A, R>(write: (args: A) => Promise<R>) =>
  useMutation({ mutationFn: write, onSettled: useInvalidate(SHIPPING_ZONES_KEY, ['storeConfig']) });

/** Adds a zone, or replaces the one `id` names. */
export const useSaveShippingZone = () =>
  useZoneWrite(({ id, zone }: { id: string | null; zone: ShippingZoneInput }) =>
    id === null
      ? api<ShippingZone>(API_PATHS.shippingZones, { method: 'POST', body: zone, auth: true })
      : api<ShippingZone>(API_PATHS.shippingZone(id), { method: 'PUT', body: zone, auth: true }),
  );

export const useDeleteShippingZone = () =>
  useZoneWrite((id: string) => api<DeleteResult>(API_PATHS.shippingZone(id), { method: 'DELETE', auth: true }));
