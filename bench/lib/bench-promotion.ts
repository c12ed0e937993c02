// The order benches' promotion run: an automatic promotion started in the database just before it, and its
// uses read back after it, which must agree with the orders the run placed.
import { nowIso } from '../../apps/api/src/lib/ids.ts';
import { withStore } from './bench-store.ts';

/** The promotion of the promotion scenario: automatic, 10 % off every order, uses counted against a limit. */
const BENCH_PROMOTION_ID = 'bench-promotion';

export const startPromotion = (url: string) =>
  withStore(url, async ({ db }) => {
    const at = nowIso();
    await db
      .insertInto('promotions')
      .values({
        id: BENCH_PROMOTION_ID,
        name: 'Bench Eid sale',
        kind: 'order_percent',
        status: 'active',
        startsAt: at,
        endsAt: null,
        percent: 10,
        amount: null,
        buyQuantity: null,
        getQuantity: null,
        code: null,
        minSubtotal: null,
        firstOrderOnly: 0,
        customerGroupId: null,
        paymentMethod: 'any',
        maxUses: 1_000_000_000,
        maxUsesPerCustomer: null,
        combinable: 1,
        uses: 0,
        discountGiven: 0,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  });

/** After the promotion's run: its counter of uses, its use rows and the orders that carry its discount. */
export const promotionUses = (url: string) =>
  withStore(url, async ({ db }) => {
    const promotion = await db
      .selectFrom('promotions')
      .select('uses')
      .where('id', '=', BENCH_PROMOTION_ID)
      .executeTakeFirstOrThrow();
    const count = async (table: 'promotionUses' | 'orderDiscounts') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('promotionId', '=', BENCH_PROMOTION_ID)
            .executeTakeFirstOrThrow()
        ).count,
      );
    return {
      counter: Number(promotion.uses),
      rows: await count('promotionUses'),
      discounted: await count('orderDiscounts'),
    };
  });

/** The promotion's uses are exact: counter, rows and discounted orders agree, and every order `accepted` in the run has it. */
export const usesExact = (uses: { counter: number; rows: number; discounted: number }, accepted: number): boolean =>
  uses.counter === uses.rows && uses.rows === uses.discounted && uses.discounted >= accepted && accepted > 0;
