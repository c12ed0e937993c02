// Lazily loaded pages, given the spec's 120 s before a chunk counts as failed (§9).
import { type ComponentType, lazy } from 'react';
import { contentLoaded, withChunkTimeout } from '../lib/lazy-load.ts';

/**
 * React.lazy over a module's named export, with the chunk time-out. The page is ready once its
 * chunk and the prose it starts loading in the page's language are (lib/lazy-load.ts).
 */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  return lazy(async () => {
    const page = await withChunkTimeout(load);
    await contentLoaded();
    return { default: pick(page) };
  });
}
