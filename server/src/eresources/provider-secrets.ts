import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { openSecret, type ServerKeyStore, sealedState, sealSecret } from '../auth/index.ts';
import type { Database } from '../database/schema.ts';
import { listProviders, replaceProviderSecret, upsertProvider } from './eresources.repository.ts';
import type { Provider, ProviderInput } from './providers.ts';

/**
 * A provider's shared secret (EZproxy's ticket key, an HMAC key, an API key) is stored sealed under the key-encryption
 * key of `server_keys` (docs/e-resources.md, "Secrets"): whoever holds a copy of the database without the KEK cannot
 * mint tickets to the licensed resources. The name binds it to its provider, so a secret copied onto another provider's
 * row does not open.
 */
const secretName = (provider: string) => `eresource-provider:${provider}`;

const described = (provider: string) => ({
  what: `the secret of e-resource provider "${provider}"`,
  remedy: `Set it again: npm run admin -- eresource set ${provider} secret=… (docs/e-resources.md).`,
});

/** Adds or changes a provider with its secret sealed; a secret left out (undefined) keeps the stored one. */
export async function saveProvider(
  db: Kysely<Database>,
  keys: ServerKeyStore,
  name: string,
  input: ProviderInput,
  now: string,
): Promise<void> {
  const secret = input.secret ? await sealSecret(keys, secretName(name), input.secret) : input.secret;
  await upsertProvider(db, name, { ...input, secret }, now);
}

/** The provider's secret in clear, to sign a link or call its API with; '' when it has none. */
export async function providerSecret(keys: ServerKeyStore, provider: Provider): Promise<string> {
  if (!provider.secret) return '';
  return openSecret(keys, secretName(provider.name), provider.secret, described(provider.name));
}

/**
 * At start: seals the secrets stored in clear (by a version before sealing, or written into the table by hand), each
 * replaced only if it did not change meanwhile, so servers starting together agree. A secret sealed under another
 * key-encryption key (a database restored beside a new KEK) cannot be opened: it is logged, to be set again.
 */
export async function sealClearProviderSecrets(
  db: Kysely<Database>,
  keys: ServerKeyStore,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const provider of await listProviders(db)) {
    if (!provider.secret) continue;
    const state = sealedState(keys, provider.secret);
    if (state === 'clear') {
      const sealed = await sealSecret(keys, secretName(provider.name), provider.secret);
      await replaceProviderSecret(db, provider.name, provider.secret, sealed);
    } else if (state === 'other-kek') {
      log.warn(
        { provider: provider.name },
        'e-resource provider secret sealed under another key-encryption key: set it again (docs/e-resources.md)',
      );
    }
  }
}
