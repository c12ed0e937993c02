// A real SMTP server for tests (smtp-server on 127.0.0.1), parsing what it receives with mailparser.
// stop() and start() again on the same port stand for a mail server that goes away and comes back.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  messages: ParsedMail[];
  /** Envelope recipients of each message, in arrival order. */
  envelopes: string[][];
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const envelopes: string[][] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === 'store' && auth.password === 'secret') callback(null, { user: auth.username });
          else callback(new Error('Invalid username or password'));
        },
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((mail) => {
              messages.push(mail);
              envelopes.push(session.envelope.rcptTo.map((r) => r.address));
              callback();
            })
            .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
        },
      });
      s.on('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.server.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  await listen();
  return {
    url: `smtp://store:secret@127.0.0.1:${port}`,
    messages,
    envelopes,
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = undefined;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start: listen,
  };
}
