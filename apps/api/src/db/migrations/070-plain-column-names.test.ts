// The rename to plain column names keeps every row: a database filled by the previous schema is
// migrated to the latest one, and what it held is read back through the API in the spec's names.
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase } from '../../../test/build-test-app.ts';
import { migrateTo } from '../migrate.ts';

const at = '2026-03-01T10:00:00.000Z';
const user = { id: '6f1b2c3d-0000-4000-8000-0000000000a1', email: 'rahim@example.com', name: 'Rahim' };
const productId = '6f1b2c3d-0000-4000-8000-0000000000b1';
const orderId = '6f1b2c3d-0000-4000-8000-0000000000c1';
const reviewId = '6f1b2c3d-0000-4000-8000-0000000000d1';
const sessionId = '6f1b2c3d-0000-4000-8000-0000000000e1';

/** Rows written with the column names of migration 050 and before. */
async function fillPreviousSchema(db: Kysely<Record<string, Record<string, unknown>>>, dialect: string) {
  const bool = dialect === 'postgres' ? true : 1;
  await db
    .insertInto('users')
    .values({
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified: bool,
      image: null,
      created_at: at,
      updated_at: at,
      role: 'user',
    })
    .execute();
  // A live session, so the bearer token below (which names it) is accepted.
  const expires = new Date(Date.now() + 3_600_000);
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      expires_at: dialect === 'postgres' ? expires : expires.toISOString(),
      token: 'migration-test-session',
      created_at: at,
      updated_at: at,
      ip_address: null,
      user_agent: null,
      user_id: user.id,
    })
    .execute();
  await db
    .insertInto('products')
    .values({
      id: productId,
      name: 'Alloy Rim',
      img: '/images/products/rim.svg',
      des: 'A 32-hole double-wall rim',
      min_quantity: 2,
      max_quantity: 40,
      price: 150050,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('product_terms')
    .values([
      { term: 'rim', product_id: productId },
      { term: 'alloy', product_id: productId },
    ])
    .execute();
  await db
    .insertInto('reviews')
    .values({
      id: reviewId,
      user_id: user.id,
      user_name: user.name,
      user_email: user.email,
      des: 'Sturdy and true.',
      number: 4,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('profiles')
    .values({
      user_id: user.id,
      education: 'BUET',
      profil: 'https://example.com/rahim',
      city: 'Dhaka',
      phone: '01711000000',
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      user_id: user.id,
      email: user.email,
      product_id: productId,
      productname: 'Alloy Rim',
      unit_price: 150050,
      order_quanty: 3,
      total: 450150,
      address: 'House 1, Road 2, Dhaka',
      phone: '01711000000',
      order_ref: '7',
      status: 'unpaid',
      transaction_id: null,
      paid_at: null,
      cancelled_at: null,
      created_at: at,
    })
    .execute();
}

describe('migration 070-plain-column-names', () => {
  it('keeps every row of the previous schema, read back through the API in the spec’s names', async () => {
    const database = await createTestDatabase(undefined, { empty: true });
    try {
      await migrateTo(database.store, '050-payments');
      const raw = database.store.db.withoutPlugins() as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await fillPreviousSchema(raw, database.store.dialect);

      // buildApp migrates to the latest schema.
      const t = await buildTestApp({ database });
      try {
        const headers = {
          authorization: `Bearer ${await t.app.accessTokens.sign({ userId: user.id, email: user.email, sessionId })}`,
        };
        const get = async (url: string) => {
          const res = await t.app.inject({ method: 'GET', url, headers });
          expect(res.statusCode, `${url} → ${res.body}`).toBe(200);
          return res.json();
        };

        expect(await get(`/api/products/${productId}`)).toMatchObject({
          _id: productId,
          name: 'Alloy Rim',
          des: 'A 32-hole double-wall rim',
          minQuantity: 2,
          maxQuantity: 40,
          price: 1500.5,
        });
        expect(await get('/api/products?limit=10&q=rim')).toEqual([expect.objectContaining({ _id: productId })]);
        expect(await get('/api/review')).toEqual([
          { _id: reviewId, userName: user.name, userEmail: user.email, des: 'Sturdy and true.', number: 4 },
        ]);
        expect(await get(`/api/myprofil/${user.email}`)).toEqual([
          {
            name: user.name,
            email: user.email,
            education: 'BUET',
            profil: 'https://example.com/rahim',
            city: 'Dhaka',
            phone: '01711000000',
          },
        ]);
        expect(await get(`/api/orders/${orderId}`)).toMatchObject({
          _id: orderId,
          productId,
          productname: 'Alloy Rim',
          orderQuanty: 3,
          unitPrice: 1500.5,
          price: 4501.5,
          status: 'unpaid',
        });

        // The renamed columns still carry their rules: stock cannot go below 0, a rating stays 1 to 5.
        const cancel = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${orderId}`, headers });
        expect(cancel.json()).toEqual({ deletedCount: 1 });
        expect((await get(`/api/products/${productId}`)).maxQuantity).toBe(43);
        await expect(sql`update products set stock = -1 where id = ${productId}`.execute(t.store.db)).rejects.toThrow();
        await expect(sql`update reviews set rating = 6 where id = ${reviewId}`.execute(t.store.db)).rejects.toThrow();
      } finally {
        await t.close();
      }
    } finally {
      await database.drop();
    }
  });
});
