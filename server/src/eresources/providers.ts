import { DomainError } from '@estante/core';
import type { EresourceProviderTable } from '../database/schema.ts';
import { DEFAULT_SIGNED_URL_SETTINGS, type EzproxySettings, type SignedUrlSettings } from './connectors.ts';

export const CONNECTOR_TYPES = [
  'ezproxy',
  'signed-url',
  'one-time-token',
  'pearson',
  'grupoa',
  'target',
  'deposit',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** Connectors that sign with the provider's shared secret, which must then be set. */
const NEEDS_SECRET: readonly ConnectorType[] = ['ezproxy', 'signed-url', 'grupoa', 'target'];

export const ERESOURCE_ERROR_CODES = {
  invalidProvider: 'RecursoEletronicoInvalido',
  notRestricted: 'LinkSemAcessoRestrito',
  notConfigured: 'RecursoExternoNaoConfigurado',
  providerUnavailable: 'RecursoEletronicoIndisponivel',
  foreignHost: 'DestinoNaoPermitido',
  invalidLink: 'LinkAssinadoInvalido',
} as const;

export interface Provider {
  id: number;
  name: string;
  label: string;
  connector: ConnectorType;
  baseUrl: string;
  /** Host names whose catalogue links go through this provider (the "configured rule" of restricted links). */
  hosts: string[];
  settings: Record<string, unknown>;
  secret: string | null;
  active: boolean;
  updatedAt: string;
}

type ProviderRow = Pick<
  EresourceProviderTable,
  'name' | 'label' | 'connector' | 'base_url' | 'hosts_json' | 'settings_json' | 'secret' | 'updated_at'
> & { id: number; active: number };

export function providerOf(row: ProviderRow): Provider {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    connector: row.connector,
    baseUrl: row.base_url,
    hosts: JSON.parse(row.hosts_json) as string[],
    settings: JSON.parse(row.settings_json) as Record<string, unknown>,
    secret: row.secret,
    active: row.active === 1,
    updatedAt: row.updated_at,
  };
}

export interface ProviderInput {
  label: string;
  connector: string;
  baseUrl: string;
  hosts: string[];
  settings: Record<string, unknown>;
  /** Undefined keeps the stored one; null clears it. */
  secret?: string | null;
  active: boolean;
}

function invalid(message: string): never {
  throw new DomainError('invalid', ERESOURCE_ERROR_CODES.invalidProvider, message, { message });
}

/** A provider's name: lower-case letters, digits and `_`/`-` (the spec's names, e.g. `gale_book`). */
export function checkProviderName(name: string): string {
  const clean = name.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9_-]{0,49}$/.test(clean)) invalid(`name "${name}": letters, digits, _ and - only`);
  return clean;
}

/** Host names as URLs carry them (lower case, no port); a leading `*.` matches every subdomain. */
function checkHost(host: string): string {
  const clean = host.trim().toLowerCase();
  if (!/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(clean))
    invalid(`host "${host}" is not a host name`);
  return clean;
}

/** Checks a provider before it is stored; the stored secret stands when `secret` is undefined. */
export function checkProviderInput(input: ProviderInput, storedSecret: string | null): ProviderInput {
  if (!(CONNECTOR_TYPES as readonly string[]).includes(input.connector))
    invalid(`connector "${input.connector}": one of ${CONNECTOR_TYPES.join(', ')}`);
  let base: URL;
  try {
    base = new URL(input.baseUrl);
  } catch {
    invalid(`base URL "${input.baseUrl}" is not a URL`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') invalid('base URL must be http or https');
  const secret = input.secret === undefined ? storedSecret : input.secret;
  if (NEEDS_SECRET.includes(input.connector as ConnectorType) && !secret)
    invalid(`connector ${input.connector} signs with a shared secret: give one`);
  if (!input.label.trim()) invalid('label is empty');
  return { ...input, label: input.label.trim(), hosts: [...new Set(input.hosts.map(checkHost))] };
}

export function hostMatches(pattern: string, host: string): boolean {
  const name = host.toLowerCase();
  return pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) || name === pattern.slice(2) : name === pattern;
}

/** The provider whose hosts (or entry URL's host) hold this URL's host, among the active ones. */
export function providerForUrl(providers: readonly Provider[], url: string): Provider | undefined {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return undefined;
  }
  return providers.find((provider) => provider.active && provider.hosts.some((pattern) => hostMatches(pattern, host)));
}

export function ezproxySettings(provider: Provider): EzproxySettings {
  const algorithm = provider.settings.algorithm === 'sha1' ? 'sha1' : 'md5';
  const groups = typeof provider.settings.groups === 'string' ? provider.settings.groups : undefined;
  return { algorithm, ...(groups ? { groups } : {}) };
}

export function signedUrlSettings(provider: Provider): SignedUrlSettings {
  const text = (key: keyof SignedUrlSettings) => {
    const value = provider.settings[key];
    return typeof value === 'string' && value.trim() ? value.trim() : (DEFAULT_SIGNED_URL_SETTINGS[key] as string);
  };
  const ttl = provider.settings.ttlSeconds;
  return {
    userParam: text('userParam'),
    timeParam: text('timeParam'),
    nonceParam: text('nonceParam'),
    targetParam: text('targetParam'),
    signatureParam: text('signatureParam'),
    ttlSeconds: typeof ttl === 'number' && ttl > 0 ? ttl : DEFAULT_SIGNED_URL_SETTINGS.ttlSeconds,
  };
}

/** Which user name a connector sends: the login by default, or the e-mail (settings.user = "email"). */
export function userField(provider: Provider, patron: { login: string; email: string | null }): string {
  return provider.settings.user === 'email' && patron.email ? patron.email : patron.login;
}
