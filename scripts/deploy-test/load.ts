// The deploy test's mixed load through nginx: shoppers browsing, customers signing in, buyers
// ordering and paying. Every request is recorded (start, end, status) for the checks. Orders carry
// an Idempotency-Key and are resent until answered, as a client that lost its answer would.
import { randomUUID } from 'node:crypto';
import { type Credentials, signInForToken, signUpForToken } from '../api-session.ts';

export interface RecordedRequest {
  /** The method and the path. */
  label: string;
  start: number;
  end: number;
  /** 0: no answer (connection refused or reset). */
  status: number;
}

export interface AckedOrder {
  id: string;
  productId: string;
  quantity: number;
  paid: boolean;
  transactionId: string | null;
}

export interface LoadState {
  requests: RecordedRequest[];
  orders: AckedOrder[];
  /** Orders still without an answer after every retry (must stay empty). */
  unresolved: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nextYear = new Date().getUTCFullYear() + 1;

/** A request's options, `json` its body written as JSON. */
type Options = RequestInit & { json?: unknown };

export function createClient(origin: string, state: LoadState) {
  /** A request to the origin, read to its last byte and recorded; null when no answer came (refused, reset, 15 s). */
  async function send(path: string, { json, ...init }: Options = {}): Promise<Response | null> {
    const start = performance.now();
    // A browser names the page's origin on every write; better-auth refuses writes without it.
    const headers = { origin, ...(json === undefined ? {} : { 'content-type': 'application/json' }) };
    if (json !== undefined) init.body = JSON.stringify(json);
    init.headers = { ...headers, ...Object.fromEntries(new Headers(init.headers)) };
    const answer = await fetch(origin + path, { ...init, signal: AbortSignal.timeout(15_000) })
      .then(async (response) => {
        await response.clone().arrayBuffer();
        return response;
      })
      .catch(() => null);
    const label = `${init.method ?? 'GET'} ${path}`;
    state.requests.push({ label, start, end: performance.now(), status: answer?.status ?? 0 });
    return answer;
  }

  /** Resends a request that got no answer or a 5xx, as a careful client does (safe: the call is idempotent). */
  async function retrying(path: string, options: Options = {}, attempts = 30): Promise<Response | null> {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const answer = await send(path, options);
      if (answer && answer.status < 500) return answer;
      await sleep(200);
    }
    return null;
  }

  /** api-session's calls through `retrying`: no answer in the end is a network error. */
  const retryingFetch = async (url: string, init: RequestInit) =>
    (await retrying(url.slice(origin.length), init)) ?? Response.error();
  return {
    send,
    retrying,
    signIn: (user: Credentials) => signInForToken(origin, user, retryingFetch),
    signUp: (user: Credentials & { name: string }) => signUpForToken(origin, user, retryingFetch),
  };
}

type Client = ReturnType<typeof createClient>;

export async function signUpBuyer(client: Client, n: number) {
  const email = `deploy-buyer-${n}-${Date.now().toString(36)}@example.com`;
  const user = { name: `Deploy Buyer ${n}`, email, password: 'deploy-test-password' };
  return { ...user, ...(await client.signUp(user)) };
}
type Buyer = Awaited<ReturnType<typeof signUpBuyer>>;

export interface Product {
  _id: string;
  minQuantity: number;
}

/** One buyer's loop: order (resent with its key until answered), then pay every other order. */
export async function buyerLoop(
  client: Client,
  buyer: Buyer,
  products: Product[],
  state: LoadState,
  until: () => boolean,
) {
  const auth = { authorization: `Bearer ${buyer.token}` };
  const write = (method: string, path: string, json: unknown, headers = {}, attempts = 30) =>
    client.retrying(path, { method, json, headers: { ...auth, ...headers } }, attempts);
  for (let i = 0; !until(); i += 1) {
    const product = products[i % products.length]!;
    const key = randomUUID();
    const quantity = product.minQuantity;
    const body = {
      productId: product._id,
      orderQuanty: quantity,
      address: 'Road 5, Dhanmondi, Dhaka',
      phone: '01711000000',
    };
    const placed = await write('POST', '/api/orders', body, { 'idempotency-key': key }, 40);
    if (!placed) {
      state.unresolved.push(key);
      continue;
    }
    if (placed.status !== 201 && placed.status !== 200) continue; // refused (e.g. out of stock): no order
    const orderId = ((await placed.json()) as { insertedId: string }).insertedId;
    const order: AckedOrder = { id: orderId, productId: product._id, quantity, paid: false, transactionId: null };
    state.orders.push(order);
    if (i % 2 === 1) continue;
    const total = await client.retrying(`/api/orders/${orderId}`, { headers: auth });
    if (total?.status !== 200) continue;
    const { price } = (await total.json()) as { price: number };
    const intent = await write('POST', '/api/create-payment-intent', { price, order: orderId });
    if (intent?.status !== 200) continue;
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123' };
    const confirmed = await write('POST', '/api/payments/sandbox/confirm', { clientSecret, card });
    if (confirmed?.status !== 200) continue;
    const transactionId = ((await confirmed.json()) as { paymentIntent: { id: string } }).paymentIntent.id;
    const marked = await write('PATCH', `/api/orders/${orderId}`, { order: orderId, transactionId });
    if (marked?.status === 200) {
      order.paid = true;
      order.transactionId = transactionId;
    }
  }
}

/** A shopper browsing: list pages, a product, the home page and one of its scripts. */
export async function shopperLoop(client: Client, products: Product[], assetPath: string | null, until: () => boolean) {
  for (let i = 0; !until(); i += 1) {
    await client.send(`/api/products?page=${1 + (i % 3)}&limit=12`);
    await client.send(`/api/products/${products[i % products.length]!._id}`);
    if (i % 5 === 0) await client.send('/');
    if (assetPath && i % 5 === 2) await client.send(assetPath, { headers: { 'accept-encoding': 'br' } });
  }
}

/** A customer signing in again and again, and reading their orders with the new token. */
export async function signInLoop(client: Client, buyer: Buyer, until: () => boolean) {
  while (!until()) {
    const again = await client.signIn(buyer).catch(() => null);
    if (!again) continue;
    await client.send(`/api/myorders?email=${encodeURIComponent(buyer.email)}`, {
      headers: { authorization: `Bearer ${again.token}` },
    });
  }
}
