// What a visitor downloads for the home page (from Vite's manifest), compressed as the server sends it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Manifest } from 'vite';
import { type Benchmark, checkTarget } from './lib/types.ts';

const HOME_PAGE_MODULE = 'src/features/home/home-page.tsx';
const MAX_HOME_JS_KB = 95;

/** The chunk's own file, its CSS, and everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into, seen);
}

/** Scripts, module preloads and stylesheets that dist/index.html itself references. */
const referencedByIndexHtml = (html: string): string[] =>
  (html.match(/<(script|link)\b[^>]*>/g) ?? []).flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = /rel="(modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isScript || isPreload) && url?.startsWith('/') && /\.(m?js|css)$/.test(url) ? [url.slice(1)] : [];
  });

function homePageAssets(distDir: string) {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(
      `${manifestFile} is missing: the web build must run with build.manifest = true (apps/web/vite.config.ts)`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const files = new Set<string>(referencedByIndexHtml(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')));
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, files);
  // The home page may be its own lazy chunk, or part of the entry (then the entry covers it).
  if (manifest[HOME_PAGE_MODULE]) staticClosure(manifest, HOME_PAGE_MODULE, files);
  return [...files].sort().map((file) => {
    const content = fs.readFileSync(path.join(distDir, file));
    return {
      file,
      rawBytes: content.length,
      // The levels the web build (apps/web/vite.config.ts) precompresses with, i.e. the bytes the server sends.
      gzipBytes: zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
      brotliBytes: zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }).length,
    };
  });
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export const bench: Benchmark = {
  name: 'web-assets',
  description: 'JavaScript and CSS the home page loads, gzipped',
  async run(ctx) {
    const assets = homePageAssets(path.join(ctx.repoRoot, 'apps/web/dist'));
    const total = (ext: string) => {
      const files = assets.filter((a) => a.file.endsWith(ext));
      const sum = (key: 'rawBytes' | 'gzipBytes' | 'brotliBytes') => files.reduce((n, a) => n + a[key], 0);
      return { files: files.length, raw: sum('rawBytes'), gzip: sum('gzipBytes'), brotli: sum('brotliBytes') };
    };
    const [js, css] = [total('.js'), total('.css')];
    return {
      tables: [
        {
          title: 'Home page JavaScript and CSS (KB; gzip -9 and brotli 11, as the server sends them)',
          columns: ['', 'files', 'raw KB', 'gzip KB', 'brotli KB'],
          rows: [
            ['JavaScript', js.files, kb(js.raw), kb(js.gzip), kb(js.brotli)],
            ['CSS', css.files, kb(css.raw), kb(css.gzip), kb(css.brotli)],
          ],
        },
      ],
      targets: [checkTarget('home page JavaScript, gzipped', kb(js.gzip), 'KB', 'max', MAX_HOME_JS_KB)],
      notes: [],
      data: { assets, totals: { js, css } },
    };
  },
};
