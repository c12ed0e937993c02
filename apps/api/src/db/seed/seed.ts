// Seeds the demo data into an empty database under a lock, so that instances starting together seed once.
import { takaToPoisha } from '@store/shared/money';
import type { StoreDatabase } from '../database.ts';
import { catalogChanged, insertProducts, replaceVariants } from '../../features/catalog/index.ts';
import { insertReviews } from '../../features/reviews/index.ts';
import { newId } from '../../lib/ids.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_REVIEWS } from './demo-data.ts';
import { seedShippingZones } from './demo-shipping-zones.ts';

/** Timestamps one minute apart, the first item newest, so "newest first" keeps the list's order. */
function staggered(index: number, base: number): string {
  return new Date(base - index * 60_000).toISOString();
}

export async function seedDemoData(store: StoreDatabase): Promise<void> {
  await store.withLock('seed-demo-data', async (trx) => {
    const base = Date.now();
    // Categories first (a database seeded before categories existed gets them too, and its demo
    // products are put in theirs, found by their picture).
    const categories = await trx.selectFrom('categories').select('id').limit(1).execute();
    if (categories.length === 0) {
      const at = new Date(base).toISOString();
      const rows = DEMO_CATEGORIES.map((name, i) => ({
        id: newId(),
        name,
        position: i + 1,
        createdAt: at,
        updatedAt: at,
      }));
      await trx.insertInto('categories').values(rows).execute();
      for (const { slug, category } of DEMO_PRODUCTS) {
        await trx
          .updateTable('products')
          .set({ categoryId: rows.find((r) => r.name === category)?.id ?? null })
          .where('img', '=', `/images/products/${slug}.svg`)
          .where('categoryId', 'is', null)
          .execute();
      }
    }
    const categoryIdOf = new Map(
      (await trx.selectFrom('categories').select(['id', 'name']).execute()).map((c) => [c.name, c.id]),
    );
    const products = await trx.selectFrom('products').select('id').limit(1).execute();
    if (products.length === 0) {
      const ids = DEMO_PRODUCTS.map(() => newId());
      await insertProducts(
        trx,
        DEMO_PRODUCTS.map((p, i) => ({
          id: ids[i] ?? newId(),
          sku: p.sku ?? null,
          name: p.name,
          img: `/images/products/${p.slug}.svg`,
          description: p.des,
          minQuantity: p.minQuantity,
          stock: p.maxQuantity,
          price: takaToPoisha(p.priceTaka),
          createdAt: staggered(i, base),
          updatedAt: staggered(i, base),
          categoryId: categoryIdOf.get(p.category) ?? null,
          weightGrams: p.weightGrams,
        })),
      );
      const specs = DEMO_PRODUCTS.flatMap((p, i) =>
        Object.entries(p.specs ?? {}).map(([name, value], position) => ({
          productId: ids[i] ?? '',
          position,
          name,
          value,
        })),
      );
      if (specs.length > 0) await trx.insertInto('productSpecs').values(specs).execute();
      for (const [i, p] of DEMO_PRODUCTS.entries()) {
        if (!p.variants) continue;
        await replaceVariants(
          trx,
          ids[i] ?? '',
          {
            options: p.options ?? [],
            variants: p.variants.map((v) => ({
              options: v.options,
              sku: v.sku,
              price: v.priceTaka,
              maxQuantity: v.maxQuantity,
              minQuantity: p.minQuantity,
              img: '',
              weightGrams: v.weightGrams,
            })),
          },
          staggered(i, base),
        );
      }
    }
    const reviews = await trx.selectFrom('reviews').select('id').limit(1).execute();
    if (reviews.length === 0) {
      await insertReviews(
        trx,
        DEMO_REVIEWS.map(({ des, number, userName }, i) => ({
          id: newId(),
          userId: null,
          userName,
          userEmail: `${userName.split(' ')[0]?.toLowerCase()}@example.com`,
          description: des,
          rating: number,
          createdAt: staggered(i, base),
        })),
      );
    }
    await seedShippingZones(trx, new Date(base).toISOString());
  });
  await catalogChanged(store.db);
}
