// Session state for the web app.
// NOTE: contract only until the accounts issue implements it; pages may rely on these names.
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface SessionState {
  user: SessionUser | null;
  isLoading: boolean;
}

/** The signed-in user (from the better-auth session), or null. */
export function useSession(): SessionState {
  return { user: null, isLoading: false };
}

/** Whether the signed-in user is an admin (from GET /api/admin/{email}). */
export function useIsAdmin(): { isAdmin: boolean; isLoading: boolean } {
  return { isAdmin: false, isLoading: false };
}

/** Ends the session and removes accessToken. */
export async function signOut(): Promise<void> {}
