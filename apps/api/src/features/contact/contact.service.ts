// The contact form's message: checked against the spam rules, stored, and emailed to the shop with a copy
// to its sender, in one transaction (docs/features/contact.md).
import { refsTo } from '@store/shared/i18n/catalogue';
import type { z } from 'zod';
import type { ContactInputSchema } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { badRequest, validationFailed } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { queueContactMail } from '../mail/index.ts';

const errorText = refsTo('contact-inbox', 'CONTACT_ERROR');

/** A person takes longer than this to fill in five fields; a script posting at once does not. */
export const MIN_FILL_MS = 3_000;
/** More links than this in a message is refused: link spam is the form's usual abuse. */
export const MAX_LINKS = 2;

/** The form's fields as the route validated them (`website`: the honeypot; `shownAt`: when the form was shown). */
export type ContactInput = z.output<typeof ContactInputSchema>;

const LINK = /\bhttps?:\/\/|\bwww\./gi;
export const countLinks = (text: string): number => text.match(LINK)?.length ?? 0;

/** Throws the 400 of the first spam rule the message breaks. */
export function checkSpamRules(input: ContactInput, now = Date.now()): void {
  if (input.website) throw badRequest(errorText('refused'));
  if (!(now - input.shownAt >= MIN_FILL_MS)) throw badRequest(errorText('tooFast'));
  if (countLinks(`${input.subject} ${input.message}`) > MAX_LINKS) {
    throw validationFailed({ message: errorText('tooManyLinks', { max: MAX_LINKS }) });
  }
}

export async function sendContactMessage(
  db: DB,
  input: ContactInput,
  options: { userId: string | null; shopEmail: string; now?: Date },
): Promise<{ id: string }> {
  checkSpamRules(input, (options.now ?? new Date()).getTime());
  const at = (options.now ?? new Date()).toISOString();
  const id = newId();
  const { name, email, phone, subject, message, locale } = input;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contactMessages')
      .values({
        id,
        userId: options.userId,
        name,
        email,
        phone,
        subject,
        message,
        locale,
        status: 'new',
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    const data = { id, name, email, phone, subject, message };
    await queueContactMail(trx, { template: 'contact-shop', to: options.shopEmail, data });
    await queueContactMail(trx, { template: 'contact-copy', to: email, locale, data });
  });
  return { id };
}
