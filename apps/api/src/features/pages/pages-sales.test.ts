// A product on sale as a visitor and a crawler get its server-rendered page: the sale price with the price before
// struck through and the sale's end, a JSON-LD offer at the sale price valid until the sale's Dhaka day, and none
// of it once the sale is paused (the kept page is dropped). Both databases (TEST_DB_KIND).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTaka } from '@store/shared/money';
import { productPublicPath } from '@store/shared/product-slug';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { readPage } from '../../../test/html.ts';
import { newId } from '../../lib/ids.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
/** 10 April 2027, 22:00 in Dhaka. */
const ENDS = '2027-04-10T16:00:00.000Z';

let t: TestApp;
let productPath: string;
let saleId: string;

beforeAll(async () => {
  // The pages come from the built web app and its server renderer: build them when stale.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/web-build.mjs')], { stdio: 'ignore' });
  t = await buildTestApp({ serveWebApp: true });
  const product = await createProduct(t.store.db, { name: 'Steel Chain', priceTaka: 450 });
  productPath = productPublicPath({ _id: product.id, name: product.name });
  saleId = newId();
  const now = new Date().toISOString();
  await t.store.db
    .insertInto('promotions')
    .values({
      id: saleId,
      name: 'Eid sale',
      kind: 'items_percent',
      status: 'active',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: ENDS,
      percent: 20,
      amount: null,
      buyQuantity: null,
      getQuantity: null,
      code: null,
      minSubtotal: null,
      firstOrderOnly: 0,
      customerGroupId: null,
      paymentMethod: 'any',
      maxUses: null,
      maxUsesPerCustomer: null,
      combinable: 1,
      uses: 0,
      discountGiven: 0,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await t.store.db
    .insertInto('promotionTargets')
    .values({ promotionId: saleId, targetType: 'product', targetId: product.id })
    .execute();
  t.app.state.sales.salesWritten();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a product on sale, rendered on the server', () => {
  it('shows the sale price, the price before struck through and the end, and offers the sale price in JSON-LD', async () => {
    const res = await get(productPath);
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.mainText).toContain(formatTaka(360));
    expect(page.mainText).toContain(`Was ${formatTaka(450)}`);
    expect(page.mainText).toContain('Sale ends 10 April');
    expect(res.body).toMatch(/<s[^>]*>/);
    const product = page.jsonLd.find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown> };
    expect(product.offers).toMatchObject({ price: '360.00', priceValidUntil: '2027-04-10' });
  });

  it('drops the kept page when the sale is paused', async () => {
    expect((await get(productPath)).statusCode).toBe(200);
    await t.store.db.updateTable('promotions').set({ status: 'paused' }).where('id', '=', saleId).execute();
    t.app.state.sales.salesWritten();
    const page = readPage((await get(productPath)).body);
    expect(page.mainText).toContain(formatTaka(450));
    expect(page.mainText).not.toContain('Sale ends');
    const product = page.jsonLd.find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown> };
    expect(product.offers).toMatchObject({ price: '450.00' });
    expect(product.offers).not.toHaveProperty('priceValidUntil');
  });
});
