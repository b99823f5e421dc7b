import type { Namespace } from '../lib/i18n-config.ts';

/**
 * The screens a visit most often starts on, for the page's first-load hints (web/vite.config.ts): for a path that
 * `path` matches, the page asks for the screen's code (the chunk built from `module` and the chunks it imports)
 * and its translations (one file holding `namespaces`) as soon as the HTML arrives, alongside the shell's script,
 * rather than once that script has run and the router has matched the path. The router loads the same
 * namespaces with the screen (app/router.tsx). On a first visit the page also sends the screen's first `calls`
 * (under /api, `$1` standing for the path's first group, as the screen will ask for them: lib/first-load-calls.ts).
 * Imports nothing at run time: the build reads it.
 */
export const FIRST_SCREENS = {
  // 'guides' and /consulta/guias: the search box's links to the search guides; the library's two texts. What the
  // route's loader waits for on a first load (app/router.tsx): fetched after the first render, each moved the page
  // below it when it arrived.
  home: {
    path: '^/$',
    module: 'src/app/routes/home.tsx',
    namespaces: ['search', 'basket', 'guides'],
    calls: ['/consulta/guias', '/parametros/secao_1', '/parametros/secao_2'],
  },
  record: {
    path: '^/acervo/(\\d+)(/|$)',
    module: 'src/app/routes/record.tsx',
    namespaces: ['record', 'kardex', 'basket', 'account', 'eresources'],
    // The title and its permissions: what the route's loader waits for on a first load (app/router.tsx).
    calls: ['/acervo/$1', '/acervo/$1/permissoes'],
  },
} as const satisfies Record<
  string,
  { path: string; module: string; namespaces: readonly Namespace[]; calls: readonly string[] }
>;
