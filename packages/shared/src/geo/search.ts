// Finding a district or area from what a buyer types, in English, Bangla or an older spelling: the start of
// any word of a name, whatever the case, spaces or punctuation ("coxs baz" finds Cox's Bazar).
import { AREAS, DISTRICTS } from './bd-data.ts';
import type { District } from './types.ts';

export interface PlaceMatch {
  kind: 'district' | 'area';
  districtId: string;
  /** null for a district: the buyer still chooses its area. */
  areaId: string | null;
  en: string;
  bn: string;
  districtEn: string;
  districtBn: string;
}

/** Lower case, composed, no punctuation, symbols or invisible joiners: how names and queries compare. */
const fold = (s: string): string =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\p{Cf}]/gu, '');

/**
 * A name as the texts a query may start: from each word on, words joined without spaces
 * ("Cox's Bazar" → "coxsbazar", "bazar"), so that a query ignores spacing and may begin at any word.
 */
function wordStarts(name: string): string[] {
  const words = fold(name).split(/\s+/).filter(Boolean);
  return words.map((_, i) => words.slice(i).join(''));
}

interface Entry {
  match: PlaceMatch;
  /** Per name (English, Bangla, aliases): its word starts, the whole name first. */
  names: string[][];
}

let entries: Entry[] | null = null;

function buildEntries(): Entry[] {
  const byId = new Map<string, District>(DISTRICTS.map((d) => [d.id, d]));
  const byEnglish = (a: { en: string }, b: { en: string }) => a.en.localeCompare(b.en, 'en');
  const districts = [...DISTRICTS].sort(byEnglish).map((d) => ({
    match: {
      kind: 'district' as const,
      districtId: d.id,
      areaId: null,
      en: d.en,
      bn: d.bn,
      districtEn: d.en,
      districtBn: d.bn,
    },
    names: [d.en, d.bn, ...(d.aliases ?? [])].map(wordStarts),
  }));
  const areas = [...AREAS].sort(byEnglish).flatMap((a) => {
    const district = byId.get(a.districtId);
    if (!district) return [];
    return [
      {
        match: {
          kind: 'area' as const,
          districtId: a.districtId,
          areaId: a.id,
          en: a.en,
          bn: a.bn,
          districtEn: district.en,
          districtBn: district.bn,
        },
        names: [a.en, a.bn, ...(a.aliases ?? [])].map(wordStarts),
      },
    ];
  });
  return [...districts, ...areas];
}

/** 0: a whole name, 1: a name's first word on, 2: a later word; null: no match. */
function rankOf(entry: Entry, query: string): number | null {
  let best: number | null = null;
  for (const starts of entry.names) {
    starts.forEach((start, i) => {
      if (!start.startsWith(query)) return;
      const rank = i === 0 && start === query ? 0 : i === 0 ? 1 : 2;
      if (best === null || rank < best) best = rank;
    });
  }
  return best;
}

/** Districts before areas; within each, exact names, then names that start so, then later words. */
export function searchPlaces(query: string, limit = 8): PlaceMatch[] {
  const folded = fold(query).replace(/\s+/g, '');
  if (folded === '' || limit <= 0) return [];
  entries ??= buildEntries();
  const found: { match: PlaceMatch; score: number }[] = [];
  for (const entry of entries) {
    const rank = rankOf(entry, folded);
    if (rank !== null) found.push({ match: entry.match, score: (entry.match.kind === 'district' ? 0 : 3) + rank });
  }
  // Array.prototype.sort is stable: equal scores keep the English alphabetical order.
  return found
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((f) => f.match);
}
