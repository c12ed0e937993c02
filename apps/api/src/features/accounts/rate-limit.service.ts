// Brute-force limits on sign-in and sign-up per IP and per account, shared by instances (the database).
import { AppError } from '../../lib/app-error.ts';
import type { DB } from '../../db/database.ts';
import { hitWindow } from '../../lib/fixed-window.ts';
import { normalizeEmail } from './email.ts';
import { englishTexts } from '@store/shared/i18n/server';

export const AUTH_RATE_WINDOW_MS = 60_000;

export const RATE_LIMITED_AUTH_PATHS = new Set(['/sign-in/email', '/sign-up/email']);

export function createAuthAttemptLimiter(db: DB) {
  return {
    /** Counts one attempt; throws a 429 AppError when the IP or the account is over the limit. */
    async count(attempt: { ip: string; email: string | undefined; limit: number; now?: number }): Promise<void> {
      const now = attempt.now ?? Date.now();
      const keys = [`ip:${attempt.ip}`];
      if (attempt.email) keys.push(`account:${normalizeEmail(attempt.email)}`);
      let over = false;
      for (const key of keys) {
        // Every key is counted, even after one is over, so an attacker cannot dodge the account count.
        const { count } = await hitWindow(db, `auth:${key}`, now, AUTH_RATE_WINDOW_MS);
        if (count > attempt.limit) over = true;
      }
      if (over)
        throw new AppError('TOO_MANY_REQUESTS', 429, englishTexts('accounts').ACCOUNT_ERROR.tooManyAuthAttempts);
    },
  };
}
