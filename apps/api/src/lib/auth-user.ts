// The caller of a protected call, as the guards load it: in lib/, as every feature and the guard name it.
import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema.ts';

export type AuthUser = Pick<Selectable<UserTable>, 'id' | 'email' | 'name' | 'role'>;
