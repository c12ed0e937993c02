// The catalogue as a spreadsheet (staff with the catalog permission): export, import preview and apply, and Manage Products' bulk edits.
// NOTE: the guard runs onRequest, before the body is read: a caller who may not write sends no file in vain.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkEditInputSchema,
  BulkEditResultSchema,
  CATALOG_IMPORT_MAX_BYTES,
  CATALOG_IMPORT_PATHS,
  ImportPreviewSchema,
  ImportResultSchema,
  ImportTokenQuerySchema,
} from '@store/shared/schemas';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { currentUser, guarded, requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { importError } from './catalog-csv.ts';
import { applyImport, exportCatalogCsv, previewImport } from './catalog-import.service.ts';
import { bulkEditProducts } from './products-bulk.service.ts';

const mayEditCatalog = requirePermission('catalog');
const asCatalogStaff = guarded(mayEditCatalog, 'catalog-import');
const MB = CATALOG_IMPORT_MAX_BYTES / 1024 / 1024;
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => {
  const message = importError('tooLarge', { mb: MB });
  return new AppError('PAYLOAD_TOO_LARGE', 413, message, { file: message });
};

/** onRequest, after the guard: a declared body larger than the limit is refused before a byte of it is read. */
async function refuseOversizedFile(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > CATALOG_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw tooLarge();
  }
}

/** The CSV: the body itself (text/csv) or the multipart field `file` (a browser's form). */
async function readCsvBody(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    if (Buffer.isBuffer(request.body)) return request.body;
    throw validationFailed({ file: importError('noFile') });
  }
  const part = await request.file().catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw validationFailed({ file: importError('noFile') });
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
      ? tooLarge()
      : validationFailed({ file: importError('noFile') });
  });
  return bytes;
}

const fileRoute = <S extends object>(summary: string, schema: S) => {
  const options = asCatalogStaff(summary, { consumes: ['text/csv', 'multipart/form-data'], ...schema });
  return { ...options, onRequest: [mayEditCatalog, refuseOversizedFile] };
};

export const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: CATALOG_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 20 },
  });
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'buffer', bodyLimit: CATALOG_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    CATALOG_IMPORT_PATHS.export,
    asCatalogStaff('The catalogue as CSV, one row per variant, prices in taka (admin)', {
      description: 'Answers text/csv (UTF-8 with a BOM); refusals are JSON error bodies (401, 403).',
    }),
    async (_request, reply) =>
      reply
        .header('content-disposition', 'attachment; filename=catalogue.csv')
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(await exportCatalogCsv(app.db)),
  );

  app.post(
    CATALOG_IMPORT_PATHS.preview,
    fileRoute(
      `What a catalogue CSV would add and change, and its bad rows; nothing changes (admin); ${MB} MB at most`,
      {
        response: { 200: ImportPreviewSchema, ...errorBodies(400, 401, 403, 413) },
      },
    ),
    async (request) => previewImport(app.db, await readCsvBody(request)),
  );

  app.post(
    '/admin/catalog/import/apply',
    fileRoute('Applies a previewed catalogue CSV in one transaction; 409 when its rows changed since (admin)', {
      querystring: ImportTokenQuerySchema,
      response: { 200: ImportResultSchema, ...errorBodies(400, 401, 403, 409, 413) },
    }),
    async (request) => applyImport(app.db, await readCsvBody(request), request.query.token, currentUser(request)),
  );

  app.post(
    CATALOG_IMPORT_PATHS.bulk,
    asCatalogStaff('One change to many products in one transaction: price by a percentage or category (admin)', {
      body: BulkEditInputSchema,
      response: { 200: BulkEditResultSchema, ...errorBodies(400, 401, 403) },
    }),
    async (request) => bulkEditProducts(app.db, request.body, currentUser(request)),
  );
};
