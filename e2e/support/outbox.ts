// The store's outboxes as an admin reads them (the e2e server runs without SMTP_URL and without an SMS
// gateway, so every email and text message is kept there).
import { API_PATHS } from '@store/shared/api-paths';
import type { OutboxMessage, OutboxPage } from '@store/shared/schemas';
import type { SmsOutboxEntry, SmsOutboxPage } from '@store/shared/sms';
import { apiPath, E2E_ADMIN, expect } from '../fixtures.ts';
import { signInForToken } from '../../scripts/api-session.ts';

/** The newest outbox message to `to` from `template`, rendered; waits up to 10 s for it. */
export async function latestMail(origin: string, to: string, template: string): Promise<OutboxMessage> {
  const { token } = await signInForToken(origin, E2E_ADMIN);
  const headers = { authorization: `Bearer ${token}`, origin };
  for (let attempt = 0; attempt < 40; attempt++) {
    const page = (await (await fetch(`${origin}${apiPath(API_PATHS.outbox)}`, { headers })).json()) as OutboxPage;
    const entry = page.items.find((m) => m.to === to && m.template === template);
    if (entry) {
      const one = await fetch(`${origin}${apiPath(API_PATHS.outboxMessage(entry.id))}`, { headers });
      expect(one.status, await one.clone().text()).toBe(200);
      return (await one.json()) as OutboxMessage;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${template} email to ${to} in the outbox`);
}

/** The newest text message to `to` (+8801XXXXXXXXX) from `template` written after `since`; waits up to 10 s. */
export async function latestSms(origin: string, to: string, template: string, since = ''): Promise<SmsOutboxEntry> {
  const { token } = await signInForToken(origin, E2E_ADMIN);
  const headers = { authorization: `Bearer ${token}`, origin };
  for (let attempt = 0; attempt < 40; attempt++) {
    const page = (await (await fetch(`${origin}${apiPath(API_PATHS.smsOutbox)}`, { headers })).json()) as SmsOutboxPage;
    const entry = page.items.find((m) => m.to === to && m.template === template && m.createdAt > since);
    if (entry) return entry;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${template} text message to ${to} in the SMS outbox`);
}
