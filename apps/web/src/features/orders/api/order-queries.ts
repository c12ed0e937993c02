// An order's reads, for its owner or an admin unless marked (admin): the order itself, the customer's list,
// the timeline, the refunds and a refund's state, the invoice and its PDF, and the cash still to collect.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Locale } from '@store/shared/i18n/locales';
import {
  type CashToCollect,
  hasAmounts,
  type Order,
  type OrderEvent,
  type OrderRefunds,
  type RefundState,
  type StaffOrder,
  type VatInvoice,
} from '@store/shared/schemas';
import { apiBlob, saveBlob } from '../../../lib/api-blob.ts';
import { api } from '../../../lib/api-client.ts';
import { MY_ORDERS_KEY, ORDERS_KEY } from '../../../lib/query-client.ts';

/** GET `path(id)` under ORDERS_KEY, so that every change of the order (a transition, a refund) fetches it again. */
const orderRead =
  <T>(key: string, path: (id: string) => string) =>
  (id: string) =>
    queryOptions({
      queryKey: [...ORDERS_KEY, key, id],
      queryFn: ({ signal }) => api<T>(path(id), { auth: true, signal }),
    });

/**
 * GET /api/orders/{id}: one order with its lines (the order page). Staff without `amounts` (a packer) read
 * another's order without its prices, totals and payment (decision 240).
 */
export const orderQueryOptions = orderRead<StaffOrder>('one', API_PATHS.order);

/** For a page that needs the amounts (paying): an order read without them fails the query. */
export function wholeOrder(order: StaffOrder): Order {
  if (!hasAmounts(order)) throw new Error('The order was read without its amounts');
  return order;
}

/** GET /api/myorders?email=&include=cancelled: the customer's orders, under the spec's key myOrders. */
export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, email],
    queryFn: ({ signal }) => api<Order[]>(API_PATHS.myOrdersWithCancelled(email), { auth: true, signal }),
    enabled: email !== '',
  });

/** GET /api/orders/{id}/events: the order's timeline, oldest first. */
export const orderEventsQueryOptions = orderRead<OrderEvent[]>('events', API_PATHS.orderEvents);

/** GET /api/orders/{id}/refunds (admin): an order's refunds and what can still be given back (decision 213). */
export const orderRefundsQueryOptions = orderRead<OrderRefunds>('refunds', API_PATHS.orderRefunds);

/** GET /api/orders/{id}/refund (admin): the refund as its payment provider reports it now. */
export const refundStateQueryOptions = orderRead<RefundState>('refund', API_PATHS.orderRefund);

/** GET /api/orders/{id}/invoice: the printable view. */
export const invoiceQueryOptions = orderRead<VatInvoice>('invoice', API_PATHS.orderInvoice);

/** Downloads the invoice PDF, written in `locale` (the page's language), as `<invoice number>.pdf`. */
export async function downloadInvoicePdf(orderId: string, invoiceNumber: string, locale: Locale): Promise<void> {
  const blob = await apiBlob(API_PATHS.orderInvoicePdf(orderId, locale), { auth: true });
  saveBlob(blob, `${invoiceNumber}.pdf`);
}

/** Downloads a credit note's PDF, written in `locale`, as `<credit note number>.pdf`. */
export async function downloadCreditNotePdf(orderId: string, number: string, locale: Locale): Promise<void> {
  const blob = await apiBlob(API_PATHS.orderCreditNotePdf(orderId, number, locale), { auth: true });
  saveBlob(blob, `${number}.pdf`);
}

/** Downloads the admin's VAT summary for `from`–`to` as `vat-summary-<from>-<to>.csv`. */
export async function downloadVatSummary(from: string, to: string): Promise<void> {
  const blob = await apiBlob(API_PATHS.vatSummary(from, to), { auth: true });
  saveBlob(blob, `vat-summary-${from}-${to}.csv`);
}

/** GET /api/admin/cash-to-collect (admin): cash-on-delivery orders dispatched and not paid yet, and their cash. */
export const cashToCollectQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'cash-to-collect'],
    queryFn: ({ signal }) => api<CashToCollect>(API_PATHS.cashToCollect, { auth: true, signal }),
  });
