// The optional Redis: the instances' channel for catalogue changes. The subscriber says it cannot hear
// from the moment its connection closes until it has subscribed again.
import { Redis, type RedisOptions } from 'ioredis';
import type { ChangeChannel } from '../db/database.ts';

export interface RedisLink extends ChangeChannel {
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

/** `scope` names the store (its database): two stores sharing one Redis ignore each other's messages. */
export function createRedisLink(url: string, scope: string, timeoutMs: number): RedisLink {
  const publisher = new Redis(url, { ...options('store-publisher', timeoutMs), enableOfflineQueue: false });
  // A failed connection is retried; the errors are the retries' business, not the process's.
  publisher.on('error', () => undefined);
  const listeners = new Set<Redis>();
  // A message that could not go out is sent again once the publisher is back: an instance that kept
  // hearing meanwhile still learns of the change.
  const unsent = new Map<string, string>();
  const publish = (channel: string, message: string): Promise<void> =>
    publisher.publish(channel, `${scope}\u0000${message}`).then(
      () => undefined,
      (error: unknown) => {
        unsent.set(message, channel);
        throw error;
      },
    );
  publisher.on('ready', () => {
    const again = [...unsent];
    unsent.clear();
    for (const [message, channel] of again) publish(channel, message).catch(() => undefined);
  });

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
        if (from === channel && message.startsWith(`${scope}\u0000`)) {
          handlers.onMessage(message.slice(scope.length + 1));
        }
      });
      return {
        close: async () => {
          closed = true;
          listeners.delete(subscriber);
          subscriber.disconnect();
        },
      };
    },
    publish,
    ping: () =>
      publisher.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    close: async () => {
      for (const subscriber of listeners) subscriber.disconnect();
      listeners.clear();
      publisher.disconnect();
    },
  };
}
