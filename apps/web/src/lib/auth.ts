// Session state for the web app. NOTE: contract only until the accounts issue implements it.
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface SessionState {
  user: SessionUser | null;
  isLoading: boolean;
}

export function useSession(): SessionState {
  return { user: null, isLoading: false };
}
