// Server-rendered pages kept as bytes: any catalog change drops them all; bounded in bytes (LRU).
import { LRUCache } from 'lru-cache';
import type { FreshnessTarget } from '../catalog/index.ts';

export interface RenderedPage {
  status: number;
  redirect: string | null;
  html: Buffer;
  /** The same bytes compressed once at render time (pages go out compressed, like the static files). */
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
}

const ENTRY_OVERHEAD = 200;

/** What a page costs kept under its URL: its three encodings, the URL, the entry. */
const keptBytes = (page: RenderedPage, url: string) =>
  page.html.length + page.brotli.length + page.gzip.length + url.length + ENTRY_OVERHEAD;

export class PageCache implements FreshnessTarget {
  private readonly pages: LRUCache<string, RenderedPage>;
  /** Counts the changes heard: a render that saw another generation start is not kept. */
  private generation = 0;
  keeping = true;
  hits = 0;

  constructor(private readonly maxBytes: number) {
    // NOTE: lru-cache refuses a maxSize of 0 (PAGE_CACHE_MB=0); set() keeps nothing then anyway.
    this.pages = new LRUCache<string, RenderedPage>({ maxSize: Math.max(1, maxBytes), sizeCalculation: keptBytes });
  }

  current(): number {
    return this.generation;
  }

  get(url: string): RenderedPage | undefined {
    const page = this.pages.get(url);
    if (page) this.hits += 1;
    return page;
  }

  set(url: string, page: RenderedPage, renderedAt: number): void {
    if (!this.keeping || renderedAt !== this.generation) return;
    if (keptBytes(page, url) > this.maxBytes) return;
    this.pages.set(url, page);
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
  }
}
