// better-auth keeps each call's context in Node's AsyncLocalStorage. On Node 20 a storage that has run once keeps
// the async hooks on for the whole process, so every promise of every later request pays for them (about a tenth
// of an order's CPU). Each call into better-auth goes through here, and its storages are turned off again once no
// call is in flight: the next call turns them on for itself (decision 246).
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

let inFlight = 0;

/** better-auth's own storages (each made on first use; asking makes it, which enables nothing). */
export const authStorages = () =>
  Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);

async function throughAuth<T>(call: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await call();
  } finally {
    // NOTE: checked after the await: a call that started meanwhile keeps the storages on until it ends.
    if (--inFlight === 0) {
      const storages = await authStorages();
      if (inFlight === 0) for (const storage of storages) storage.disable();
    }
  }
}

type Handler = (request: Request) => Promise<Response>;

/** The same better-auth, its handler and every `api` call released through `throughAuth`. */
export function releasingAuthContext<A extends { handler: Handler; api: object }>(auth: A): A {
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => throughAuth(() => Promise.resolve(value.apply(target, args)));
    },
  });
  return { ...auth, handler: (request: Request) => throughAuth(() => auth.handler(request)), api };
}
