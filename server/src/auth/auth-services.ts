import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ensureInstitution } from '../site-parameters/index.ts';
import { type AuthSettings, authSettings } from './auth-settings.ts';
import { type Captcha, createCaptcha } from './captcha.ts';
import { type OAuthClients, parseOAuthClients } from './oauth-clients.ts';
import { createOidcConfigurations, type OidcConfigurations } from './oidc-client.ts';
import { sealClearOidcClientSecret, withOidcClientSecret } from './oidc-client-secret.ts';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
import { loadOrCreateSecret, openServerKeys, type ServerKeyStore } from './server-keys.repository.ts';
import { createTokenSigner, type TokenSigner } from './token-signer.ts';

/** Token lifetimes (docs/auth.md). A user's access token lifetime is an institution setting (auth-settings.ts). */
export const LIFETIMES = {
  publicAccessSeconds: 900,
  /** Sliding: each rotation gives a fresh week, within the family's absolute limit. */
  refreshSeconds: 7 * 86_400,
  refreshFamilyMaxSeconds: 30 * 86_400,
  oneTimeSeconds: 120,
} as const;

/** What the sign-in features share: built once per app, passed to their route plugins. */
export interface AuthServices {
  context: AppContext;
  /** The app's clock (AppContext.now): every expiry, window and timestamp of sign-in reads it. */
  now: () => Date;
  signer: TokenSigner;
  /** `server_keys`, sealed under the key-encryption key (key-encryption.ts). */
  keys: ServerKeyStore;
  hasher: PasswordHasher;
  captcha: Captcha;
  clients: OAuthClients;
  /** The OpenID provider's discovered configuration, cached for this app only. */
  oidc: OidcConfigurations;
  /** HMAC secret for recovery codes, so a database dump alone does not reveal them. */
  codeSecret: string;
  settings(): Promise<AuthSettings>;
}

export interface AuthServicesOptions {
  log: FastifyBaseLogger;
  captchaMaxCounter?: number;
}

export async function createAuthServices(context: AppContext, options: AuthServicesOptions): Promise<AuthServices> {
  const { db, config } = context;
  // Read at call time: a test that replaces context.now moves sign-in's clock too.
  const now = () => context.now();
  // Fails the start, with what to do, when the key-encryption key is missing or not the database's.
  const keys = await openServerKeys(db, config, now);
  await sealClearOidcClientSecret(db, keys);
  const [signer, captchaSignature, captchaKey, codeSecret] = await Promise.all([
    createTokenSigner(keys, config.publicUrl, {
      now,
      lifetimeCaps: async () => ({
        user: authSettings(await ensureInstitution(db)).accessTokenSeconds,
        public: LIFETIMES.publicAccessSeconds,
      }),
    }),
    loadOrCreateSecret(keys, 'captcha-signature-secret'),
    loadOrCreateSecret(keys, 'captcha-key-secret'),
    loadOrCreateSecret(keys, 'recovery-code-secret'),
  ]);
  return {
    context,
    now,
    signer,
    keys,
    hasher: createPasswordHasher({ concurrency: config.passwordHashConcurrency }),
    captcha: createCaptcha(
      db,
      { signature: captchaSignature, key: captchaKey },
      { now, maxCounter: options.captchaMaxCounter },
    ),
    clients: parseOAuthClients(config.oauthClients),
    oidc: createOidcConfigurations(),
    codeSecret,
    settings: async () => {
      const settings = authSettings(await ensureInstitution(db));
      // A secret written in clear since the start (staff editing the settings) is sealed at its first use.
      if (settings.oidc?.clientSecret !== undefined) await sealClearOidcClientSecret(db, keys);
      return withOidcClientSecret(settings, keys);
    },
  };
}
