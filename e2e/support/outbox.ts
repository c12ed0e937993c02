// The store's outbox as an admin reads it (the e2e server runs without SMTP_URL, so every message is
// kept there).
import { API_PATHS } from '@store/shared/api-paths';
import type { OutboxMessage, OutboxPage } from '@store/shared/schemas';
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
