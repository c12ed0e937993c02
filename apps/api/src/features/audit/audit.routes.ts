// The audit trail for the owner: GET /api/admin/audit (a page) and /api/admin/audit.csv. Read only: no route
// updates or deletes an entry (decision 243).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guarded, requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { exportAuditCsv, getAuditPage } from './audit-read.service.ts';
import { AuditPageSchema, AuditQuerySchema } from './audit.schemas.ts';

const asOwner = guarded(requirePermission('audit'), 'audit');

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    asOwner('Staff members’ changes, newest first, 50 a page, by person, kind, days and object (owner)', {
      querystring: AuditQuerySchema,
      response: { 200: AuditPageSchema, ...errorBodies(400, 401, 403) },
    }),
    async (request) => getAuditPage(app.db, request.query),
  );

  app.get(
    '/admin/audit.csv',
    asOwner('The same entries as CSV, every page (owner)', {
      querystring: AuditQuerySchema,
      description: 'Answers text/csv (UTF-8 with a BOM); refusals are JSON error bodies (400, 401, 403).',
    }),
    async (request, reply) =>
      reply
        .header('content-disposition', 'attachment; filename=audit.csv')
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(await exportAuditCsv(app.db, request.query)),
  );
};
