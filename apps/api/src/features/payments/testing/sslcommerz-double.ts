// A local test double of SSLCommerz's session, gateway page, validation, transaction query, refund
// and refund query APIs, for tests that point the store at it (SSLCOMMERZ_API_BASE). It listens on
// 127.0.0.1, on the first free port of 12120-12129 (or the port asked for: the browser tests).
// Tests play the buyer's part with pay()/fail(), or a browser presses the buttons of its gateway page,
// which sends the browser back to the store's success, fail or cancel URL with the form SSLCommerz posts.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const SSLCOMMERZ_DOUBLE_PORTS = Array.from({ length: 10 }, (_, i) => 12120 + i);
export const TEST_SSLCOMMERZ = {
  SSLCOMMERZ_STORE_ID: 'teststore0001',
  SSLCOMMERZ_STORE_PASSWORD: 'teststore0001@ssl',
} as const;

export interface DoubleSession {
  sessionKey: string;
  tranId: string;
  /** "1250.50" as posted. */
  totalAmount: string;
  currency: string;
  fields: Record<string, string>;
}

/** What the validation API answers for a val_id (tests may change it to forge a mismatch). */
export interface DoubleValidation {
  status: string;
  tran_id: string;
  val_id: string;
  amount: string;
  currency: string;
  currency_type: string;
  currency_amount: string;
  bank_tran_id: string;
  card_type: string;
  card_brand: string;
  store_id: string;
  value_a: string;
  /** Times the validation API was asked about it. */
  asked: number;
}

export interface DoubleRefund {
  refund_ref_id: string;
  bank_tran_id: string;
  amount: string;
  refe_id: string;
  status: 'processing' | 'refunded' | 'cancelled';
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class SslcommerzDouble {
  readonly sessions = new Map<string, DoubleSession>();
  readonly validations = new Map<string, DoubleValidation>();
  readonly refunds = new Map<string, DoubleRefund>();
  readonly requests: { method: string; path: string; query: Record<string, string> }[] = [];
  /** While true, every API call answers 503. */
  down = false;
  /** While true, the validation API never answers (a hang: the store's timeout must end it). */
  hangValidation = false;
  /** The next session calls answer FAILED. */
  sessionFailures = 0;
  /** The next refund calls answer status failed. */
  refundFailures = 0;
  private readonly hanging = new Set<http.ServerResponse>();

  private constructor(
    private readonly server: http.Server,
    readonly port: number,
  ) {}

  static async start(port?: number): Promise<SslcommerzDouble> {
    for (const candidate of port === undefined ? SSLCOMMERZ_DOUBLE_PORTS : [port]) {
      const server = http.createServer();
      const ok = await new Promise<boolean>((resolve) => {
        server.once('error', () => resolve(false));
        server.listen(candidate, '127.0.0.1', () => resolve(true));
      });
      if (!ok) continue;
      const double = new SslcommerzDouble(server, (server.address() as AddressInfo).port);
      server.on('request', (req, res) => {
        double.handle(req, res).catch(() => {
          res.statusCode = 500;
          res.end();
        });
      });
      return double;
    }
    throw new Error('no free port for the SSLCommerz double');
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Environment for buildTestApp: SSLCommerz (and cash on delivery) pointed at this double. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      PAYMENT_PROVIDERS: 'sslcommerz,cod',
      ...TEST_SSLCOMMERZ,
      SSLCOMMERZ_API_BASE: this.url,
      PUBLIC_URL: 'http://store.test',
      // Short, so that the tests of a hanging API end soon; long enough for a loaded machine's answers.
      SSLCOMMERZ_TIMEOUT_MS: '1500',
      ...extra,
    };
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  sessionOf(tranId: string): DoubleSession | undefined {
    return [...this.sessions.values()].find((s) => s.tranId === tranId);
  }

  /**
   * The buyer paid on the gateway page: a validation record for the session, and the form SSLCommerz
   * posts to the success URL and the IPN (val_id, tran_id and a few fields a forger could change).
   */
  pay(tranId: string, overrides: Partial<DoubleValidation> = {}): Record<string, string> {
    const session = this.sessionOf(tranId);
    if (!session) throw new Error(`no session for ${tranId}`);
    const valId = `${new Date().toISOString().slice(2, 10).replaceAll('-', '')}${randomBytes(8).toString('hex')}`;
    const validation: DoubleValidation = {
      status: 'VALID',
      tran_id: tranId,
      val_id: valId,
      amount: session.totalAmount,
      currency: 'BDT',
      currency_type: session.currency,
      currency_amount: session.totalAmount,
      bank_tran_id: `B${randomBytes(8).toString('hex')}`,
      card_type: 'BKASH-BKash',
      card_brand: 'MOBILEBANKING',
      store_id: session.fields.store_id ?? '',
      value_a: session.fields.value_a ?? '',
      asked: 0,
      ...overrides,
    };
    this.validations.set(valId, validation);
    return {
      status: 'VALID',
      val_id: valId,
      tran_id: tranId,
      amount: validation.amount,
      currency: 'BDT',
      store_amount: validation.amount,
      card_type: validation.card_type,
    };
  }

  private json(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private credentialsOk(params: Record<string, string>): boolean {
    return (
      params.store_id === TEST_SSLCOMMERZ.SSLCOMMERZ_STORE_ID &&
      params.store_passwd === TEST_SSLCOMMERZ.SSLCOMMERZ_STORE_PASSWORD
    );
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const query = Object.fromEntries(url.searchParams);
    const body = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(await readBody(req))) : {};
    this.requests.push({ method: req.method ?? '', path: url.pathname, query });

    // The gateway page and its buttons (what a browser sees): never "down".
    const gateway = /^\/gateway\/([A-Za-z0-9]+)(?:\/(pay|fail|cancel))?$/.exec(url.pathname);
    if (gateway?.[1]) return this.gatewayPage(req, res, gateway[1], gateway[2]);

    if (this.down) return this.json(res, 503, { status: 'FAILED', failedreason: 'down' });

    if (url.pathname === '/gwprocess/v4/api.php' && req.method === 'POST') {
      if (!this.credentialsOk(body))
        return this.json(res, 200, { status: 'FAILED', failedreason: 'Store Credential Error' });
      if (this.sessionFailures > 0) {
        this.sessionFailures -= 1;
        return this.json(res, 200, { status: 'FAILED', failedreason: 'refused by the double' });
      }
      const sessionKey = randomBytes(16).toString('hex').toUpperCase();
      this.sessions.set(sessionKey, {
        sessionKey,
        tranId: body.tran_id ?? '',
        totalAmount: body.total_amount ?? '',
        currency: body.currency ?? '',
        fields: body,
      });
      return this.json(res, 200, {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: sessionKey,
        GatewayPageURL: `${this.url}/gateway/${sessionKey}`,
      });
    }

    if (url.pathname === '/validator/api/validationserverAPI.php' && req.method === 'GET') {
      if (this.hangValidation) {
        this.hanging.add(res);
        return;
      }
      if (!this.credentialsOk(query)) return this.json(res, 200, { status: 'INVALID_TRANSACTION' });
      const validation = this.validations.get(query.val_id ?? '');
      if (!validation) return this.json(res, 200, { status: 'INVALID_TRANSACTION' });
      validation.asked += 1;
      const { asked, ...answer } = validation;
      // SSLCommerz answers VALIDATED once a val_id was validated before.
      return this.json(res, 200, {
        ...answer,
        status: asked > 1 && answer.status === 'VALID' ? 'VALIDATED' : answer.status,
      });
    }

    if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php' && req.method === 'GET') {
      if (!this.credentialsOk(query)) return this.json(res, 200, { APIConnect: 'INVALID_REQUEST' });
      if (query.refund_ref_id) {
        const refund = this.refunds.get(query.refund_ref_id);
        if (!refund) return this.json(res, 200, { APIConnect: 'DONE', status: 'invalid_refund_id' });
        return this.json(res, 200, { APIConnect: 'DONE', refund_ref_id: refund.refund_ref_id, status: refund.status });
      }
      if (query.bank_tran_id) {
        if (this.refundFailures > 0) {
          this.refundFailures -= 1;
          return this.json(res, 200, { APIConnect: 'DONE', status: 'failed', errorReason: 'refused by the double' });
        }
        const known = [...this.validations.values()].some((v) => v.bank_tran_id === query.bank_tran_id);
        if (!known)
          return this.json(res, 200, { APIConnect: 'DONE', status: 'failed', errorReason: 'unknown bank_tran_id' });
        const refundRefId = `R${randomBytes(8).toString('hex')}`;
        this.refunds.set(refundRefId, {
          refund_ref_id: refundRefId,
          bank_tran_id: query.bank_tran_id,
          amount: query.refund_amount ?? '',
          refe_id: query.refe_id ?? '',
          status: 'processing',
        });
        return this.json(res, 200, {
          APIConnect: 'DONE',
          bank_tran_id: query.bank_tran_id,
          trans_id: '',
          refund_ref_id: refundRefId,
          status: 'success',
          errorReason: '',
        });
      }
      const element = [...this.validations.values()]
        .filter((v) => v.tran_id === query.tran_id)
        .map(({ asked: _asked, ...v }) => v);
      return this.json(res, 200, { APIConnect: 'DONE', no_of_trans_found: element.length, element });
    }

    return this.json(res, 404, { status: 'FAILED', failedreason: 'not found' });
  }

  /**
   * GET /gateway/{key}: a page with Pay, Fail and Cancel. Each button posts here; the double answers
   * 307 to the store's URL, so the browser posts SSLCommerz's form (val_id, tran_id…) to the store.
   */
  private gatewayPage(req: http.IncomingMessage, res: http.ServerResponse, key: string, action: string | undefined) {
    const session = this.sessions.get(key);
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('unknown session');
      return;
    }
    if (req.method === 'POST' && action) {
      if (action === 'pay') {
        // The body the browser re-posts is the page's own form: make its val_id valid now.
        const form = this.pay(session.tranId);
        this.pendingForms.set(key, form);
      }
      res.writeHead(303, { location: `${this.url}/gateway/${key}/${action}` });
      res.end();
      return;
    }
    if (req.method === 'GET' && action) {
      // An auto-posting form, as SSLCommerz's own page does, to the store's URL.
      const target =
        action === 'pay'
          ? session.fields.success_url
          : action === 'fail'
            ? session.fields.fail_url
            : session.fields.cancel_url;
      const fields =
        action === 'pay'
          ? (this.pendingForms.get(key) ?? {})
          : { status: action === 'fail' ? 'FAILED' : 'CANCELLED', tran_id: session.tranId };
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>SSLCommerz (test double)</title></head><body>` +
          `<form id="back" method="post" action="${escapeHtml(target ?? '')}">${inputs}` +
          `<button type="submit">Return to the store</button></form>` +
          `<script>document.getElementById('back').submit()</script></body></html>`,
      );
      return;
    }
    const button = (name: string, label: string) =>
      `<form method="post" action="/gateway/${key}/${name}"><button type="submit">${label}</button></form>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>SSLCommerz (test double)</title></head><body><main>` +
        `<h1>SSLCommerz test gateway</h1><p>Amount: ${escapeHtml(session.totalAmount)} ${escapeHtml(session.currency)}</p>` +
        `${button('pay', 'Pay with bKash')}${button('fail', 'Fail payment')}${button('cancel', 'Cancel payment')}` +
        `</main></body></html>`,
    );
  }

  private readonly pendingForms = new Map<string, Record<string, string>>();
}
