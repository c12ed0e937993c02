// The one-time sign-in code's text message (accounts/phone-sign-in.ts): written to the outbox with its
// delivery job, like an order's, so the admins' outbox shows it and the same job sends or holds it.
import { randomBytes } from 'node:crypto';
import type { Locale } from '@store/shared/i18n/locales';
import { countSmsSegments } from '@store/shared/sms';
import { SIGN_IN_CODE_SMS_TEMPLATE, signInCodeSmsText } from '@store/shared/sms/sign-in-code-sms';
import { enqueueJob } from '../../background/job-runner.ts';
import type { DB } from '../../db/database.ts';
import { insertSms } from './sms.repository.ts';
import { SMS_MAX_ATTEMPTS } from './sms.service.ts';

// NOTE: the delivery job's kind, as sms.service.ts registers it. Its attempts are the orders' too: the job
// marks a message failed only at SMS_MAX_ATTEMPTS, so that the outbox never shows a dead message as queued.
const SMS_SEND_JOB = 'sms.send';

/** Writes the code's message and its job in one transaction; returns the message's id. */
export async function queueSignInCodeSms(
  db: DB,
  message: { recipient: string; code: string; locale: Locale },
  at = new Date(),
): Promise<string> {
  const id = randomBytes(10).toString('hex');
  const body = signInCodeSmsText(message.locale, message.code);
  await db.transaction().execute(async (trx) => {
    await insertSms(trx, {
      id,
      template: SIGN_IN_CODE_SMS_TEMPLATE,
      recipient: message.recipient,
      locale: message.locale,
      body,
      segments: countSmsSegments(body).segments,
      orderId: null,
      createdAt: at.toISOString(),
    });
    await enqueueJob(trx, SMS_SEND_JOB, { id }, at, { id: `sms-${id}`, maxAttempts: SMS_MAX_ATTEMPTS });
  });
  return id;
}
