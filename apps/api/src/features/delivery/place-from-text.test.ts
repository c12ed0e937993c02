// Where a free-text address goes: the district or area its words name, in English or Bangla; null when
// it names none, or places that disagree (checkout then charges the dearest zone, never less).
import { describe, expect, it } from 'vitest';
import { placeFromText } from './place-from-text.ts';

describe('placeFromText', () => {
  it('finds a district named in English, whatever the case and punctuation', () => {
    expect(placeFromText('House 3, Zindabazar, Sylhet')).toEqual({ districtId: 'sylhet', areaId: '' });
    expect(placeFromText('house 3 / zindabazar / SYLHET.')).toEqual({ districtId: 'sylhet', areaId: '' });
  });

  it('finds a district and a thana named in Bangla', () => {
    expect(placeFromText('বাড়ি ৩, সিলেট')).toEqual({ districtId: 'sylhet', areaId: '' });
    expect(placeFromText('বাড়ি ১২, ধানমন্ডি, ঢাকা')).toEqual({ districtId: 'dhaka', areaId: 'dhaka/dhanmondi' });
  });

  it('tells a Dhaka thana from Dhaka district alone', () => {
    expect(placeFromText('House 12, Road 5, Dhanmondi, Dhaka')).toEqual({
      districtId: 'dhaka',
      areaId: 'dhaka/dhanmondi',
    });
    expect(placeFromText('Flat 4B, Gulshan')).toEqual({ districtId: 'dhaka', areaId: 'dhaka/gulshan' });
    expect(placeFromText('House 1, Road 2, Dhaka')).toEqual({ districtId: 'dhaka', areaId: '' });
    expect(placeFromText('Bazar Road, Savar, Dhaka')).toEqual({ districtId: 'dhaka', areaId: 'dhaka/savar' });
  });

  it('reads an older name as its district (Chittagong is Chattogram)', () => {
    expect(placeFromText('Agrabad, Chittagong')).toEqual({ districtId: 'chattogram', areaId: '' });
    expect(placeFromText('চট্টগ্রাম')).toEqual({ districtId: 'chattogram', areaId: '' });
  });

  it('does not read a place inside a longer word', () => {
    expect(placeFromText('Dhakaiya Sweets, Road 9')).toBeNull();
  });

  it('answers null when no place is named, or two districts are', () => {
    expect(placeFromText('Near the big mosque, house 9')).toBeNull();
    expect(placeFromText('')).toBeNull();
    expect(placeFromText('Sylhet or Dhaka')).toBeNull();
  });

  it('answers null when the district named and the area named disagree', () => {
    // Kotwali is a Dhaka thana in the list: Chattogram's parcel is not priced as Dhaka city.
    expect(placeFromText('Station Road, Kotwali, Chittagong')).toBeNull();
    expect(placeFromText('House 5, Chittagong Road, Jatrabari')).toBeNull();
  });
});
