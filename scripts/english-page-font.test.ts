// The taka font files are ৳ alone, cut from the shipped Noto Sans Bengali, and the stylesheet uses
// them for ৳ only, before the whole Bengali font.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_PAGE_FONTS, FONT_DIR, makeEnglishPageFont } from './english-page-font.ts';

const css = fs.readFileSync(path.join(FONT_DIR, '../../index.css'), 'utf8');
/** The unicode-range of each @font-face of a family. */
const rangesOf = (family: string) =>
  [...css.matchAll(new RegExp(`font-family: '${family}';[^}]*unicode-range: ([^;]+);`, 'g'))].map((m) =>
    (m[1] ?? '')
      .split(',')
      .map((r) => r.trim())
      .sort(),
  );

describe('the taka font', () => {
  it.each(ENGLISH_PAGE_FONTS)(
    '$file: the file in the app is what scripts/english-page-font.ts makes, about 1 KB',
    async (font) => {
      const shipped = fs.readFileSync(path.join(FONT_DIR, font.file));
      expect(shipped.equals(await makeEnglishPageFont(font))).toBe(true);
      expect(shipped.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(shipped.length).toBeLessThan(2_000);
      expect(css).toContain(`url('./assets/fonts/${font.file}')`);
    },
  );

  it('draws ৳ alone, first in the stack, before the system fonts, in both weights', () => {
    expect(ENGLISH_PAGE_FONTS.map((font) => [font.text, font.weight])).toEqual([
      ['৳', 400],
      ['৳', 700],
    ]);
    expect(rangesOf('Noto Sans Bengali Taka')).toEqual([['U+09F3'], ['U+09F3']]);
    expect(css).toMatch(/--font-sans:\s*'Noto Sans Bengali Taka', 'Noto Sans Bengali', ui-sans-serif, system-ui,/);
  });
});
