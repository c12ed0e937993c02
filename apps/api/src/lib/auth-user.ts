// The caller of a protected call, as the guards (plugins/auth-guard.ts) load it from the database.
// A building block rather than a part of accounts: the guard, the request's type and every
// feature's services name it, and the accounts feature's routes use the guard.
import type { Role } from '@store/shared/schemas';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}
