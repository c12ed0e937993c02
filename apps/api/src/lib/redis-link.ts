// The store's optional Redis (REDIS_URL): a publish/subscribe channel with the same shape as
// PostgreSQL's LISTEN/NOTIFY listener (StoreDatabase.listen), used in its place when Redis is
// configured (docs/decisions/110-catalog-answer-cache.md), and a readiness check.
// Two connections: one that publishes and answers PING (commands fail at once while it is down,
// never queue), one that subscribes (it cannot send other commands in that mode). The subscriber
// reconnects by itself; it says it cannot hear from the moment its connection closes until it has
// subscribed again, so that a listener never believes it hears while messages may be lost.
import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';

export interface RedisListenHandlers {
  onNotify(): void;
  onHearing(hearing: boolean): void;
}

export interface RedisLink {
  /** Listens on `channel` for messages of the same `scope` from other instances. */
  listen(channel: string, handlers: RedisListenHandlers): { notify(): void; close(): Promise<void> };
  /** Whether Redis answers a PING now. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const RECONNECT_MAX_MS = 2000;

/** `timeoutMs` (REDIS_TIMEOUT_MS) bounds connecting and each command: past it Redis counts as down. */
function options(name: string, timeoutMs: number): RedisOptions {
  return {
    connectionName: name,
    // Reconnect for ever, a little slower each time, up to every 2 s.
    retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_MS),
    maxRetriesPerRequest: 1,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
  };
}

/**
 * `scope` names the store (its database), so that two stores sharing one Redis do not wake each
 * other; a message from another scope, or from this instance, is ignored.
 */
export function createRedisLink(url: string, scope: string, timeoutMs: number): RedisLink {
  const instance = randomUUID();
  const publisher = new Redis(url, { ...options('store-publisher', timeoutMs), enableOfflineQueue: false });
  // A failed connection is retried; the errors are the retries' business, not the process's.
  publisher.on('error', () => undefined);
  const listeners = new Set<Redis>();

  return {
    listen(channel, handlers) {
      let closed = false;
      const subscriber = new Redis(url, { ...options('store-subscriber', timeoutMs), autoResubscribe: false });
      listeners.add(subscriber);
      subscriber.on('error', () => undefined);
      subscriber.on('close', () => {
        if (!closed) handlers.onHearing(false);
      });
      subscriber.on('ready', () => {
        subscriber.subscribe(channel).then(
          () => {
            if (!closed) handlers.onHearing(true);
          },
          // The connection failed while subscribing: its close event says so, and it comes back.
          () => undefined,
        );
      });
      subscriber.on('message', (from: string, message: string) => {
        if (from !== channel) return;
        const separator = message.lastIndexOf('\u0000');
        if (message.slice(0, separator) === scope && message.slice(separator + 1) !== instance) {
          handlers.onNotify();
        }
      });
      return {
        notify: () => {
          // A lost message is caught by the listener's periodic check; nothing waits on this.
          publisher.publish(channel, `${scope}\u0000${instance}`).catch(() => undefined);
        },
        close: async () => {
          closed = true;
          listeners.delete(subscriber);
          subscriber.disconnect();
        },
      };
    },
    ping: async () => {
      try {
        return (await publisher.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      for (const subscriber of listeners) subscriber.disconnect();
      listeners.clear();
      publisher.disconnect();
    },
  };
}
