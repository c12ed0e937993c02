// A stand-in for lib/auth.ts in page tests that need a signed-in customer and nothing else of the
// session: vi.mock('../../lib/auth.ts', () => import('../../testing/signed-in-session.ts')).
import type { SessionState, SessionUser } from '../lib/auth.ts';

/** The customer every such page test is signed in as (anOrder()'s email). */
export const SIGNED_IN_USER: SessionUser = { id: 'u-1', name: 'Karim Rahman', email: 'karim@example.com' };

export const useSession = (): SessionState => ({ user: SIGNED_IN_USER, isLoading: false });

/** A customer, never an admin. */
export const useIsAdmin = (): { isAdmin: boolean; isLoading: boolean } => ({ isAdmin: false, isLoading: false });
