// How many SMS a text costs: GSM-7 (160 characters alone, 153 a part) unless one character is outside
// it, then UCS-2 (70 alone, 67 a part), as Bangla always is. The gateway bills per part.

/** The GSM 03.38 basic character set: one septet each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: an escape septet and one more, so two each. */
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** The parts the text is sent in (1 for an empty text). */
  segments: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
}

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
};

export const isGsm7 = (text: string): boolean => [...text].every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c));

/** Each character's size in its encoding's units: a pair of them is never split between two parts. */
function unitSizes(text: string, encoding: SmsEncoding): number[] {
  // A character outside the BMP (an emoji) is a surrogate pair: two UCS-2 units.
  return [...text].map((c) => (encoding === 'gsm7' ? (GSM_EXTENSION.has(c) ? 2 : 1) : c.length));
}

export function countSmsSegments(text: string): SmsSegments {
  const encoding: SmsEncoding = isGsm7(text) ? 'gsm7' : 'ucs2';
  const sizes = unitSizes(text, encoding);
  const units = sizes.reduce((sum, n) => sum + n, 0);
  const { single, part } = LIMITS[encoding];
  if (units <= single) return { encoding, segments: 1, units };
  let segments = 1;
  let filled = 0;
  for (const size of sizes) {
    if (filled + size > part) {
      segments += 1;
      filled = 0;
    }
    filled += size;
  }
  return { encoding, segments, units };
}
