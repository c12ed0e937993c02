// The yardstick for the catalog and page routes: a bare Fastify server answering GET /bare/<name>
// (with any query, or /bare/<name>/<id>) with a constant body, the bytes a store route returned (as
// JSON), or a page with the headers given (Lighthouse's bare page).
// Usage: node --import tsx bench/bare-server.ts <answers.json>   (PORT from the environment)
import fs from 'node:fs';
import Fastify, { type FastifyReply } from 'fastify';

const answersFile = process.argv[2];
if (!answersFile) throw new Error('usage: bare-server.ts <answers.json>');
type Answer = string | { body: string; headers: Record<string, string> };
const answers = JSON.parse(fs.readFileSync(answersFile, 'utf8')) as Record<string, Answer>;
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
for (const [name, answer] of Object.entries(answers)) {
  const { body, headers } = typeof answer === 'string' ? { body: answer, headers: JSON_HEADERS } : answer;
  const send = async (_request: unknown, reply: FastifyReply) => reply.headers(headers).send(body);
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
