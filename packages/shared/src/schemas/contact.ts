// The contact form's message and the inbox's threads (docs/features/contact.md).
import { z } from 'zod';
import { refsTo } from '../i18n/catalogue.ts';

const errorText = refsTo('contact-inbox', 'CONTACT_ERROR');

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, subject: 120, message: 2000, reply: 4000 } as const;
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

const text = (key: 'name' | 'phone' | 'subject' | 'message') =>
  z
    .string({ error: errorText(key, { max: CONTACT_LIMITS[key] }) })
    .trim()
    .min(1, errorText(key, { max: CONTACT_LIMITS[key] }))
    .max(CONTACT_LIMITS[key], errorText(key, { max: CONTACT_LIMITS[key] }));

export const ContactInputSchema = z.object({
  name: text('name'),
  email: z.email({ error: errorText('email') }).max(CONTACT_LIMITS.email, errorText('email')),
  phone: text('phone'),
  subject: text('subject'),
  message: text('message'),
  /** The honeypot: hidden from people, so only a robot fills it in. */
  website: z.string().max(500).optional(),
  /** When the page showed the form, in ms since the epoch. */
  shownAt: z.number().int().nonnegative(),
  /** The language of the sender's copy and of the replies. */
  locale: z.enum(['en', 'bn']).default('en'),
});
export type ContactInput = z.input<typeof ContactInputSchema>;

export const ContactSentSchema = z.object({ id: z.string() });

export const ContactThreadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  replies: z.array(z.object({ id: z.string(), body: z.string(), smsSent: z.boolean(), createdAt: z.string() })),
});
export type ContactThread = z.infer<typeof ContactThreadSchema>;
export const ContactThreadListSchema = z.array(ContactThreadSchema);

export const ContactReplyInputSchema = z.object({ body: z.string().trim().min(1).max(CONTACT_LIMITS.reply) });
export const ContactStatusInputSchema = z.object({ status: z.enum(CONTACT_STATUSES) });
