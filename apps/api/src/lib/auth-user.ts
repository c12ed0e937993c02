// The caller of a protected call, as the guards load it: in lib/, as every feature and the guard name it.
import type { Role } from '@store/shared/schemas';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}
