/**
 * What the sign-in page must remember across the trip to the institution's provider: the "keep me logged in"
 * choice and the OIDC nonce (whose presence makes /sair follow the provider's logout link, spec 000 §4).
 */
const ENTRY = 'estante.oidc';

export interface OidcHandoff {
  /** The OIDC nonce; empty for SAML. */
  nonce: string;
  keepLoggedIn: boolean;
  method?: 'oidc' | 'saml';
}

export function rememberOidcHandoff(handoff: OidcHandoff): void {
  try {
    window.sessionStorage.setItem(ENTRY, JSON.stringify(handoff));
  } catch {
    // Storage disabled: the sign-in still works, for this tab only.
  }
}

export function readOidcHandoff(): OidcHandoff | undefined {
  try {
    const text = window.sessionStorage.getItem(ENTRY);
    return text ? (JSON.parse(text) as OidcHandoff) : undefined;
  } catch {
    return undefined;
  }
}

export function forgetOidcHandoff(): void {
  try {
    window.sessionStorage.removeItem(ENTRY);
  } catch {
    // Nothing stored.
  }
}
