// Reviews written before migration 214: a product review is marked as a buyer's from the orders as
// they stand, and the product's average is recounted from the buyers' reviews only; store reviews
// stay shown. Run on SQLite and PostgreSQL.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeBuyer } from '../../../test/buyers.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/build-test-app.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase(undefined, { empty: true });
});
afterEach(async () => {
  await database.drop();
});

const at = '2026-05-01T10:00:00.000Z';

describe('migration 214 (review moderation, buyers’ ratings) on existing reviews', () => {
  it('recounts each product’s average from its buyers’ reviews only, and keeps store reviews shown', async () => {
    const store = database.store;
    await migrateTo(store, '150-account-language');
    const product = { id: 'p-1' };
    await sql`insert into products (id, name, img, description, min_quantity, stock, price, created_at, updated_at)
      values (${product.id}, 'Chainring', '/images/products/chainring.svg', 'Steel', 1, 10, 50000, ${at}, ${at})`.execute(
      store.db,
    );
    await makeBuyer(store.db, { id: 'u-buyer', email: 'buyer@example.com' }, product.id);
    const review = (id: string, userId: string, rating: number) =>
      sql`insert into product_reviews (id, product_id, user_id, user_name, rating, title, body, created_at, updated_at)
          values (${id}, ${product.id}, ${userId}, 'Someone', ${rating}, 'Title', 'Text', ${at}, ${at})`.execute(
        store.db,
      );
    await review('r-buyer', 'u-buyer', 2);
    await review('r-stranger', 'u-stranger', 5);
    await sql`insert into reviews (id, user_id, user_name, user_email, description, rating, created_at)
              values ('s-1', null, 'Karim', 'karim@example.com', 'Good shop', 5, ${at})`.execute(store.db);
    const before = await store.db
      .selectFrom('products')
      .select(['ratingCount', 'ratingTotal'])
      .executeTakeFirstOrThrow();
    expect(before).toEqual({ ratingCount: 2, ratingTotal: 7 });

    await migrateToLatest(store);

    const after = await store.db
      .selectFrom('products')
      .select(['ratingCount', 'ratingTotal'])
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ ratingCount: 1, ratingTotal: 2 });
    const marks = await store.db.selectFrom('productReviews').select(['id', 'byBuyer']).orderBy('id').execute();
    expect(marks.map((m) => [m.id, Number(m.byBuyer)])).toEqual([
      ['r-buyer', 1],
      ['r-stranger', 0],
    ]);
    // The triggers count buyers only from now on, for any write.
    await sql`update product_reviews set rating = 4 where id = 'r-stranger'`.execute(store.db);
    await sql`update product_reviews set rating = 3 where id = 'r-buyer'`.execute(store.db);
    const later = await store.db
      .selectFrom('products')
      .select(['ratingCount', 'ratingTotal'])
      .executeTakeFirstOrThrow();
    expect(later).toEqual({ ratingCount: 1, ratingTotal: 3 });
    const storeReview = await store.db.selectFrom('reviews').selectAll().executeTakeFirstOrThrow();
    expect(storeReview).toMatchObject({ id: 's-1', hiddenAt: null, hiddenReason: null });
  });
});
