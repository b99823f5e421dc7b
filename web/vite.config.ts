import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text asset once the build is written, so the server
 * sends compressed files without compressing per request (@fastify/static `preCompressed`). Ten lines of
 * node:zlib instead of a plugin package.
 */
function precompress(): Plugin {
  return {
    name: 'estante-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Translations as JSON files beside the build (`assets/locales-<hash>/<language>/<namespace>.json`), fetched by
 * `lib/i18n.ts`, rather than one JavaScript chunk per language and namespace: JSON parses faster than script and
 * the first page's JavaScript budget (docs/performance.md, "Web") holds code only. One hash over every file keeps
 * them cacheable for a year. `npm run dev` fetches them from the source folder as they are.
 */
function localeFiles(): Plugin {
  const localesDir = path.resolve(import.meta.dirname, 'src/locales');
  const files = () =>
    fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((language) =>
        fs
          .readdirSync(path.join(localesDir, language.name))
          .filter((name) => name.endsWith('.json'))
          .map((name) => `${language.name}/${name}`),
      )
      .sort();
  let folder = '';
  return {
    name: 'estante-locale-files',
    config(config, { command }) {
      const base = config.base ?? '/';
      if (command === 'build') {
        const hash = crypto.createHash('sha256');
        for (const file of files()) hash.update(file).update(fs.readFileSync(path.join(localesDir, file)));
        folder = `assets/locales-${hash.digest('hex').slice(0, 10)}`;
      }
      const url = command === 'build' ? `${base}${folder}` : `${base}src/locales`;
      return { define: { 'import.meta.env.ESTANTE_LOCALES_URL': JSON.stringify(url) } };
    },
    generateBundle() {
      if (!folder) return;
      for (const file of files()) {
        // Minified: the source files are indented for people.
        const source = JSON.stringify(JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8')));
        this.emitFile({ type: 'asset', fileName: `${folder}/${file}`, source });
      }
    },
  };
}

// The API server (`npm run serve` at the repository root) listens on :8080 and also serves web/dist in production.
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), localeFiles(), precompress()],
  // Preact's compatibility layer runs the React code: the first page's budget is 100 KB of gzipped JavaScript and
  // react-dom alone was 68 KB of it (Preact with its compat layer is 10 KB). The source keeps importing `react`;
  // types, the React Query and react-i18next bindings and the router work unchanged (docs/web.md, "Runtime").
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      experimental: { lazyBarrel: true },
      treeshake: {
        // The shared packages only declare values: a module whose exports the web does not use can go, and the
        // wire schemas' `Type.Object(...)` calls build values with no side effect (nor does loading TypeBox).
        // Without this the first page carried every TypeBox schema of @estante/contracts and the TypeBox runtime
        // (~25 KB gzipped) for the handful of constants it reads.
        moduleSideEffects: (id) =>
          !/[\\/](packages[\\/](contracts|core)|node_modules[\\/]@sinclair[\\/]typebox)[\\/]/.test(id) &&
          !/[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/.test(id),
        manualPureFunctions: ['Type'],
      },
      output: {
        // Libraries in their own chunk: it changes only when a dependency does, so browsers keep it cached.
        // The captcha widget stays out of it: only the login and recovery forms load it, when it is on. So does
        // TypeBox: the few schema fragments tree-shaking cannot drop (in the personal area's chunks) pull it in.
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    // Regular expressions so that the SPA route /oauth-response is not sent to the API server.
    proxy: {
      '^/api/': { target: apiServer, changeOrigin: false },
      '^/oauth/': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '^/api/': { target: apiServer, changeOrigin: false },
      '^/oauth/': { target: apiServer, changeOrigin: false },
    },
  },
});
