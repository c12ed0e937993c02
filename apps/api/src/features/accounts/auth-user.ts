// The caller of a protected call, as the guards (plugins/auth-guard.ts) load it from the database.
// It lives here, beside the accounts rules, so that services and plugins both import it from one place.

import type { Role } from '@store/shared/schemas';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}
