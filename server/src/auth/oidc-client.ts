import { base64url, EncryptJWT, jwtDecrypt } from 'jose';
import * as client from 'openid-client';
import type { AuthSettings } from './auth-settings.ts';

/**
 * The OpenID Connect relying party (openid-client): discovery, authorization code flow with PKCE,
 * state and nonce. The server is stateless, so what the callback needs (PKCE verifier, nonce, where to
 * go) travels in `state`, encrypted and authenticated with a server secret (AES-256-GCM, 10 minutes).
 */
type OidcSettings = NonNullable<AuthSettings['oidc']>;

const STATE_LIFETIME_SECONDS = 600;

/** http is accepted only for a provider on this machine (tests, a local IdP): anything else must be https. */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The providers' discovered configurations, cached per app (createAuthServices builds one). */
export interface OidcConfigurations {
  get(settings: OidcSettings): Promise<client.Configuration>;
}

export function createOidcConfigurations(): OidcConfigurations {
  const configurations = new Map<string, Promise<client.Configuration>>();
  return {
    get(settings) {
      const key = `${settings.issuer}|${settings.clientId}|${settings.clientSecret ?? ''}`;
      let configuration = configurations.get(key);
      if (!configuration) {
        const issuer = new URL(settings.issuer);
        configuration = client.discovery(
          issuer,
          settings.clientId,
          settings.clientSecret,
          settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
          isLoopback(issuer) && issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
        );
        // A failed discovery (provider down) is retried on the next sign-in, not cached.
        configuration.catch(() => configurations.delete(key));
        configurations.set(key, configuration);
      }
      return configuration;
    },
  };
}

export interface OidcState {
  verifier: string;
  nonce: string;
  redirect: string;
}

const stateKey = (secret: string) => base64url.decode(secret);

export function sealState(secret: string, state: OidcState, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ v: state.verifier, n: state.nonce, r: state.redirect })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STATE_LIFETIME_SECONDS)
    .encrypt(stateKey(secret));
}

export async function openState(secret: string, sealed: string, now: Date): Promise<OidcState | undefined> {
  try {
    const { payload } = await jwtDecrypt(sealed, stateKey(secret), {
      currentDate: now,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    if (typeof payload.v !== 'string' || typeof payload.n !== 'string' || typeof payload.r !== 'string') return;
    return { verifier: payload.v, nonce: payload.n, redirect: payload.r };
  } catch {
    return undefined;
  }
}
