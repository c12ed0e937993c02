// A stand-in for SSL Wireless's ISMS Plus API in tests: a real HTTP server at SSLWIRELESS_API_BASE that
// records the messages it takes, refuses a repeated csms_id as the gateway does, and fails when told to.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoubleMessage {
  msisdn: string;
  sms: string;
  csmsId: string;
  referenceId: string;
}

export interface SslWirelessDouble {
  /** http://127.0.0.1:port: the SSLWIRELESS_API_BASE that points the store at it. */
  url: string;
  apiToken: string;
  sid: string;
  /** The messages it took, each once. */
  messages: DoubleMessage[];
  /** Every send-sms call, repeats and refusals included. */
  calls: number;
  /**
   * The next `count` calls fail: `http` with a 503, `refused` with a FAILED answer, `lost` take the message
   * and then break the connection (the answer never arrives).
   */
  failNext(count: number, how?: 'http' | 'refused' | 'lost'): void;
  close(): Promise<void>;
}

/** A field of the request as text ('' when absent or not text). */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

export async function startSslWirelessDouble(): Promise<SslWirelessDouble> {
  const apiToken = 'test-sslwireless-token';
  const sid = 'TESTSID';
  const failures: ('http' | 'refused' | 'lost')[] = [];
  const double: Omit<SslWirelessDouble, 'url' | 'close'> = {
    apiToken,
    sid,
    messages: [],
    calls: 0,
    failNext: (count, how = 'http') => failures.push(...Array<typeof how>(count).fill(how)),
  };
  const server = createServer((request, response) => {
    void (async () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/api/v3/send-sms') return answer(404, { status: 'FAILED' });
      const body = await readJson(request);
      double.calls += 1;
      const failure = failures.shift();
      if (failure === 'http') return answer(503, { status: 'FAILED', error_message: 'Service unavailable' });
      const failed = (code: number, message: string) =>
        answer(200, { status: 'FAILED', status_code: code, error_message: message, smsinfo: [] });
      if (failure === 'refused') return failed(4000, 'Gateway is busy');
      if (body.api_token !== apiToken || body.sid !== sid) return failed(4001, 'Invalid api_token or sid');
      const csmsId = text(body.csms_id);
      const msisdn = text(body.msisdn);
      if (!/^8801[3-9]\d{8}$/.test(msisdn)) return failed(4002, 'Invalid msisdn');
      if (csmsId === '' || csmsId.length > 20) return failed(4003, 'Invalid csms_id');
      if (double.messages.some((m) => m.csmsId === csmsId)) return failed(4025, 'Duplicate csms_id');
      const message = { msisdn, sms: text(body.sms), csmsId, referenceId: `ref-${double.messages.length + 1}` };
      double.messages.push(message);
      if (failure === 'lost') {
        request.socket.destroy();
        return;
      }
      answer(200, {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn,
            sms_type: 'EN',
            sms_body: message.sms,
            csms_id: csmsId,
            reference_id: message.referenceId,
          },
        ],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(double, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
