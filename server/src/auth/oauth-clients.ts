import crypto from 'node:crypto';

/**
 * OAuth clients. `estante-web` is the first-party web app: a public client (a browser cannot keep a
 * secret), the only one allowed the password grant (RFC 9700 §2.4: the resource owner password
 * grant must not be used, except where the client is the authorization server's own front end).
 * Other clients come from OAUTH_CLIENTS, are confidential, and get client_credentials only.
 */
export const WEB_CLIENT_ID = 'estante-web';

export interface OAuthClient {
  id: string;
  firstParty: boolean;
  /** SHA-256 of the secret; undefined for the public web client. */
  secretHash?: Buffer;
}

export interface OAuthClients {
  find(id: string): OAuthClient | undefined;
  authenticate(client: OAuthClient, secret: string | undefined): boolean;
}

function sha256(value: string): Buffer {
  return crypto.createHash('sha256').update(value).digest();
}

export function parseOAuthClients(spec: string): OAuthClients {
  const clients = new Map<string, OAuthClient>([[WEB_CLIENT_ID, { id: WEB_CLIENT_ID, firstParty: true }]]);
  for (const entry of spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf(':');
    if (separator < 1 || separator === entry.length - 1) throw new Error('OAUTH_CLIENTS entries must be id:secret');
    const id = entry.slice(0, separator);
    if (id === WEB_CLIENT_ID) throw new Error(`OAUTH_CLIENTS cannot redefine ${WEB_CLIENT_ID}`);
    clients.set(id, { id, firstParty: false, secretHash: sha256(entry.slice(separator + 1)) });
  }
  return {
    find: (id) => clients.get(id),
    authenticate(client, secret) {
      if (!client.secretHash) return secret === undefined || secret === '';
      return secret !== undefined && crypto.timingSafeEqual(client.secretHash, sha256(secret));
    },
  };
}
