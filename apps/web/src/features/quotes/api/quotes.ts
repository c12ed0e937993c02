// Request For Quote's calls (docs/features/quotes.md): a buyer's request, its page (with the link's key for
// a guest), acceptance and refusal; the owner's list, quote versions and close/reopen.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutResult,
  Quote,
  QuoteAcceptInput,
  QuoteRequestInput,
  QuoteStatus,
  QuoteVersionInput,
} from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';

const QUOTES_KEY = ['quotes'] as const;
const ADMIN_QUOTES_KEY = ['admin-quotes'] as const;

const withKey = (key: string | null | undefined) => (key ? `?key=${encodeURIComponent(key)}` : '');

/** POST /api/quotes (anyone): 201 with the request's id and its link's key. */
export function useRequestQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteRequestInput) =>
      api<{ id: string; key: string }>('/quotes', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
}

export const myQuotesQueryOptions = () =>
  queryOptions({
    queryKey: [...QUOTES_KEY, 'mine'],
    queryFn: () => api<Quote[]>('/quotes/mine', { auth: true }),
  });

/** Not `auth`: a guest reads it with the key, and a 404 is the page's to explain, not a sign-out. */
export const quoteQueryOptions = (id: string, key: string | null) =>
  queryOptions({
    queryKey: [...QUOTES_KEY, id, key],
    queryFn: () => api<Quote>(`/quotes/${encodeURIComponent(id)}${withKey(key)}`),
    retry: false,
  });

/**
 * POST /api/quotes/{id}/accept with an Idempotency-Key: the quote becomes one order at its prices. A retry of
 * the same attempt (a lost answer) sends the same key and gets the same order back.
 */
export function useAcceptQuote(id: string, idempotencyKey: string) {
  const client = useQueryClient();
  const invalidateOrders = useInvalidate(MY_ORDERS_KEY, ORDERS_KEY, PRODUCTS_KEY);
  return useMutation({
    mutationFn: (input: QuoteAcceptInput) =>
      api<CheckoutResult>(`/quotes/${encodeURIComponent(id)}/accept`, {
        method: 'POST',
        body: input,
        auth: true,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: QUOTES_KEY });
      await invalidateOrders();
    },
  });
}

export function useDeclineQuote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string | null) =>
      api<unknown>(`/quotes/${encodeURIComponent(id)}/decline`, { method: 'POST', body: key ? { key } : {} }),
    onSettled: () => client.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
}

export const adminQuotesQueryOptions = (status: QuoteStatus | 'all') =>
  queryOptions({
    queryKey: [...ADMIN_QUOTES_KEY, status],
    queryFn: () => api<Quote[]>(`/admin/quotes${status === 'all' ? '' : `?status=${status}`}`, { auth: true }),
  });

export const adminQuoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin-quote', id],
    queryFn: () => api<Quote>(`/admin/quotes/${encodeURIComponent(id)}`, { auth: true }),
  });

/** A quote version sent or a request closed or reopened; the owner's list is read again after either. */
export function useQuoteChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string } & ({ version: QuoteVersionInput } | { status: 'closed' | 'requested' })) =>
      'version' in change
        ? api<Quote>(`/admin/quotes/${encodeURIComponent(change.id)}/versions`, {
            method: 'POST',
            body: change.version,
            auth: true,
          })
        : api<Quote>(`/admin/quotes/${encodeURIComponent(change.id)}/status`, {
            method: 'PUT',
            body: { status: change.status },
            auth: true,
          }),
    onSuccess: async (updated) => {
      client.setQueryData(['admin-quote', updated.id], updated);
      await client.invalidateQueries({ queryKey: ADMIN_QUOTES_KEY });
      await client.invalidateQueries({ queryKey: QUOTES_KEY });
    },
  });
}
