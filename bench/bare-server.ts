// The yardstick for the catalog and page routes: a bare Fastify server answering GET /bare/<name>
// (with any query, or /bare/<name>/<id>) with a constant body, the bytes a store route returned.
// Usage: node --import tsx bench/bare-server.ts <bodies.json>   (PORT from the environment)
import fs from 'node:fs';
import Fastify, { type FastifyReply } from 'fastify';

const bodiesFile = process.argv[2];
if (!bodiesFile) throw new Error('usage: bare-server.ts <bodies.json>');
const bodies = JSON.parse(fs.readFileSync(bodiesFile, 'utf8')) as Record<string, string>;

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
for (const [name, body] of Object.entries(bodies)) {
  const send = async (_request: unknown, reply: FastifyReply) =>
    reply.type('application/json; charset=utf-8').send(body);
  // NOTE: with any query, or with an id after the name, so that the catalog bench can send the bare
  // route the same requests as the route it is compared with (a random path costs the load
  // generator too).
  app.get(`/bare/${name}`, send);
  app.get(`/bare/${name}/:id`, send);
}

process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: Number(process.env.PORT ?? 3301), host: '127.0.0.1' });
