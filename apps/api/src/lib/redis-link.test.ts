import net from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createRedisLink } from './redis-link.ts';

/**
 * A Redis that connects and passes the client's ready check, then never answers a PING: a server
 * that froze after the store connected.
 */
let frozen: net.Server;
let port: number;
let onPing: () => void;
let pinged: Promise<void>;
beforeEach(async () => {
  pinged = new Promise((resolve) => (onPing = resolve));
  frozen = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      // Each command is a RESP array: `*N`, then `$len` and the value for each part; the name first.
      const lines = chunk.toString().split('\r\n');
      for (let i = 0; i < lines.length; i += 1) {
        if (!lines[i]!.startsWith('*')) continue;
        const name = (lines[i + 2] ?? '').toUpperCase();
        if (name === 'PING') onPing();
        if (name === 'PING') continue;
        if (name === 'INFO') {
          const info = '# Server\r\nloading:0\r\n';
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        } else socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
  port = (frozen.address() as net.AddressInfo).port;
});
afterEach(async () => {
  frozen.close();
});

it('counts a connected Redis that stops answering as down once REDIS_TIMEOUT_MS has passed', async () => {
  const link = createRedisLink(`redis://127.0.0.1:${port}`, 'test-scope', 300);
  try {
    // Before the link is ready a PING fails at once; ask until one reaches the server.
    let answer: Promise<boolean>;
    for (;;) {
      answer = link.ping();
      if (await Promise.race([pinged.then(() => true), answer.then(() => false)])) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const started = Date.now();
    expect(await answer).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await link.close();
  }
});
