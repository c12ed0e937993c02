// A stand-in for lib/auth.ts in page tests that need to choose between an admin and a customer:
// vi.mock('../../lib/auth.ts', () => import('../../testing/admin-session.ts')), then setAdmin(true).
import type { SessionState } from '../lib/auth.ts';
import { SIGNED_IN_USER } from './signed-in-session.ts';

let isAdmin = false;
let role: string | undefined;

/** Whether the signed-in user is an admin from now on, and their staff role (the owner's when left out); reset it in afterEach. */
export function setAdmin(value: boolean, staffRole?: string): void {
  isAdmin = value;
  role = staffRole;
}

export const useSession = (): SessionState => ({
  user: role === undefined ? SIGNED_IN_USER : { ...SIGNED_IN_USER, role },
  isLoading: false,
});
export const useIsAdmin = (): { isAdmin: boolean; isLoading: boolean } => ({ isAdmin, isLoading: false });
