// Server-rendered pages kept as bytes for the catalog version they were rendered at: any change to
// products or reviews (heard through features/catalog/catalog-freshness.ts, like the catalog's own
// answer cache) drops them all, and a page rendered while a change arrived is not kept. Bounded in
// bytes, least recently used first out.
import type { FreshnessTarget } from '../catalog/catalog-freshness.ts';

export interface RenderedPage {
  status: number;
  /** A permanent redirect's target, or null. */
  redirect: string | null;
  html: Buffer;
  /** The same bytes compressed once at render time (pages go out compressed, like the static files). */
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
}

const ENTRY_OVERHEAD = 200;

const pageBytes = (page: RenderedPage) => page.html.length + page.brotli.length + page.gzip.length;

export class PageCache implements FreshnessTarget {
  private readonly pages = new Map<string, RenderedPage>();
  private bytes = 0;
  /** Counts the changes heard: a render that saw another generation start is not kept. */
  private generation = 0;
  keeping = true;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  /** The generation to hand back to set(). */
  current(): number {
    return this.generation;
  }

  get(url: string): RenderedPage | undefined {
    const page = this.pages.get(url);
    if (!page) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Most recently used last.
    this.pages.delete(url);
    this.pages.set(url, page);
    return page;
  }

  set(url: string, page: RenderedPage, renderedAt: number): void {
    if (!this.keeping || renderedAt !== this.generation) return;
    const size = pageBytes(page) + url.length + ENTRY_OVERHEAD;
    if (size > this.maxBytes) return;
    this.delete(url);
    this.pages.set(url, page);
    this.bytes += size;
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= pageBytes(old) + oldest.length + ENTRY_OVERHEAD;
    }
  }

  get size(): number {
    return this.pages.size;
  }

  changed(): void {
    this.flush();
  }

  flush(): void {
    this.generation += 1;
    this.pages.clear();
    this.bytes = 0;
  }

  private delete(url: string): void {
    const page = this.pages.get(url);
    if (!page) return;
    this.pages.delete(url);
    this.bytes -= pageBytes(page) + url.length + ENTRY_OVERHEAD;
  }
}
