// How every instance's catalogue caches stay fresh.
import { type FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ChangeChannel, DB, StoreDatabase } from '../../db/database.ts';

/** 'details': only what products show changed (stock, ratings, pictures…), not the lists. 'all': anything. */
export type CatalogChange = 'details' | 'all';

/** A cache kept fresh here; `keeping` is false while other instances' changes may go unheard. */
export interface FreshnessTarget {
  changed(change: CatalogChange): void;
  flush(): void;
  keeping: boolean;
}

const CHANNEL = 'catalog_changes';
const FIRST_HEARING_MS = 5000;
const DATA_VERSION_MS = 100;

/** The instances started on a database handle (two apps may share one in tests). */
const announcers = new WeakMap<DB, Set<(change: CatalogChange) => void>>();

/** Tells every catalogue cache, on every instance, of a change: call it after the commit, before answering. */
export function catalogChanged(db: DB, change: CatalogChange = 'all'): void {
  if (db.isTransaction) throw new Error('catalogChanged() runs after the commit, not inside the transaction');
  for (const announce of announcers.get(db) ?? []) announce(change);
}

export class CatalogFreshness {
  heard = 0;
  private readonly instance = randomUUID();
  private listener: { close(): Promise<void> } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly announce = (change: CatalogChange): void => {
    this.apply(change);
    this.channel?.publish(CHANNEL, `${this.instance} ${change}`).catch((error: unknown) => {
      this.log.warn({ err: error }, 'a catalogue change could not be published to the other instances');
    });
  };

  constructor(
    private readonly store: StoreDatabase,
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
        const [from, change] = message.split(' ');
        if (from === this.instance) return;
        this.heard++;
        this.apply(change === 'details' ? 'details' : 'all');
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
    for (const target of this.targets) target.changed(change);
  }

  private setKeeping(keeping: boolean): void {
    for (const target of this.targets) {
      target.keeping = keeping;
      target.flush();
    }
  }
}
