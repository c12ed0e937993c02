// Discounts written onto a placed order as placement writes them (migration 241): each goods line's share,
// the order's discount and total, one order_discounts row per promotion, and the promotion itself. For the
// tests of what the books do with a discount (invoice, refunds, mails, insights, the order desk).
import type { PromotionKind } from '@store/shared/schemas';
import { nowIso } from '../src/lib/ids.ts';
import type { TestApp } from './build-test-app.ts';

export interface GivenPromotion {
  id: string;
  name: string;
  code?: string | null;
  kind: PromotionKind;
  /** Poisha this promotion took off the order. */
  amount: number;
}

/**
 * Takes `promotions` off an unpaid order: `lines` gives each goods line's share (poisha, by line number); what the
 * promotions took beyond the lines' shares is free delivery's. Creates each promotion once, paused.
 */
export async function giveDiscount(
  t: Pick<TestApp, 'store'>,
  orderId: string,
  promotions: GivenPromotion[],
  lines: Record<number, number> = {},
): Promise<void> {
  const db = t.store.db;
  const discount = promotions.reduce((s, p) => s + p.amount, 0);
  await db.transaction().execute(async (trx) => {
    for (const [lineNo, share] of Object.entries(lines)) {
      await trx
        .updateTable('orderLines')
        .set({ discount: share })
        .where('orderId', '=', orderId)
        .where('lineNo', '=', Number(lineNo))
        .execute();
    }
    await trx
      .updateTable('orders')
      .set((eb) => ({ discount, total: eb('total', '-', discount) }))
      .where('id', '=', orderId)
      .execute();
    for (const p of promotions) {
      const at = nowIso();
      const known = await trx.selectFrom('promotions').select('id').where('id', '=', p.id).executeTakeFirst();
      if (!known) {
        await trx
          .insertInto('promotions')
          .values({
            id: p.id,
            name: p.name,
            kind: p.kind,
            // NOTE: paused, so that placement never applies it to a later order of the same test.
            status: 'paused',
            startsAt: '2020-01-01T00:00:00.000Z',
            endsAt: null,
            percent: null,
            amount: null,
            buyQuantity: null,
            getQuantity: null,
            code: p.code ?? null,
            minSubtotal: null,
            firstOrderOnly: 0,
            customerGroupId: null,
            paymentMethod: 'any',
            maxUses: null,
            maxUsesPerCustomer: null,
            combinable: 1,
            uses: 0,
            discountGiven: 0,
            createdAt: at,
            updatedAt: at,
          })
          .execute();
      }
      await trx
        .insertInto('orderDiscounts')
        .values({ orderId, promotionId: p.id, name: p.name, code: p.code ?? null, kind: p.kind, amount: p.amount })
        .execute();
    }
  });
}
