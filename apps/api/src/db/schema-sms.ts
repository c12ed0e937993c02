// The SMS outbox's table type (migration 226).
import type { Generated } from 'kysely';
import type { Timestamps } from './schema-columns.ts';

/** One text message to a buyer, written with its cause; its body is fixed when it is written. */
export interface SmsOutboxTable extends Timestamps {
  id: string;
  template: string;
  /** +8801XXXXXXXXX */
  recipient: string;
  locale: string;
  body: string;
  segments: number;
  status: 'queued' | 'held' | 'sent' | 'failed';
  attempts: Generated<number>;
  lastError: string | null;
  gatewayRef: string | null;
  orderId: string | null;
  sentAt: string | null;
}
