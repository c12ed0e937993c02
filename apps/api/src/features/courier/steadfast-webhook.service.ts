// Steadfast's webhook: the Bearer token set in its merchant panel (STEADFAST_WEBHOOK_TOKEN), compared in
// constant time, then the report applied like a poll's (courier-tracking.service.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SteadfastWebhook } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { parseCourierTaka } from './courier-money.ts';
import { applyCourierReport, type ReportOutcome } from './courier-tracking.service.ts';
import { findParcelByConsignment } from './courier.repository.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** `Authorization: Bearer <token>` against the configured token; lengths hidden by hashing both. */
export function isSteadfastTokenValid(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!m?.[1] || token === '') return false;
  return timingSafeEqual(digest(m[1].trim()), digest(token));
}

/** One key per report: its consignment, kind, status, time and words. */
const eventKeyOf = (body: SteadfastWebhook): string =>
  [
    'webhook',
    String(body.consignment_id),
    body.notification_type,
    body.status ?? '',
    body.updated_at,
    createHash('sha256')
      .update(body.tracking_message ?? '')
      .digest('hex')
      .slice(0, 16),
  ].join(':');

export async function receiveSteadfastReport(
  db: DB,
  body: SteadfastWebhook,
): Promise<ReportOutcome | 'unknown_consignment'> {
  const parcel = await findParcelByConsignment(db, 'steadfast', String(body.consignment_id));
  if (!parcel) return 'unknown_consignment';
  const delivery = body.notification_type === 'delivery_status';
  return applyCourierReport(db, parcel.orderId, {
    eventKey: eventKeyOf(body),
    courierStatus: delivery ? body.status : undefined,
    collectedAmount: delivery ? parseCourierTaka(body.cod_amount) : undefined,
    deliveryCharge: parseCourierTaka(body.delivery_charge),
    message: body.tracking_message,
    reportedAt: body.updated_at,
  });
}
