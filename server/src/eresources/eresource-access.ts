import crypto from 'node:crypto';
import { type BibliographicRecord, DomainError, type MarcRecord, servableLinks } from '@estante/core';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthServices, ServerKeyStore, UserClaims } from '../auth/index.ts';
import { AUTH_ERROR_CODES, findLoginById, findPerson, issueOneTimeToken, NotSignedInError } from '../auth/index.ts';
import { ezproxyTicketUrl, signedUrl } from './connectors.ts';
import { findRecordForLinks, listProviders, spendRedirectToken, storeRedirectToken } from './eresources.repository.ts';
import { providerSecret } from './provider-secrets.ts';
import {
  ERESOURCE_ERROR_CODES,
  ezproxySettings,
  hostMatches,
  type Provider,
  providerForUrl,
  signedUrlSettings,
  userField,
} from './providers.ts';

/** A 856 $z (public note) or $3 saying the link is for the institution's members only, in the catalogue's languages. */
const RESTRICTION_NOTE = /restrit|restricted|restringid|restreint|riservat|limitad|login|sign[ -]?in/i;

export interface RecordLink {
  /** 1-based position among the title's served links: the `{b}` of /vinculos/acesso-restrito/{a}/s/{b}. */
  seq: number;
  url: string;
  label?: string;
  restricted: boolean;
  provider?: Provider;
}

function restrictionNotes(marc: MarcRecord): { urls: string[]; note: boolean }[] {
  return marc.fields
    .filter((field) => field.tag === '856' && 'subfields' in field)
    .map((field) => {
      const subfields = 'subfields' in field ? field.subfields : [];
      return {
        urls: subfields.filter((sub) => sub.code === 'u').map((sub) => sub.value.replace(/\s+/g, '')),
        note: subfields.some((sub) => (sub.code === 'z' || sub.code === '3') && RESTRICTION_NOTE.test(sub.value)),
      };
    });
}

/**
 * The served links of a title (the order of its detail's `links`), each marked restricted when a configured
 * provider's hosts hold its host or its 856 carries a restriction note. Undefined for no such public title.
 */
export async function recordLinks(
  auth: AuthServices,
  recordId: number,
): Promise<{ title: string; links: RecordLink[] } | undefined> {
  const row = await findRecordForLinks(auth.context.db, recordId);
  if (!row) return undefined;
  const extracted = JSON.parse(row.extracted_json) as BibliographicRecord;
  const notes = restrictionNotes(JSON.parse(row.marc_json) as MarcRecord);
  const providers = await listProviders(auth.context.db);
  const links = servableLinks(extracted.onlineLinks ?? []).map((link, index) => {
    const provider = providerForUrl(providers, link.url);
    const noted = notes.some(
      (field) => field.note && field.urls.some((url) => link.url === url || link.url.endsWith(`//${url}`)),
    );
    return {
      seq: index + 1,
      url: link.url,
      ...(link.label ? { label: link.label } : {}),
      restricted: Boolean(provider) || noted,
      ...(provider ? { provider } : {}),
    };
  });
  return { title: row.title, links };
}

export interface Patron {
  personId: number;
  loginId?: number;
  login: string;
  name: string;
  email: string | null;
}

export async function signedInPatron(auth: AuthServices, claims: UserClaims): Promise<Patron> {
  const person = await findPerson(auth.context.db, claims.personId);
  if (!person) throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
  const login = claims.loginId ? await findLoginById(auth.context.db, claims.loginId) : undefined;
  return {
    personId: person.id,
    ...(claims.loginId ? { loginId: claims.loginId } : {}),
    login: login && login.person.id === person.id ? login.login : String(person.id),
    name: person.name,
    email: person.email ?? null,
  };
}

/** The marker of spec 001 §8 that makes the web show MinhaBibliotecaEmail (error-presentation.ts). */
export const EBOOK_INTEGRATION_MARKER = '[minhabiblioteca]';

/** A failure of the e-book platform integration: answered 500 with the marker in its message (spec 001 §8). */
export class EbookIntegrationError extends Error {
  constructor(reason: string) {
    super(`${EBOOK_INTEGRATION_MARKER} ${reason}`);
  }
}

const PROVIDER_TIMEOUT_MS = 8000;

/** A JSON call to a provider's API, authenticated with its shared secret; `{ url }` is all we read back. */
async function callProvider(
  keys: ServerKeyStore,
  provider: Provider,
  path: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const url = new URL(path, provider.baseUrl.endsWith('/') ? provider.baseUrl : `${provider.baseUrl}/`);
  const secret = await providerSecret(keys, provider);
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw new DomainError('rule', ERESOURCE_ERROR_CODES.providerUnavailable);
  }
}

async function urlFrom(response: Response, provider: Provider): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { url?: unknown };
  if (typeof body.url !== 'string' || !isProviderUrl(provider, body.url))
    throw new DomainError('rule', ERESOURCE_ERROR_CODES.providerUnavailable);
  return body.url;
}

/** A link the provider gave back must be https/http on its own hosts or entry host: never a third site. */
function isProviderUrl(provider: Provider, value: string): boolean {
  try {
    const url = new URL(value);
    const hosts = [new URL(provider.baseUrl).hostname, ...provider.hosts];
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && hosts.some((host) => hostMatches(host, url.hostname))
    );
  } catch {
    return false;
  }
}

/**
 * Grupo A (Minha Biblioteca): the platform needs the reader's e-mail. The server posts `{ sessionid?, email, nome,
 * id, url? }` to `<base>/sessao` with the shared key, and the platform answers `{ url }` to continue. No e-mail, or
 * the platform refusing it, is the MinhaBibliotecaEmail error of spec 001 §8.
 */
export async function grupoAContinue(
  keys: ServerKeyStore,
  provider: Provider,
  patron: Patron,
  request: { sessionid?: string; target?: string },
): Promise<string> {
  if (!patron.email) throw new EbookIntegrationError('the patron has no e-mail');
  const response = await callProvider(keys, provider, 'sessao', {
    ...(request.sessionid ? { sessionid: request.sessionid } : {}),
    email: patron.email,
    nome: patron.name,
    id: patron.login,
    ...(request.target ? { url: request.target } : {}),
  });
  if (response.status === 422 || response.status === 404) throw new EbookIntegrationError('e-mail refused');
  if (!response.ok) throw new DomainError('rule', ERESOURCE_ERROR_CODES.providerUnavailable);
  return urlFrom(response, provider);
}

/** Target GEDWeb: the document server answers a short-lived viewing link for a standard, for this reader. */
export async function targetDocumentLink(
  keys: ServerKeyStore,
  provider: Provider,
  patron: Patron,
  documentId: number,
): Promise<string> {
  const response = await callProvider(keys, provider, 'documentos/link', {
    documento: documentId,
    usuario: patron.login,
  });
  if (response.status === 404) throw new DomainError('not-found', 'RegistroNaoEncontrado');
  if (!response.ok) throw new DomainError('rule', ERESOURCE_ERROR_CODES.providerUnavailable);
  return urlFrom(response, provider);
}

/**
 * Target GEDWeb products (standards collections) whose name holds the term: the document server answers
 * `{ produtos: [{ codigo, descricao }] }` to a POST of `{ termoPesquisa }` on `<base>/produtos`. Anything else (refusal,
 * outage, another shape) is RecursoEletronicoIndisponivel: the provider's answer and the key never reach the caller.
 */
export async function targetProducts(
  keys: ServerKeyStore,
  provider: Provider,
  term: string | undefined,
): Promise<{ codigo: string; descricao: string }[]> {
  const response = await callProvider(keys, provider, 'produtos', term ? { termoPesquisa: term } : {});
  if (!response.ok) throw new DomainError('rule', ERESOURCE_ERROR_CODES.providerUnavailable);
  const body = (await response.json().catch(() => ({}))) as { produtos?: unknown };
  if (!Array.isArray(body.produtos)) throw new DomainError('rule', ERESOURCE_ERROR_CODES.providerUnavailable);
  return body.produtos
    .filter(
      (item): item is { codigo: unknown; descricao: unknown } =>
        typeof item === 'object' &&
        item !== null &&
        (typeof item.codigo === 'string' || typeof item.codigo === 'number'),
    )
    .map((item) => ({
      codigo: String(item.codigo).slice(0, 100),
      descricao: (typeof item.descricao === 'string' ? item.descricao : String(item.codigo)).slice(0, 300),
    }));
}

export interface TargetDocument {
  id: number;
  codigo: string;
  titulo: string;
}

/**
 * Standards of one Target GEDWeb product (coluna_um) whose code or title holds the term: a POST of `{ produto, termo }`
 * on `<base>/documentos/busca` answers `{ documentos: [{ id, codigo, titulo }] }`; each opens by /vinculos/target/{id}.
 */
export async function targetDocuments(
  keys: ServerKeyStore,
  provider: Provider,
  product: string,
  term: string | undefined,
) {
  const response = await callProvider(keys, provider, 'documentos/busca', {
    produto: product,
    ...(term ? { termo: term } : {}),
  });
  if (!response.ok) throw new DomainError('rule', ERESOURCE_ERROR_CODES.providerUnavailable);
  const body = (await response.json().catch(() => ({}))) as { documentos?: unknown };
  if (!Array.isArray(body.documentos)) throw new DomainError('rule', ERESOURCE_ERROR_CODES.providerUnavailable);
  return body.documentos
    .filter(
      (item): item is { id: number; codigo?: unknown; titulo?: unknown } =>
        typeof item === 'object' && item !== null && Number.isSafeInteger(item.id) && item.id > 0,
    )
    .slice(0, 100)
    .map(
      (item): TargetDocument => ({
        id: item.id,
        codigo: typeof item.codigo === 'string' ? item.codigo.slice(0, 100) : '',
        titulo: typeof item.titulo === 'string' ? item.titulo.slice(0, 500) : '',
      }),
    );
}

/** Appends the token (and target) to a provider's entry URL: the provider redeems the token once. */
export function tokenLink(base: string, token: string, target?: string): string {
  const url = new URL(base);
  url.searchParams.set('token', token);
  if (target) url.searchParams.set('url', target);
  return url.toString();
}

export interface ResourceHandoff {
  url: string;
  /** Spec 001 §7.14: the web opens /pearson, which completes the hand-off. */
  pearson: boolean;
}

/**
 * Where a signed-in reader goes for a restricted link, per connector type (docs/e-resources.md). A restricted link
 * with no provider (a restriction note only) opens as catalogued once the reader has signed in.
 */
export async function handoff(
  auth: AuthServices,
  patron: Patron,
  link: RecordLink,
  nonce: string = crypto.randomBytes(12).toString('base64url'),
): Promise<ResourceHandoff> {
  const provider = link.provider;
  const now = auth.now();
  if (!provider) return { url: link.url, pearson: false };
  const secret = await providerSecret(auth.keys, provider);
  const owner = { personId: patron.personId, ...(patron.loginId ? { loginId: patron.loginId } : {}) };
  switch (provider.connector) {
    case 'ezproxy':
      return {
        url: ezproxyTicketUrl(
          provider.baseUrl,
          secret,
          userField(provider, patron),
          link.url,
          now,
          ezproxySettings(provider),
        ),
        pearson: false,
      };
    case 'signed-url':
      return {
        url: signedUrl(
          provider.baseUrl,
          secret,
          userField(provider, patron),
          link.url,
          now,
          nonce,
          signedUrlSettings(provider),
        ),
        pearson: false,
      };
    case 'one-time-token':
    case 'deposit': {
      const token = await issueOneTimeToken(auth, owner, `resource:${provider.name}`, provider.name);
      return { url: tokenLink(provider.baseUrl, token, link.url), pearson: false };
    }
    case 'pearson': {
      const page = new URL('/pearson', auth.context.config.publicUrl);
      page.searchParams.set('url', link.url);
      return { url: `${page.pathname}${page.search}`, pearson: true };
    }
    case 'grupoa':
      return { url: await grupoAContinue(auth.keys, provider, patron, { target: link.url }), pearson: false };
    case 'target':
      return { url: link.url, pearson: false };
  }
}

/** The link of a provider with the one-time token (token-redireciona; Pearson's page), the target on its hosts. */
export async function oneTimeTokenLink(
  auth: AuthServices,
  claims: UserClaims,
  provider: Provider,
  target: string | undefined,
): Promise<string> {
  if (target && !isProviderUrl(provider, target)) throw new DomainError('rule', ERESOURCE_ERROR_CODES.foreignHost);
  const token = await issueOneTimeToken(auth, claims, `resource:${provider.name}`, provider.name);
  return tokenLink(provider.baseUrl, token, target);
}

const REDIRECT_TYPE = 'redirect+jwt';
const REDIRECT_AUDIENCE = 'estante:redirect';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * May a signed link lead there: a path of this site, or a URL on this site's host or a configured provider's host
 * (at redeem time, so removing a provider disables its links). Anything else is a foreign host.
 */
export async function isAllowedTarget(auth: AuthServices, target: string): Promise<boolean> {
  if (target.startsWith('/') && !target.startsWith('//') && !/[\\\s]/.test(target)) return true;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.host === new URL(auth.context.config.publicUrl).host) return true;
  const providers = await listProviders(auth.context.db);
  return providers.some(
    (provider) =>
      provider.active &&
      [new URL(provider.baseUrl).hostname, ...provider.hosts].some((host) => hostMatches(host, url.hostname)),
  );
}

/** A /pergamum_redireciona link: a JWT signed with the server's key naming its target, spent once. */
export async function signRedirectLink(auth: AuthServices, target: string, lifetimeHours: number): Promise<string> {
  if (!(await isAllowedTarget(auth, target))) throw new DomainError('rule', ERESOURCE_ERROR_CODES.foreignHost);
  const jti = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(auth.now().getTime() + lifetimeHours * 3600_000);
  await storeRedirectToken(auth.context.db, { tokenHash: sha256(jti), target, expiresAt: expiresAt.toISOString() });
  const token = await auth.signer.signOther(
    new SignJWT({ url: target })
      .setProtectedHeader({ alg: 'EdDSA', kid: auth.signer.keyId, typ: REDIRECT_TYPE })
      .setIssuer(auth.context.config.publicUrl)
      .setAudience(REDIRECT_AUDIENCE)
      .setJti(jti)
      .setIssuedAt(Math.floor(auth.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000)),
  );
  const link = new URL('/pergamum_redireciona', auth.context.config.publicUrl);
  link.searchParams.set('token', token);
  return link.toString();
}

/** The target of a signed link, once: a tampered, expired, replayed or foreign-host token is refused. */
export async function redeemRedirectLink(auth: AuthServices, token: string): Promise<string> {
  const refused = () => new DomainError('rule', ERESOURCE_ERROR_CODES.invalidLink);
  let jti: string | undefined;
  let target: unknown;
  try {
    const { payload } = await jwtVerify(token, auth.signer.verificationKey, {
      algorithms: ['EdDSA'],
      issuer: auth.context.config.publicUrl,
      audience: REDIRECT_AUDIENCE,
      typ: REDIRECT_TYPE,
      requiredClaims: ['jti', 'exp'],
      currentDate: auth.now(),
    });
    jti = payload.jti;
    target = payload.url;
  } catch {
    throw refused();
  }
  if (!jti || typeof target !== 'string') throw refused();
  if (!(await isAllowedTarget(auth, target))) throw new DomainError('rule', ERESOURCE_ERROR_CODES.foreignHost);
  if (!(await spendRedirectToken(auth.context.db, sha256(jti), auth.now().toISOString()))) throw refused();
  return target;
}
