// Couriers write taka as numbers (1060, 1060.5); the store keeps poisha.
import { poishaToTaka, takaToPoisha } from '@store/shared/money';

/** Poisha → a taka number for a courier's JSON. */
export const formatTakaNumber = (poisha: number): number => poishaToTaka(poisha);

/** A courier's taka (number or "1060.50") → poisha; null when it is not an amount. */
export function parseCourierTaka(value: number | string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < 0) return null;
  return takaToPoisha(Math.round(n * 100) / 100);
}
