// Days and years in the store's time zone (STORE_TIME_ZONE, Asia/Dhaka): the order desk's date
// filters, invoice years and file names. Timestamps are stored as ISO-8601 text in UTC.
import { STORE_TIME_ZONE } from '@store/shared/constants';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface StoreParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

function storeParts(at: Date): StoreParts {
  const parts: Record<string, string> = {};
  for (const p of partsFormat.formatToParts(at)) parts[p.type] = p.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** The store's calendar year of an instant (an ISO string or a Date). */
export function storeYear(at: string | Date): number {
  return Number(storeParts(new Date(at)).year);
}

/** `YYYY-MM-DD`: the store's day of an instant. */
export function storeDay(at: string | Date): string {
  const p = storeParts(new Date(at));
  return `${p.year}-${p.month}-${p.day}`;
}

/** `YYYY-MM-DD HH:mm`: an instant as the store's clock shows it (CSV cells). */
export function storeDateTime(at: string | Date): string {
  const p = storeParts(new Date(at));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The instant (ISO, UTC) at which the store's day `YYYY-MM-DD` begins; `addDays` moves it first. */
export function storeDayStart(day: string, addDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  const wallClock = Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + addDays);
  // The zone's offset at that moment: what its clock shows minus UTC (twice, in case the guess
  // straddles an offset change).
  let instant = wallClock;
  for (let i = 0; i < 2; i++) {
    const p = storeParts(new Date(instant));
    const shown = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
    instant = wallClock - (shown - instant);
  }
  return new Date(instant).toISOString();
}
