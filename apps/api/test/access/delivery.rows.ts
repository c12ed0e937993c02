// Access matrix rows for the cart's delivery quote: an addressId reaches the caller's own address book
// only, so another account's address answers 400 like an unknown one and tells nothing of it.
import { createProduct } from '../factories.ts';
import { DHANMONDI, saveAddress } from '../delivery-helpers.ts';
import type { AccessContext, AccessRow } from './types.ts';

/** A fresh address in user A's book; returns its id. */
const addressOfUserA = async ({ t, userA }: AccessContext): Promise<string> =>
  (await saveAddress(t, userA, DHANMONDI)).id;

export const rows: AccessRow[] = [
  {
    name: "GET /api/cart?addressId= (an address of user A's)",
    request: async (ctx) => ({ method: 'GET', url: `/api/cart?addressId=${await addressOfUserA(ctx)}` }),
    expect: { anonymous: 401, userA: 200, userB: 400, admin: 400 },
    snapshot: (ctx) => ctx.t.store.db.selectFrom('addresses').selectAll().orderBy('id').execute(),
  },
  {
    name: "GET /api/delivery/quote (an address of user A's)",
    request: async (ctx) => {
      const product = await createProduct(ctx.t.store.db, { priceTaka: 500, minQuantity: 1, maxQuantity: 10 });
      const addressId = await addressOfUserA(ctx);
      return { method: 'GET', url: `/api/delivery/quote?addressId=${addressId}&productId=${product.id}&quantity=2` };
    },
    expect: { anonymous: 401, userA: 200, userB: 400, admin: 400 },
    snapshot: (ctx) => ctx.t.store.db.selectFrom('addresses').selectAll().orderBy('id').execute(),
  },
];
