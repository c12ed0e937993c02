// How every instance's catalogue caches stay fresh (docs/decisions/110-catalog-answer-cache.md).
import { type FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ChangeChannel, DB, StoreDatabase } from '../../db/database.ts';
import { findSoldOutFlags } from './catalog.repository.ts';

/** What a write changed: anything ('all'), or what some products show and the store reviews. */
export type CatalogChange = 'all' | ProductsChange;

export interface ProductsChange {
  /** Products whose stock, rating or page changed, each with whether it is now sold out. */
  products: ReadonlyMap<string, boolean>;
  reviews: boolean;
  /** Found by each instance: a product crossed its minimum order, so lists of what is in stock are stale. */
  inStockLists?: boolean;
}

/** A cache kept fresh here; `keeping` is false while other instances' changes may go unheard. */
export interface FreshnessTarget {
  changed(change: CatalogChange): void;
  flush(): void;
  keeping: boolean;
}

const CHANNEL = 'catalog_changes';
const FIRST_HEARING_MS = 5000;
const DATA_VERSION_MS = 100;
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: a larger change goes out as 'all'. */
const MAX_MESSAGE = 7000;

/** The instances started on a database handle (two apps may share one in tests). */
const announcers = new WeakMap<DB, Set<(change: CatalogChange) => void>>();

/**
 * Tells every catalogue cache, on every instance, what a write changed: call it after the commit,
 * before answering. Without `what`, anything may have changed.
 */
export function catalogChanged(db: DB, what?: { products?: readonly string[]; reviews?: true }): Promise<void> {
  if (db.isTransaction) throw new Error('catalogChanged() runs after the commit, not inside the transaction');
  const announce = (change: CatalogChange) => {
    for (const announcer of announcers.get(db) ?? []) announcer(change);
  };
  if (!what) return Promise.resolve(announce('all'));
  return findSoldOutFlags(db, what.products ?? []).then((products) =>
    announce({ products, reviews: what.reviews === true }),
  );
}

/** `all`, or `reviews` and `<product id>:<1 when sold out, else 0>` separated by spaces. */
function encode(change: CatalogChange): string {
  if (change === 'all') return 'all';
  const words = [...change.products].map(([id, soldOut]) => `${id}:${soldOut ? 1 : 0}`);
  if (change.reviews) words.push('reviews');
  const text = words.join(' ');
  return text.length > MAX_MESSAGE ? 'all' : text;
}

function decode(text: string): CatalogChange {
  if (text === 'all') return 'all';
  const products = new Map<string, boolean>();
  let reviews = false;
  for (const word of text.split(' ')) {
    const [id, soldOut] = word.split(':');
    if (word === 'reviews') reviews = true;
    else if (id && soldOut !== undefined) products.set(id, soldOut === '1');
    else if (word !== '') return 'all';
  }
  return { products, reviews };
}

export class CatalogFreshness {
  heard = 0;
  private readonly instance = randomUUID();
  private listener: { close(): Promise<void> } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly announce = (change: CatalogChange): void => {
    this.apply(change);
    this.channel?.publish(CHANNEL, `${this.instance} ${encode(change)}`).catch((error: unknown) => {
      this.log.warn({ err: error }, 'a catalogue change could not be published to the other instances');
    });
  };

  constructor(
    private readonly store: StoreDatabase,
    /** The one cache that knows which products are sold out, and so whether a change crossed a minimum. */
    private readonly soldOut: FreshnessTarget & { soldOutMoved(products: ReadonlyMap<string, boolean>): boolean },
    private readonly targets: FreshnessTarget[],
    private readonly log: FastifyBaseLogger,
    private readonly channel: ChangeChannel | null = store.channel,
  ) {}

  async start(): Promise<void> {
    announcers.set(this.store.db, (announcers.get(this.store.db) ?? new Set()).add(this.announce));
    if (this.channel) await this.listen(this.channel);
    else if (this.store.dialect === 'sqlite') await this.watchDataVersion();
  }

  async stop(): Promise<void> {
    announcers.get(this.store.db)?.delete(this.announce);
    if (this.timer) clearInterval(this.timer);
    await this.listener?.close();
    this.listener = null;
  }

  private async listen(channel: ChangeChannel): Promise<void> {
    this.setKeeping(false);
    let firstHeard = (): void => undefined;
    const firstHearing = new Promise<void>((resolve) => (firstHeard = resolve));
    this.listener = channel.listen(CHANNEL, {
      onMessage: (message) => {
        const space = message.indexOf(' ');
        if (message.slice(0, space) === this.instance) return;
        this.heard++;
        this.apply(decode(message.slice(space + 1)));
      },
      onHearing: (hearing) => {
        this.setKeeping(hearing);
        if (hearing) firstHeard();
      },
    });
    // An instance whose channel is down starts anyway, keeping nothing until it hears.
    const timeout = setTimeout(firstHeard, FIRST_HEARING_MS);
    await firstHearing;
    clearTimeout(timeout);
  }

  private async watchDataVersion(): Promise<void> {
    const read = async () => (await sql<{ dataVersion: number }>`pragma data_version`.execute(this.store.db)).rows[0];
    let seen = await read();
    this.timer = setInterval(() => {
      read().then(
        (version) => {
          if (version?.dataVersion !== seen?.dataVersion) this.apply('all');
          seen = version;
        },
        () => this.apply('all'),
      );
    }, DATA_VERSION_MS);
    this.timer.unref();
  }

  private apply(change: CatalogChange): void {
    const told = change === 'all' ? change : { ...change, inStockLists: this.soldOut.soldOutMoved(change.products) };
    for (const target of [this.soldOut, ...this.targets]) target.changed(told);
  }

  private setKeeping(keeping: boolean): void {
    for (const target of [this.soldOut, ...this.targets]) {
      target.keeping = keeping;
      target.flush();
    }
  }
}
