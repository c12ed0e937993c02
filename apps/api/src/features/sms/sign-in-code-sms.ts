// The one-time sign-in code's text message (accounts/phone-sign-in.ts): written to the outbox with its
// delivery job, like an order's, so the admins' outbox shows it and the same job sends or holds it (and
// gives up once the code has expired).
import type { Locale } from '@store/shared/i18n/locales';
import { SIGN_IN_CODE_SMS_TEMPLATE, signInCodeSmsText } from '@store/shared/sms/sign-in-code-sms';
import type { DB } from '../../db/database.ts';
import { queueSms } from './sms.service.ts';

/** Writes the code's message and its job in one transaction; returns the message's id. */
export async function queueSignInCodeSms(
  db: DB,
  message: { recipient: string; code: string; locale: Locale },
  at = new Date(),
): Promise<string> {
  const body = signInCodeSmsText(message.locale, message.code);
  return db.transaction().execute((trx) =>
    queueSms(
      trx,
      {
        template: SIGN_IN_CODE_SMS_TEMPLATE,
        recipient: message.recipient,
        locale: message.locale,
        body,
        orderId: null,
      },
      at,
    ),
  );
}
