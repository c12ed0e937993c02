// GET /api/pricing/me and POST /api/pricing/applications: a buyer's price group and their application to one.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { GroupApplication, GroupApplicationInput, MyPricing } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-client.ts';

const MY_PRICING_KEY = ['my-pricing'] as const;

export const myPricingQueryOptions = () =>
  queryOptions({
    queryKey: MY_PRICING_KEY,
    queryFn: ({ signal }) => api<MyPricing>('/pricing/me', { signal, auth: true }),
  });

export const useApplyForGroup = () =>
  useMutation({
    mutationFn: (input: GroupApplicationInput) =>
      api<GroupApplication>('/pricing/applications', { method: 'POST', body: input, auth: true }),
    onSettled: useInvalidate(MY_PRICING_KEY),
  });
