import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, IdParamsSchema, InvoicePdfQuerySchema, InvoiceSchema } from '@store/shared/schemas';
import { currentUser, requireUser } from '../../plugins/auth-guard.ts';
import { getInvoice, invoiceSettingsFrom } from './invoices.service.ts';

/** For its owner or an admin; never paid → 404. */
const route = <S extends object>(summary: string, schema: S) => ({
  onRequest: requireUser,
  schema: { summary, tags: ['orders'], security: [{ bearer: [] }], params: IdParamsSchema, ...schema },
});

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = invoiceSettingsFrom(app.config);

  app.get(
    '/orders/:id/invoice',
    route("A paid order's invoice, for its owner or an admin; never paid → 404", {
      response: { 200: InvoiceSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    }),
    async (request) => (await getInvoice(app.db, settings, currentUser(request), request.params.id)).invoice,
  );

  app.get(
    '/orders/:id/invoice.pdf',
    route(
      "A paid order's invoice as a PDF in the asked language (lang), else its owner's, for its owner or an admin; never paid → 404",
      {
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
