// Even a type from plugins/ is refused: a service takes plain values.
import type { GuardedUser } from '../../plugins/guard.ts';

export const user: GuardedUser = { id: '1' };
