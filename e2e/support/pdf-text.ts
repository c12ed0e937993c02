// The text of a PDF, well enough to check what an invoice says, without a PDF library: the streams
// are inflated (FlateDecode), each font's ToUnicode CMap is read, and the strings of the text
// operators (Tj, TJ) are decoded with it. PDF writers that embed a font (needed for ৳ and Bangla)
// write glyph ids, not characters: the CMap is what maps them back.
import { inflateSync } from 'node:zlib';

interface PdfStream {
  dict: string;
  data: Buffer;
}

function readStreams(pdf: Buffer): PdfStream[] {
  const text = pdf.toString('latin1');
  const streams: PdfStream[] = [];
  const head = /obj\s*(<<[\s\S]*?>>)\s*stream\r?\n/g;
  for (let match = head.exec(text); match; match = head.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let raw = pdf.subarray(start, end);
    if (raw.at(-1) === 0x0a) raw = raw.subarray(0, -1);
    if (raw.at(-1) === 0x0d) raw = raw.subarray(0, -1);
    const dict = match[1] ?? '';
    let data = raw;
    if (dict.includes('/FlateDecode')) {
      try {
        data = inflateSync(raw);
      } catch {
        continue; // not a stream this reader needs (e.g. an image with other filters too)
      }
    }
    streams.push({ dict, data });
    head.lastIndex = end;
  }
  return streams;
}

const utf16 = (hex: string): string => {
  const bytes = Buffer.from(hex.length % 4 === 0 ? hex : hex.padStart(Math.ceil(hex.length / 4) * 4, '0'), 'hex');
  return bytes.swap16().toString('utf16le');
};

/** One font's ToUnicode CMap: code (upper-case hex) → text. */
function readCMap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set((pair[1] ?? '').toUpperCase(), utf16(pair[2] ?? ''));
    }
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? '';
    for (const range of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)/g)) {
      const loHex = range[1] ?? '';
      const lo = parseInt(loHex, 16);
      const hi = parseInt(range[2] ?? '', 16);
      const dst = range[3] ?? '';
      const key = (code: number) => code.toString(16).toUpperCase().padStart(loHex.length, '0');
      if (dst.startsWith('[')) {
        const targets = [...dst.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => utf16(m[1] ?? ''));
        targets.forEach((t, i) => map.set(key(lo + i), t));
      } else {
        const first = dst.slice(1, -1);
        const base = parseInt(first, 16);
        for (let code = lo; code <= hi; code += 1) {
          map.set(key(code), utf16((base + code - lo).toString(16).padStart(first.length, '0')));
        }
      }
    }
  }
  return map;
}

function decodeLiteral(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    if (/^[0-7]+$/.test(c)) return String.fromCharCode(parseInt(c, 8));
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c;
  });
}

/** A hex string decoded with the first CMap that knows all its codes, else as 1-byte characters. */
function decodeHex(hex: string, cmaps: Map<string, string>[]): string {
  const clean = hex.replace(/\s+/g, '').toUpperCase();
  for (const map of cmaps) {
    const width = [...map.keys()][0]?.length ?? 4;
    if (clean.length % width !== 0) continue;
    const codes = clean.match(new RegExp(`.{${width}}`, 'g')) ?? [];
    if (codes.every((c) => map.has(c))) return codes.map((c) => map.get(c)).join('');
  }
  return Buffer.from(clean, 'hex').toString('latin1');
}

const STRING = /<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g;

/** Every text shown by the PDF's text operators, one operator's string per line. */
export function pdfText(pdf: Buffer): string {
  const streams = readStreams(pdf);
  const cmaps = streams
    .filter((s) => s.data.includes('begincmap'))
    .map((s) => readCMap(s.data.toString('latin1')))
    .filter((m) => m.size > 0);
  const lines: string[] = [];
  for (const stream of streams) {
    const content = stream.data.toString('latin1');
    if (!/\bBT\b/.test(content) || content.includes('begincmap')) continue;
    for (const op of content.matchAll(
      /\[((?:\\.|[^\]\\])*)\]\s*TJ|(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*(?:Tj|'|")/g,
    )) {
      const strings = op[1] ?? op[2] ?? '';
      const parts = [...strings.matchAll(STRING)].map((m) =>
        m[1] !== undefined ? decodeHex(m[1], cmaps) : decodeLiteral(m[2] ?? ''),
      );
      lines.push(parts.join(''));
    }
  }
  return lines.join('\n');
}
