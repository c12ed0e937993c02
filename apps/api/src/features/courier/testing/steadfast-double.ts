// A local test double of Steadfast's merchant API (create_order, status_by_cid, status_by_invoice), for
// tests that point the store at it (STEADFAST_API_BASE). It listens on 127.0.0.1 (any free port unless
// one is asked for), records every call, can be told to refuse, fail or lose its answer, and can send
// Steadfast's webhook to a URL, as its servers do when a parcel's state changes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_STEADFAST = {
  STEADFAST_API_KEY: 'test-api-key-0001',
  STEADFAST_SECRET_KEY: 'test-secret-key-0001',
  STEADFAST_WEBHOOK_TOKEN: 'test-webhook-token-0001',
} as const;

export interface DoubleConsignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string;
  item_description: string;
  status: string;
}

export interface DoubleCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

/** A JSON field as text ('' when it is not a string or a number). */
const textOf = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class SteadfastDouble {
  readonly consignments = new Map<number, DoubleConsignment>();
  readonly calls: DoubleCall[] = [];
  /** While true, every call answers 503. */
  down = false;
  /** The next create_order calls are refused with this message (status 400 in the body). */
  refusals: string[] = [];
  /** The next create_order calls book the parcel and then drop the connection (the answer is lost). */
  lostAnswers = 0;
  /** Held create_order answers: `releaseHeld()` lets them go (two bookings at once). */
  holdBookings = false;
  private held: (() => void)[] = [];
  private nextId = 1_424_100;

  private constructor(
    private readonly server: http.Server,
    readonly port: number,
  ) {}

  static async start(port = 0): Promise<SteadfastDouble> {
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const double = new SteadfastDouble(server, (server.address() as AddressInfo).port);
    server.on('request', (req, res) => {
      double.handle(req, res).catch(() => {
        res.statusCode = 500;
        res.end();
      });
    });
    return double;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/api/v1`;
  }

  /** Environment for buildTestApp: Steadfast pointed at this double. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      COURIER: 'steadfast',
      ...TEST_STEADFAST,
      STEADFAST_API_BASE: this.url,
      // Short, so that a lost answer ends soon; long enough for a loaded machine's answers.
      COURIER_TIMEOUT_MS: '3000',
      ...extra,
    };
  }

  async close(): Promise<void> {
    this.releaseHeld();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Lets the held create_order answers go. */
  releaseHeld(): void {
    const held = this.held;
    this.held = [];
    for (const release of held) release();
  }

  /** Resolves once `n` create_order calls are held. */
  async waitForHeld(n: number): Promise<void> {
    while (this.held.length < n) await new Promise((resolve) => setImmediate(resolve));
  }

  callsTo(prefix: string): DoubleCall[] {
    return this.calls.filter((c) => c.path.startsWith(`/api/v1${prefix}`));
  }

  byInvoice(invoice: string): DoubleConsignment | undefined {
    return [...this.consignments.values()].find((c) => c.invoice === invoice);
  }

  /** Steadfast's webhook about a consignment, as its servers POST it; the store's answer. */
  async sendWebhook(
    url: string,
    body: Record<string, unknown>,
    token: string = TEST_STEADFAST.STEADFAST_WEBHOOK_TOKEN,
  ): Promise<{ status: number; body: unknown }> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  /** A delivery_status webhook body for the consignment in `status` (cod_amount: what was collected, in taka). */
  deliveryStatus(invoice: string, status: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
    const c = this.byInvoice(invoice);
    if (!c) throw new Error(`no consignment for ${invoice}`);
    c.status = status;
    return {
      notification_type: 'delivery_status',
      consignment_id: c.consignment_id,
      invoice: c.invoice,
      cod_amount: c.cod_amount,
      status,
      delivery_charge: 100,
      tracking_message: `Parcel ${status}`,
      updated_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
      ...extra,
    };
  }

  private json(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const text = await readBody(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    this.calls.push({ method: req.method ?? '', path, headers: req.headers, body });
    if (this.down) return this.json(res, 503, { message: 'Service Unavailable' });
    const keys = TEST_STEADFAST;
    if (req.headers['api-key'] !== keys.STEADFAST_API_KEY || req.headers['secret-key'] !== keys.STEADFAST_SECRET_KEY) {
      return this.json(res, 401, { status: 401, message: 'Unauthorized' });
    }
    if (req.method === 'POST' && path === '/api/v1/create_order') return this.createOrder(res, body ?? {});
    const byCid = /^\/api\/v1\/status_by_cid\/(\d+)$/.exec(path);
    if (req.method === 'GET' && byCid) {
      const c = this.consignments.get(Number(byCid[1]));
      if (!c) return this.json(res, 404, { status: 404, message: 'Consignment not found' });
      return this.json(res, 200, { status: 200, delivery_status: c.status });
    }
    const byInvoice = /^\/api\/v1\/status_by_invoice\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && byInvoice) {
      const c = this.byInvoice(decodeURIComponent(byInvoice[1] ?? ''));
      if (!c) return this.json(res, 404, { status: 404, message: 'Consignment not found' });
      return this.json(res, 200, { status: 200, delivery_status: c.status, consignment: c });
    }
    return this.json(res, 404, { status: 404, message: 'Not found' });
  }

  private async createOrder(res: http.ServerResponse, body: Record<string, unknown>): Promise<void> {
    const refusal = this.refusals.shift();
    if (refusal) return this.json(res, 200, { status: 400, message: refusal });
    const invoice = textOf(body.invoice);
    const phone = textOf(body.recipient_phone);
    const address = textOf(body.recipient_address);
    if (!/^01\d{9}$/.test(phone)) {
      return this.json(res, 422, {
        status: 400,
        errors: { recipient_phone: ['The recipient phone must be 11 digits.'] },
      });
    }
    if (address === '' || address.length > 250) {
      return this.json(res, 422, { status: 400, errors: { recipient_address: ['The recipient address is invalid.'] } });
    }
    if (this.byInvoice(invoice)) {
      return this.json(res, 422, { status: 400, errors: { invoice: ['The invoice has already been taken.'] } });
    }
    const id = this.nextId++;
    const consignment: DoubleConsignment = {
      consignment_id: id,
      invoice,
      tracking_code: `SF${id.toString(16).toUpperCase()}`,
      recipient_name: textOf(body.recipient_name),
      recipient_phone: phone,
      recipient_address: address,
      cod_amount: Number(body.cod_amount ?? 0),
      note: textOf(body.note),
      item_description: textOf(body.item_description),
      status: 'in_review',
    };
    this.consignments.set(id, consignment);
    if (this.lostAnswers > 0) {
      this.lostAnswers -= 1;
      res.socket?.destroy();
      return;
    }
    const answer = () =>
      this.json(res, 200, { status: 200, message: 'Consignment has been created successfully.', consignment });
    if (this.holdBookings) {
      this.held.push(answer);
      return;
    }
    answer();
  }
}
