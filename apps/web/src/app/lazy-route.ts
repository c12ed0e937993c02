// Lazily loaded pages, given the spec's 120 s before a chunk counts as failed (§9).
import { type ComponentType, lazy } from 'react';
import { withChunkTimeout } from '../lib/lazy-load.ts';

/** React.lazy over a module's named export, with the chunk time-out. */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await withChunkTimeout(load)) }));
}
