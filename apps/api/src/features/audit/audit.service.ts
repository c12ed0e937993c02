// The audit trail: every change a staff member makes is recorded by the service that makes it, through
// recordChange, in that service's own transaction, so that an entry exists if and only if the change committed.
// Buyers' and background jobs' changes are not recorded (decision 243).
import type { DB } from '../../db/database.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { randomUUID } from 'node:crypto';
import { isStaffRole } from '@store/shared/staff-roles';
import { insertAuditEntries } from './audit.repository.ts';

/** The kinds of change recorded; 'category.*', 'promotion.*' and 'settings.*' name their action after the dot. */
export const AUDIT_KINDS = [
  'product.created',
  'product.updated',
  'product.deleted',
  'product.price',
  'product.published',
  'stock.corrected',
  'category.created',
  'category.updated',
  'category.deleted',
  'order.transition',
  'order.refund',
  'order.cancel',
  'promotion.created',
  'promotion.updated',
  'promotion.status',
  'promotion.deleted',
  'role.changed',
  'settings.shipping-zones',
  'settings.cod-rules',
  'catalog.import',
  'group.created',
  'group.updated',
  'group.deleted',
  'group.price',
  'group.member',
  'group.application',
  'quote.version',
  'quote.status',
  'review.moderated',
  'review.deleted',
  'courier.payout',
  'sessions.revoked',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Who made the change: the signed-in staff member (currentUser(request)), as the routes pass it down. */
export type AuditActor = Pick<AuthUser, 'id' | 'email'> & { role: string };

export interface AuditChange {
  kind: AuditKind;
  objectType: string;
  objectId: string;
  /** The fields that changed as they were; null or absent for a creation. */
  before?: Record<string, unknown> | null;
  /** The fields that changed as they are now; null or absent for a deletion. */
  after?: Record<string, unknown> | null;
}

let lastMs = 0;
let sameMs = 0;
/**
 * An id that sorts as the entries were written within this process, even within one millisecond (a catalogue
 * import writes hundreds at once): the list orders by (at, id), newest first.
 */
function entryId(ms: number): string {
  sameMs = ms === lastMs ? sameMs + 1 : 0;
  lastMs = ms;
  const part = (n: number, width: number) => n.toString(36).padStart(width, '0');
  return `${part(ms, 9)}-${part(sameMs, 4)}-${randomUUID().slice(0, 8)}`;
}

/**
 * Inserts the entry with `trx`, the caller's transaction. A null actor (the buyer, a background job) and a
 * buyer's role record nothing: only staff are audited.
 */
export async function recordChange(trx: DB, actor: AuditActor | null | undefined, change: AuditChange): Promise<void> {
  await recordChanges(trx, actor, [change]);
}

/** recordChange of many changes at once (a catalogue import's rows), inserted in batches. */
export async function recordChanges(
  trx: DB,
  actor: AuditActor | null | undefined,
  changes: readonly AuditChange[],
): Promise<void> {
  if (!actor || !isStaffRole(actor.role) || changes.length === 0) return;
  const now = new Date();
  await insertAuditEntries(
    trx,
    changes.map((change) => ({
      id: entryId(now.getTime()),
      at: now.toISOString(),
      actorId: actor.id,
      actorEmail: actor.email,
      actorRole: actor.role,
      kind: change.kind,
      objectType: change.objectType,
      objectId: change.objectId,
      before: change.before == null ? null : JSON.stringify(change.before),
      after: change.after == null ? null : JSON.stringify(change.after),
    })),
  );
}

/**
 * The fields of `after` whose value differs from `before`'s, each side with its own value: what an entry keeps
 * of an edit. Null when nothing changed (the caller then records nothing).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now };
}

/** recordChange of an edit: only the fields that changed, nothing when none did. */
export async function recordEdit<T extends Record<string, unknown>>(
  trx: DB,
  actor: AuditActor | null | undefined,
  change: Omit<AuditChange, 'before' | 'after'>,
  before: T,
  after: Partial<T>,
): Promise<void> {
  const diff = changedFields(before, after);
  if (diff) await recordChange(trx, actor, { ...change, ...diff });
}
