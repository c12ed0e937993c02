// A stand-in for lib/auth.ts in page tests that need to choose between an admin and a customer:
// vi.mock('../../lib/auth.ts', () => import('../../testing/admin-session.ts')), then setAdmin(true).
import type { SessionState } from '../lib/auth.ts';
import { SIGNED_IN_USER } from './signed-in-session.ts';

let isAdmin = false;

/** Whether the signed-in user is an admin from now on (reset it in afterEach). */
export function setAdmin(value: boolean): void {
  isAdmin = value;
}

export const useSession = (): SessionState => ({ user: SIGNED_IN_USER, isLoading: false });
export const useIsAdmin = (): { isAdmin: boolean; isLoading: boolean } => ({ isAdmin, isLoading: false });
