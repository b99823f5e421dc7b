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
 * A return target after institutional sign-in (OIDC, SAML) when it is a path of this site, else `/`: it must not turn
 * the callback into an open redirect. Refused: anything with a control character, raw or percent-encoded
 * (`/\t/evil.com`, `/%09/evil.com`, `\n//evil.com`), anything not starting with one `/` (`//host`, `/\host`,
 * `javascript:`, `https://…`), in the value or in its decoded form, and anything the URL parser resolves to another
 * origin. The web's `safeRedirectTarget` applies the same rules before React Router sees the path.
 */
export function sitePath(value: string | null | undefined): string {
  if (!value) return '/';
  const decoded = fullyDecoded(value);
  if (decoded === undefined) return '/';
  for (const form of [value, decoded]) {
    if (CONTROL_CHARACTERS.test(form)) return '/';
    if (!form.startsWith('/') || form.startsWith('//') || form.startsWith('/\\')) return '/';
  }
  if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return '/';
  return value;
}
