// The way out: SMTP through nodemailer when SMTP_URL is set, else none (messages are kept in the outbox).
import nodemailer, { type SendMailOptions } from 'nodemailer';

/** `smtp://user:pass@host:port` or `smtps://…`; `timeoutMs` bounds connecting, greeting and each answer. */
export function createSmtpTransport(url: string | undefined, timeoutMs: number) {
  if (!url) return null;
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    // A server that does not answer must not hold a background job for minutes.
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail: SendMailOptions): Promise<void> {
      await transporter.sendMail(mail);
    },
    /** True when the SMTP server answers and accepts our login (GET /api/ready). */
    verify: (): Promise<boolean> => transporter.verify(),
    close: () => transporter.close(),
  };
}

export type MailTransport = NonNullable<ReturnType<typeof createSmtpTransport>>;
