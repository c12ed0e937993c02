// Lazily loaded pages, given the spec's 120 s before a chunk counts as failed (§9).
import { type ComponentType, lazy } from 'react';
import { contentLoaded, withChunkTimeout } from '../lib/lazy-load.ts';

/** The page loads under way: the app counts as started once they are done (app-start.tsx). */
const loading = new Set<Promise<unknown>>();

/** Settles once every page load under way has (at once when none is). */
export function pageLoadsSettled(): Promise<void> {
  return Promise.allSettled([...loading]).then(() => undefined);
}

/**
 * React.lazy over a module's named export, with the chunk time-out. The page is ready once its
 * chunk and the prose it starts loading in the page's language are (lib/lazy-load.ts).
 */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  return lazy(() => {
    const pending = (async () => {
      const page = await withChunkTimeout(load);
      await contentLoaded();
      return { default: pick(page) };
    })();
    loading.add(pending);
    const forget = () => loading.delete(pending);
    pending.then(forget, forget);
    return pending;
  });
}
