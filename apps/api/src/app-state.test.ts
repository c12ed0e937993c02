// Each app owns its state (app.state): two apps built in one process share none of it, and closing
// one stops only its own background work.
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_STRIPE_KEYS } from './features/payments/testing/stripe-double.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await buildTestApp({ env });
  opened.push(t);
  return t;
}

describe('app state', () => {
  it('is created per app: two apps share no catalog read model, limiter or provider', async () => {
    const [a, b] = [await app(), await app()];
    expect(a.app.state).not.toBe(b.app.state);
    expect(a.app.state.catalog).not.toBe(b.app.state.catalog);
    expect(a.app.state.authAttempts).not.toBe(b.app.state.authAttempts);
    expect(a.app.state.payments.provider).not.toBe(b.app.state.payments.provider);
  });

  it("is stopped by the app's close, and only that app's", async () => {
    const stripe = { PAYMENT_PROVIDERS: 'stripe', ...TEST_STRIPE_KEYS, STRIPE_API_BASE: 'http://127.0.0.1:9' };
    const [a, b] = [await app(stripe), await app(stripe)];
    await a.app.close();
    expect((await b.app.inject({ method: 'GET', url: '/api/products?limit=5' })).statusCode).toBe(200);
  });
});
