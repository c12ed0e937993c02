// The rendered-page cache on its own: bounded in bytes with the least recently used page out first,
// nothing kept from a render that a change overtook, everything dropped by a change.
import { describe, expect, it } from 'vitest';
import { PageCache, type RenderedPage } from './page-cache.ts';

const page = (text: string): RenderedPage => ({
  status: 200,
  redirect: null,
  html: Buffer.from(text),
  brotli: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
  etag: `"${text.length}"`,
});

describe('PageCache', () => {
  it('stays within its bytes, dropping the least recently used pages first', () => {
    const cache = new PageCache(10_000);
    const body = 'x'.repeat(3000);
    cache.set('/', page(body), cache.current());
    cache.set('/allproducts', page(body), cache.current());
    cache.set('/about', page(body), cache.current());
    expect(cache.get('/')).toBeDefined(); // the home page is now the most recently used
    cache.set('/blogs', page(body), cache.current());
    expect(cache.size).toBe(3);
    expect(cache.get('/allproducts')).toBeUndefined();
    expect(cache.get('/')).toBeDefined();
    expect(cache.get('/blogs')).toBeDefined();
  });

  it('keeps no page rendered before a change, and drops every page on a change', () => {
    const cache = new PageCache(1024 * 1024);
    const renderedAt = cache.current();
    cache.set('/', page('home'), renderedAt);
    cache.changed();
    expect(cache.get('/')).toBeUndefined();
    cache.set('/allproducts', page('list'), renderedAt);
    expect(cache.get('/allproducts')).toBeUndefined();
    cache.set('/allproducts', page('list'), cache.current());
    expect(cache.get('/allproducts')?.html.toString()).toBe('list');
  });

  it('keeps nothing while changes may go unheard, nor a page larger than the whole cache', () => {
    const cache = new PageCache(1000);
    cache.set('/big', page('x'.repeat(2000)), cache.current());
    expect(cache.size).toBe(0);
    cache.keeping = false;
    cache.set('/', page('home'), cache.current());
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with no bytes at all (PAGE_CACHE_MB=0)', () => {
    const cache = new PageCache(0);
    cache.set('/', page('home'), cache.current());
    expect(cache.get('/')).toBeUndefined();
  });
});
