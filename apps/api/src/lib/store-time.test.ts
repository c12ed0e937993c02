// The store's days in its time zone, and the stretches of constant UTC offset the insights group by.
import { afterEach, describe, expect, it } from 'vitest';
import { setStoreTimeZone, storeDay, storeDayStart, storeOffsetSpans } from './store-time.ts';

afterEach(() => setStoreTimeZone('Asia/Dhaka'));

describe('store days', () => {
  it('puts 23:30 in Dhaka on that day and 00:30 on the next', () => {
    expect(storeDay('2026-03-10T17:30:00.000Z')).toBe('2026-03-10');
    expect(storeDay('2026-03-10T18:30:00.000Z')).toBe('2026-03-11');
    expect(storeDayStart('2026-03-11')).toBe('2026-03-10T18:00:00.000Z');
  });

  it('follows the zone the store is set to', () => {
    setStoreTimeZone('Europe/London');
    expect(storeDay('2026-03-10T17:30:00.000Z')).toBe('2026-03-10');
    expect(storeDayStart('2026-07-01')).toBe('2026-06-30T23:00:00.000Z');
  });
});

describe('storeOffsetSpans', () => {
  it('is one span at +6 hours for a year in Dhaka', () => {
    expect(storeOffsetSpans('2025-12-31T18:00:00.000Z', '2026-12-31T18:00:00.000Z')).toEqual([
      { start: '2025-12-31T18:00:00.000Z', end: '2026-12-31T18:00:00.000Z', offsetMinutes: 360 },
    ]);
  });

  it('cuts at the minute a daylight-saving zone changes its clocks', () => {
    setStoreTimeZone('Europe/London');
    // Clocks went forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October 2026.
    expect(storeOffsetSpans('2026-03-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')).toEqual([
      { start: '2026-03-01T00:00:00.000Z', end: '2026-03-29T01:00:00.000Z', offsetMinutes: 0 },
      { start: '2026-03-29T01:00:00.000Z', end: '2026-10-25T01:00:00.000Z', offsetMinutes: 60 },
      { start: '2026-10-25T01:00:00.000Z', end: '2026-11-01T00:00:00.000Z', offsetMinutes: 0 },
    ]);
  });

  it('finds a change on a half hour (Lord Howe Island moves its clocks by 30 minutes)', () => {
    setStoreTimeZone('Australia/Lord_Howe');
    const spans = storeOffsetSpans('2026-03-20T00:00:00.000Z', '2026-04-20T00:00:00.000Z');
    expect(spans.map((s) => s.offsetMinutes)).toEqual([660, 630]);
    expect(spans[0]?.end).toBe('2026-04-04T15:00:00.000Z');
  });
});
