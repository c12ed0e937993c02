// The answer cache on its own: bounded in bytes with the least recently used out first, one build
// for concurrent misses, nothing kept from a build that a change overtook, per-product drops.
import { describe, expect, it } from 'vitest';
import { AnswerCache, type AnswerScope, CHANGE } from './answer-cache.ts';

const product = (id: string): AnswerScope => ({ kind: 'product', productId: id });
const build = (body: string, scope: AnswerScope) => async () => ({ body, scope });

describe('AnswerCache', () => {
  it('stays within its bytes, dropping the least recently used answers first', async () => {
    const cache = new AnswerCache(64 * 1024);
    const body = 'x'.repeat(8000);
    for (let i = 0; i < 100; i++) {
      await cache.get(`p${i}`, build(body, product(`id${i}`)));
      await cache.get('p0', build(body, product('id0'))); // p0 stays recently used
      expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    }
    const { entries, misses } = cache.stats();
    expect(entries).toBeGreaterThan(3);
    expect(entries).toBeLessThan(9);
    await cache.get('p0', build(body, product('id0')));
    expect(cache.stats().misses).toBe(misses);
    await cache.get('p1', build(body, product('id1')));
    expect(cache.stats().misses).toBe(misses + 1);
  });

  it('builds a missed answer once for all the requests waiting for it', async () => {
    const cache = new AnswerCache(1024 * 1024);
    let builds = 0;
    const slow = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 20));
      return { body: '[1]', scope: product('a') };
    };
    const answers = await Promise.all(Array.from({ length: 50 }, async () => cache.get('k', slow)));
    expect(builds).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('does not keep, nor share with later requests, an answer built across a change', async () => {
    const cache = new AnswerCache(1024 * 1024);
    let release: () => void = () => undefined;
    const before = cache.get('k', async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return { body: '"old"', scope: product('a') };
    });
    cache.changed([{ productId: 'a', mask: CHANGE.row }]);
    const after = cache.get('k', build('"new"', product('a')));
    release();
    expect((await before).body.toString()).toBe('"old"');
    expect((await after).body.toString()).toBe('"new"');
    expect((await cache.get('k', build('"newer"', product('a')))).body.toString()).toBe('"new"');
  });

  it('keeps an answer built across a change that does not touch it', async () => {
    const cache = new AnswerCache(1024 * 1024);
    let release: () => void = () => undefined;
    const building = cache.get('k', async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return { body: '"a"', scope: product('a') };
    });
    cache.changed([{ productId: 'b', mask: CHANGE.row }]);
    release();
    await building;
    expect(cache.has('k')).toBe(true);
  });

  it('drops the answers holding a changed product, and the lists a reordering can affect', async () => {
    const cache = new AnswerCache(1024 * 1024);
    const list = (sort: 'newest' | 'price-asc' | 'name', searched: boolean, ids: string[]): AnswerScope => ({
      kind: 'list',
      sort,
      searched,
      productIds: ids,
    });
    const fill = async () => {
      await cache.get('a', build('1', product('a')));
      await cache.get('b', build('2', product('b')));
      await cache.get('newest', build('3', list('newest', false, ['a', 'b'])));
      await cache.get('price', build('4', list('price-asc', false, ['b'])));
      await cache.get('search', build('5', list('name', true, ['b'])));
      await cache.get('reviews', build('6', { kind: 'reviews' }));
    };
    const kept = async () => ['a', 'b', 'newest', 'price', 'search', 'reviews'].filter((key) => cache.has(key));
    await fill();
    cache.changed([{ productId: 'a', mask: CHANGE.row }]);
    expect(await kept()).toEqual(['b', 'price', 'search', 'reviews']);
    cache.flush();
    await fill();
    cache.changed([{ productId: 'a', mask: CHANGE.row | CHANGE.price }]);
    expect(await kept()).toEqual(['b', 'search', 'reviews']);
    cache.flush();
    await fill();
    cache.changed([{ productId: 'a', mask: CHANGE.row | CHANGE.name }]);
    expect(await kept()).toEqual(['b', 'price', 'reviews']);
    cache.flush();
    await fill();
    cache.changed([{ productId: 'c', mask: CHANGE.row | CHANGE.membership }]);
    expect(await kept()).toEqual(['a', 'b', 'reviews']);
    cache.flush();
    await fill();
    cache.changed([{ productId: null, mask: CHANGE.reviews }]);
    expect(await kept()).toEqual(['a', 'b', 'newest', 'price', 'search']);
  });

  it('forgets an evicted answer everywhere: a later change of its product drops the answer built again', async () => {
    const cache = new AnswerCache(20 * 1024);
    const body = 'x'.repeat(6000);
    const list = (ids: string[]): AnswerScope => ({ kind: 'list', sort: 'newest', searched: false, productIds: ids });
    await cache.get('one-a', build(body, product('a')));
    await cache.get('list-a', build(body, list(['a', 'b'])));
    // Two more answers push both out (least recently used first).
    await cache.get('one-c', build(body, product('c')));
    await cache.get('one-d', build(body, product('d')));
    await cache.get('one-e', build(body, product('e')));
    expect(cache.has('one-a')).toBe(false);
    expect(cache.has('list-a')).toBe(false);
    expect(cache.stats().indexed).toBe(cache.stats().entries);
    await cache.get('one-a', build(body, product('a')));
    await cache.get('list-a', build(body, list(['a', 'b'])));
    cache.changed([{ productId: 'a', mask: CHANGE.row }]);
    expect(cache.has('one-a')).toBe(false);
    expect(cache.has('list-a')).toBe(false);
    expect(cache.stats().bytes).toBeLessThanOrEqual(20 * 1024);
    expect(cache.stats().indexed).toBe(cache.stats().entries);
    expect(cache.stats().listedIds).toBe(0);
  });

  it('drops among many kept lists only those holding the changed product', async () => {
    const cache = new AnswerCache(16 * 1024 * 1024);
    const ids = Array.from({ length: 2400 }, (_, i) => `0000000${i}-aaaa-4bbb-8ccc-${String(i).padStart(12, '0')}`);
    for (let page = 0; page < 100; page++) {
      const held = ids.slice(page * 24, page * 24 + 24);
      await cache.get(`page-${page}`, build('[]', { kind: 'list', sort: 'newest', searched: false, productIds: held }));
    }
    expect(cache.stats().listedIds).toBe(2400);
    cache.changed([{ productId: ids[24 * 57 + 5] ?? '', mask: CHANGE.row }]);
    const kept = Array.from({ length: 100 }, (_, page) => cache.has(`page-${page}`));
    expect(kept.filter((k) => !k)).toHaveLength(1);
    expect(kept[57]).toBe(false);
    expect(cache.stats().listedIds).toBe(2376);
  });

  it('drops every list holding a changed product, however many hold it, and the lists of every product', async () => {
    const cache = new AnswerCache(1024 * 1024);
    const list = (ids: string[] | 'all', searched = false): AnswerScope => ({
      kind: 'list',
      sort: 'newest',
      searched,
      productIds: ids,
    });
    await cache.get('page-1', build('1', list(['a', 'b'])));
    await cache.get('search-hub', build('2', list(['c', 'a'], true)));
    await cache.get('filtered', build('3', { ...list(['a']), byStock: true } as AnswerScope));
    await cache.get('page-2', build('4', list(['c', 'd'])));
    await cache.get('everything', build('5', list('all')));
    cache.changed([{ productId: 'a', mask: CHANGE.row }]);
    expect(['page-1', 'search-hub', 'filtered', 'page-2', 'everything'].filter((k) => cache.has(k))).toEqual([
      'page-2',
    ]);
    expect(cache.stats().listedIds).toBe(2);
    // A product going out of stock also drops the stock-filtered lists that do not hold it.
    await cache.get('in-stock', build('6', { ...list(['d']), byStock: true } as AnswerScope));
    cache.changed([{ productId: 'e', mask: CHANGE.row | CHANGE.stockStatus }]);
    expect(cache.has('in-stock')).toBe(false);
    expect(cache.has('page-2')).toBe(true);
  });

  it('keeps nothing while changes may go unheard', async () => {
    const cache = new AnswerCache(1024 * 1024);
    cache.keeping = false;
    await cache.get('k', build('1', product('a')));
    expect(cache.stats().entries).toBe(0);
  });
});
