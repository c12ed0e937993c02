// A benchmark's own connection to the store's database, to seed it and check it beside the server.
import { openDatabase, type StoreDatabase } from '../../apps/api/src/db/database.ts';

/** `fn` on a connection of its own to the database at `url` (a DATABASE_URL). */
export async function withStore<T>(url: string, fn: (store: StoreDatabase) => Promise<T>): Promise<T> {
  const store = openDatabase(
    url.startsWith('file:') ? { kind: 'sqlite', file: url.slice('file:'.length) } : { kind: 'postgres', url },
  );
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}
