// Helpers for the delivery tests: three zones as an owner sets them up (Dhaka city by thana, the suburbs,
// the rest), a buyer's addresses in each and in a district no zone serves, weighed products, and the
// calls a buyer makes. Fees in taka, as the API takes and shows them.
import type { Order } from '@store/shared/schemas';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import type { TestUser } from './access/types.ts';
import type { TestApp } from './build-test-app.ts';
import { createProduct } from './factories.ts';

export const DHAKA_CITY = {
  name: 'Dhaka city',
  baseFee: 60,
  perKgFee: 15,
  freeFrom: 5000,
  cod: true,
  districtIds: [],
  areaIds: ['dhaka/dhanmondi', 'dhaka/gulshan', 'dhaka/mirpur', 'dhaka/motijheel'],
};
export const SUBURBS = {
  name: 'Dhaka suburbs',
  baseFee: 90,
  perKgFee: 20,
  freeFrom: 8000,
  cod: true,
  districtIds: ['gazipur'],
  areaIds: ['dhaka/savar'],
};
export const REST = {
  name: 'Rest of Bangladesh',
  baseFee: 130,
  perKgFee: 25,
  freeFrom: null,
  cod: false,
  districtIds: ['sylhet', 'chattogram', 'rajshahi', 'khulna'],
  areaIds: [],
};

export const DHANMONDI = {
  recipientName: 'Rahima Begum',
  phone: '01711-000000',
  districtId: 'dhaka',
  areaId: 'dhaka/dhanmondi',
  street: 'House 12, Road 5',
  landmark: 'the mosque',
  postcode: '1205',
};
export const SAVAR = {
  recipientName: 'Jamal Hossain',
  phone: '01911 222333',
  districtId: 'dhaka',
  areaId: 'dhaka/savar',
  street: 'Bazar Road 4',
};
export const SYLHET = {
  recipientName: 'Karim Uddin',
  phone: '+8801811000000',
  districtId: 'sylhet',
  areaId: 'sylhet/sylhet-sadar',
  street: 'Zindabazar 3',
};
/** A district none of the zones above serves. */
export const CUMILLA = {
  recipientName: 'Nasrin Akter',
  phone: '01511000000',
  districtId: 'cumilla',
  areaId: 'cumilla/debidwar',
  street: 'College Road 7',
};

export async function addZone(t: TestApp, admin: TestUser, zone: object): Promise<ShippingZone> {
  const res = await t.app.inject({ method: 'POST', url: '/api/shipping-zones', headers: admin.headers, payload: zone });
  if (res.statusCode !== 201) throw new Error(`adding a zone failed: ${res.statusCode} ${res.body}`);
  return res.json<ShippingZone>();
}

/** The three zones, in order: Dhaka city, the suburbs, the rest. */
export async function defineZones(t: TestApp, admin: TestUser): Promise<ShippingZone[]> {
  return [await addZone(t, admin, DHAKA_CITY), await addZone(t, admin, SUBURBS), await addZone(t, admin, REST)];
}

export async function saveAddress(t: TestApp, user: TestUser, address: object): Promise<SavedAddress> {
  const res = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: user.headers, payload: address });
  if (res.statusCode !== 201) throw new Error(`saving an address failed: ${res.statusCode} ${res.body}`);
  return res.json<SavedAddress>();
}

/** A product whose only variant weighs `grams`. */
export const weighedProduct = (t: TestApp, grams: number, priceTaka = 100) =>
  createProduct(t.store.db, { name: `Part of ${grams} g`, weightGrams: grams, priceTaka, maxQuantity: 100 });

/** POST /api/orders for one product. */
export const postOrder = (t: TestApp, user: TestUser, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: user.headers, payload: body });

export async function readOrder(t: TestApp, user: TestUser, orderId: string): Promise<Order> {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`reading order ${orderId} failed: ${res.statusCode} ${res.body}`);
  return res.json<Order>();
}

/** GET /api/cart, quoted for `addressId` when given. */
export const cartFor = (t: TestApp, user: TestUser | null, addressId?: string) =>
  t.app.inject({
    method: 'GET',
    url: addressId === undefined ? '/api/cart' : `/api/cart?addressId=${encodeURIComponent(addressId)}`,
    headers: user?.headers ?? {},
  });
