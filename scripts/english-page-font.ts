// The few Bengali letters an English page shows, as their own font: Noto Sans Bengali (the
// @fontsource files the store ships for Bangla) cut down to the taka sign ৳ of every price and the
// letters of "বাংলা", the language switch's name for Bangla; regular and bold. An English page then
// downloads these 1-2 KB files instead of the 45 KB Bengali fonts (apps/web/src/index.css).
// `node --import tsx scripts/english-page-font.ts` writes them to apps/web/src/assets/fonts/; a test
// checks that the files there are what this makes from the installed fonts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LOCALE_NAMES } from '@store/shared/i18n/locales';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FONT_DIR = path.join(repoRoot, 'apps/web/src/assets/fonts');
export const WEIGHTS = [400, 700] as const;
export const fontFile = (weight: number) => `noto-sans-bengali-english-pages-${weight}.woff2`;
/** Every Bengali character an English page shows: the taka sign and Bangla's own name. */
export const ENGLISH_PAGE_BENGALI = `৳${LOCALE_NAMES.bn}`;

/** The font of one weight, from the shipped Noto Sans Bengali file of that weight. */
export async function makeEnglishPageFont(weight: (typeof WEIGHTS)[number]): Promise<Buffer> {
  const require = createRequire(path.join(repoRoot, 'apps/web/package.json'));
  const source = require.resolve(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
  );
  return subsetFont(fs.readFileSync(source), ENGLISH_PAGE_BENGALI, { targetFormat: 'woff2' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(FONT_DIR, { recursive: true });
  for (const weight of WEIGHTS) {
    const font = await makeEnglishPageFont(weight);
    fs.writeFileSync(path.join(FONT_DIR, fontFile(weight)), font);
    console.log(`${fontFile(weight)}: ${font.length} bytes`);
  }
}
