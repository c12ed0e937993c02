// Playwright's global setup: serves Steadfast's double (apps/api/src/features/courier/testing) on
// E2E_STEADFAST_PORT (E2E_PORT + 2000 unless set) for the whole run, and beside it, one port up, a small
// control API the journeys call (they run in other processes than this one): POST /webhooks
// { consignmentId, status } makes the double send Steadfast's webhook about that parcel to the store.
import http from 'node:http';
import { SteadfastDouble } from '../../apps/api/src/features/courier/testing/steadfast-double.ts';

export const steadfastPorts = () => {
  const e2ePort = Number(process.env.E2E_PORT ?? 3200);
  const port = Number(process.env.E2E_STEADFAST_PORT ?? e2ePort + 2000);
  return { e2ePort, port, controlPort: port + 1 };
};

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

export default async function startSteadfastDouble(): Promise<() => Promise<void>> {
  const { e2ePort, port, controlPort } = steadfastPorts();
  const double = await SteadfastDouble.start(port);
  const webhookUrl = `http://127.0.0.1:${e2ePort}/api/courier/steadfast/webhook`;
  const control = http.createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/webhooks') return reply(404, { message: 'Not found' });
    readJson(req)
      .then(async ({ consignmentId, status }) => {
        const consignment = double.consignments.get(Number(consignmentId));
        if (!consignment || typeof status !== 'string') return reply(404, { message: 'No such consignment' });
        const sent = await double.sendWebhook(webhookUrl, double.deliveryStatus(consignment.invoice, status));
        reply(200, sent);
      })
      .catch((error: unknown) => reply(500, { message: String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    control.once('error', reject);
    control.listen(controlPort, '127.0.0.1', () => resolve());
  });
  return async () => {
    control.closeAllConnections();
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await double.close();
  };
}
