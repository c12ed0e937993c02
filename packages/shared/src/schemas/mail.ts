// The admins' outbox (GET /api/admin/outbox, GET /api/admin/outbox/{id}), and the language the store
// writes to an account in (PUT /api/account/language): its emails and its invoices.
import { z } from 'zod';
import { messageRef } from '../i18n/catalogue.ts';
import { LOCALES } from '../i18n/locales.ts';
import { queryIntSchema } from './common.ts';

/** PUT /api/account/language: `{ "language": "en" | "bn" }` (the web app's language switch sends it). */
export const AccountLanguageInputSchema = z.object({
  language: z.enum(LOCALES, { error: messageRef('mail', 'ACCOUNT_LANGUAGE_TEXT', 'unknownLanguage') }),
});

const MAIL_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;

export const OUTBOX_PAGE_SIZE = 20;

export const OutboxQuerySchema = z.object({ page: queryIntSchema(1, 100_000).optional() });

export const OutboxEntrySchema = z.object({
  id: z.string(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

export const OutboxPageSchema = z.object({
  items: z.array(OutboxEntrySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  /** False when no SMTP_URL is set: nothing is sent, every message is kept. */
  delivering: z.boolean(),
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

export const OutboxMessageSchema = OutboxEntrySchema.extend({
  /** The rendered HTML part (links that carry a secret are hidden when the store sends email). */
  html: z.string(),
  text: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
