// Text messages stay inside this feature; order changes write theirs with queueOrderSms in their own transactions.
import type { Config } from '../../config.ts';
import type { SmsGateway } from './sms-gateway.ts';
import { createSslWirelessGateway } from './sslwireless-gateway.ts';

export { queueSignInCodeSms } from './sign-in-code-sms.ts';
export { smsRoutes } from './sms.routes.ts';
export {
  queueSms,
  queueOrderSms,
  queuePlacedOrderSms,
  registerSmsDelivery,
  smsChangeOfTransition,
  type OrderSmsChange,
} from './sms.service.ts';

/** The configured gateway; null without SSLWIRELESS_API_TOKEN and SSLWIRELESS_SID (messages are held). */
export function createSmsGateway(config: Config): SmsGateway | null {
  if (!config.SSLWIRELESS_API_TOKEN || !config.SSLWIRELESS_SID) return null;
  return createSslWirelessGateway({
    apiToken: config.SSLWIRELESS_API_TOKEN,
    sid: config.SSLWIRELESS_SID,
    apiBase: config.SSLWIRELESS_API_BASE,
    timeoutMs: config.SSLWIRELESS_TIMEOUT_MS,
  });
}
