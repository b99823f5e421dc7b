import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { API_BASE_PATH, LANGUAGE_CODES, LANGUAGE_HEADER } from '../packages/contracts/src/constants.ts';
import { FIRST_SCREENS } from './src/app/first-screens.ts';
import {
  BOOTSTRAP_CALLS,
  FIRST_LOAD_CALLS_GLOBAL,
  PUBLIC_TOKEN_STORAGE_ENTRY,
  SESSION_STORAGE_ENTRY,
  WEB_CLIENT_ID,
} from './src/lib/first-load-calls.ts';
import {
  LANGUAGE_CODE_PATTERN,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  type Namespace,
  SHELL_NAMESPACES,
  translationBundleName,
} from './src/lib/i18n-config.ts';

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
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later) on the chunks a first page runs:
 * the shell's and the first screens' (app/first-screens.ts) with what they import. The browser then compiles
 * their functions while the script downloads, on a background thread, instead of on the main thread the first time
 * each is called: on a phone's CPU that first-call compiling was most of the page's longest tasks (the shell's
 * evaluation went from 27 to 11 ms on this machine; docs/performance.md, "Web"). Other browsers read a comment.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'estante-compile-hints',
    apply: 'build',
    // After Vite's own additions to the chunks (the preload helper's first line): the hint must come first.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const firstPage = new Set<string>();
        const walk = (file: string) => {
          if (firstPage.has(file)) return;
          firstPage.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) walk(imported);
        };
        for (const chunk of chunks) {
          const screen = Object.values(FIRST_SCREENS).some((first) =>
            chunk.facadeModuleId?.endsWith(`/${first.module}`),
          );
          if (chunk.isEntry || screen) walk(chunk.fileName);
        }
        for (const file of firstPage) {
          const chunk = byFile.get(file)!;
          chunk.code = HINT + chunk.code;
          // One line more at the top: the source map's first line is empty. Its file is in the bundle already.
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
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
  let base = '/';
  return {
    name: 'estante-locale-files',
    config(config, { command }) {
      base = config.base ?? '/';
      if (command === 'build') {
        const hash = crypto.createHash('sha256');
        for (const file of files()) hash.update(file).update(fs.readFileSync(path.join(localesDir, file)));
        folder = `assets/locales-${hash.digest('hex').slice(0, 10)}`;
      }
      const url = command === 'build' ? `${base}${folder}` : `${base}src/locales`;
      return {
        define: {
          'import.meta.env.ESTANTE_LOCALES_URL': JSON.stringify(url),
          'import.meta.env.ESTANTE_TRANSLATION_BUNDLES': JSON.stringify(command === 'build' ? TRANSLATION_BUNDLES : []),
        },
      };
    },
    generateBundle() {
      if (!folder) return;
      const read = (file: string) => JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8')) as unknown;
      for (const file of files()) {
        // Minified: the source files are indented for people.
        this.emitFile({ type: 'asset', fileName: `${folder}/${file}`, source: JSON.stringify(read(file)) });
      }
      for (const language of new Set(files().map((file) => file.split('/')[0]!))) {
        for (const bundle of TRANSLATION_BUNDLES) {
          const source = JSON.stringify(Object.fromEntries(bundle.map((ns) => [ns, read(`${language}/${ns}.json`)])));
          this.emitFile({
            type: 'asset',
            fileName: `${folder}/${language}/${translationBundleName(bundle)}.json`,
            source,
          });
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the entry loads anyway (its static imports): not hinted again.
        const loadedByEntry = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, loadedByEntry);
        const screens = Object.values(FIRST_SCREENS).map((screen) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${screen.module}`));
          if (!chunk) throw new Error(`first-load hints: no chunk built from ${screen.module}`);
          const own = new Set<string>();
          walk(chunk.fileName, own);
          const scripts = [...own].filter((file) => !loadedByEntry.has(file));
          const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          return {
            path: screen.path,
            calls: screen.calls,
            translations: translationBundleName(screen.namespaces),
            scripts: scripts.map((file) => `${base}${file}`),
            styles: styles.map((file) => `${base}${file}`),
          };
        });
        const hints = firstLoadHints({
          locales: `${base}${folder}`,
          languages: [...new Set(files().map((file) => file.split('/')[0]!))],
          shell: translationBundleName(SHELL_NAMESPACES),
          screens,
          calls: {
            global: FIRST_LOAD_CALLS_GLOBAL,
            storedEntries: [SESSION_STORAGE_ENTRY, PUBLIC_TOKEN_STORAGE_ENTRY],
            token: { path: '/oauth/token', body: { client_id: WEB_CLIENT_ID, grant_type: 'client_credentials' } },
            api: API_BASE_PATH,
            bootstrap: BOOTSTRAP_CALLS,
            languageHeader: LANGUAGE_HEADER,
            languageCodes: LANGUAGE_CODES,
          },
        });
        // Last in the head, after the shell's script and stylesheet: the parser has asked for those before the
        // script runs (its first read of localStorage can take tens of milliseconds on a fresh profile), and it
        // runs once the small stylesheet is in, long before the shell's script is.
        return html.replace('</head>', `  <script nonce="${CSP_NONCE_PLACEHOLDER}">${hints}</script>\n  </head>`);
      },
    },
  };
}

/** The groups of namespaces written as one file each as well: the shell's and each first screen's. */
const TRANSLATION_BUNDLES: readonly (readonly Namespace[])[] = [
  SHELL_NAMESPACES,
  ...Object.values(FIRST_SCREENS).map((screen) => screen.namespaces),
];

/**
 * The inline script's nonce in the built index.html: the server puts the response's CSP script nonce in its place
 * (server/src/http/web-app.plugin.ts). Served by anything else (vite preview), no CSP asks for it.
 */
const CSP_NONCE_PLACEHOLDER = 'ESTANTE_CSP_NONCE';

/** The interface language when none of the visitor's is offered (DEFAULT_LANGUAGE in @estante/contracts). */
const DEFAULT_LANGUAGE = 'pt';

/**
 * The page's first-load hints, a few lines of inline script run while the HTML is parsed: they pick the visitor's
 * language as `lib/i18n.ts` will (`?lng=`, the stored choice, the browser's; Portuguese otherwise) and add
 * `<link rel=preload>` for the shell's translations and, on a first screen (app/first-screens.ts), for its
 * translations, code and styles. All of it then downloads alongside the shell's script instead of after it has
 * been downloaded and run; the fetches and imports that follow find it in the cache (docs/web.md, "Runtime").
 * On a first visit (nothing of a session stored) they also send the bootstrap's calls and the first screen's
 * (lib/first-load-calls.ts), which the app's API client then takes instead of sending them again.
 */
function firstLoadHints(data: {
  locales: string;
  languages: string[];
  shell: string;
  screens: { path: string; calls: readonly string[]; translations: string; scripts: string[]; styles: string[] }[];
  calls: {
    global: string;
    storedEntries: string[];
    token: { path: string; body: Record<string, string> };
    api: string;
    bootstrap: readonly string[];
    languageHeader: string;
    languageCodes: Record<string, number>;
  };
}): string {
  // Plain script in a string: it runs as written, before any module, in every browser the app supports.
  return `(function (hint) {
  var stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}); } catch (error) {}
  var wanted = [new URLSearchParams(location.search).get(${JSON.stringify(LANGUAGE_QUERY_PARAM)}), stored]
    .concat(navigator.languages || [], navigator.language);
  var language = ${JSON.stringify(DEFAULT_LANGUAGE)};
  for (var i = 0; i < wanted.length; i++) {
    var code = wanted[i] && ${LANGUAGE_CODE_PATTERN.toString()}.test(wanted[i]) ? wanted[i].split(/[-_]/)[0].toLowerCase() : '';
    if (hint.languages.indexOf(code) >= 0) { language = code; break; }
  }
  function add(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    // As the requests it stands for make them (fetch(), import(), Vite's stylesheet links): in CORS mode.
    link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
  add('preload', hint.locales + '/' + language + '/' + hint.shell + '.json', 'fetch');
  var calls = hint.calls.bootstrap.slice();
  for (var s = 0; s < hint.screens.length; s++) {
    var screen = hint.screens[s];
    var match = new RegExp(screen.path).exec(location.pathname);
    if (!match) continue;
    add('preload', hint.locales + '/' + language + '/' + screen.translations + '.json', 'fetch');
    screen.scripts.forEach(function (script) { add('modulepreload', script); });
    screen.styles.forEach(function (style) { add('preload', style, 'style'); });
    screen.calls.forEach(function (call) { calls.push(call.replace('$1', String(parseInt(match[1], 10)))); });
    break;
  }
  // A first visit's calls: with a stored session or token (or a sign-in link, #ott=) the app sends its own.
  var firstVisit = location.hash.indexOf('ott=') < 0;
  hint.calls.storedEntries.forEach(function (entry) {
    try {
      if (localStorage.getItem(entry) || sessionStorage.getItem(entry)) firstVisit = false;
    } catch (error) { firstVisit = false; }
  });
  if (!firstVisit || !window.fetch) return;
  var code = hint.calls.languageCodes[language];
  function headers(more) {
    var all = { Accept: 'application/json' };
    all[hint.calls.languageHeader] = String(code);
    for (var name in more) all[name] = more[name];
    return all;
  }
  var token = fetch(hint.calls.token.path, {
    method: 'POST',
    headers: headers({ 'Content-Type': 'application/json' }),
    body: JSON.stringify(hint.calls.token.body)
  }).then(function (response) {
    if (!response.ok) throw new Error('token: ' + response.status);
    return response.json();
  });
  var responses = {};
  calls.forEach(function (call) {
    responses[hint.calls.api + call] = token.then(function (answer) {
      return fetch(hint.calls.api + call, { headers: headers({ Authorization: 'Bearer ' + answer.access_token }) });
    });
    // Taken by the app, which handles a failure; one it never takes must not be reported as unhandled.
    responses[hint.calls.api + call].catch(function () {});
  });
  token.catch(function () {});
  window[hint.calls.global] = { language: code, token: token, responses: responses };
})(${JSON.stringify(data)});`;
}

/**
 * React Router's production build. Its package exports only the development build (no `production` condition), where
 * dev warnings are on: route checks and messages that cost bytes and, on the first render, main-thread time. The two
 * builds differ in that one constant (`ENABLE_DEV_WARNINGS`), so the production one is picked by path; `npm run dev`
 * keeps the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

// The API server (`npm run serve` at the repository root) listens on :8080 and also serves web/dist in production.
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  plugins: [react(), localeFiles(), compileHints(), precompress()],
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
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}/dom-export.mjs` },
          ]
        : []),
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
}));
