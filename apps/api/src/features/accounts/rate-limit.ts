// Brute-force limits on sign-in and sign-up: AUTH_RATE_LIMIT attempts a minute per client IP and
// per account (email), counted in the database so that every instance shares the counters.
import { AppError } from '../../lib/app-error.ts';
import type { DB } from '../../db/database.ts';
import { deleteStaleRateLimits, hitRateLimit } from './accounts.repository.ts';
import { ACCOUNT_ERROR } from '@store/shared/messages/accounts';

export const AUTH_RATE_WINDOW_MS = 60_000;

/** The better-auth paths (under /api/auth) whose attempts are counted. */
export const RATE_LIMITED_AUTH_PATHS = new Set(['/sign-in/email', '/sign-up/email']);

let hitsSinceCleanup = 0;

/** Counts one attempt; throws a 429 AppError when the IP or the account is over the limit. */
export async function countAuthAttempt(
  db: DB,
  attempt: { ip: string; email: string | undefined; limit: number; now?: number },
): Promise<void> {
  const now = attempt.now ?? Date.now();
  const keys = [`ip:${attempt.ip}`];
  if (attempt.email) keys.push(`account:${attempt.email.trim().toLowerCase()}`);
  let over = false;
  for (const key of keys) {
    // Every key is counted, even after one is over, so an attacker cannot dodge the account count.
    const count = await hitRateLimit(db, key, now, AUTH_RATE_WINDOW_MS);
    if (count > attempt.limit) over = true;
  }
  hitsSinceCleanup += 1;
  if (hitsSinceCleanup >= 500) {
    hitsSinceCleanup = 0;
    await deleteStaleRateLimits(db, now - AUTH_RATE_WINDOW_MS);
  }
  if (over) throw new AppError('TOO_MANY_REQUESTS', 429, ACCOUNT_ERROR.tooManyAuthAttempts);
}
