import { isSitePath } from '@estante/contracts';

/**
 * A return target after institutional sign-in (OIDC, SAML) when it is a path of this site, else `/`: it must not turn
 * the callback into an open redirect. The rules (`isSitePath`, contracts) are the ones the web's `safeRedirectTarget`
 * applies before React Router sees the path.
 */
export function sitePath(value: string | null | undefined): string {
  return value && isSitePath(value) ? value : '/';
}
