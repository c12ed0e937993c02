// Cash on delivery that couriers collected, and the payouts in which they hand it to the store.
import { messageRef } from '@store/shared/i18n/catalogue';
import { poishaToTaka } from '@store/shared/money';
import type { CourierCash, CourierPayout, CourierPayoutInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import { recordChange } from '../audit/index.ts';
import { COURIER_NAMES, toCourierName } from './courier-parcel-dto.ts';
import {
  insertPayout,
  listPayouts,
  listUnpaidCash,
  markPaidOut,
  type PayoutRow,
  setPayoutAmount,
} from './courier.repository.ts';

const orderRef = (id: string) => id.slice(0, 8).toUpperCase();

/** GET /admin/courier/cash: per courier, the delivered cash-on-delivery orders not paid out yet. */
export async function getCourierCash(db: DB): Promise<CourierCash> {
  const byCourier = new Map<string, CourierCash['couriers'][number]>();
  for (const row of await listUnpaidCash(db)) {
    const courier = toCourierName(row.courier);
    const entry = byCourier.get(courier) ?? {
      courier,
      courierName: COURIER_NAMES[courier],
      unpaidTotal: 0,
      orders: [],
    };
    const collected = row.collectedAmount ?? 0;
    entry.unpaidTotal = poishaToTaka(Math.round(entry.unpaidTotal * 100) + collected);
    entry.orders.push({
      orderId: row.orderId,
      ref: orderRef(row.orderId),
      deliveredAt: row.deliveredAt,
      total: poishaToTaka(row.total),
      collectedAmount: poishaToTaka(collected),
      // Against the cash the courier was asked to collect: the total less a delivery fee paid in advance.
      amountMismatch: collected !== row.codAmount,
    });
    byCourier.set(courier, entry);
  }
  return { couriers: [...byCourier.values()] };
}

const toPayoutDto = (p: PayoutRow, orderIds: string[]): CourierPayout => ({
  id: p.id,
  courier: toCourierName(p.courier),
  paidOn: p.paidOn,
  reference: p.reference,
  amount: poishaToTaka(p.amount),
  orderIds,
});

/** POST /admin/courier/payouts: all the orders or none (409 when one is not cash due from that courier). */
export async function recordPayout(db: DB, admin: AuthUser, input: CourierPayoutInput): Promise<CourierPayout> {
  const orderIds = [...new Set(input.orderIds)].sort();
  return db.transaction().execute(async (trx) => {
    const payout: PayoutRow = {
      id: newId(),
      courier: input.courier,
      paidOn: input.paidOn,
      reference: input.reference,
      amount: 0,
      createdBy: admin.email,
      createdAt: nowIso(),
    };
    await insertPayout(trx, payout);
    const { marked, amount } = await markPaidOut(trx, input.courier, orderIds, payout.id);
    if (marked !== orderIds.length) {
      throw new AppError('CONFLICT', 409, messageRef('order-desk', 'COURIER_TEXT', 'payoutNotDue'));
    }
    await setPayoutAmount(trx, payout.id, amount);
    await recordChange(trx, admin, {
      kind: 'courier.payout',
      objectType: 'courier-payout',
      objectId: payout.id,
      after: { courier: input.courier, paidOn: input.paidOn, reference: input.reference, amount, orderIds },
    });
    return toPayoutDto({ ...payout, amount }, orderIds);
  });
}

export async function getCourierPayouts(db: DB): Promise<{ payouts: CourierPayout[] }> {
  const { payouts, parcels } = await listPayouts(db);
  return {
    payouts: payouts.map((p) =>
      toPayoutDto(
        p,
        parcels.filter((x) => x.payoutId === p.id).map((x) => x.orderId),
      ),
    ),
  };
}
