// The deploy test's mixed load through nginx: shoppers browsing, customers signing in, buyers
// ordering and paying. Every request is recorded (start, end, status) for the checks. Orders carry
// an Idempotency-Key and are resent until answered, as a client that lost its answer would.
import { randomUUID } from 'node:crypto';

export interface RecordedRequest {
  label: string;
  start: number;
  end: number;
  /** 0: no answer (connection refused or reset). */
  status: number;
}

interface Buyer {
  email: string;
  password: string;
  cookie: string;
  token: string;
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

export function createClient(origin: string, state: LoadState) {
  async function call(
    label: string,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; json: () => unknown; cookies: string[] }> {
    const start = performance.now();
    try {
      const res = await fetch(origin + path, {
        method,
        // A browser names the page's origin on every write; better-auth refuses writes without it.
        headers: {
          origin,
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      state.requests.push({ label, start, end: performance.now(), status: res.status });
      const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
      return { status: res.status, json: () => JSON.parse(text) as unknown, cookies };
    } catch {
      state.requests.push({ label, start, end: performance.now(), status: 0 });
      return { status: 0, json: () => null, cookies: [] };
    }
  }

  /** Resends a call that got no answer or a 5xx, as a careful client does (safe: the call is idempotent). */
  async function retrying(
    ...[label, method, path, options = {}, attempts = 30]: [...Parameters<typeof call>, number?]
  ) {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const res = await call(label, method, path, options);
      if (res.status !== 0 && res.status < 500) return res;
      await sleep(200);
    }
    return { status: 0, json: () => null, cookies: [] as string[] };
  }

  return { call, retrying };
}

type Client = ReturnType<typeof createClient>;

export async function signUpBuyer(client: Client, n: number): Promise<Buyer> {
  const email = `deploy-buyer-${n}-${Date.now().toString(36)}@example.com`;
  const password = 'deploy-test-password';
  const signUp = await client.retrying('sign-up', 'POST', '/api/auth/sign-up/email', {
    body: { name: `Deploy Buyer ${n}`, email, password },
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
  return signInBuyer(client, email, password);
}

export async function signInBuyer(client: Client, email: string, password: string): Promise<Buyer> {
  const signIn = await client.retrying('sign-in', 'POST', '/api/auth/sign-in/email', { body: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.cookies.join('; ');
  const exchange = await client.retrying('token', 'PUT', `/api/user/${encodeURIComponent(email)}`, {
    body: { email },
    headers: { cookie },
  });
  if (exchange.status !== 200) throw new Error(`token exchange failed: ${exchange.status}`);
  const { token } = exchange.json() as { token: string };
  return { email, password, cookie, token };
}

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
    const headers = { ...auth, 'idempotency-key': key };
    const placed = await client.retrying('order', 'POST', '/api/orders', { body, headers }, 40);
    if (placed.status === 0) {
      state.unresolved.push(key);
      continue;
    }
    if (placed.status !== 201 && placed.status !== 200) continue; // refused (e.g. out of stock): no order
    const orderId = (placed.json() as { insertedId: string }).insertedId;
    const order: AckedOrder = { id: orderId, productId: product._id, quantity, paid: false, transactionId: null };
    state.orders.push(order);
    if (i % 2 === 1) continue;
    const total = await client.retrying('order-read', 'GET', `/api/orders/${orderId}`, { headers: auth });
    if (total.status !== 200) continue;
    const price = (total.json() as { price: number }).price;
    const intent = await client.retrying('intent', 'POST', '/api/create-payment-intent', {
      body: { price, order: orderId },
      headers: auth,
    });
    if (intent.status !== 200) continue;
    const { clientSecret } = intent.json() as { clientSecret: string };
    const confirmed = await client.retrying('confirm', 'POST', '/api/payments/sandbox/confirm', {
      body: { clientSecret, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123' } },
      headers: auth,
    });
    if (confirmed.status !== 200) continue;
    const transactionId = (confirmed.json() as { paymentIntent: { id: string } }).paymentIntent.id;
    const marked = await client.retrying('mark-paid', 'PATCH', `/api/orders/${orderId}`, {
      body: { order: orderId, transactionId },
      headers: auth,
    });
    if (marked.status === 200) {
      order.paid = true;
      order.transactionId = transactionId;
    }
  }
}

/** A shopper browsing: list pages, a product, the home page and one of its scripts. */
export async function shopperLoop(client: Client, products: Product[], assetPath: string | null, until: () => boolean) {
  for (let i = 0; !until(); i += 1) {
    await client.call('list', 'GET', `/api/products?page=${1 + (i % 3)}&limit=12`);
    await client.call('product', 'GET', `/api/products/${products[i % products.length]!._id}`);
    if (i % 5 === 0) await client.call('home', 'GET', '/');
    if (assetPath && i % 5 === 2)
      await client.call('asset', 'GET', assetPath, { headers: { 'accept-encoding': 'br' } });
  }
}

/** A customer signing in again and again, and reading their orders with the new token. */
export async function signInLoop(client: Client, buyer: Buyer, until: () => boolean) {
  while (!until()) {
    const again = await signInBuyer(client, buyer.email, buyer.password).catch(() => null);
    if (!again) continue;
    await client.call('my-orders', 'GET', `/api/myorders?email=${encodeURIComponent(buyer.email)}`, {
      headers: { authorization: `Bearer ${again.token}` },
    });
  }
}
