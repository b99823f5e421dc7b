import { EXTERNAL_RESOURCE_PROVIDERS } from '@estante/contracts/constants';

export type ExternalResourceProvider = (typeof EXTERNAL_RESOURCE_PROVIDERS)[number];

/**
 * Where to go after sign-in: the `redirect` parameter when it is a path of this site, else /
 * (spec 000 §2). Anything else (//evil.example, https://…, javascript:) is refused: an open redirect
 * on a login page is a phishing tool.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value) return '/';
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) {
    return externalResourceOf(trimmed) ? `/${trimmed}` : '/';
  }
  return trimmed;
}

/** The external resource a redirect names (e.g. `pearson` or `/pearson`), if any (spec 000 §4). */
export function externalResourceOf(target: string): ExternalResourceProvider | undefined {
  const name = target.replace(/^\/+/, '').split(/[/?#]/)[0]?.toLowerCase() ?? '';
  return (EXTERNAL_RESOURCE_PROVIDERS as readonly string[]).includes(name)
    ? (name as ExternalResourceProvider)
    : undefined;
}
