// The admins' SMS outbox (GET /api/admin/sms-outbox): every text message the store wrote, newest first.
import { z } from 'zod';
import { queryIntSchema } from '../schemas/common.ts';

export const SMS_STATUSES = ['queued', 'held', 'sent', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const SMS_OUTBOX_PAGE_SIZE = 20;

export const SmsOutboxQuerySchema = z.object({ page: queryIntSchema(1, 100_000).optional() });

export const SmsOutboxEntrySchema = z.object({
  id: z.string(),
  template: z.string(),
  /** +8801XXXXXXXXX */
  to: z.string(),
  locale: z.string(),
  body: z.string(),
  segments: z.number().int(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** The gateway's reference of a sent message. */
  gatewayRef: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SmsOutboxEntry = z.infer<typeof SmsOutboxEntrySchema>;

export const SmsOutboxPageSchema = z.object({
  items: z.array(SmsOutboxEntrySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  /** False when no SMS gateway is configured: every message is held here, unsent. */
  delivering: z.boolean(),
});
export type SmsOutboxPage = z.infer<typeof SmsOutboxPageSchema>;
