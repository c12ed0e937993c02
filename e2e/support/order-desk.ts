// Setting up the order desk journeys through the API, as a script would: a product of their own
// (desktop and phone run at the same time against one server), and paid orders of a fresh buyer,
// paid with the sandbox provider's test card (intent, confirmation, then the spec's PATCH).
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { API_PATHS, API_PREFIX } from '@store/shared/api-paths';
import type { Order, Product } from '@store/shared/schemas';
import { E2E_ADMIN, type TestUser } from '../accounts.ts';
import { type ApiSession, signInForToken, signUpForToken } from '../../scripts/api-session.ts';
import { ORDER_DESK_UI_TEXT } from '../texts.ts';

const apiPath = (p: string): string => `${API_PREFIX}${p}`;

export interface DeskSetup {
  origin: string;
  request: APIRequestContext;
}

/** The journey's server and its page's request context (the page's cookies go with it). */
export const deskSetupFor = (page: Page, testInfo: TestInfo): DeskSetup => ({
  origin: new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin,
  request: page.context().request,
});

/** Confirms the order desk's open dialog for `action`, after `fill` filled its fields. */
export async function confirmAction(page: Page, action: string, fill: () => Promise<void> = async () => undefined) {
  const dialog = page.getByRole('dialog', { name: ORDER_DESK_UI_TEXT.confirmTitle({ action }) });
  await expect(dialog).toBeVisible();
  await fill();
  await dialog.getByRole('button', { name: ORDER_DESK_UI_TEXT.confirmButton }).click();
  await expect(dialog).toBeHidden();
}

const auth = (session: ApiSession, origin: string) => ({ authorization: `Bearer ${session.token}`, origin });

/** A product only this test orders, with `stock` pieces. */
export async function createProduct({ origin, request }: DeskSetup, name: string, stock: number): Promise<string> {
  const admin = await signInForToken(origin, E2E_ADMIN);
  const response = await request.post(apiPath(API_PATHS.products), {
    headers: auth(admin, origin),
    data: {
      name,
      price: 450,
      maxQuantity: stock,
      minQuantity: 1,
      des: 'A part for the order desk journeys.',
      img: '/images/products/hub.svg',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

export async function stockOf({ request }: DeskSetup, productId: string): Promise<number> {
  return ((await (await request.get(apiPath(API_PATHS.product(productId)))).json()) as Product).maxQuantity;
}

/** A fresh buyer account (name, email, password) signed up through the API. */
export async function newBuyer({ origin }: DeskSetup): Promise<{ user: TestUser; session: ApiSession }> {
  const id = randomUUID().slice(0, 8);
  const user = { name: `Desk Buyer ${id}`, email: `desk-${id}@example.test`, password: `pw-${id}-secret` };
  return { user, session: await signUpForToken(origin, user) };
}

/** A phone number no other test uses, as a buyer types it. */
export const uniquePhone = (): string => `+880 17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Places an order of `quantity` pieces for the buyer and pays it with the sandbox's 4242 card. */
export async function placePaidOrder(
  { origin, request }: DeskSetup,
  buyer: ApiSession,
  productId: string,
  quantity: number,
  phone: string,
): Promise<Order> {
  const headers = auth(buyer, origin);
  const placed = await request.post(apiPath(API_PATHS.orders), {
    headers,
    data: { productId, orderQuanty: quantity, address: 'House 7, Road 3, Mirpur, Dhaka', phone },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { insertedId } = (await placed.json()) as { insertedId: string };
  return payOrder({ origin, request }, buyer, insertedId);
}

/** Puts `lines` in the buyer's cart and checks it out as ONE order of several lines, then pays it. */
export async function placePaidCartOrder(
  { origin, request }: DeskSetup,
  buyer: ApiSession,
  lines: { productId: string; quantity: number }[],
  phone: string,
): Promise<Order> {
  const headers = auth(buyer, origin);
  for (const { productId, quantity } of lines) {
    const put = await request.put(apiPath(API_PATHS.cartLine(productId)), { headers, data: { quantity } });
    expect(put.status(), await put.text()).toBe(200);
  }
  const placed = await request.post(apiPath(API_PATHS.checkout), {
    headers,
    data: { address: 'House 7, Road 3, Mirpur, Dhaka', phone },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { insertedId } = (await placed.json()) as { insertedId: string };
  return payOrder({ origin, request }, buyer, insertedId);
}

/** Pays the buyer's unpaid order with the sandbox's 4242 card (intent, confirmation, the spec's PATCH). */
async function payOrder({ origin, request }: DeskSetup, buyer: ApiSession, orderId: string): Promise<Order> {
  const headers = auth(buyer, origin);
  const order = (await (await request.get(apiPath(API_PATHS.order(orderId)), { headers })).json()) as Order;

  const intent = await request.post(apiPath(API_PATHS.createPaymentIntent), {
    headers,
    data: { price: order.price, order: order._id },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post(apiPath(API_PATHS.sandboxConfirm), {
    headers,
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2049, cvc: '123' } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { paymentIntent } = (await confirmed.json()) as { paymentIntent: { id: string } };
  const paid = await request.patch(apiPath(API_PATHS.order(order._id)), {
    headers,
    data: { order: order._id, transactionId: paymentIntent.id },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const after = (await (await request.get(apiPath(API_PATHS.order(order._id)), { headers })).json()) as Order;
  expect(after.status).toBe('paid');
  return after;
}
