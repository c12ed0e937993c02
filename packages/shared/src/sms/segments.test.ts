import { describe, expect, it } from 'vitest';
import { countSmsSegments, isGsm7 } from './segments.ts';

describe('SMS segments', () => {
  it('sends up to 160 GSM-7 characters as one SMS, and 161 as two parts of at most 153', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', segments: 1, units: 160 });
    expect(countSmsSegments('a'.repeat(161))).toEqual({ encoding: 'gsm7', segments: 2, units: 161 });
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character (€ [ ] { } ~ ^ | \\) as two septets and never splits one between parts', () => {
    expect(countSmsSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', segments: 1, units: 160 });
    expect(countSmsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ segments: 2, units: 161 });
    // 152 septets then an escape pair: the pair goes whole into the second part.
    expect(countSmsSegments(`${'a'.repeat(152)}[${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
    expect(countSmsSegments(`${'a'.repeat(151)}[${'a'.repeat(153)}`)).toMatchObject({ units: 306, segments: 2 });
  });

  it('switches the whole text to UCS-2 for one character outside GSM-7: 70 alone, 67 a part', () => {
    expect(isGsm7('Order 0F8E2C1A shipped')).toBe(true);
    expect(isGsm7('Total ৳1,250')).toBe(false);
    expect(countSmsSegments(`${'a'.repeat(69)}৳`)).toEqual({ encoding: 'ucs2', segments: 1, units: 70 });
    expect(countSmsSegments(`${'a'.repeat(70)}৳`)).toEqual({ encoding: 'ucs2', segments: 2, units: 71 });
    expect(countSmsSegments('অ'.repeat(134)).segments).toBe(2);
    expect(countSmsSegments('অ'.repeat(135)).segments).toBe(3);
  });

  it('counts Bangla by UTF-16 units (a conjunct is several) and an emoji as two, kept whole', () => {
    expect(countSmsSegments('ট্র্যাক')).toMatchObject({ encoding: 'ucs2', units: 7, segments: 1 });
    expect(countSmsSegments('🚲').units).toBe(2);
    // 66 units then a surrogate pair that would cross the part's end: it starts the next part.
    expect(countSmsSegments(`${'অ'.repeat(66)}🚲${'অ'.repeat(66)}`)).toMatchObject({ units: 134, segments: 3 });
  });

  it('takes an empty text as one SMS', () => {
    expect(countSmsSegments('')).toEqual({ encoding: 'gsm7', segments: 1, units: 0 });
  });
});
