// Sales in the catalogue (promotions' rule 8): a sale on a product, a variant or a category shows on the cards and
// the product page as the price after the sale with the price before and its end; a group-only sale shows to the
// group's signed-in buyers only; cached answers never show a sale before its start, after its end or once paused,
// and never cross between a visitor and a group. Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { createUser } from '../../../test/users.ts';
import { newId } from '../../lib/ids.ts';
import type { ProductRow } from './catalog.repository.ts';

let t: TestApp;
let admin: TestUser;
let dealer: TestUser;
let dealerGroup: string;
let wheels: string;
let chain: ProductRow;
let tyre: ProductRow;
let cassette: ProductRow & { variants: { id: string }[] };

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

interface SaleOverrides {
  kind?: 'items_percent' | 'items_amount';
  percent?: number | null;
  amount?: number | null;
  startsAt?: string;
  endsAt?: string | null;
  customerGroupId?: string | null;
  code?: string | null;
  status?: 'active' | 'paused';
  targets: { type: 'product' | 'variant' | 'category'; id: string }[];
}

/** A promotion written as the promotions API writes it, then announced as its writes must be (salesWritten). */
async function createSale(o: SaleOverrides): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await t.store.db
    .insertInto('promotions')
    .values({
      id,
      name: 'Eid sale',
      kind: o.kind ?? 'items_percent',
      status: o.status ?? 'active',
      startsAt: o.startsAt ?? at(-HOUR),
      endsAt: o.endsAt === undefined ? at(48 * HOUR) : o.endsAt,
      percent: o.kind === 'items_amount' ? null : (o.percent ?? 20),
      amount: o.kind === 'items_amount' ? (o.amount ?? 5_000) : null,
      buyQuantity: null,
      getQuantity: null,
      code: o.code ?? null,
      minSubtotal: null,
      firstOrderOnly: 0,
      customerGroupId: o.customerGroupId ?? null,
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
    .values(o.targets.map((target) => ({ promotionId: id, targetType: target.type, targetId: target.id })))
    .execute();
  t.app.state.sales.salesWritten();
  return id;
}

async function setStatus(id: string, status: 'active' | 'paused') {
  await t.store.db.updateTable('promotions').set({ status }).where('id', '=', id).execute();
  t.app.state.sales.salesWritten();
}

type Card = { _id: string; name: string; price: number; compareAtPrice?: number; saleEndsAt?: string | null };

/** The list's cards as `user` (null: a visitor) reads them, read twice so that the second comes from the cache. */
async function cards(user: TestUser | null, query = ''): Promise<Record<string, Card>> {
  let body = '';
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}`, headers: user?.headers ?? {} });
    expect(res.statusCode, res.body).toBe(200);
    if (i === 1) expect(res.body).toBe(body);
    body = res.body;
  }
  return Object.fromEntries((JSON.parse(body) as Card[]).map((c) => [c.name, c]));
}

type Detail = Card & {
  variants: (Card & { title: string; priceTiers?: { price: number; compareAtPrice?: number }[] })[];
};

async function product(id: string, user: TestUser | null = null): Promise<Detail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: user?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Detail>();
}

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  [admin, dealer] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
  const category = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: admin.headers,
    payload: { name: 'Wheels' },
  });
  expect(category.statusCode, category.body).toBe(201);
  wheels = category.json<{ insertedId: string }>().insertedId;
  chain = await createProduct(t.store.db, { name: 'Chain', priceTaka: 450 });
  tyre = await createProduct(t.store.db, { name: 'Tyre', priceTaka: 1200, categoryId: wheels });
  cassette = await createProduct(t.store.db, {
    name: 'Cassette',
    options: [{ name: 'Range', values: ['11-32T', '11-34T'] }],
    variants: [
      { options: ['11-32T'], priceTaka: 1000 },
      { options: ['11-34T'], priceTaka: 1100 },
    ],
  });
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/customer-groups',
    headers: admin.headers,
    payload: { name: 'Dealer', discountPercent: 10 },
  });
  expect(group.statusCode, group.body).toBe(201);
  dealerGroup = group.json<{ _id: string }>()._id;
  const member = await t.app.inject({
    method: 'PUT',
    url: `/api/customer-groups/members/${dealer.id}`,
    headers: admin.headers,
    payload: { groupId: dealerGroup },
  });
  expect(member.statusCode, member.body).toBe(200);
});
afterEach(async () => {
  await t.close();
});

describe('a sale on the cards and the product page', () => {
  it('shows a sale on a product as the price after it, the price before and the end', async () => {
    const endsAt = at(48 * HOUR);
    await cards(null); // kept before the sale: the sale's write drops it
    await createSale({ percent: 20, endsAt, targets: [{ type: 'product', id: chain.id }] });
    const list = await cards(null);
    expect(list.Chain).toMatchObject({ price: 360, compareAtPrice: 450, saleEndsAt: endsAt });
    expect(list.Tyre).toMatchObject({ price: 1200 });
    expect(list.Tyre).not.toHaveProperty('compareAtPrice');
    const page = await product(chain.id);
    expect(page).toMatchObject({ price: 360, compareAtPrice: 450, saleEndsAt: endsAt });
    expect(page.variants[0]).toMatchObject({ price: 360, compareAtPrice: 450 });
  });

  it('shows a sale on one variant on that variant, and on the card when it makes the product cheapest there', async () => {
    // ৳150 off each 11-34T: ৳950, below the 11-32T's ৳1,000.
    await createSale({
      kind: 'items_amount',
      amount: 15_000,
      targets: [{ type: 'variant', id: cassette.variants[1]?.id ?? '' }],
    });
    expect((await cards(null)).Cassette).toMatchObject({ price: 950, compareAtPrice: 1100 });
    const page = await product(cassette.id);
    expect(page).toMatchObject({ price: 950, compareAtPrice: 1100 });
    expect(page.variants.map((v) => [v.title, v.price, v.compareAtPrice])).toEqual([
      ['11-32T', 1000, undefined],
      ['11-34T', 950, 1100],
    ]);
  });

  it("shows a sale on a category on that category's products only, in the category's list too", async () => {
    await createSale({ percent: 10, targets: [{ type: 'category', id: wheels }] });
    expect((await cards(null, `category=${wheels}`)).Tyre).toMatchObject({ price: 1080, compareAtPrice: 1200 });
    const all = await cards(null);
    expect(all.Tyre).toMatchObject({ price: 1080 });
    expect(all.Chain).not.toHaveProperty('compareAtPrice');
    expect(await product(tyre.id)).toMatchObject({ price: 1080, compareAtPrice: 1200 });
  });

  it('takes the largest of several sales on one item, never their sum', async () => {
    await createSale({ percent: 10, targets: [{ type: 'product', id: chain.id }] });
    await createSale({ kind: 'items_amount', amount: 10_000, targets: [{ type: 'product', id: chain.id }] });
    expect((await cards(null)).Chain).toMatchObject({ price: 350, compareAtPrice: 450 });
  });

  it("takes a group buyer's sale off the group's price, and prices the table by quantity after the sale", async () => {
    const breaks = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${chain.id}/variants/${chain.id}/price-breaks`,
      headers: admin.headers,
      payload: { breaks: [{ from: 10, price: 400 }] },
    });
    expect(breaks.statusCode, breaks.body).toBe(200);
    await createSale({ percent: 20, targets: [{ type: 'product', id: chain.id }] });
    // The dealer's ৳405 (10 % off) less 20 %: ৳324; from 10 pieces the break's ৳400 less 20 %: ৳320.
    expect((await cards(dealer)).Chain).toMatchObject({ price: 324, compareAtPrice: 405 });
    const page = await product(chain.id, dealer);
    expect(page.variants[0]?.priceTiers).toEqual([
      { from: 1, to: 9, price: 324, compareAtPrice: 405 },
      { from: 10, to: null, price: 320, compareAtPrice: 400 },
    ]);
  });

  it('shows nothing of a promotion that needs a code', async () => {
    await createSale({ code: 'EID', targets: [{ type: 'product', id: chain.id }] });
    expect((await cards(null)).Chain).not.toHaveProperty('compareAtPrice');
  });
});

describe('a sale for one customer group', () => {
  it("shows to the group's signed-in buyers, never to a visitor or a retail buyer, and no cached answer crosses", async () => {
    const retail = await createUser(t);
    await createSale({ percent: 20, customerGroupId: dealerGroup, targets: [{ type: 'product', id: chain.id }] });
    // In turn, each read twice (the second from the cache): the group's answer and the visitor's never mix.
    expect((await cards(dealer)).Chain).toMatchObject({ price: 324, compareAtPrice: 405 });
    expect((await cards(null)).Chain).toEqual(expect.objectContaining({ price: 450 }));
    expect((await cards(null)).Chain).not.toHaveProperty('compareAtPrice');
    expect((await cards(retail)).Chain).not.toHaveProperty('compareAtPrice');
    expect((await cards(dealer)).Chain).toMatchObject({ price: 324 });
    expect(await product(chain.id)).not.toHaveProperty('compareAtPrice');
    expect(await product(chain.id, dealer)).toMatchObject({ price: 324, compareAtPrice: 405 });
    expect(await product(chain.id)).toMatchObject({ price: 450 });
  });
});

describe('a sale in time', () => {
  it('is not shown before its start, is shown once the start has come, and is gone after its end', async () => {
    const startsAt = at(2 * HOUR);
    const endsAt = at(5 * HOUR);
    await createSale({ percent: 20, startsAt, endsAt, targets: [{ type: 'product', id: chain.id }] });
    expect((await cards(null)).Chain).not.toHaveProperty('compareAtPrice');
    expect(await product(chain.id)).toMatchObject({ price: 450 });

    // The start comes: the book's timer fires (here called as the timer calls it, on the moved clock).
    t.app.state.sales.now = () => new Date(Date.parse(startsAt) + 1);
    t.app.state.sales.boundaryReached();
    expect((await cards(null)).Chain).toMatchObject({ price: 360, compareAtPrice: 450, saleEndsAt: endsAt });
    expect(await product(chain.id)).toMatchObject({ price: 360 });

    // The end comes and the timer is late: the next answer built past the end drops every kept answer first.
    t.app.state.sales.now = () => new Date(Date.parse(endsAt));
    expect(await product(tyre.id)).toMatchObject({ price: 1200 });
    expect((await cards(null)).Chain).not.toHaveProperty('compareAtPrice');
    expect(await product(chain.id)).toMatchObject({ price: 450 });
  });

  it('is gone at once when paused, and back when resumed', async () => {
    const id = await createSale({ percent: 20, targets: [{ type: 'product', id: chain.id }] });
    expect((await cards(null)).Chain).toMatchObject({ price: 360 });
    expect(await product(chain.id)).toMatchObject({ price: 360 });
    await setStatus(id, 'paused');
    expect((await cards(null)).Chain).not.toHaveProperty('compareAtPrice');
    expect(await product(chain.id)).toMatchObject({ price: 450 });
    await setStatus(id, 'active');
    expect((await cards(null)).Chain).toMatchObject({ price: 360 });
  });

  it('reads the running sales once per catalogue generation, not per answer', async () => {
    await createSale({ percent: 20, targets: [{ type: 'product', id: chain.id }] });
    const before = t.app.state.sales.loads;
    await cards(null);
    await cards(dealer);
    await product(chain.id);
    await product(tyre.id, dealer);
    expect(t.app.state.sales.loads - before).toBe(1);
  });
});

describe("the promotions API's writes", () => {
  const sale = (extra: Record<string, unknown> = {}) => ({
    name: 'Pohela Boishakh',
    kind: 'items_percent',
    percent: 25,
    startsAt: at(-HOUR),
    endsAt: at(24 * HOUR),
    targets: { productIds: [chain.id] },
    ...extra,
  });

  it('show a sale the owner adds at once, and take it off the kept cards when paused', async () => {
    await cards(null); // kept before the sale
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: admin.headers,
      payload: sale(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await cards(null)).Chain).toMatchObject({ price: 337.5, compareAtPrice: 450 });
    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/promotions/${created.json<{ _id: string }>()._id}/status`,
      headers: admin.headers,
      payload: { status: 'paused' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await cards(null)).Chain).not.toHaveProperty('compareAtPrice');
  });

  it('never show a limited offer on the cards: a card cannot promise one of its uses', async () => {
    for (const limit of [{ maxUses: 100 }, { maxUsesPerCustomer: 1 }]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promotions',
        headers: admin.headers,
        payload: sale(limit),
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect((await cards(null)).Chain).toMatchObject({ price: 450 });
    expect((await cards(null)).Chain).not.toHaveProperty('compareAtPrice');
  });
});
