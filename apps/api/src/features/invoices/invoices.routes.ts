import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreditNoteParamsSchema,
  CreditNoteSchema,
  IdParamsSchema,
  InvoicePdfQuerySchema,
  VatInvoiceSchema,
  VatSummaryQuerySchema,
} from '@store/shared/schemas';
import { currentUser, guarded, requirePermission, requireUser } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { getCreditNote, getInvoice, invoiceSettingsFrom } from './invoices.service.ts';
import { summariseVat, vatSummaryCsv } from './vat-summary.service.ts';

const asUser = guarded(requireUser, 'orders');
const asAdmin = guarded(requirePermission('vat'), 'orders');

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = invoiceSettingsFrom(app.config);

  app.get(
    '/orders/:id/invoice',
    asUser("A paid order's Mushak-6.3 invoice, for its owner or an admin; never paid → 404", {
      params: IdParamsSchema,
      response: { 200: VatInvoiceSchema, ...errorBodies(401, 403, 404) },
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
      return sendPdf(reply, invoice.number, pdf);
    },
  );

  app.get(
    '/orders/:id/credit-notes/:number',
    asUser("A refund's Mushak-6.7 credit note by its number, for the order's owner or an admin", {
      params: CreditNoteParamsSchema,
      response: { 200: CreditNoteSchema, ...errorBodies(401, 403, 404) },
    }),
    async (request) =>
      (await getCreditNote(app.db, settings, currentUser(request), request.params.id, request.params.number))
        .creditNote,
  );

  app.get(
    '/orders/:id/credit-notes/:number/pdf',
    asUser("A credit note as a PDF in the asked language (lang), else its owner's, for the order's owner or an admin", {
      params: CreditNoteParamsSchema,
      description: 'Answers application/pdf; refusals are JSON error bodies (400, 401, 403, 404).',
      querystring: InvoicePdfQuerySchema,
    }),
    async (request, reply) => {
      const { id, number } = request.params;
      const { creditNote, language } = await getCreditNote(app.db, settings, currentUser(request), id, number);
      const { renderCreditNotePdf } = await import('./credit-note-pdf.ts');
      return sendPdf(reply, creditNote.number, await renderCreditNotePdf(creditNote, request.query.lang ?? language));
    },
  );

  app.get(
    '/admin/vat-summary.csv',
    asAdmin("A period's sales and credit notes by VAT rate and the net VAT, as CSV (admin)", {
      description: 'Answers text/csv; refusals are JSON error bodies (400, 401, 403).',
      querystring: VatSummaryQuerySchema,
    }),
    async (request, reply) =>
      reply
        .header('content-disposition', `attachment; filename=vat-summary-${request.query.from}-${request.query.to}.csv`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(vatSummaryCsv(await summariseVat(app.db, request.query))),
  );
};

function sendPdf(reply: FastifyReply, number: string, pdf: Buffer | Uint8Array) {
  return reply
    .header('content-disposition', `attachment; filename="${number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .type('application/pdf')
    .send(pdf);
}
