// Applies the migrations in code at start. Kysely's PostgreSQL adapter takes an advisory lock
// around them, so several instances may start together.
import { type Migration, type MigrationResultSet, Migrator, sql } from 'kysely';
import type { StoreDatabase } from './database.ts';
import { up001 } from './migrations/001-catalog-orders.ts';
import { up002 } from './migrations/002-auth.ts';
import { up010 } from './migrations/010-catalog-version.ts';
import { up050 } from './migrations/050-payments.ts';
import { up070 } from './migrations/070-plain-column-names.ts';
import { up071 } from './migrations/071-request-rate-limits.ts';
import { up080 } from './migrations/080-background-jobs.ts';
import { up081 } from './migrations/081-cart-checkout.ts';
import { up090 } from './migrations/090-order-events.ts';
import { up092 } from './migrations/092-mail-outbox.ts';
import { up091 } from './migrations/091-invoices.ts';
import { up093 } from './migrations/093-payment-method.ts';
import { up120 } from './migrations/120-insights-indexes.ts';
import { up100 } from './migrations/100-payment-fee.ts';
import { up101 } from './migrations/101-sslcommerz-refunds.ts';
import { up110 } from './migrations/110-catalog-changes.ts';
import { up140 } from './migrations/140-product-page.ts';
import { up130 } from './migrations/130-categories-and-search.ts';
import { up150 } from './migrations/150-account-language.ts';
import { up212 } from './migrations/212-unpaid-stock-hold.ts';
import { up213 } from './migrations/213-partial-refunds.ts';
import { up214 } from './migrations/214-review-moderation.ts';
import { up217 } from './migrations/217-ready-probe.ts';
import { up218 } from './migrations/218-catalog-changes-announced.ts';
import { up219 } from './migrations/219-provider-cancel-jobs.ts';
import { up220 } from './migrations/220-product-variants.ts';
import { up221 } from './migrations/221-address-book.ts';
import { up222 } from './migrations/222-shipping-zones.ts';
import { up223 } from './migrations/223-order-delivery.ts';
import { up224 } from './migrations/224-variant-weights.ts';
import { up225 } from './migrations/225-courier-parcels.ts';
import { up226 } from './migrations/226-sms-outbox.ts';
import { up227 } from './migrations/227-phone-numbers.ts';
import { up228 } from './migrations/228-cod-rules.ts';
import { up229 } from './migrations/229-order-track-keys.ts';
import { up230 } from './migrations/230-cod-advance.ts';
import { up231 } from './migrations/231-contact-messages.ts';
import { up232 } from './migrations/232-quotes.ts';
import { up233 } from './migrations/233-vat-invoices.ts';
import { up240 } from './migrations/240-dealer-prices.ts';
import { up241 } from './migrations/241-promotions.ts';
import { up242 } from './migrations/242-staff-roles.ts';
import { up243 } from './migrations/243-audit-entries.ts';
import { up244 } from './migrations/244-product-published.ts';

function allMigrations(store: StoreDatabase): Record<string, Migration> {
  return {
    '001-catalog-orders': { up: up001(store.dialect) },
    '002-auth': { up: up002(store.dialect) },
    '010-catalog-version': { up: up010 },
    '050-payments': { up: up050 },
    '070-plain-column-names': { up: up070 },
    '071-request-rate-limits': { up: up071 },
    '080-background-jobs': { up: up080 },
    '081-cart-checkout': { up: up081 },
    '090-order-events': { up: up090 },
    '092-mail-outbox': { up: up092 },
    '091-invoices': { up: up091 },
    '093-payment-method': { up: up093 },
    '120-insights-indexes': { up: up120 },
    '100-payment-fee': { up: up100 },
    '101-sslcommerz-refunds': { up: up101 },
    '110-catalog-changes': { up: up110(store.dialect) },
    '140-product-page': { up: up140(store.dialect) },
    '130-categories-and-search': { up: up130(store.dialect) },
    '150-account-language': { up: up150 },
    '212-unpaid-stock-hold': { up: up212 },
    '213-partial-refunds': { up: up213 },
    '214-review-moderation': { up: up214(store.dialect) },
    '217-ready-probe': { up: up217 },
    '218-catalog-changes-announced': { up: up218(store.dialect) },
    '219-provider-cancel-jobs': { up: up219 },
    '220-product-variants': { up: up220(store.dialect) },
    '221-address-book': { up: up221(store.dialect) },
    '222-shipping-zones': { up: up222(store.dialect) },
    '223-order-delivery': { up: up223(store.dialect) },
    '224-variant-weights': { up: up224(store.dialect) },
    '225-courier-parcels': { up: up225 },
    '226-sms-outbox': { up: up226 },
    '227-phone-numbers': { up: up227(store.dialect) },
    '228-cod-rules': { up: up228 },
    '229-order-track-keys': { up: up229 },
    '230-cod-advance': { up: up230 },
    '231-contact-messages': { up: up231 },
    '232-quotes': { up: up232 },
    '233-vat-invoices': { up: up233 },
    '240-dealer-prices': { up: up240 },
    '241-promotions': { up: up241 },
    '242-staff-roles': { up: up242(store.dialect) },
    '243-audit-entries': { up: up243 },
    '244-product-published': { up: up244 },
  };
}

// NOTE: on PostgreSQL, Kysely looks for its migration tables in every schema unless told which one;
// beside other schemas (each test app has its own) it would find another's tables and fail.
async function migrationTableSchema(store: StoreDatabase): Promise<{ migrationTableSchema?: string }> {
  if (store.dialect !== 'postgres') return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

export async function migrateToLatest(store: StoreDatabase): Promise<void> {
  if (await isUpToDate(store)) return;
  await run(store, (m) => m.migrateToLatest());
}

// NOTE: Kysely's Migrator starts by reading every column of every schema (slow beside many schemas, and
// on PostgreSQL it locks other schemas' tables as they are dropped); a database that has run every
// migration skips it, asked through its own migration table.
async function isUpToDate(store: StoreDatabase): Promise<boolean> {
  const ran = await sql<{ name: string }>`select name from kysely_migration`
    .execute(store.db)
    .then(({ rows }) => new Set(rows.map((r) => r.name)))
    .catch(() => new Set<string>());
  return Object.keys(allMigrations(store)).every((name) => ran.has(name));
}

/** Runs the migrations up to and including `name` (tests: a database as an older version left it). */
export async function migrateTo(store: StoreDatabase, name: string): Promise<void> {
  await run(store, (m) => m.migrateTo(name));
}

async function run(store: StoreDatabase, migrate: (m: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  const m = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => allMigrations(store) },
    ...(await migrationTableSchema(store)),
    // Features add migrations in parallel; a later-numbered one may already have run.
    allowUnorderedMigrations: true,
  });
  let outcome = await migrate(m);
  // NOTE: Kysely's introspection looks up every table of every schema by name; another test app
  // dropping its schema (3F000) or a table (42P01), or renaming a column (42703), meanwhile fails it
  // before any migration ran: retried.
  for (let retry = 0; retry < 5 && !outcome.results && isChangedMeanwhile(outcome.error); retry++) {
    outcome = await migrate(m);
  }
  const { error, results } = outcome;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

const isChangedMeanwhile = (error: unknown): boolean =>
  ['3F000', '42P01', '42703'].includes((error as { code?: string } | undefined)?.code ?? '');
