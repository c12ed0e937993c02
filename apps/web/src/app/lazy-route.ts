// Lazily loaded pages, given the spec's 120 s before a chunk counts as failed (§9).
import { type ComponentType, lazy } from 'react';
import { withChunkTimeout } from '../lib/lazy-load.ts';

export function lazyPage<M extends Record<K, ComponentType<P>>, K extends keyof M, P extends object = object>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await withChunkTimeout(load))[name] }));
}
