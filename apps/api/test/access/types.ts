// The access matrix: every API call, with the status expected for each kind of caller.
// Each feature adds a `<feature>.rows.ts` file beside this one exporting `rows: AccessRow[]`;
// access-matrix.test.ts runs every cell and checks that a refused call changed nothing.
// The staff columns (manager, packer, accountant) are derived, not written: see `expectedStatus`.
import type { InjectOptions } from 'fastify';
import { hasPermission, type Permission, type StaffRole } from '@store/shared/staff-roles';
import type { TestApp } from '../build-test-app.ts';

/** The columns a row writes. `admin` is the owner (users.role 'owner': every permission). */
export type WrittenActor = 'anonymous' | 'userA' | 'userB' | 'admin';
/** The staff roles besides the owner, each a column derived from the row's `permission`. */
export type StaffActor = Exclude<StaffRole, 'owner'>;
export type Actor = WrittenActor | StaffActor;
export const STAFF_ACTORS: readonly StaffActor[] = ['manager', 'packer', 'accountant'];

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | StaffRole;
  /** The app's bearer JWT for this user. */
  token: string;
  /** `{ authorization: 'Bearer …' }` */
  headers: Record<string, string>;
  /** A better-auth session cookie header for this user: `{ cookie: '…' }`. */
  sessionHeaders: Record<string, string>;
}

export interface AccessContext {
  t: TestApp;
  userA: TestUser;
  userB: TestUser;
  /** The owner. */
  admin: TestUser;
  manager: TestUser;
  packer: TestUser;
  accountant: TestUser;
}

export interface AccessRequest {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  payload?: InjectOptions['payload'];
  /** Extra headers; the runner adds the actor's authorization header unless `useSession` is set. */
  headers?: Record<string, string>;
  /** Authenticate with the actor's session cookie instead of the bearer token (PUT /api/user/{email}). */
  useSession?: boolean;
}

export interface AccessRow {
  /** e.g. 'DELETE /api/myorders/{id} (order of user A)' */
  name: string;
  /** Builds fresh fixtures for one cell (called once per actor) and returns the request to send. */
  request(ctx: AccessContext): Promise<AccessRequest>;
  expect: Record<WrittenActor, number>;
  /**
   * The permission the call needs (staff-roles.ts): a staff column holding it expects the admin column's status,
   * one without it `refused` (403 unless given). Absent: the call treats staff like any signed-in user, and
   * every staff column expects the admin column's status.
   */
  permission?: Permission;
  /** What staff without `permission` get, when it is not 403 (a call that hides what exists: 404). */
  refused?: number;
  /** A staff column that none of the above describes. */
  staff?: Partial<Record<StaffActor, number>>;
  /** What the call could change; for every refused cell it must be equal before and after. */
  snapshot?(ctx: AccessContext): Promise<unknown>;
}

/** The status a row expects from `actor`: written for the four first columns, derived for the staff ones. */
export function expectedStatus(row: AccessRow, actor: Actor): number {
  if (actor === 'anonymous' || actor === 'userA' || actor === 'userB' || actor === 'admin') return row.expect[actor];
  const override = row.staff?.[actor];
  if (override !== undefined) return override;
  if (row.permission === undefined || hasPermission(actor, row.permission)) return row.expect.admin;
  return row.refused ?? 403;
}
