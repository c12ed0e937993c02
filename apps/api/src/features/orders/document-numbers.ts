// Gapless numbers per Bangladesh financial year (1 July – 30 June, in the store's time zone) for VAT
// documents: invoices `INV-2026-27-000001` and credit notes `CN-2026-27-000001` (decision 233).
import type { DB } from '../../db/database.ts';
import { storeDay } from '../../lib/store-time.ts';

export type DocumentKind = 'INV' | 'CN';

/** `2026-27` for any moment from 1 July 2026 00:00 to 30 June 2027 23:59:59 in the store's zone. */
export function financialYearOf(at: string | Date): string {
  const [year, month] = storeDay(at).split('-').map(Number) as [number, number];
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const formatDocumentNumber = (kind: DocumentKind, financialYear: string, n: number): string =>
  `${kind}-${financialYear}-${String(n).padStart(6, '0')}`;

/**
 * The series' next number. The counter row stays locked until the caller's transaction ends, so
 * concurrent issues queue and take consecutive numbers; a rollback gives its number back.
 */
export async function takeNextDocumentNumber(db: DB, kind: DocumentKind, at: string): Promise<string> {
  const financialYear = financialYearOf(at);
  const series = `${kind}-${financialYear}`;
  await db
    .insertInto('documentCounters')
    .values({ series, last: 0 })
    .onConflict((oc) => oc.column('series').doNothing())
    .execute();
  const counter = await db
    .updateTable('documentCounters')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('series', '=', series)
    .returning('last')
    .executeTakeFirstOrThrow();
  return formatDocumentNumber(kind, financialYear, Number(counter.last));
}
