export interface GuardedUser {
  id: string;
}

export function guard(id: string): GuardedUser {
  return { id };
}
