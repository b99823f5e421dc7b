/**
 * Where a browser may be sent back to after sign-in: a path of this site. Shared by the server (OIDC and SAML return
 * targets) and the web (the login's `redirect` parameter), so both refuse the same open-redirect tricks (issue 27).
 */

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

/**
 * A path of this site: one leading `/` (not `//host`, `/\host`, `javascript:`, `https://…`) and no control character,
 * raw or percent-encoded (`/\t/evil.com`, `/%09/evil.com`, `\n//evil.com`), in the value and in its decoded form,
 * and the same origin once the URL parser resolves it.
 */
export function isSitePath(value: string): boolean {
  const decoded = fullyDecoded(value);
  if (decoded === undefined) return false;
  for (const form of [value, decoded]) {
    if (CONTROL_CHARACTERS.test(form)) return false;
    if (!form.startsWith('/') || form.startsWith('//') || form.startsWith('/\\')) return false;
  }
  return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
}
