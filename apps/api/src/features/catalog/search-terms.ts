// Words of a search query, as the full-text search reads them (letters and digits only).

const WORD = /[\p{L}\p{N}]+/gu;

export function wordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().match(WORD) ?? [])];
}
