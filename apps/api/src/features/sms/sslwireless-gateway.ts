// SSL Wireless ISMS Plus API v3: POST {base}/api/v3/send-sms with the token in the JSON body (never in a URL).
import { z } from 'zod';
import { type SmsGateway, SmsGatewayError, type SmsSent, type SmsToSend } from './sms-gateway.ts';

export interface SslWirelessSettings {
  apiToken: string;
  sid: string;
  /** https://smsplus.sslwireless.com, or a test double's address. */
  apiBase: string;
  timeoutMs: number;
}

const AnswerSchema = z.object({
  status: z.string(),
  status_code: z.union([z.number(), z.string()]).optional(),
  error_message: z.string().nullish(),
  smsinfo: z
    .array(
      z.object({
        sms_status: z.string().nullish(),
        status_message: z.string().nullish(),
        reference_id: z.union([z.string(), z.number()]).nullish(),
      }),
    )
    .nullish(),
});

// NOTE: the gateway's wording of a refused repeat is not in its public documentation; any refusal naming a
// duplicate csms_id counts as "taken before", which is what a repeat of our id means.
const isRepeatRefusal = (message: string): boolean => /duplicate|already/i.test(message);

/** 8801XXXXXXXXX, as the gateway's msisdn is written. */
const msisdnOf = (to: string): string => to.replace(/^\+/, '');

export function createSslWirelessGateway(settings: SslWirelessSettings): SmsGateway {
  const url = `${settings.apiBase.replace(/\/+$/, '')}/api/v3/send-sms`;
  return {
    async send({ to, body, messageId }: SmsToSend): Promise<SmsSent> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_token: settings.apiToken,
          sid: settings.sid,
          msisdn: msisdnOf(to),
          sms: body,
          csms_id: messageId,
        }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) throw new SmsGatewayError(`SSL Wireless answered HTTP ${response.status}`);
      const parsed = AnswerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new SmsGatewayError('SSL Wireless gave an answer that is not its JSON');
      const answer = parsed.data;
      const info = answer.smsinfo?.[0];
      if (answer.status === 'SUCCESS' && (info?.sms_status ?? 'SUCCESS') === 'SUCCESS') {
        return { reference: info?.reference_id == null ? null : String(info.reference_id) };
      }
      const reason =
        answer.error_message || info?.status_message || `status ${String(answer.status_code ?? answer.status)}`;
      if (isRepeatRefusal(reason)) return { reference: null };
      throw new SmsGatewayError(`SSL Wireless refused the message: ${reason}`);
    },
  };
}
