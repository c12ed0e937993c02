import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, InvoicePdfQuerySchema, InvoiceSchema } from '@store/shared/schemas';
import { currentUser, guarded, requireUser } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { getInvoice, invoiceSettingsFrom } from './invoices.service.ts';

const asUser = guarded(requireUser, 'orders');

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = invoiceSettingsFrom(app.config);

  app.get(
    '/orders/:id/invoice',
    asUser("A paid order's invoice, for its owner or an admin; never paid → 404", {
      params: IdParamsSchema,
      response: { 200: InvoiceSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) => (await getInvoice(app.db, settings, currentUser(request), request.params.id)).invoice,
  );

  app.get(
    '/orders/:id/invoice.pdf',
    asUser(
      "A paid order's invoice as a PDF in the asked language (lang), else its owner's, for its owner or an admin; never paid → 404",
      {
        params: IdParamsSchema,
        description: 'Answers application/pdf; refusals are JSON error bodies (400, 401, 403, 404).',
        querystring: InvoicePdfQuerySchema,
      },
    ),
    async (request, reply) => {
      const { invoice, language } = await getInvoice(app.db, settings, currentUser(request), request.params.id);
      // NOTE: loaded on the first invoice, not at start: the PDF writer and its fonts' code hold
      // about 28 MB (docs/features/operations.md, "How the server runs").
      const { renderInvoicePdf } = await import('./invoice-pdf.ts');
      const pdf = await renderInvoicePdf(invoice, request.query.lang ?? language);
      return reply
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(pdf);
    },
  );
};
