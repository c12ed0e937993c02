// The cart's shipping before checkout: quoted for the address the buyer picks, else their default,
// with the zone, weight and whether cash on delivery is offered; the figure checkout then charges.
// Someone else's address, or an unknown one, is refused without telling anything about it.
// Both databases (TEST_DB_KIND).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishTexts } from '@store/shared/i18n/server';
import type { Cart } from '@store/shared/schemas';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import type { TestUser } from '../../../test/access/types.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addLine, postCheckout } from '../../../test/cart-helpers.ts';
import {
  cartFor,
  CUMILLA,
  DHANMONDI,
  defineZones,
  readOrder,
  SAVAR,
  saveAddress,
  SYLHET,
  weighedProduct,
} from '../../../test/delivery-helpers.ts';
import { createUser } from '../../../test/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

const { CHECKOUT_TEXT } = englishTexts('delivery');

let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;
let product: ProductRow;

beforeEach(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '100000', MAX_OPEN_UNPAID_ORDERS: '1000' } });
  [buyer, other, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: 'admin' })]);
  await defineZones(t, admin);
  product = await weighedProduct(t, 1000);
});
afterEach(async () => {
  await t.close();
});

async function quote(addressId?: string): Promise<Cart> {
  const res = await cartFor(t, buyer, addressId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Cart>();
}

/** The buyer's book: Dhanmondi (the default, saved first), Savar, Sylhet, and Cumilla (no zone). */
async function addressBook(): Promise<SavedAddress[]> {
  const saved: SavedAddress[] = [];
  for (const address of [DHANMONDI, SAVAR, SYLHET, CUMILLA]) saved.push(await saveAddress(t, buyer, address));
  return saved;
}

describe('GET /api/cart quotes the delivery', () => {
  it('for the default address without addressId, and for the address asked for', async () => {
    const [dhanmondi, savar, sylhet] = (await addressBook()) as [SavedAddress, SavedAddress, SavedAddress];
    await addLine(t.app, buyer, product.id, 2);
    expect(await quote()).toMatchObject({
      subtotal: 200,
      shipping: 75,
      total: 275,
      weightGrams: 2000,
      delivery: {
        addressId: dhanmondi.id,
        zone: 'Dhaka city',
        weightGrams: 2000,
        shipping: 75,
        cod: true,
        served: true,
      },
    });
    expect((await quote('')).delivery).toMatchObject({ addressId: dhanmondi.id, shipping: 75 });
    expect(await quote(savar.id)).toMatchObject({
      shipping: 110,
      total: 310,
      delivery: {
        addressId: savar.id,
        zone: 'Dhaka suburbs',
        weightGrams: 2000,
        shipping: 110,
        cod: true,
        served: true,
      },
    });
    expect(await quote(sylhet.id)).toMatchObject({
      shipping: 155,
      total: 355,
      delivery: {
        addressId: sylhet.id,
        zone: 'Rest of Bangladesh',
        weightGrams: 2000,
        shipping: 155,
        cod: false,
        served: true,
      },
    });
  });

  it('says an address no zone serves is not served', async () => {
    const cumilla = (await addressBook())[3] as SavedAddress;
    await addLine(t.app, buyer, product.id, 2);
    expect((await quote(cumilla.id)).delivery).toMatchObject({
      addressId: cumilla.id,
      zone: '',
      weightGrams: 2000,
      shipping: 0,
      cod: false,
      served: false,
    });
  });

  it('quotes what checkout then charges, for every address', async () => {
    const served = (await addressBook()).slice(0, 3);
    for (const address of served) {
      await addLine(t.app, buyer, product.id, 3);
      const cart = await quote(address.id);
      const res = await postCheckout(t.app, buyer, { addressId: address.id });
      expect(res.statusCode, res.body).toBe(201);
      const order = await readOrder(t, buyer, res.json<{ insertedId: string }>().insertedId);
      expect([order.shipping, order.total, order.shippingZone, order.weightGrams, order.codOffered]).toEqual([
        cart.shipping,
        cart.total,
        cart.delivery?.zone,
        cart.weightGrams,
        cart.delivery?.cod,
      ]);
    }
  });

  it('quotes the dearest zone without any saved address, and nothing for an empty cart', async () => {
    expect(await quote()).toMatchObject({ shipping: 0, total: 0, delivery: null });
    await addLine(t.app, buyer, product.id, 2);
    expect(await quote()).toMatchObject({
      subtotal: 200,
      shipping: 155,
      total: 355,
      weightGrams: 2000,
      delivery: null,
    });
  });

  it("refuses someone else's address and an unknown one (400 on addressId), telling nothing of it", async () => {
    const theirs = await saveAddress(t, other, SYLHET);
    await addressBook();
    await addLine(t.app, buyer, product.id, 2);
    for (const addressId of [theirs.id, 'no-such-address']) {
      const res = await cartFor(t, buyer, addressId);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ addressId: CHECKOUT_TEXT.unknownAddress });
      expect(res.body).not.toContain('Karim');
      expect(res.body).not.toContain('Rest of Bangladesh');
    }
    expect((await cartFor(t, null, theirs.id)).statusCode).toBe(401);
  });
});
