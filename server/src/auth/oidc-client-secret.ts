import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { ensureInstitution, replaceInstitutionSettings } from '../site-parameters/index.ts';
import type { AuthSettings } from './auth-settings.ts';
import {
  loadOrCreateServerKey,
  openStoredServerKey,
  readStoredServerKey,
  replaceServerKey,
  type ServerKeyStore,
} from './server-keys.repository.ts';

/** The OpenID Connect client secret's row in `server_keys`, sealed like the other secrets (docs/security.md). */
export const OIDC_CLIENT_SECRET_KEY = 'oidc-client-secret';

/** Seals the client secret into `server_keys`, replacing the one there (the admin command, or a clear one moved). */
export async function storeOidcClientSecret(keys: ServerKeyStore, secret: string): Promise<void> {
  for (;;) {
    const created = await loadOrCreateServerKey(keys, OIDC_CLIENT_SECRET_KEY, async () => secret);
    if (created.value === secret) return;
    // Compare and set: another server replacing it at the same moment makes this try again on what it wrote.
    if (await replaceServerKey(keys, OIDC_CLIENT_SECRET_KEY, created.stored, secret)) return;
  }
}

export async function readOidcClientSecret(keys: ServerKeyStore): Promise<string | undefined> {
  const stored = await readStoredServerKey(keys, OIDC_CLIENT_SECRET_KEY);
  return stored === undefined ? undefined : openStoredServerKey<string>(keys, OIDC_CLIENT_SECRET_KEY, stored);
}

/**
 * Moves a client secret written in clear into `institutions.settings_json` (how the provider was configured before,
 * and how a staff member may still write it) into the sealed row, and removes it from the settings. The settings are
 * replaced only if they did not change meanwhile; a concurrent writer's version stands and is looked at next time.
 */
export async function sealClearOidcClientSecret(db: Kysely<Database>, keys: ServerKeyStore): Promise<void> {
  const institution = await ensureInstitution(db);
  const settings = JSON.parse(institution.settings_json) as { oidc?: { clientSecret?: unknown } };
  const clear = settings.oidc?.clientSecret;
  if (typeof clear !== 'string' || !settings.oidc) return;
  await storeOidcClientSecret(keys, clear);
  delete settings.oidc.clientSecret;
  await replaceInstitutionSettings(db, institution.id, institution.settings_json, JSON.stringify(settings));
}

/** The sign-in settings with the sealed client secret in place of the one the settings no longer hold. */
export async function withOidcClientSecret(settings: AuthSettings, keys: ServerKeyStore): Promise<AuthSettings> {
  if (!settings.oidc) return settings;
  const clientSecret = settings.oidc.clientSecret ?? (await readOidcClientSecret(keys));
  return { ...settings, oidc: { ...settings.oidc, clientSecret } };
}
