// A local test double of the Stripe PaymentIntents API (create, retrieve, cancel) and Refunds (create), for tests that
// point the official SDK at it (STRIPE_API_BASE). It listens on 127.0.0.1, on the first free port of
// 12110-12119. Tests play the browser's part (Stripe.js confirming a card) with succeed()/decline().
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const DOUBLE_PORTS = Array.from({ length: 10 }, (_, i) => 12110 + i);
export const TEST_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_double_0000000000000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_double_0000000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_double_000000000000000000000000',
} as const;

export interface DoubleIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  latest_charge: string | null;
  created: number;
  card: { brand: string; last4: string } | null;
}

export interface DoubleRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

/** Nested form fields (`metadata[orderId]=…`, `expand[0]=…`) into an object. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (m?.[1] !== undefined) {
      const bag = (out[m[1]] ??= {}) as Record<string, string>;
      bag[m[2] ?? ''] = value;
    } else {
      out[key] = value;
    }
  }
  return out;
}

export class StripeDouble {
  readonly intents = new Map<string, DoubleIntent>();
  readonly requests: RecordedRequest[] = [];
  /** While true, every call answers 503 (a Stripe outage). */
  down = false;
  /** While true, every call is read and never answered (a Stripe that hangs). */
  hang = false;
  /** Awaited before a call is answered: a test acts while the store waits for Stripe. */
  beforeAnswer: (() => Promise<void>) | null = null;
  readonly refunds = new Map<string, DoubleRefund>();
  /** The next this-many refund calls are refused (402 card_declined-like, as for a closed card). */
  refundFailures = 0;
  private readonly idempotent = new Map<string, string>();
  private readonly signer = new Stripe(TEST_STRIPE_KEYS.STRIPE_SECRET_KEY);
  private eventCounter = 0;

  private constructor(
    private readonly server: http.Server,
    readonly port: number,
  ) {}

  static async start(): Promise<StripeDouble> {
    for (const port of DOUBLE_PORTS) {
      const server = http.createServer();
      const ok = await new Promise<boolean>((resolve) => {
        server.once('error', () => resolve(false));
        server.listen(port, '127.0.0.1', () => resolve(true));
      });
      if (!ok) continue;
      const double = new StripeDouble(server, (server.address() as AddressInfo).port);
      server.on('request', (req, res) => double.handle(req, res));
      return double;
    }
    throw new Error(`no free port for the Stripe double in ${DOUBLE_PORTS[0]}-${DOUBLE_PORTS.at(-1)}`);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Environment for buildTestApp: the stripe provider, pointed at this double. */
  env(): Record<string, string> {
    return { PAYMENT_PROVIDERS: 'stripe', ...TEST_STRIPE_KEYS, STRIPE_API_BASE: this.url };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** An intent made directly at "Stripe" (not through the store), e.g. for another amount. */
  createIntent(params: { amount: number; currency?: string; orderId?: string }): DoubleIntent {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: DoubleIntent = {
      id,
      object: 'payment_intent',
      amount: params.amount,
      currency: params.currency ?? 'bdt',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: params.orderId ? { orderId: params.orderId } : {},
      description: null,
      latest_charge: null,
      created: Math.floor(Date.now() / 1000),
      card: null,
    };
    this.intents.set(id, intent);
    return intent;
  }

  /** What Stripe.js does when the buyer's card is accepted. */
  succeed(id: string, card = { brand: 'visa', last4: '4242' }): DoubleIntent {
    const intent = this.mustGet(id);
    intent.status = 'succeeded';
    intent.card = card;
    intent.latest_charge = `ch_${randomBytes(12).toString('hex')}`;
    return intent;
  }

  /** A declined card leaves the intent waiting for another payment method, as at Stripe. */
  decline(id: string): DoubleIntent {
    const intent = this.mustGet(id);
    intent.status = 'requires_payment_method';
    return intent;
  }

  intentByClientSecret(clientSecret: string): DoubleIntent {
    const intent = [...this.intents.values()].find((i) => i.client_secret === clientSecret);
    if (!intent) throw new Error('no intent with this client secret');
    return intent;
  }

  /** A webhook delivery for the intent as it is now: the JSON body and its Stripe-Signature header. */
  webhook(type: string, intentId: string, options: { secret?: string; eventId?: string } = {}) {
    this.eventCounter += 1;
    const event = {
      id: options.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: this.publicIntent(this.mustGet(intentId), false) },
    };
    const payload = JSON.stringify(event);
    const signature = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? TEST_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
    });
    return { eventId: event.id, payload, signature };
  }

  /**
   * A charge.refunded delivery for the intent's charge, refunded by `amountRefunded` (default all of
   * it), as when the owner refunds in Stripe's dashboard. Records the refund as Stripe would.
   */
  chargeRefundedWebhook(intentId: string, options: { amountRefunded?: number; eventId?: string } = {}) {
    const intent = this.mustGet(intentId);
    const refund = this.addRefund(intent, options.amountRefunded ?? intent.amount);
    this.eventCounter += 1;
    const charge = {
      id: intent.latest_charge ?? `ch_${randomBytes(12).toString('hex')}`,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: refund.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: refund.amount >= intent.amount,
      refunds: { object: 'list', data: [refund], has_more: false },
    };
    const event = {
      id: options.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'charge.refunded',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: charge },
    };
    const payload = JSON.stringify(event);
    const signature = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: TEST_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
    });
    return { eventId: event.id, refundId: refund.id, payload, signature };
  }

  private addRefund(intent: DoubleIntent, amount: number): DoubleRefund {
    const refund: DoubleRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  private refundedOf(intentId: string): number {
    return [...this.refunds.values()].filter((r) => r.payment_intent === intentId).reduce((n, r) => n + r.amount, 0);
  }

  private mustGet(id: string): DoubleIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    return intent;
  }

  private publicIntent(intent: DoubleIntent, expandCharge: boolean) {
    const { card, ...rest } = intent;
    const charge =
      expandCharge && intent.latest_charge
        ? {
            id: intent.latest_charge,
            object: 'charge',
            amount: intent.amount,
            currency: intent.currency,
            payment_method_details: { type: 'card', card: card ? { brand: card.brand, last4: card.last4 } : null },
          }
        : intent.latest_charge;
    return { ...rest, latest_charge: charge };
  }

  private send(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  }

  private error(res: http.ServerResponse, status: number, code: string, message: string): void {
    this.send(res, status, { error: { type: 'invalid_request_error', code, message } });
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => void Promise.resolve(this.beforeAnswer?.()).then(() => this.answer(req, res, body)));
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
    const url = new URL(req.url ?? '/', this.url);
    const idempotencyKey = req.headers['idempotency-key'];
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
    });
    if (this.hang) return;
    if (this.down) return this.error(res, 503, 'api_error', 'Stripe is down (double).');
    if (req.headers.authorization !== `Bearer ${TEST_STRIPE_KEYS.STRIPE_SECRET_KEY}`) {
      return this.send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const form = parseForm(body);
    const expand = [...url.searchParams.entries()].some(([k, v]) => k.startsWith('expand') && v === 'latest_charge');
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
      const replay = key ? this.idempotent.get(key) : undefined;
      if (replay) return this.send(res, 200, this.publicIntent(this.mustGet(replay), false));
      const metadata = (form.metadata ?? {}) as Record<string, string>;
      const intent = this.createIntent({
        amount: Number(form.amount),
        currency: String(form.currency),
        ...(metadata.orderId ? { orderId: metadata.orderId } : {}),
      });
      intent.metadata = metadata;
      intent.description = typeof form.description === 'string' ? form.description : null;
      if (key) this.idempotent.set(key, intent.id);
      return this.send(res, 200, this.publicIntent(intent, false));
    }
    if (req.method === 'GET' && one?.[1]) {
      const intent = this.intents.get(one[1]);
      if (!intent) return this.error(res, 404, 'resource_missing', `No such payment_intent: '${one[1]}'`);
      return this.send(res, 200, this.publicIntent(intent, expand));
    }
    if (req.method === 'POST' && cancel?.[1]) {
      const intent = this.intents.get(cancel[1]);
      if (!intent) return this.error(res, 404, 'resource_missing', `No such payment_intent: '${cancel[1]}'`);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return this.error(
          res,
          400,
          'payment_intent_unexpected_state',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        );
      }
      intent.status = 'canceled';
      return this.send(res, 200, this.publicIntent(intent, false));
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
      const replay = key ? this.idempotent.get(key) : undefined;
      const replayed = replay ? this.refunds.get(replay) : undefined;
      if (replayed) return this.send(res, 200, replayed);
      if (this.refundFailures > 0) {
        this.refundFailures -= 1;
        return this.send(res, 402, {
          error: { type: 'card_error', code: 'expired_or_canceled_card', message: 'The refund failed (double).' },
        });
      }
      const intentId = typeof form.payment_intent === 'string' ? form.payment_intent : '';
      const intent = this.intents.get(intentId);
      if (!intent) return this.error(res, 404, 'resource_missing', `No such payment_intent: '${intentId}'`);
      if (intent.status !== 'succeeded') {
        return this.error(res, 400, 'charge_not_refundable', 'This PaymentIntent has no successful charge.');
      }
      const amount = form.amount === undefined ? intent.amount - this.refundedOf(intent.id) : Number(form.amount);
      if (amount <= 0 || this.refundedOf(intent.id) + amount > intent.amount) {
        return this.error(res, 400, 'charge_already_refunded', 'This charge has already been refunded.');
      }
      const refund = this.addRefund(intent, amount);
      if (key) this.idempotent.set(key, refund.id);
      return this.send(res, 200, refund);
    }
    return this.error(res, 404, 'resource_missing', `Unrecognized request URL (${req.method} ${url.pathname}).`);
  }
}
