// Days and years in the store's time zone (STORE_TIMEZONE); timestamps are stored as ISO-8601 UTC text.
import { STORE_TIME_ZONE } from '@store/shared/constants';

const formatFor = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

const HOUR_MS = 3_600_000;
const offsets = new Map<number, number>();

let zone: string = STORE_TIME_ZONE;
let partsFormat = formatFor(zone);

export function isTimeZone(name: string): boolean {
  try {
    formatFor(name);
    return true;
  } catch {
    return false;
  }
}

/** NOTE: process-wide on purpose: one store has one zone, and every reader of days agrees. */
export function setStoreTimeZone(timeZone: string): void {
  if (timeZone === zone) return;
  partsFormat = formatFor(timeZone);
  zone = timeZone;
  offsets.clear();
}

/** The zone's offset from UTC (ms) at an instant (to the second): what its clock shows minus UTC. */
function exactOffsetMs(ms: number): number {
  const at = Math.floor(ms / 1000) * 1000;
  const p: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(at)) p[part.type] = part.value;
  return (
    Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) -
    at
  );
}

/** The zone's offset (ms) at an instant, kept per hour of UTC: formatToParts is slow for the CSV export. */
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = exactOffsetMs(hour * HOUR_MS);
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** The store's wall clock at an instant, as a Date whose UTC fields show it. */
const wallClock = (at: string | Date): Date => {
  const ms = new Date(at).getTime();
  return new Date(ms + offsetAt(ms));
};

export function storeYear(at: string | Date): number {
  return wallClock(at).getUTCFullYear();
}

export function storeDay(at: string | Date): string {
  return dayOf(wallClock(at));
}

const dayOf = (d: Date): string => `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;

/** `YYYY-MM-DD HH:mm`: an instant as the store's clock shows it (CSV cells). */
export function storeDateTime(at: string | Date): string {
  const d = wallClock(at);
  return `${dayOf(d)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** The instant (ISO, UTC) at which the store's day `YYYY-MM-DD` begins; `addDays` moves it first. */
export function storeDayStart(day: string, addDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  const wallClock = Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + addDays);
  // Twice, in case the first guess straddles an offset change.
  let instant = wallClock;
  for (let i = 0; i < 2; i++) instant = wallClock - exactOffsetMs(instant);
  return new Date(instant).toISOString();
}

/** A stretch of time [start, end) (ISO, UTC) over which the store's clock is UTC + offsetMinutes. */
interface OffsetSpan {
  start: string;
  end: string;
  offsetMinutes: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** [start, end) cut where the offset changes: sampled daily, the minute of a change found by halving. */
export function storeOffsetSpans(startIso: string, endIso: string): OffsetSpan[] {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const spans: OffsetSpan[] = [];
  let spanStart = start;
  let offset = exactOffsetMs(start);
  for (let at = start; at < end;) {
    const next = Math.min(at + DAY_MS, end);
    const nextOffset = exactOffsetMs(next - 1);
    if (nextOffset !== offset) {
      // The change lies in (at, next): the first whole minute whose offset is the new one.
      let low = Math.floor(at / MINUTE_MS);
      let high = Math.ceil((next - 1) / MINUTE_MS);
      while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (exactOffsetMs(mid * MINUTE_MS) === offset) low = mid;
        else high = mid;
      }
      const change = high * MINUTE_MS;
      spans.push({ start: iso(spanStart), end: iso(change), offsetMinutes: offset / MINUTE_MS });
      spanStart = change;
      offset = exactOffsetMs(change);
    }
    at = next;
  }
  spans.push({ start: iso(spanStart), end: iso(end), offsetMinutes: offset / MINUTE_MS });
  return spans;
}

const iso = (ms: number): string => new Date(ms).toISOString();
