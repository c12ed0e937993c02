// GET /api/orders/{id}/invoice (owner or admin) for the printable view, and its PDF saved as a file.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@store/shared/api-paths';
import type { Locale } from '@store/shared/i18n/locales';
import type { Invoice } from '@store/shared/schemas';
import { apiBlob } from '../../../lib/api-blob.ts';
import { api } from '../../../lib/api-client.ts';
import { ORDERS_KEY } from '../../../lib/query-client.ts';
import { saveBlob } from '../../../lib/download.ts';

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'invoice', id],
    queryFn: ({ signal }) => api<Invoice>(API_PATHS.orderInvoice(id), { auth: true, signal }),
  });

/** Downloads the invoice PDF, written in `locale` (the page's language), as `<invoice number>.pdf`. */
export async function downloadInvoicePdf(orderId: string, invoiceNumber: string, locale: Locale): Promise<void> {
  const blob = await apiBlob(API_PATHS.orderInvoicePdf(orderId, locale), { auth: true });
  saveBlob(blob, `${invoiceNumber}.pdf`);
}
