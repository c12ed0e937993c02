// REQUIRE_VERIFIED_EMAIL: placing an order needs an account whose email was verified (by the link of
// the verification email, or by Google, whose accounts arrive verified).
import { englishTexts } from '@store/shared/i18n/server';
import type { DB } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isEmailVerified } from './mail.repository.ts';

export async function assertEmailVerified(db: DB, userId: string): Promise<void> {
  if (!(await isEmailVerified(db, userId)))
    throw new AppError('EMAIL_NOT_VERIFIED', 403, englishTexts('recovery').RECOVERY_TEXT.verifiedRequired);
}
