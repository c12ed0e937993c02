// Steadfast's merchant API (docs/decisions/222-courier-steadfast.md): JSON over HTTPS with the Api-Key and
// Secret-Key headers, every call with a timeout. A refusal (4xx, or an answer whose status is not 200)
// becomes CourierRefusedError with Steadfast's words; anything else that is not a documented answer
// becomes CourierUnavailableError. The keys are never put in an error message.
import { formatTakaNumber } from './courier-money.ts';
import {
  type BookedParcel,
  type CourierProvider,
  CourierRefusedError,
  CourierUnavailableError,
  type ParcelRequest,
} from './courier-provider.ts';
import { z } from 'zod';

export const STEADFAST_API_BASE = 'https://portal.packzy.com/api/v1';
export const STEADFAST_TRACKING_URL = 'https://steadfast.com.bd/t/';

interface SteadfastSettings {
  apiKey: string;
  secretKey: string;
  apiBase: string;
  timeoutMs: number;
}

const idText = z.union([z.string().min(1), z.number()]).transform(String);

const Consignment = z.object({
  consignment_id: idText,
  tracking_code: idText,
  status: z.string().nullish(),
});

const Answer = z
  .object({
    status: z.union([z.number(), z.string()]).optional(),
    message: z.string().nullish(),
    errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])).nullish(),
    consignment: Consignment.nullish(),
    delivery_status: z.string().nullish(),
  })
  .loose();
type Answer = z.infer<typeof Answer>;

/** Steadfast's reason: its message, else its first field error. */
function reasonOf(answer: Answer | null, httpStatus: number): string {
  const fieldError = Object.values(answer?.errors ?? {}).flat()[0];
  return answer?.message?.trim() || fieldError || `Steadfast refused the request (HTTP ${httpStatus})`;
}

const toBooked = (c: z.infer<typeof Consignment>, fallbackStatus: string): BookedParcel => ({
  consignmentId: c.consignment_id,
  trackingCode: c.tracking_code,
  courierStatus: c.status ?? fallbackStatus,
});

export function createSteadfastCourier(settings: SteadfastSettings): CourierProvider {
  const base = settings.apiBase.replace(/\/+$/, '');

  /** The answer of a call Steadfast accepted (HTTP 2xx and status 200); null for a 404 when `missingIsNull`. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, missingIsNull = false) {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          'Api-Key': settings.apiKey,
          'Secret-Key': settings.secretKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new CourierUnavailableError(`Steadfast did not answer: ${(error as Error).name}`);
    }
    if (res.status >= 500) throw new CourierUnavailableError(`Steadfast answered HTTP ${res.status}`);
    let parsed: Answer | null = null;
    try {
      const result = Answer.safeParse(await res.json());
      parsed = result.success ? result.data : null;
    } catch {
      parsed = null;
    }
    if (missingIsNull && res.status === 404) return null;
    if (res.status >= 400) throw new CourierRefusedError(reasonOf(parsed, res.status));
    if (!parsed) throw new CourierUnavailableError('Steadfast answered something unreadable');
    if (parsed.status !== undefined && Number(parsed.status) !== 200) {
      if (missingIsNull && Number(parsed.status) === 404) return null;
      throw new CourierRefusedError(reasonOf(parsed, Number(parsed.status)));
    }
    return parsed;
  }

  return {
    name: 'steadfast',
    displayName: 'Steadfast',
    trackingUrl: (code) => `${STEADFAST_TRACKING_URL}${encodeURIComponent(code)}`,

    async bookParcel(parcel: ParcelRequest) {
      const answer = await call('POST', '/create_order', {
        invoice: parcel.invoice,
        recipient_name: parcel.recipientName,
        recipient_phone: parcel.recipientPhone,
        recipient_address: parcel.recipientAddress,
        cod_amount: formatTakaNumber(parcel.codAmount),
        note: parcel.note,
        item_description: parcel.itemDescription,
      });
      if (!answer?.consignment)
        throw new CourierUnavailableError('Steadfast accepted the parcel without a consignment');
      return toBooked(answer.consignment, 'in_review');
    },

    async parcelStatus({ consignmentId }) {
      const answer = await call('GET', `/status_by_cid/${encodeURIComponent(consignmentId)}`);
      if (!answer?.delivery_status) throw new CourierUnavailableError('Steadfast answered without a delivery status');
      return { courierStatus: answer.delivery_status };
    },

    async findByInvoice(invoice) {
      const answer = await call('GET', `/status_by_invoice/${encodeURIComponent(invoice)}`, undefined, true);
      if (!answer) return null;
      // NOTE: a booking Steadfast knows but whose ids it does not repeat cannot be linked here.
      if (!answer.consignment) {
        if (!answer.delivery_status) return null;
        throw new CourierRefusedError(
          'Steadfast already has a parcel for this order but did not give its consignment: find it in the merchant panel',
        );
      }
      return toBooked(answer.consignment, answer.delivery_status ?? 'in_review');
    },
  };
}
