/**
 * Links carrying one-time tokens. The personal-area token goes in the URL fragment: browsers never
 * send fragments to servers, so it cannot end up in an access log or a Referer header.
 */
export function personalAreaLink(publicUrl: string, token: string, returnUrl: string | undefined): string {
  const target = new URL('/meupergamum', publicUrl);
  const fragment = new URLSearchParams({ ott: token });
  // Only same-site return paths: an absolute URL here would make this an open redirect.
  if (returnUrl?.startsWith('/') && !returnUrl.startsWith('//')) fragment.set('redirect', returnUrl);
  target.hash = fragment.toString();
  return target.toString();
}

/** The provider's configured URL with the token as `token` query parameter (the provider redeems it once). */
export function externalResourceLink(base: string, token: string): string {
  const url = new URL(base);
  url.searchParams.set('token', token);
  return url.toString();
}
