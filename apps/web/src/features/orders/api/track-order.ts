// GET /api/track/{key}: an order as its tracking link shows it; no sign-in, the key is the credential.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { TrackedOrder } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export const trackedOrderQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['tracked-order', key],
    queryFn: ({ signal }) => api<TrackedOrder>(API_PATHS.track(key), { signal }),
  });
