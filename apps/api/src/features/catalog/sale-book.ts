// The sales the catalogue shows (promotions' rule 8), read once per catalogue generation: a cache miss prices its
// answer from the book in memory, never with a query of its own. The book also keeps every cached answer honest
// about time: at the next start or end of a sale it tells every catalogue cache that anything may have changed.
import type { DB } from '../../db/database.ts';
import type { PricingGroup } from '../pricing/index.ts';
import { findSales, type SaleRow } from '../promotions/index.ts';
import type { CatalogChange, FreshnessTarget } from './catalog-freshness.ts';

/** setTimeout's longest wait; a later boundary is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The sales running at one moment for one buyer, indexed by what they target. */
export class RunningSales {
  private readonly byProduct = new Map<string, SaleRow[]>();
  private readonly byCategory = new Map<string, SaleRow[]>();
  private readonly byVariant = new Map<string, SaleRow[]>();
  /** Products with a sale on one of their variants. */
  private readonly variantProducts = new Set<string>();

  constructor(readonly sales: readonly SaleRow[]) {
    const add = (map: Map<string, SaleRow[]>, key: string, sale: SaleRow) =>
      map.set(key, [...(map.get(key) ?? []), sale]);
    for (const sale of sales) {
      for (const id of sale.productIds) add(this.byProduct, id, sale);
      for (const id of sale.categoryIds) add(this.byCategory, id, sale);
      for (const [variantId, productId] of sale.variants) {
        add(this.byVariant, variantId, sale);
        this.variantProducts.add(productId);
      }
    }
  }

  get isEmpty(): boolean {
    return this.sales.length === 0;
  }

  /** Whether any sale may take something off some variant of this product. */
  touches(productId: string, categoryId: string | null): boolean {
    return (
      this.byProduct.has(productId) ||
      this.variantProducts.has(productId) ||
      (categoryId !== null && this.byCategory.has(categoryId))
    );
  }

  /** Every sale on this variant: by itself, its product or its product's category. */
  of(variantId: string, productId: string, categoryId: string | null): SaleRow[] {
    return [
      ...(this.byVariant.get(variantId) ?? []),
      ...(this.byProduct.get(productId) ?? []),
      ...(categoryId === null ? [] : (this.byCategory.get(categoryId) ?? [])),
    ];
  }
}

export const NO_SALES = new RunningSales([]);

export class SaleBook implements FreshnessTarget {
  keeping = true;
  /** How many times the sales were read (once per catalogue generation). */
  loads = 0;
  /** The clock the book reads (tests move it, then call boundaryReached() as the timer would). */
  now: () => Date = () => new Date();
  private loaded: Promise<{ sales: SaleRow[]; boundary: number | null }> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  /** `announce`: tells every catalogue cache that anything may have changed (catalogChanged(db)). */
  constructor(
    private readonly db: DB,
    private readonly announce: () => void,
  ) {}

  /** The sales running now for `group` (null: visitors and retail buyers, who see no group-only sale). */
  async running(group: PricingGroup): Promise<RunningSales> {
    const { sales, boundary } = await this.load();
    const now = this.now().getTime();
    // A timer fires a little late: an answer built past a boundary first drops what was kept before it.
    if (boundary !== null && now >= boundary) {
      this.boundaryReached();
      return this.running(group);
    }
    const shown = sales.filter(
      (s) =>
        Date.parse(s.startsAt) <= now &&
        (s.customerGroupId === null || s.customerGroupId === group?.id) &&
        (s.endsAt === null || now < Date.parse(s.endsAt)),
    );
    return shown.length === 0 ? NO_SALES : new RunningSales(shown);
  }

  /** A sale started or ended: every cached answer may show the wrong price now. */
  boundaryReached(): void {
    this.flush();
    this.announce();
  }

  /**
   * For the promotions API (and a placement that used up a sale's last use): call after the write commits.
   * Every catalogue cache here and on the other instances drops what it kept; the sales are read again.
   */
  salesWritten(): void {
    this.boundaryReached();
  }

  changed(change: CatalogChange): void {
    // A product's stock or page changing changes no sale; a promotion write announces 'all'.
    if (change === 'all') this.flush();
  }

  flush(): void {
    this.loaded = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  stop(): void {
    this.stopped = true;
    this.flush();
  }

  private load() {
    if (this.loaded) return this.loaded;
    const at = this.now();
    this.loads += 1;
    const loading = findSales(this.db, at.toISOString()).then((sales) => {
      const now = at.getTime();
      const times = sales
        .flatMap((s) => [Date.parse(s.startsAt), s.endsAt === null ? NaN : Date.parse(s.endsAt)])
        .filter((t) => t > now);
      const boundary = times.length === 0 ? null : Math.min(...times);
      if (this.loaded === loading && boundary !== null) this.arm(boundary);
      return { sales, boundary };
    });
    loading.catch(() => {
      if (this.loaded === loading) this.loaded = null;
    });
    this.loaded = loading;
    return loading;
  }

  private arm(boundary: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const wait = boundary - this.now().getTime();
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (this.now().getTime() >= boundary) this.boundaryReached();
        else this.arm(boundary);
      },
      Math.min(Math.max(wait, 0), MAX_TIMER_MS),
    );
    this.timer.unref();
  }
}
