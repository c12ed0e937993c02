export { findUserByEmail, listUsers, promoteUser } from './accounts.repository.ts';
export { accountsRoutes } from './accounts.routes.ts';
export { assertEmailVerified, assertSelfOrAdmin } from './accounts.service.ts';
export { registerAuth } from './auth.ts';
export type { AuthUser } from '../../lib/auth-user.ts';
export { normalizeEmail, sameEmail } from './email.ts';
export { createAuthAttemptLimiter } from './rate-limit.service.ts';
