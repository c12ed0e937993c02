// A small typed client of SSLCommerz's documented HTTP API: anything but a documented answer (checked
// with zod) throws ProviderUnavailableError, never a value that looks like an answer.
// NOTE: the store password travels in the query string of the GET calls, as SSLCommerz documents
// it; it is never logged (the URL is not put in any error message).
import { z } from 'zod';
import { ProviderUnavailableError } from '../../lib/payment-provider.ts';

export const SSLCOMMERZ_LIVE_BASE = 'https://securepay.sslcommerz.com';
export const SSLCOMMERZ_SANDBOX_BASE = 'https://sandbox.sslcommerz.com';

export const SSLCOMMERZ_PATHS = {
  session: '/gwprocess/v4/api.php',
  validation: '/validator/api/validationserverAPI.php',
  /** The transaction query, the refund API and the refund query share this path. */
  merchant: '/validator/api/merchantTransIDvalidationAPI.php',
} as const;

/** Taka as SSLCommerz writes it ("1250.50", or a number) → poisha; null when it is not an amount. */
export function parseTaka(value: string | number | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(\d{1,12})(?:\.(\d{1,4}))?$/.exec(text);
  if (!m?.[1]) return null;
  const fraction = (m[2] ?? '').padEnd(4, '0');
  // More than two decimals are accepted only when they are zeros ("1250.5000").
  if (fraction.slice(2) !== '00') return null;
  return Number(m[1]) * 100 + Number(fraction.slice(0, 2));
}

export const formatTaka = (poisha: number): string =>
  `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;

const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = text.nullish();

const SessionAnswer = z.object({
  status: z.string(),
  failedreason: z.string().nullish(),
  sessionkey: z.string().nullish(),
  GatewayPageURL: z.string().nullish(),
});

const ValidationAnswer = z.object({
  status: z.string(),
  tran_id: optionalText,
  val_id: optionalText,
  amount: optionalText,
  currency: optionalText,
  currency_type: optionalText,
  currency_amount: optionalText,
  bank_tran_id: optionalText,
  card_type: optionalText,
  card_brand: optionalText,
  store_id: optionalText,
});
export type SslcommerzValidation = z.infer<typeof ValidationAnswer>;

const TransactionElement = ValidationAnswer.omit({ store_id: true });
export type SslcommerzTransaction = z.infer<typeof TransactionElement>;

const TransactionQueryAnswer = z.object({
  APIConnect: z.string(),
  no_of_trans_found: optionalText,
  element: z.array(TransactionElement).nullish(),
});

const RefundAnswer = z.object({
  APIConnect: z.string(),
  bank_tran_id: optionalText,
  trans_id: optionalText,
  refund_ref_id: optionalText,
  status: z.string().nullish(),
  errorReason: z.string().nullish(),
});

const RefundQueryAnswer = RefundAnswer.pick({ APIConnect: true, refund_ref_id: true, status: true, errorReason: true });

export interface SessionRequest {
  tranId: string;
  /** Poisha. */
  amount: number;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  customer: { name: string; email: string; phone: string; address: string };
  productName: string;
  /** Carried back in the validation answer (value_a): the order id. */
  orderId: string;
}

const cut = (value: string, max: number): string => (value.length > max ? value.slice(0, max) : value);

/** `baseUrl`: SSLCommerz's own API root: live, sandbox, or a local double (tests). */
export function createSslcommerzClient(options: {
  storeId: string;
  storePassword: string;
  baseUrl: string;
  timeoutMs: number;
}) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const credentials = { store_id: options.storeId, store_passwd: options.storePassword };

  async function call<T>(schema: z.ZodType<T>, url: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      body = await response.json();
    } catch (error) {
      throw new ProviderUnavailableError(error);
    }
    if (!response.ok) throw new ProviderUnavailableError(new Error(`SSLCommerz answered HTTP ${response.status}`));
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ProviderUnavailableError(new Error('SSLCommerz answered in an unexpected shape'));
    return parsed.data;
  }

  const get = <T>(schema: z.ZodType<T>, path: string, params: Record<string, string>) =>
    call(schema, `${base}${path}?${new URLSearchParams({ ...params, ...credentials, format: 'json' }).toString()}`);

  return {
    async createSession(
      request: SessionRequest,
    ): Promise<{ ok: true; gatewayUrl: string } | { ok: false; reason: string }> {
      const form = new URLSearchParams({
        ...credentials,
        total_amount: formatTaka(request.amount),
        currency: 'BDT',
        tran_id: request.tranId,
        success_url: request.successUrl,
        fail_url: request.failUrl,
        cancel_url: request.cancelUrl,
        ipn_url: request.ipnUrl,
        cus_name: cut(request.customer.name, 50),
        cus_email: cut(request.customer.email, 50),
        cus_add1: cut(request.customer.address, 50),
        cus_city: 'Bangladesh',
        cus_country: 'Bangladesh',
        cus_phone: cut(request.customer.phone, 20),
        shipping_method: 'NO',
        num_of_item: '1',
        product_name: cut(request.productName, 255),
        product_category: 'Bicycle parts',
        product_profile: 'physical-goods',
        value_a: request.orderId,
      });
      const answer = await call(SessionAnswer, `${base}${SSLCOMMERZ_PATHS.session}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      if (
        answer.status.toUpperCase() === 'SUCCESS' &&
        answer.GatewayPageURL &&
        /^https?:\/\//.test(answer.GatewayPageURL)
      ) {
        return { ok: true, gatewayUrl: answer.GatewayPageURL };
      }
      return { ok: false, reason: answer.failedreason ?? answer.status };
    },
    validate: (valId: string) => get(ValidationAnswer, SSLCOMMERZ_PATHS.validation, { val_id: valId, v: '1' }),
    /** Every attempt SSLCommerz knows for our transaction id (an empty list when none). */
    async queryTransaction(tranId: string) {
      const answer = await get(TransactionQueryAnswer, SSLCOMMERZ_PATHS.merchant, { tran_id: tranId });
      if (answer.APIConnect !== 'DONE')
        throw new ProviderUnavailableError(new Error(`APIConnect ${answer.APIConnect}`));
      return answer.element ?? [];
    },
    async refund(request: { bankTranId: string; amount: number; remarks: string; referenceId: string }) {
      // NOTE: APIConnect other than DONE (INVALID_REQUEST, INACTIVE, FAILED) is the caller's to judge.
      return get(RefundAnswer, SSLCOMMERZ_PATHS.merchant, {
        bank_tran_id: request.bankTranId,
        refund_amount: formatTaka(request.amount),
        refund_remarks: request.remarks,
        refe_id: request.referenceId,
        v: '1',
      });
    },
    async queryRefund(refundRefId: string) {
      const answer = await get(RefundQueryAnswer, SSLCOMMERZ_PATHS.merchant, { refund_ref_id: refundRefId });
      if (answer.APIConnect !== 'DONE')
        throw new ProviderUnavailableError(new Error(`APIConnect ${answer.APIConnect}`));
      return answer;
    },
  };
}
