import { EXTERNAL_RESOURCE_PROVIDERS } from '@estante/contracts/constants';

export type ExternalResourceProvider = (typeof EXTERNAL_RESOURCE_PROVIDERS)[number];

/** C0 controls (tab, newline…), DEL and C1: the URL parser drops tab and newline, turning `/\t/x` into `//x`. */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const PROBE_ORIGIN = 'http://estante.invalid';

/** The value percent-decoded until it stops changing (a few rounds); undefined when it is malformed. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** A path of this site: one leading `/`, no control character raw or encoded, same origin once parsed. */
function isSitePath(value: string): boolean {
  const decoded = fullyDecoded(value);
  if (decoded === undefined) return false;
  for (const form of [value, decoded]) {
    if (CONTROL_CHARACTERS.test(form)) return false;
    if (!form.startsWith('/') || form.startsWith('//') || form.startsWith('/\\')) return false;
  }
  return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
}

/**
 * Where to go after sign-in: the `redirect` parameter when it is a path of this site, else /
 * (spec 000 §2). Anything else (//evil.example, https://…, javascript:, and tab or newline tricks
 * such as `/\t/evil.example` or `/%09/evil.example`) is refused: an open redirect on a login page is a
 * phishing tool. The server's `sitePath` (server/src/auth/redirect-target.ts) applies the same rules.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value) return '/';
  if (isSitePath(value)) return value;
  const resource = externalResourceOf(value) ? `/${value.replace(/^\/+/, '')}` : undefined;
  return resource && isSitePath(resource) ? resource : '/';
}

/** The external resource a redirect names (e.g. `pearson` or `/pearson`), if any (spec 000 §4). */
export function externalResourceOf(target: string): ExternalResourceProvider | undefined {
  const name = target.replace(/^\/+/, '').split(/[/?#]/)[0]?.toLowerCase() ?? '';
  return (EXTERNAL_RESOURCE_PROVIDERS as readonly string[]).includes(name)
    ? (name as ExternalResourceProvider)
    : undefined;
}
