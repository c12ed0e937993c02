// Words of a product's name and description, for the product_terms search index.

const WORD = /[\p{L}\p{N}]+/gu;

/** Lowercase words of the text, each once, in the order first seen. */
export function wordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().match(WORD) ?? [])];
}

/** Index terms for a product: the words of its name and description (long words cut to 40 chars). */
export function termsForProduct(name: string, description: string): string[] {
  return [...new Set(wordsOf(`${name} ${description}`).map((w) => w.slice(0, 40)))];
}

/** Upper bound of a prefix range: every string starting with `prefix` is >= prefix and < this. */
export const prefixUpperBound = (prefix: string): string => `${prefix}\u{10FFFF}`;
