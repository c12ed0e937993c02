// Money is an integer count of poisha (1 taka = 100 poisha) everywhere except at the edges:
// the API's `price` fields and the screen, which speak taka.
import { formatTakaIn } from './i18n/format.ts';

const POISHA_PER_TAKA = 100;

/** Taka (a number with at most two decimals) to integer poisha. */
export function takaToPoisha(taka: number): number {
  if (!Number.isFinite(taka)) throw new RangeError('amount must be a finite number');
  return Math.round(taka * POISHA_PER_TAKA);
}

/** Integer poisha to taka as a number for the API. */
export function poishaToTaka(poisha: number): number {
  if (!Number.isSafeInteger(poisha)) throw new RangeError('poisha must be a safe integer');
  return poisha / POISHA_PER_TAKA;
}

/** True when a taka amount has no more than two decimals. */
export function hasAtMostTwoDecimals(taka: number): boolean {
  return Number.isFinite(taka) && Math.abs(taka * 100 - Math.round(taka * 100)) < 1e-6;
}

/** The one way a price is shown in English: `৳1,250` or `৳99.50` (i18n/format.ts writes it in a language). */
export const formatTaka = (taka: number): string => formatTakaIn('en', taka);
