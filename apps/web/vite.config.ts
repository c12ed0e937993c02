import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz siblings of every text asset at build time, so the server sends compressed
 * files (@fastify/static `preCompressed`) without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'store-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((f) => /\.(js|css|html|svg|json)$/.test(f) && !f.includes('.vite'))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            if (content.length < 1024) return;
            await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
            await writeFile(
              `${full}.br`,
              brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

/**
 * The browser gets the message catalogues compiled (docs/decisions/160-languages.md): each module
 * of packages/shared/src/i18n/catalogues/<language>/ is evaluated here and its ICU strings replaced
 * by Lingui's compiled form, so the browser needs no message parser. The server build keeps them
 * written (it compiles them itself, with every catalogue at hand).
 */
function compiledCatalogues(): Plugin {
  const CATALOGUE = /[\\/]i18n[\\/]catalogues[\\/](en|bn)[\\/][\w-]+\.ts$/;
  return {
    name: 'store-compiled-catalogues',
    enforce: 'post',
    async transform(code, id, options) {
      if (options?.ssr || !CATALOGUE.test(id)) return null;
      // A catalogue is a plain object literal with no runtime import: it can be evaluated on its own.
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        default: Record<string, Record<string, string>>;
      };
      const compiled = Object.fromEntries(
        Object.entries(module.default).map(([group, entries]) => [
          group,
          Object.fromEntries(Object.entries(entries).map(([key, text]) => [key, compileMessage(text)])),
        ]),
      );
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}

/** React's API, run by Preact on both sides (docs/decisions/170-one-renderer-plain-hydration.md). */
const preactCompat = path.dirname(createRequire(import.meta.url).resolve('preact/compat/package.json'));
export const PREACT_ALIASES = { react: preactCompat, 'react-dom': preactCompat };

// Two builds (scripts/web-build.mjs): the browser's into dist/, and the server renderer
// (src/entry-server.tsx, `vite build --ssr`) into dist-server/, which the API process loads.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [] : [tailwindcss(), compiledCatalogues(), precompress()],
  resolve: { alias: PREACT_ALIASES },
  // Everything bundled: the API process loads dist-server from wherever it is (the e2e server copies
  // it out of the repository, away from node_modules), and the shared package is TypeScript source.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: 'src/entry-server.tsx',
          // .mjs: ES modules wherever the folder is copied (no package.json "type" there).
          output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
        },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        // Fonts stay files, never data: URLs (the CSP's font-src is 'self'), however small the taka font is.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        // dist/.vite/manifest.json: lets `npm run bench` find the files the home page loads.
        manifest: true,
        rolldownOptions: {
          output: {
            // One chunk for the framework every page needs, instead of several small shared chunks:
            // fewer requests and about 2 KB less for the home page (docs/decisions/002-web-bundle-budget.md).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/](?!.*(useMutation|mutationObserver)\.js)/,
                },
              ],
            },
          },
        },
      },
}));
