// The few Bengali letters an English page shows (the taka sign ৳ in both weights, and "বাংলা", the
// language switch's name for Bangla), cut from the shipped Noto Sans Bengali into 1 KB fonts
// (apps/web/src/index.css). `node --import tsx scripts/english-page-font.ts` writes them; a test checks them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { LOCALE_NAMES } from '@store/shared/i18n/locales';

const repoRoot = path.resolve(import.meta.dirname, '..');
export const FONT_DIR = path.join(repoRoot, 'apps/web/src/assets/fonts');

export const ENGLISH_PAGE_FONTS: { file: string; weight: 400 | 700; text: string }[] = [
  { file: 'noto-sans-bengali-taka-400.woff2', weight: 400, text: '৳' },
  { file: 'noto-sans-bengali-taka-700.woff2', weight: 700, text: '৳' },
  { file: 'noto-sans-bengali-switch-400.woff2', weight: 400, text: LOCALE_NAMES.bn },
];

/** One of them, cut from the shipped Noto Sans Bengali file of its weight. */
export async function makeEnglishPageFont(font: (typeof ENGLISH_PAGE_FONTS)[number]): Promise<Buffer> {
  const require = createRequire(path.join(repoRoot, 'apps/web/package.json'));
  const source = require.resolve(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${font.weight}-normal.woff2`,
  );
  return subsetFont(fs.readFileSync(source), font.text, { targetFormat: 'woff2' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  fs.mkdirSync(FONT_DIR, { recursive: true });
  for (const font of ENGLISH_PAGE_FONTS) {
    const bytes = await makeEnglishPageFont(font);
    fs.writeFileSync(path.join(FONT_DIR, font.file), bytes);
    console.log(`${font.file}: ${bytes.length} bytes`);
  }
}
