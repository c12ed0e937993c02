// How an instance learns that products changed, without a query per request
// (docs/decisions/110-catalog-answer-cache.md). Triggers write each changed product into
// catalog_changes (migration 110). This instance reads the rows newer than the last it saw:
// - right after each of its own committed writes to products or reviews, on the writing
//   connection, before the writer's await returns (db/write-watch.ts): an answer given after a
//   write was acknowledged never shows the state from before it;
// - on PostgreSQL, when NOTIFY (or Redis's publish/subscribe when REDIS_URL is set,
//   lib/redis-link.ts) says another instance committed such a write: the writing instance
//   sends it right after its commit, on its listener's connection (not from the trigger: PostgreSQL
//   serialises the commits of notifying transactions through their fsync); while the listener
//   cannot hear, nothing is cached and the cache is dropped again when it hears anew;
// - every CHECK_MS, as a safety net and for writes by other clients (psql, scripts): one
//   `max(seq)`, `min(seq)` read, and the rows only when there are new ones.
// PostgreSQL sequence numbers may commit out of order: a number not seen yet is waited for (rows
// after it are applied as they come) for GAP_MS, then taken as rolled back.
import { CompiledQuery } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { StoreDatabase } from '../../db/database.ts';
import type { RawQuery } from '../../db/write-watch.ts';
import type { Change } from './answer-cache.ts';

export const CATALOG_CHANNEL = 'catalog_changes';
const CHECK_MS = 1000;
const GAP_MS = 30_000;
/** Rows read at once; more than that (a bulk import) drops everything instead. */
const BATCH = 5000;
/** Rows kept in the table behind the newest (an instance further behind drops its cache). */
const KEEP_ROWS = 20_000;
const TRIM_EVERY_CHECKS = 60;
const FIRST_HEARING_MS = 5000;

export interface FreshnessTarget {
  changed(changes: readonly Change[]): void;
  flush(): void;
  /** False while changes may go unheard. */
  keeping: boolean;
}

interface ChangeRow {
  seq: number;
  productId: string | null;
  mask: number;
}

export class CatalogFreshness {
  private watermark = 0;
  /** Sequence numbers above the watermark already applied (there is a gap below them). */
  private readonly applied = new Set<number>();
  private gapSince: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private checks = 0;
  private listener: { notify(): void; close(): Promise<void> } | null = null;
  private readonly selectSql: string;
  /** Notifications heard from other instances (metrics and tests). */
  heard = 0;

  /** `listen`: how other instances' writes are heard (the database's NOTIFY unless Redis is given). */
  constructor(
    private readonly store: StoreDatabase,
    private readonly targets: FreshnessTarget[],
    private readonly log: FastifyBaseLogger,
    private readonly listen: StoreDatabase['listen'] = store.listen,
  ) {
    const param = store.dialect === 'postgres' ? '$1' : '?';
    this.selectSql = `select seq, product_id as "productId", mask from catalog_changes where seq > ${param} order by seq limit ${BATCH}`;
  }

  async start(): Promise<void> {
    this.watermark = await this.newestSeq();
    this.store.writes.onCommitted = async (run) => {
      // Other instances first (they hear it a round trip later), then our own answers.
      this.listener?.notify();
      await this.syncOn(run);
    };
    if (this.listen) {
      this.setKeeping(false);
      let firstHeard: () => void = () => undefined;
      const firstHearing = new Promise<void>((resolve) => {
        firstHeard = resolve;
      });
      this.listener = this.listen(CATALOG_CHANNEL, {
        onNotify: () => {
          this.heard++;
          void this.sync();
        },
        onHearing: (hearing) => {
          this.setKeeping(hearing);
          if (hearing) {
            firstHeard();
            void this.sync();
          }
        },
      });
      const timeout = setTimeout(firstHeard, FIRST_HEARING_MS);
      await firstHearing;
      clearTimeout(timeout);
    }
    this.timer = setInterval(() => void this.check(), CHECK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.store.writes.onCommitted = null;
    await this.listener?.close();
    this.listener = null;
  }

  /** Reads and applies the changes newer than the last seen (through the pool). */
  async sync(): Promise<void> {
    try {
      await this.syncOn((query) => this.store.db.executeQuery(query));
    } catch (error) {
      this.log.warn({ err: error }, 'catalog changes could not be read; the catalog cache is dropped');
      this.flush();
    }
  }

  private async syncOn(run: RawQuery): Promise<void> {
    try {
      for (;;) {
        const rows = (await run(CompiledQuery.raw(this.selectSql, [this.watermark]))).rows as ChangeRow[];
        if (rows.length >= BATCH) {
          // A bulk change: cheaper to start over than to follow it row by row.
          this.flush();
          this.watermark = Math.max(this.watermark, Number(rows[rows.length - 1]?.seq ?? 0));
          this.applied.clear();
          this.gapSince = null;
          continue;
        }
        this.apply(rows);
        return;
      }
    } catch (error) {
      this.log.warn({ err: error }, 'catalog changes could not be read; the catalog cache is dropped');
      this.flush();
    }
  }

  private apply(rows: readonly ChangeRow[]): void {
    const fresh: Change[] = [];
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq <= this.watermark || this.applied.has(seq)) continue;
      this.applied.add(seq);
      fresh.push({ productId: row.productId, mask: Number(row.mask) });
    }
    this.advance();
    if (this.applied.size > 0) {
      const now = Date.now();
      if (this.gapSince === null) this.gapSince = now;
      else if (now - this.gapSince > GAP_MS) {
        // The missing numbers belong to transactions that rolled back.
        this.watermark = Math.min(...this.applied) - 1;
        this.advance();
        this.gapSince = this.applied.size > 0 ? now : null;
      }
    } else this.gapSince = null;
    if (fresh.length > 0) for (const target of this.targets) target.changed(fresh);
  }

  private advance(): void {
    while (this.applied.has(this.watermark + 1)) {
      this.applied.delete(this.watermark + 1);
      this.watermark++;
    }
  }

  /** The safety net: one cheap read; the rows only when there are new ones. */
  private async check(): Promise<void> {
    // While the listener cannot hear, what is kept (the read model's orderings) lives one check.
    if (this.targets.some((t) => !t.keeping)) this.flush();
    try {
      // NOTE: one subquery per bound. SQLite reads max and min from the index only when each is
      // alone in its query; together they scanned every kept row (about 10 ms a check at 100,000).
      const row = await this.store.db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('catalogChanges')
            .select((sub) => sub.fn.max('seq').as('seq'))
            .as('newest'),
          eb
            .selectFrom('catalogChanges')
            .select((sub) => sub.fn.min('seq').as('seq'))
            .as('oldest'),
        ])
        .executeTakeFirst();
      const newest = row?.newest === null || row?.newest === undefined ? 0 : Number(row.newest);
      const oldest = row?.oldest === null || row?.oldest === undefined ? 0 : Number(row.oldest);
      if (newest > this.watermark && oldest > this.watermark + 1) {
        // Rows we never read were trimmed: start over.
        this.flush();
        this.watermark = newest;
        this.applied.clear();
      } else if (newest > this.watermark) await this.sync();
      if (++this.checks % TRIM_EVERY_CHECKS === 0 && newest > KEEP_ROWS) {
        await this.store.db
          .deleteFrom('catalogChanges')
          .where('seq', '<', newest - KEEP_ROWS)
          .execute();
      }
    } catch (error) {
      this.log.warn({ err: error }, 'catalog change check failed');
    }
  }

  private async newestSeq(): Promise<number> {
    const row = await this.store.db
      .selectFrom('catalogChanges')
      .select((eb) => eb.fn.max('seq').as('newest'))
      .executeTakeFirst();
    return row?.newest === null || row?.newest === undefined ? 0 : Number(row.newest);
  }

  private flush(): void {
    for (const target of this.targets) target.flush();
  }

  private setKeeping(keeping: boolean): void {
    for (const target of this.targets) {
      target.keeping = keeping;
      target.flush();
    }
  }
}
