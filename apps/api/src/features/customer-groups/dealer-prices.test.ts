// Dealer prices through the API: breaks set by an admin, groups with a percent and fixed prices, the cart and
// checkout priced by quantity and group, and catalogue answers that never cross from one group to another.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, DELIVERY, getCart, postCheckout } from '../../../test/cart-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

const { PRICING_TEXT } = englishTexts('pricing');

let t: TestApp;
let buyer: TestUser;
let dealer: TestUser;
let admin: TestUser;
let chain: ProductRow;
let dealerGroup: string;

const as = (user: TestUser | null) => user?.headers ?? {};

async function setBreaks(productId: string, variantId: string, breaks: { from: number; price: number }[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/variants/${variantId}/price-breaks`,
    headers: admin.headers,
    payload: { breaks },
  });
}

async function createGroup(name: string, discountPercent: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer-groups',
    headers: admin.headers,
    payload: { name, discountPercent },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ _id: string }>()._id;
}

async function assign(user: TestUser, groupId: string | null) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/customer-groups/members/${user.id}`,
    headers: admin.headers,
    payload: { groupId },
  });
  expect(res.statusCode).toBe(200);
}

const productOf = async (user: TestUser | null, id = chain.id) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: as(user) })).json();
const listPrices = async (user: TestUser | null) =>
  (await t.app.inject({ method: 'GET', url: '/api/products?limit=10', headers: as(user) }))
    .json<{ _id: string; price: number }[]>()
    .map((p) => p.price);

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  [buyer, dealer, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: 'admin' })]);
  // A simple product: its only variant's id is the product's.
  chain = await createProduct(t.store.db, { name: 'Chain 11-speed', priceTaka: 450, minQuantity: 1, maxQuantity: 500 });
  expect(
    (
      await setBreaks(chain.id, chain.id, [
        { from: 10, price: 420 },
        { from: 50, price: 390 },
      ])
    ).statusCode,
  ).toBe(200);
  dealerGroup = await createGroup('Dealer', 10);
  await assign(dealer, dealerGroup);
});
afterEach(async () => {
  await t.close();
});

describe('quantity breaks', () => {
  it('shows the table by quantity on the product to everyone', async () => {
    const product = await productOf(null);
    expect(product.price).toBe(450);
    expect(product.variants[0].priceTiers).toEqual([
      { from: 1, to: 9, price: 450 },
      { from: 10, to: 49, price: 420 },
      { from: 50, to: null, price: 390 },
    ]);
  });

  it('refuses breaks not above the minimum order, not rising or not cheaper, with a message per field', async () => {
    const minimum = await createProduct(t.store.db, { priceTaka: 100, minQuantity: 5 });
    const res = await setBreaks(minimum.id, minimum.id, [
      { from: 5, price: 90 },
      { from: 20, price: 95 },
      { from: 20, price: 80 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'breaks.0.from': expect.stringContaining('5'),
      'breaks.1.price': expect.any(String),
      'breaks.2.from': PRICING_TEXT.fromRising,
    });
    const zero = await setBreaks(minimum.id, minimum.id, [{ from: 1.5, price: 0 }]);
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json().error.fields).sort()).toEqual(['breaks.0.from', 'breaks.0.price']);
    expect((await productOf(null, minimum.id)).variants[0].priceTiers).toBeUndefined();
  });

  it('answers 404 for a variant of another product and refuses a buyer', async () => {
    const other = await createProduct(t.store.db);
    expect((await setBreaks(chain.id, other.id, [])).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${chain.id}/variants/${chain.id}/price-breaks`,
      headers: buyer.headers,
      payload: { breaks: [] },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [9, 450, { from: 10, price: 420, piecesToGo: 1 }],
    [10, 420, { from: 50, price: 390, piecesToGo: 40 }],
    [11, 420, { from: 50, price: 390, piecesToGo: 39 }],
    [49, 420, { from: 50, price: 390, piecesToGo: 1 }],
    [50, 390, null],
    [51, 390, null],
  ])('prices %i pieces in the cart at ৳%d and shows the next break', async (quantity, unitPrice, next) => {
    const cart = await addLine(t.app, buyer, chain.id, quantity);
    expect(cart.lines[0]).toMatchObject({ unitPrice, lineTotal: unitPrice * quantity, priceBreak: { next } });
    expect(cart.subtotal).toBe(unitPrice * quantity);
  });

  it('charges the break at checkout, with the total the cart showed, and ignores a price sent by the client', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/lines/${chain.id}`,
      headers: buyer.headers,
      payload: { quantity: 12, unitPrice: 1, price: 1 },
    });
    const cart = (await getCart(t.app, buyer)).json();
    expect(cart.lines[0]).toMatchObject({ quantity: 12, unitPrice: 420 });
    const res = await postCheckout(t.app, buyer, DELIVERY);
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe(cart.total);
    const line = await t.store.db.selectFrom('orderLines').selectAll().executeTakeFirstOrThrow();
    expect([line.unitPrice, line.lineTotal]).toEqual([42_000, 12 * 42_000]);
  });

  it('a break reached by changing the quantity is not a price change: the line checks out', async () => {
    await addLine(t.app, buyer, chain.id, 5);
    const cart = await addLine(t.app, buyer, chain.id, 50);
    expect(cart.lines[0]).toMatchObject({ problem: null, unitPrice: 390 });
    expect((await postCheckout(t.app, buyer, DELIVERY)).statusCode).toBe(201);
  });
});

describe('customer groups', () => {
  it('gives the group the lower of its price and the break for the quantity, in the cart and at checkout', async () => {
    // Dealer: 10 % off ৳450 = ৳405; the ৳390 break from 50 is lower still.
    expect((await addLine(t.app, dealer, chain.id, 10)).lines[0]).toMatchObject({ unitPrice: 405 });
    expect((await addLine(t.app, dealer, chain.id, 50)).lines[0]).toMatchObject({ unitPrice: 390 });
    await addLine(t.app, dealer, chain.id, 20);
    const cart = (await getCart(t.app, dealer)).json();
    const res = await postCheckout(t.app, dealer, DELIVERY);
    expect(res.json().total).toBe(cart.total);
    const line = await t.store.db.selectFrom('orderLines').selectAll().executeTakeFirstOrThrow();
    expect(line.unitPrice).toBe(40_500);
  });

  it('takes the group fixed price of a variant before its percent', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customer-groups/${dealerGroup}/prices/${chain.id}`,
      headers: admin.headers,
      payload: { price: 380 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().prices).toEqual([
      { variantId: chain.id, productId: chain.id, name: 'Chain 11-speed', listPrice: 450, price: 380, vatRate: '15' },
    ]);
    // ৳380 is below every break, so the dealer sees one price at every quantity.
    const variant = (await productOf(dealer)).variants[0];
    expect([variant.price, variant.priceTiers]).toEqual([380, undefined]);
    expect((await addLine(t.app, dealer, chain.id, 60)).lines[0]).toMatchObject({ unitPrice: 380 });
  });

  it("adds the product's VAT rate to a fixed price typed before VAT (the dashboard's PRICES_INCLUDE_VAT=false)", async () => {
    const reduced = await createProduct(t.store.db, { name: 'Helmet', priceTaka: 2100, vatRate: '5' });
    const put = (variantId: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/customer-groups/${dealerGroup}/prices/${variantId}`,
        headers: admin.headers,
        payload,
      });
    expect((await put(chain.id, { price: 300, beforeVat: true })).statusCode).toBe(200);
    const res = await put(reduced.id, { price: 1000, beforeVat: true });
    expect(res.statusCode).toBe(200);
    // ৳300 + 15 % = ৳345; ৳1,000 + 5 % = ৳1,050: what the dealer pays.
    expect(res.json().prices.map((p: { price: number; vatRate: string }) => [p.price, p.vatRate])).toEqual([
      [345, '15'],
      [1050, '5'],
    ]);
    expect((await productOf(dealer, reduced.id)).price).toBe(1050);
    expect((await put('no-such-variant', { price: 10, beforeVat: true })).statusCode).toBe(404);
  });

  it('never serves a cached answer across groups: visitor, dealer, visitor, retail buyer', async () => {
    const visitor = await productOf(null);
    const dealerView = await productOf(dealer);
    const again = await productOf(null);
    const retailBuyer = await productOf(buyer);
    expect([visitor.price, dealerView.price, again.price, retailBuyer.price]).toEqual([450, 405, 450, 450]);
    expect(dealerView.variants[0].priceTiers[0]).toEqual({ from: 1, to: 49, price: 405 });
    expect([await listPrices(null), await listPrices(dealer), await listPrices(null)]).toEqual([[450], [405], [450]]);
  });

  it('shows a changed group percent at once in the cached answers', async () => {
    expect((await productOf(dealer)).price).toBe(405);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer-groups/${dealerGroup}`,
      headers: admin.headers,
      payload: { name: 'Dealer', discountPercent: 20 },
    });
    expect(res.statusCode).toBe(200);
    expect([(await productOf(dealer)).price, await listPrices(dealer)]).toEqual([360, [360]]);
  });

  it('refuses a bad group with field messages and a taken name with 409', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/customer-groups',
      headers: admin.headers,
      payload: { name: '', discountPercent: 95 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['discountPercent', 'name']);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/customer-groups',
      headers: admin.headers,
      payload: { name: 'dealer', discountPercent: 5 },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses to delete a group while buyers belong to it', async () => {
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/customer-groups/${dealerGroup}`, headers: admin.headers });
    expect((await del()).statusCode).toBe(409);
    await assign(dealer, null);
    expect((await del()).statusCode).toBe(200);
    expect((await productOf(dealer)).price).toBe(450);
  });
});

describe('applications', () => {
  it('lets a buyer apply with a note once at a time; approving puts them in the group', async () => {
    const workshop = await createGroup('Workshop', 5);
    const apply = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/pricing/applications',
        headers: buyer.headers,
        payload: { groupId: workshop, note: 'Cycle repair shop in Mirpur' },
      });
    const first = await apply();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'pending', groupName: 'Workshop', email: buyer.email });
    expect((await apply()).statusCode).toBe(409);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/customer-groups/applications',
      headers: admin.headers,
    });
    expect(list.json()).toHaveLength(1);
    const id = first.json()._id as string;
    const approve = () =>
      t.app.inject({ method: 'POST', url: `/api/customer-groups/applications/${id}/approve`, headers: admin.headers });
    expect((await approve()).json()).toMatchObject({ status: 'approved' });
    expect((await approve()).statusCode).toBe(409);

    const mine = await t.app.inject({ method: 'GET', url: '/api/pricing/me', headers: buyer.headers });
    expect(mine.json()).toMatchObject({ group: { _id: workshop, name: 'Workshop', discountPercent: 5 } });
    expect((await productOf(buyer)).price).toBe(427.5);
  });

  it('refusing leaves the buyer retail; an unknown group is a 400 on groupId', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/pricing/applications',
      headers: buyer.headers,
      payload: { groupId: 'nope' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ groupId: PRICING_TEXT.groupNotFound });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pricing/applications',
      headers: buyer.headers,
      payload: { groupId: dealerGroup, note: '' },
    });
    const id = res.json()._id as string;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/customer-groups/applications/${id}/refuse`,
      headers: admin.headers,
    });
    expect(refused.json()).toMatchObject({ status: 'refused' });
    expect((await productOf(buyer)).price).toBe(450);
  });
});
