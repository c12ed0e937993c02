// Closed orders' intents are cancelled at Stripe by a background job queued with the close
// (features/payments/payment-settlement.service.ts); the intents the former sweep still had flagged get theirs here.
import { type Kysely, sql } from 'kysely';

export async function up219(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await sql`insert into background_jobs (id, kind, payload, status, run_at, attempts, max_attempts, created_at, updated_at)
    select 'provider-cancel-' || id, 'payment.provider-cancel', '{"intentId":"' || id || '"}', 'pending', ${now}, 0, 50,
      ${now}, ${now}
    from payment_intents where provider_cancel_pending = 1`.execute(db);
}
