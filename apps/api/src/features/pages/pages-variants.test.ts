// A product with variants as a crawler gets its page: the variant in the address rendered (price, stock,
// the chosen buttons, Order naming it), and a ProductGroup listing every variant with its SKU and Offer.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTaka } from '@store/shared/money';
import { productPublicPath } from '@store/shared/product-slug';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { attr, readPage } from '../../../test/html.ts';

const ORIGIN = 'http://localhost:3000';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');

let t: TestApp;
let productPath: string;
let ids: Record<string, string>;

beforeAll(async () => {
  // The pages come from the built web app and its server renderer: build them when stale.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/web-build.mjs')], { stdio: 'ignore' });
  t = await buildTestApp({ serveWebApp: true });
  const product = await createProduct(t.store.db, {
    name: 'Narrow-Wide Chainring',
    des: 'A narrow-wide chainring for one-by drivetrains.',
    options: [
      { name: 'Size', values: ['32T', '34T'] },
      { name: 'Finish', values: ['Black', 'Silver'] },
    ],
    variants: [
      { options: ['32T', 'Black'], priceTaka: 1000, maxQuantity: 40, minQuantity: 2, sku: 'NW-32-BK' },
      { options: ['34T', 'Black'], priceTaka: 1200, maxQuantity: 8, minQuantity: 4, sku: 'NW-34-BK' },
      { options: ['34T', 'Silver'], priceTaka: 1300, maxQuantity: 0, sku: 'NW-34-SL' },
    ],
  });
  productPath = productPublicPath({ _id: product.id, name: product.name });
  ids = Object.fromEntries(product.variants.map((v) => [v.sku ?? '', v.id]));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The radio buttons of the options as the server rendered them: value and whether chosen or disabled. */
function radios(page: ReturnType<typeof readPage>) {
  return page
    .all('input')
    .filter((input) => attr(input, 'type') === 'radio')
    .map((input) => ({
      value: attr(input, 'value'),
      checked: attr(input, 'checked') !== undefined,
      disabled: attr(input, 'disabled') !== undefined,
    }));
}

describe('a product with variants, rendered on the server', () => {
  it('shows the cheapest variant that can be ordered without ?variant=, and the one named with it', async () => {
    const plain = readPage((await get(productPath)).body);
    expect(plain.mainText).toContain(formatTaka(1000));
    expect(plain.mainText).toContain('Minimum Order: 2');
    expect(
      radios(plain)
        .filter((r) => r.checked)
        .map((r) => r.value),
    ).toEqual(['32T', 'Black']);

    const res = await get(`${productPath}?variant=${ids['NW-34-BK']}`);
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.mainText).toContain(formatTaka(1200));
    expect(page.mainText).toContain('Minimum Order: 4');
    expect(page.mainText).toContain('Available: 8');
    expect(page.mainText).toContain('NW-34-BK');
    expect(radios(page)).toEqual([
      { value: '32T', checked: false, disabled: false },
      { value: '34T', checked: true, disabled: false },
      { value: 'Black', checked: true, disabled: false },
      { value: 'Silver', checked: false, disabled: false },
    ]);
    // 34T Silver is sold but has no stock: marked for a screen reader too.
    expect(page.mainText).toContain('Silver (out of stock)');
    expect(page.links.find((l) => l.text === 'Order')?.href).toBe(
      `/singleservice/${productPath.split('/')[2]}?variant=${ids['NW-34-BK']}`,
    );
    // The address without the choice stays the canonical one.
    expect(page.canonical).toBe(`${ORIGIN}${productPath}`);
    expect(page.meta('product:price:amount')).toBe('1200.00');
  });

  it('disables a value that no variant sells with the values chosen before it', async () => {
    const page = readPage((await get(`${productPath}?variant=${ids['NW-32-BK']}`)).body);
    expect(radios(page).find((r) => r.value === 'Silver')).toEqual({ value: 'Silver', checked: false, disabled: true });
  });

  it('describes the product as a ProductGroup with each variant, its SKU and its Offer', async () => {
    const page = readPage((await get(productPath)).body);
    expect(page.jsonLd.some((d) => d['@type'] === 'Product')).toBe(false);
    const group = page.jsonLd.find((d) => d['@type'] === 'ProductGroup') as {
      hasVariant: { sku: string; size: string; offers: Record<string, unknown>; '@id': string }[];
    } & Record<string, unknown>;
    expect(group).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Narrow-Wide Chainring',
      url: `${ORIGIN}${productPath}`,
      productGroupID: productPath.split('/')[2],
      variesBy: ['https://schema.org/size', 'Finish'],
    });
    expect(group.hasVariant.map((v) => [v.sku, v.size, v.offers.price, v.offers.availability, v['@id']])).toEqual([
      [
        'NW-32-BK',
        '32T',
        '1000.00',
        'https://schema.org/InStock',
        `${ORIGIN}${productPath}?variant=${ids['NW-32-BK']}`,
      ],
      [
        'NW-34-BK',
        '34T',
        '1200.00',
        'https://schema.org/InStock',
        `${ORIGIN}${productPath}?variant=${ids['NW-34-BK']}`,
      ],
      [
        'NW-34-SL',
        '34T',
        '1300.00',
        'https://schema.org/OutOfStock',
        `${ORIGIN}${productPath}?variant=${ids['NW-34-SL']}`,
      ],
    ]);
    expect(group.hasVariant[0]).toMatchObject({
      '@type': 'Product',
      name: 'Narrow-Wide Chainring (32T / Black)',
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Finish', value: 'Black' }],
      offers: { '@type': 'Offer', priceCurrency: 'BDT', eligibleQuantity: { minValue: 2 } },
    });
  });

  it('renders the chosen variant in Bangla, its stock mark in Bangla', async () => {
    const page = readPage((await get(`/bn${productPath}?variant=${ids['NW-34-BK']}`)).body);
    expect(page.mainText).toContain('Silver (স্টকে নেই)');
    expect(
      radios(page)
        .filter((r) => r.checked)
        .map((r) => r.value),
    ).toEqual(['34T', 'Black']);
  });
});
