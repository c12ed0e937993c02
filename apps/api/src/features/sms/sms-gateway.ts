// What the delivery job needs of an SMS gateway; SSL Wireless is the one the store uses (decision 223).

export interface SmsToSend {
  /** +8801XXXXXXXXX */
  to: string;
  body: string;
  /** Ours, the same on every attempt: the gateway refuses a repeat, so a retry never sends twice. */
  messageId: string;
}

export interface SmsSent {
  /** The gateway's reference for the message; null when it refused a repeat of one it had already taken. */
  reference: string | null;
}

export interface SmsGateway {
  /** Resolves once the gateway took the message; throws when it did not (the job retries). */
  send(message: SmsToSend): Promise<SmsSent>;
}

export class SmsGatewayError extends Error {
  override name = 'SmsGatewayError';
}
