/**
 * The translation setup that the build reads too (web/vite.config.ts writes the files and the page's first-load
 * hints from it), so this module imports nothing at run time; `lib/i18n.ts` is the i18next side.
 */

/** Translation namespaces, one per feature (web/src/locales/<language>/<namespace>.json). */
export const NAMESPACES = [
  'common',
  'shell',
  'search',
  'record',
  'errors',
  'auth',
  'basket',
  'account',
  'browse',
  'profile',
  'services',
  'requests',
  'staff',
  'content',
  'queues',
  'reports',
  'eresources',
  'cataloguing',
  'desk',
  'storage',
  'library',
  'privacy',
  'kardex',
  'acquisitions',
  'guides',
  'network',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces loaded before the first render: what the shell (header, footer and its forms, the sign-in
 * dialog, error toasts) shows on every screen. Each route loads its own with its code (app/router.tsx); a
 * component that asks for one not loaded yet suspends until it arrives.
 */
export const SHELL_NAMESPACES = ['common', 'shell', 'errors', 'auth'] as const satisfies readonly Namespace[];

/** Where the visitor's explicit choice is kept, and the query parameter that overrides it (spec 000 §9). */
export const LANGUAGE_STORAGE_KEY = 'estante.lng';
export const LANGUAGE_QUERY_PARAM = 'lng';

/** A language tag as a visitor or a link may write it ("pt-BR", "en"), nothing else. */
export const LANGUAGE_CODE_PATTERN = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

/**
 * The file that holds several namespaces of a language at once (`<language>/<name>.json`, an object keyed by
 * namespace): the build writes one for each group in `bundles`, which the shell and the first screens load
 * together, so that a page fetches one file per group instead of one per namespace.
 */
export function translationBundleName(namespaces: readonly Namespace[]): string {
  return [...namespaces].sort().join('-');
}
