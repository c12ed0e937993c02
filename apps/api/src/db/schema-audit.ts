// The audit trail's table type (migration 243). before/after hold JSON text.
export interface AuditEntryTable {
  id: string;
  /** ISO-8601 in UTC. */
  at: string;
  actorId: string;
  actorEmail: string;
  /** The actor's role when the change was made. */
  actorRole: string;
  /** e.g. 'product.updated', 'order.transition' (AUDIT_KINDS). */
  kind: string;
  objectType: string;
  objectId: string;
  before: string | null;
  after: string | null;
}
