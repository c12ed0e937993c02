// The English pages' Bengali font files are the few letters an English page shows, cut from the
// shipped Noto Sans Bengali, and the stylesheet uses them for those letters only.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from '@store/shared/i18n/locales';
import { ENGLISH_PAGE_FONTS, FONT_DIR, makeEnglishPageFont } from './english-page-font.ts';

const css = fs.readFileSync(path.join(FONT_DIR, '../../index.css'), 'utf8');
/** The code points of a text, as the CSS unicode-range writes them (U+09F3). */
const codePoints = (text: string) =>
  [...new Set(text)].map((c) => `U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`).sort();
/** The unicode-range of each @font-face of a family. */
const rangesOf = (family: string) =>
  [...css.matchAll(new RegExp(`font-family: '${family}';[^}]*unicode-range: ([^;]+);`, 'g'))].map((m) =>
    (m[1] ?? '')
      .split(',')
      .map((r) => r.trim())
      .sort(),
  );

describe('the English pages’ Bengali fonts', () => {
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

  it('draws ৳ everywhere and the switch’s বাংলা only on the switch, both before the system fonts', () => {
    expect(ENGLISH_PAGE_FONTS.map((font) => [font.text, font.weight])).toEqual([
      ['৳', 400],
      ['৳', 700],
      [LOCALE_NAMES.bn, 400],
    ]);
    expect(rangesOf('Noto Sans Bengali Taka')).toEqual([['U+09F3'], ['U+09F3']]);
    expect(rangesOf('Noto Sans Bengali Switch')).toEqual([codePoints(LOCALE_NAMES.bn)]);
    expect(css).toMatch(/--font-sans:\s*'Noto Sans Bengali Taka', 'Noto Sans Bengali', ui-sans-serif, system-ui,/);
    expect(css).toMatch(
      /a\[lang='bn'\] \{\s*font-family:\s*'Noto Sans Bengali Switch', 'Noto Sans Bengali', ui-sans-serif,/,
    );
  });
});
