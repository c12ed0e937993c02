// The answer cache on its own: bounded in bytes with the least recently used out first, one build
// for concurrent misses, a change drops what shows what it changed, nothing kept from a build that a
// change overtook, nothing kept while deaf.
import { describe, expect, it } from 'vitest';
import { AnswerCache, IN_STOCK_TAG, REVIEWS_TAG } from './answer-cache.ts';
import type { CatalogChange } from './catalog-freshness.ts';

const build =
  (body: string, tags: string[] = []) =>
  async () => ({ body, tags });
const productsChanged = (ids: string[], more: Partial<Exclude<CatalogChange, 'all'>> = {}): CatalogChange => ({
  products: new Map(ids.map((id) => [id, false])),
  reviews: false,
  ...more,
});

describe('AnswerCache', () => {
  it('stays within its bytes, dropping the least recently used answers first', async () => {
    const cache = new AnswerCache(64 * 1024);
    const body = 'x'.repeat(8000);
    for (let i = 0; i < 100; i++) {
      await cache.get(`p${i}`, build(body));
      await cache.get('p0', build(body)); // p0 stays recently used
      expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    }
    const { entries, misses } = cache.stats();
    expect(entries).toBeGreaterThan(3);
    expect(entries).toBeLessThan(9);
    await cache.get('p0', build(body));
    expect(cache.stats().misses).toBe(misses);
    await cache.get('p1', build(body));
    expect(cache.stats().misses).toBe(misses + 1);
  });

  it('builds a missed answer once for all the requests waiting for it', async () => {
    const cache = new AnswerCache(1024 * 1024);
    let builds = 0;
    const slow = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 20));
      return { body: '[1]', tags: [] };
    };
    const answers = await Promise.all(Array.from({ length: 50 }, async () => cache.get('k', slow)));
    expect(builds).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('does not keep, nor share with later requests, an answer built across a change of what it shows', async () => {
    const cache = new AnswerCache(1024 * 1024);
    const held = (body: string, tags: string[]) => {
      let release: () => void = () => undefined;
      const answer = cache.get(`key ${body}`, async () => {
        await new Promise<void>((r) => (release = r));
        return { body, tags };
      });
      return { answer, release: () => release() };
    };
    const showsA = held('"a"', ['a']);
    const showsB = held('"b"', ['b']);
    const beforeAll = held('"c"', ['c']);
    cache.changed(productsChanged(['a']));
    const after = cache.get('key "a"', build('"a, fresh"', ['a']));
    cache.flush();
    for (const build of [showsA, showsB, beforeAll]) build.release();
    expect((await showsA.answer).body.toString()).toBe('"a"');
    expect((await after).body.toString()).toBe('"a, fresh"');
    await showsB.answer;
    await beforeAll.answer;
    expect(['key "a"', 'key "b"', 'key "c"'].filter((key) => cache.has(key))).toEqual([]);
  });

  it('keeps an answer built across a change of something it does not show', async () => {
    const cache = new AnswerCache(1024 * 1024);
    let release: () => void = () => undefined;
    const showsB = cache.get('b', async () => {
      await new Promise<void>((r) => (release = r));
      return { body: '"b"', tags: ['b'] };
    });
    cache.changed(productsChanged(['a']));
    release();
    await showsB;
    expect(cache.has('b')).toBe(true);
  });

  it('drops every answer on a change, and keeps none while it cannot hear other instances', async () => {
    const cache = new AnswerCache(1024 * 1024);
    await cache.get('a', build('1'));
    await cache.get('b', build('2'));
    expect(cache.stats().entries).toBe(2);
    cache.changed('all');
    expect(cache.stats().entries).toBe(0);
    cache.keeping = false;
    await cache.get('a', build('1'));
    expect(cache.has('a')).toBe(false);
  });

  it('drops on a change the answers that show a changed product, the in-stock lists it moved, the reviews', async () => {
    const cache = new AnswerCache(1024 * 1024);
    const fill = async () => {
      await cache.get('page a', build('[a]', ['a']));
      await cache.get('page b', build('[b]', ['b']));
      await cache.get('in stock', build('[b]', ['b', IN_STOCK_TAG]));
      await cache.get('reviews', build('[]', [REVIEWS_TAG]));
    };
    const kept = () => ['page a', 'page b', 'in stock', 'reviews'].filter((k) => cache.has(k));
    await fill();
    cache.changed(productsChanged(['a']));
    expect(kept()).toEqual(['page b', 'in stock', 'reviews']);
    await fill();
    cache.changed(productsChanged(['a'], { inStockLists: true }));
    expect(kept()).toEqual(['page b', 'reviews']);
    await fill();
    cache.changed(productsChanged([], { reviews: true }));
    expect(kept()).toEqual(['page a', 'page b', 'in stock']);
    cache.changed(productsChanged(['b']));
    expect(kept()).toEqual(['page a']);
  });

  it('answers a URL it answered before, by the key it was given', async () => {
    const cache = new AnswerCache(1024 * 1024);
    expect(cache.byUrl('/api/products?limit=5')).toBeUndefined();
    cache.rememberUrl('/api/products?limit=5', 'k');
    await cache.get('k', build('[]'));
    expect(cache.byUrl('/api/products?limit=5')?.body.toString()).toBe('[]');
    cache.changed('all');
    expect(cache.byUrl('/api/products?limit=5')).toBeUndefined();
  });
});
