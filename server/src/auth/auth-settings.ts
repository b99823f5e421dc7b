import type { PasswordRules } from '@estante/contracts';
import type { InstitutionRow } from '../database/schema.ts';

/**
 * Sign-in settings of the institution, read from `institutions.settings_json` with safe defaults
 * (docs/auth.md lists every key). Staff change them without a deployment.
 */
export interface AuthSettings {
  /** Lifetime of a signed-in user's access token; short, so a stolen one is worth little (docs/auth.md). */
  accessTokenSeconds: number;
  /** Failed passwords in a row before the account is locked (spec 000 §8: 430 / ACESSO_BLOQUEADO). */
  lockoutThreshold: number;
  lockoutMinutes: number;
  /** Attempts allowed per window before 429, per account and per client address. */
  loginThrottle: { perAccount: number; perAddress: number; windowSeconds: number };
  passwordRules: PasswordRules;
  recovery: {
    codeLength: number;
    codeMinutes: number;
    maxAttempts: number;
    sendsPerWindow: number;
    windowSeconds: number;
  };
  /** External-resource provider name → URL the signed one-time token is appended to (spec 000 §4). */
  externalResources: Record<string, string>;
  /** The institution's OpenID Connect provider (used when `uses_oidc` is on). */
  oidc?: { issuer: string; clientId: string; clientSecret?: string };
  /** The institution's SAML identity provider: SSO URL, signing certificate (PEM), optional entity ids. */
  saml?: { entryPoint: string; idpCert: string; idpIssuer?: string; spEntityId?: string };
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  accessTokenSeconds: 300,
  lockoutThreshold: 5,
  lockoutMinutes: 15,
  loginThrottle: { perAccount: 3, perAddress: 30, windowSeconds: 60 },
  passwordRules: {
    length: { min: 8, max: 64 },
    has_numbers: true,
    only_numbers: false,
    special_char: true,
    diff_case: true,
    diff_name: true,
    last_pw: 3,
  },
  recovery: { codeLength: 6, codeMinutes: 15, maxAttempts: 5, sendsPerWindow: 3, windowSeconds: 900 },
  externalResources: {},
};

type Raw = Record<string, unknown>;

function section(value: unknown): Raw {
  return typeof value === 'object' && value !== null ? (value as Raw) : {};
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function authSettings(institution: Pick<InstitutionRow, 'settings_json'>): AuthSettings {
  let raw: Raw = {};
  try {
    raw = section(JSON.parse(institution.settings_json));
  } catch {
    raw = {};
  }
  const d = DEFAULT_AUTH_SETTINGS;
  const throttle = section(raw.loginThrottle);
  const recovery = section(raw.recovery);
  const rules = section(raw.passwordRules);
  const length = section(rules.length);
  const oidc = section(raw.oidc);
  const saml = section(raw.saml);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  return {
    // At most an hour: a longer-lived bearer token could not be taken back at logout.
    accessTokenSeconds: Math.min(3600, Math.round(positive(raw.accessTokenSeconds, d.accessTokenSeconds))),
    lockoutThreshold: positive(raw.lockoutThreshold, d.lockoutThreshold),
    lockoutMinutes: positive(raw.lockoutMinutes, d.lockoutMinutes),
    loginThrottle: {
      perAccount: positive(throttle.perAccount, d.loginThrottle.perAccount),
      perAddress: positive(throttle.perAddress, d.loginThrottle.perAddress),
      windowSeconds: positive(throttle.windowSeconds, d.loginThrottle.windowSeconds),
    },
    passwordRules: {
      length: {
        min: positive(length.min, d.passwordRules.length.min),
        max: positive(length.max, d.passwordRules.length.max),
      },
      has_numbers: flag(rules.has_numbers, d.passwordRules.has_numbers),
      only_numbers: flag(rules.only_numbers, d.passwordRules.only_numbers),
      special_char: flag(rules.special_char, d.passwordRules.special_char),
      diff_case: flag(rules.diff_case, d.passwordRules.diff_case),
      diff_name: flag(rules.diff_name, d.passwordRules.diff_name),
      last_pw: typeof rules.last_pw === 'number' && rules.last_pw >= 0 ? rules.last_pw : d.passwordRules.last_pw,
    },
    recovery: {
      codeLength: Math.min(10, Math.max(4, positive(recovery.codeLength, d.recovery.codeLength))),
      codeMinutes: positive(recovery.codeMinutes, d.recovery.codeMinutes),
      maxAttempts: positive(recovery.maxAttempts, d.recovery.maxAttempts),
      sendsPerWindow: positive(recovery.sendsPerWindow, d.recovery.sendsPerWindow),
      windowSeconds: positive(recovery.windowSeconds, d.recovery.windowSeconds),
    },
    externalResources: Object.fromEntries(
      Object.entries(section(raw.externalResources)).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    oidc:
      typeof oidc.issuer === 'string' && typeof oidc.clientId === 'string'
        ? {
            issuer: oidc.issuer,
            clientId: oidc.clientId,
            clientSecret: typeof oidc.clientSecret === 'string' ? oidc.clientSecret : undefined,
          }
        : undefined,
    saml:
      text(saml.entryPoint) && text(saml.idpCert)
        ? {
            entryPoint: saml.entryPoint as string,
            idpCert: saml.idpCert as string,
            idpIssuer: text(saml.idpIssuer),
            spEntityId: text(saml.spEntityId),
          }
        : undefined,
  };
}
