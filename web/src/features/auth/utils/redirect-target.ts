import { EXTERNAL_RESOURCE_PROVIDERS, isSitePath } from '@estante/contracts';

export type ExternalResourceProvider = (typeof EXTERNAL_RESOURCE_PROVIDERS)[number];

/**
 * Where to go after sign-in: the `redirect` parameter when it is a path of this site, else /
 * (spec 000 §2). Anything else (//evil.example, https://…, javascript:, and tab or newline tricks
 * such as `/\t/evil.example` or `/%09/evil.example`) is refused: an open redirect on a login page is a
 * phishing tool. The server's `sitePath` applies the same rules (`isSitePath`, contracts).
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
