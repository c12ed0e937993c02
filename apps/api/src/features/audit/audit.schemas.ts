// The audit trail's API contract: GET /api/admin/audit (a page, newest first) and /api/admin/audit.csv.
// NOTE: kept beside the routes, not in @store/shared: the dashboard page reads the same shape through its own
// type (apps/web/src/features/audit/api), and this helper may not edit the shared schemas' index.
import { z } from 'zod';
import { dayRangeIssue, DayStringSchema, fromNotAfterTo, queryIntSchema } from '@store/shared/schemas';

export const AUDIT_PAGE_SIZE = 50;

export const AuditQuerySchema = z
  .object({
    person: z.string().trim().max(200).optional(),
    kind: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z-]+(\.[a-z-]+)?$/)
      .optional(),
    from: DayStringSchema.optional(),
    to: DayStringSchema.optional(),
    objectType: z.string().trim().max(60).optional(),
    objectId: z.string().trim().max(100).optional(),
    page: queryIntSchema(1, 1_000_000).optional(),
  })
  .refine(fromNotAfterTo, dayRangeIssue);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  actorRole: z.string(),
  kind: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  /** The changed fields as they were (null: a creation) and as they became (null: a deletion). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
