import { afterEach, beforeEach, expect, it } from 'vitest';
import { type SilentServer, startSilentServer } from '../../../test/silent-server.ts';
import { createSmtpTransport } from './mail-transport.ts';

let silent: SilentServer;
beforeEach(async () => {
  silent = await startSilentServer();
});
afterEach(async () => {
  await silent.close();
});

it('fails a send once SMTP_TIMEOUT_MS has passed when the SMTP server never greets (the outbox retries it)', async () => {
  const transport = createSmtpTransport(`smtp://127.0.0.1:${silent.port}`, 300)!;
  const started = Date.now();
  await expect(
    transport.send({
      from: 'store@example.com',
      to: 'buyer@example.com',
      subject: 'Your order',
      text: 'Thank you.',
      html: '<p>Thank you.</p>',
      messageId: '<timeout-test@example.com>',
    }),
    // The greeting and socket timers both run SMTP_TIMEOUT_MS; on a busy machine either may fire first.
  ).rejects.toThrow(/Greeting never received|Timeout/);
  // Far below nodemailer's own greeting limit (30 s) and the store's former 10 s.
  expect(Date.now() - started).toBeLessThan(5000);
  transport.close();
});
