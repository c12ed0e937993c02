// The staff's dashboard menu as data: each page and the permission it needs (@store/shared/staff-roles),
// so that each person sees only what their role may do. The API refuses the rest whatever the menu shows.
import { hasPermission, isStaffRole, type Permission } from '@store/shared/staff-roles';
import { useIsAdmin, useSession } from '../../lib/auth.ts';

/** In the menu's order; null: every staff member (their own profile and addresses). */
export const STAFF_MENU: readonly (readonly [path: string, permission: Permission | null])[] = [
  // Insights first: the owner's and the accountant's landing page.
  ['/dashboard/insights', 'insights'],
  ['/dashboard/profile', null],
  ['/dashboard/addresses', null],
  ['/dashboard/allusers', 'roles'],
  ['/dashboard/manageallorders', 'orders'],
  ['/dashboard/addproduct', 'catalog'],
  ['/dashboard/manageproducts', 'catalog'],
  ['/dashboard/catalog-import', 'catalog'],
  ['/dashboard/product-reviews', 'reviews'],
  ['/dashboard/store-reviews', 'reviews'],
  ['/dashboard/categories', 'catalog'],
  ['/dashboard/customer-groups', 'customer-groups'],
  ['/dashboard/promotions', 'promotions'],
  ['/dashboard/outbox', 'outbox'],
  ['/dashboard/sms-outbox', 'outbox'],
  ['/dashboard/shipping', 'settings'],
  ['/dashboard/courier-cash', 'cash'],
  ['/dashboard/cod-queue', 'amounts'],
  ['/dashboard/cod-rules', 'settings'],
  ['/dashboard/inbox', 'inbox'],
  ['/dashboard/audit', 'audit'],
];

export interface StaffAccess {
  /** The spec's admin check: any staff role. */
  isStaff: boolean;
  isLoading: boolean;
  can: (permission: Permission) => boolean;
}

/**
 * What the signed-in person's role may do. The spec's admin check says whether they are staff; the session's
 * `role` says which permissions. NOTE: staff whose session names no staff role (a session read before Make
 * Admin) see the owner's menu until it is read again: the API still refuses what their role may not do.
 */
export function useStaffAccess(): StaffAccess {
  const { isAdmin, isLoading } = useIsAdmin();
  const roleCan = useRoleCan();
  return { isStaff: isAdmin, isLoading, can: (permission) => isAdmin && roleCan(permission) };
}

/**
 * What the session's staff role may do, without waiting for the admin check: for parts that only staff pages
 * show (the order desk's steps). A session naming no staff role is taken as the owner's, as above.
 */
export function useRoleCan(): (permission: Permission) => boolean {
  const { user } = useSession();
  const role = isStaffRole(user?.role) ? user.role : 'owner';
  return (permission) => hasPermission(role, permission);
}

/** Where /dashboard takes staff: the first page of the menu their role opens (the order desk for a packer). */
export function staffLandingPath(can: StaffAccess['can']): string {
  return STAFF_MENU.find(([, permission]) => permission !== null && can(permission))?.[0] ?? '/dashboard/profile';
}
