// The store's outbox (docs/decisions/092-email-outbox.md): every message is a row written in the
// same transaction as the change that causes it; a background job (migration 080) delivers it.
import type { Kysely } from 'kysely';

export async function up092(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    /** JSON text. */
    .addColumn('data', 'text', (c) => c.notNull())
    /** queued | sent | failed | held */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The admins' outbox page: newest first.
  await db.schema.createIndex('mail_messages_created').on('mail_messages').columns(['created_at', 'id']).execute();
}
