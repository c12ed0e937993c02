// The account's language (users.language, migration 150): what PUT /api/account/language writes.
// Emails and invoices read it in their own features' queries.
import type { Locale } from '@store/shared/i18n/locales';
import type { DB } from '../../db/database.ts';

export async function setAccountLanguage(db: DB, userId: string, language: Locale): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
