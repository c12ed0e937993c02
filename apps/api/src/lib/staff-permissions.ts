// A staff role's permission check (@store/shared/staff-roles), for the guards and for services whose rule
// depends on the record (an order desk transition needs the permission of its step).
import { API_ERROR } from '@store/shared/messages';
import { hasPermission, isStaffRole, type Permission } from '@store/shared/staff-roles';
import { AppError, forbidden } from './app-error.ts';
import type { AuthUser } from './auth-user.ts';

/** Staff whose role lacks a permission: 403, with a code of its own so the web app keeps them signed in. */
export const permissionDenied = () => new AppError('PERMISSION_DENIED', 403, API_ERROR.forbidden);

/** 403 unless `user` holds `permission`: FORBIDDEN for a buyer, PERMISSION_DENIED for other staff. */
export function assertPermission(user: Pick<AuthUser, 'role'>, permission: Permission): void {
  if (hasPermission(user.role, permission)) return;
  throw isStaffRole(user.role) ? permissionDenied() : forbidden();
}
