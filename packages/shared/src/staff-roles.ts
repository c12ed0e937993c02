// The staff roles and what each may do, as data: the API's guards (requirePermission), the order desk's
// transitions and the dashboard menu all read this one table (docs/features/staff-roles.md).
import type { OrderTransitionRule } from './order-flow.ts';

/** Every permission a staff role may hold, with what it allows (the API's routes name one each). */
export const PERMISSIONS = {
  orders: 'See the order desk, every order with its timeline, its CSV, and the cash-on-delivery history',
  dispatch: 'Confirm, ship and deliver orders; book parcels with the courier',
  amounts: 'See what orders cost and what was paid: prices, totals, payments, refunds; the cash-on-delivery queue',
  cancels: 'Cancel an order when no money goes back (unpaid, or cash on delivery not collected)',
  refunds: 'Give money back: cancel or refund a paid order, partial refunds, refund states',
  cash: 'Cash on delivery collected: record it, and the couriers’ payouts',
  invoices: 'Any order’s VAT invoice and credit notes',
  vat: 'The VAT report of a period',
  insights: 'Sales insights',
  catalog: 'Products, categories, pictures, quantity breaks and low stock',
  'customer-groups': 'Customer groups, their dealer prices, members and applications',
  promotions: 'Promotions and coupons',
  inbox: 'Contact messages and requests for quote: read and answer',
  reviews: 'Moderate store and product reviews',
  outbox: 'The store’s sent emails and text messages',
  settings: 'Money settings: shipping zones and rates, cash-on-delivery rules',
  roles: 'Every user, their roles, and signing a person out everywhere',
  audit: 'The audit trail: every change staff made, by whom, and its CSV',
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/** The roles of the store's staff, as users.role stores them; 'user' is everybody else (a buyer). */
export const STAFF_ROLES = ['owner', 'manager', 'packer', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = ['user', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

/** What each staff role may do. A reader scans this table; nothing else grants a permission. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: ALL_PERMISSIONS,
  manager: [
    'orders',
    'dispatch',
    'amounts',
    'cancels',
    'invoices',
    'catalog',
    'customer-groups',
    'promotions',
    'inbox',
    'reviews',
    'outbox',
  ],
  packer: ['orders', 'dispatch'],
  accountant: ['orders', 'amounts', 'refunds', 'cash', 'invoices', 'vat', 'insights'],
};

/** Make Admin (the spec's PUT /user/admin/{email}) gives this role: staff, but not the store's money or roles. */
export const MAKE_ADMIN_ROLE: StaffRole = 'manager';
/** The first admin (ADMIN_EMAIL, `npm run admin -- promote`) and who may change roles. */
export const OWNER_ROLE: StaffRole = 'owner';

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly (string | null | undefined)[]).includes(role);

/** Whether `role` (users.role) holds `permission`; a buyer and an unknown value hold none. */
export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

export const permissionsOf = (role: string | null | undefined): readonly Permission[] =>
  isStaffRole(role) ? ROLE_PERMISSIONS[role] : [];

/**
 * The permission an order desk transition needs: money going back needs `refunds`, cash recorded `cash`,
 * a cancel without money `cancels`, and confirming, shipping and delivering `dispatch`.
 */
export function transitionPermission(rule: Pick<OrderTransitionRule, 'to' | 'refund' | 'collectsCash'>): Permission {
  if (rule.refund === true || rule.to === 'refunded') return 'refunds';
  if (rule.collectsCash === true) return 'cash';
  if (rule.to === 'cancelled') return 'cancels';
  return 'dispatch';
}
