// The contact form's messages, kept by the store (docs/features/contact.md): each message with the
// account that sent it (when signed in) and its state, and the owner's replies in its thread.
import { type Kysely, sql } from 'kysely';

export async function up231(db: Kysely<unknown>): Promise<void> {
  await sql`create table contact_messages (
    id text primary key,
    user_id text,
    name text not null,
    email text not null,
    phone text not null,
    subject text not null,
    message text not null,
    locale text not null,
    status text not null default 'new',
    created_at text not null,
    updated_at text not null
  )`.execute(db);
  await sql`create index contact_messages_status on contact_messages (status, created_at)`.execute(db);
  await sql`create index contact_messages_user on contact_messages (user_id, created_at)`.execute(db);
  await sql`create table contact_replies (
    id text primary key,
    message_id text not null references contact_messages (id),
    body text not null,
    author_id text not null,
    sms_sent integer not null default 0,
    created_at text not null,
    updated_at text not null
  )`.execute(db);
  await sql`create index contact_replies_message on contact_replies (message_id, created_at)`.execute(db);
}
