import type { TokenResponse, UserDataResponse } from '@estante/contracts';
import { ERROR_CODES } from '@estante/contracts';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError, api, setUnauthorizedHandler } from '../../../lib/api-client.ts';
import {
  type AuthPermission,
  type AuthUser,
  authStore,
  type Credentials,
  hasFunction,
} from '../../../lib/auth-store.ts';
import {
  PUBLIC_TOKEN_STORAGE_ENTRY,
  SESSION_STORAGE_ENTRY,
  takeFirstLoadToken,
} from '../../../lib/first-load-calls.ts';
import { i18n } from '../../../lib/i18n.ts';
import { requestPublicToken, requestRefreshedToken, revokeRefreshToken } from '../api/token.ts';
import { getUserData } from '../api/user-data.ts';
import { readEncrypted, removeStored, type StorageArea, writeEncrypted } from './encrypted-storage.ts';
import { sessionKey } from './encryption-key.ts';

/**
 * The session (spec 001 §4): public credentials for every visitor, a token pair for a signed-in
 * patron kept in session storage or, with "keep me logged in", in local storage (both encrypted),
 * and the refresh flow the API client runs on a 401.
 */

const AUTH_ENTRY = SESSION_STORAGE_ENTRY;
const PUBLIC_ENTRY = PUBLIC_TOKEN_STORAGE_ENTRY;
/** Renew public credentials this long before they expire, so a call never leaves with a dead token. */
const EXPIRY_MARGIN_MS = 30_000;

interface StoredSession {
  credentials: Credentials;
  user: AuthUser;
  authPermissions: AuthPermission[];
}

interface StoredPublicCredentials {
  token: string;
  expiresAt: number;
}

/** Where the signed-in session is kept: local (kept logged in) or session storage. */
let persistence: StorageArea | undefined;
let bootstrap: Promise<void> | undefined;

async function persistSession(): Promise<void> {
  const { credentials, user, authPermissions } = authStore.getState();
  if (!persistence || !credentials || !user) return;
  await writeEncrypted(persistence, AUTH_ENTRY, { credentials, user, authPermissions } satisfies StoredSession);
}

async function renewPublicCredentials(): Promise<void> {
  // A first visit's page has asked for it already (lib/first-load-calls.ts); if that call failed, ask again.
  const early = takeFirstLoadToken();
  const answer = await (early ? early.catch(() => requestPublicToken()) : requestPublicToken());
  authStore.setPublicCredentials({ token: answer.access_token });
  const stored: StoredPublicCredentials = {
    token: answer.access_token,
    expiresAt: Date.now() + answer.expires_in * 1000,
  };
  // Kept for the next page load in the background: on a first visit the write waits for the storage key to be
  // created in IndexedDB (about 0.3 s on a slow phone), and the page's first calls need only the token in memory.
  // A write that fails costs the next load one token request.
  void writeEncrypted('local', PUBLIC_ENTRY, stored).catch(() => undefined);
}

/** Several tabs share local storage: a refresh runs in one tab at a time (Web Locks), see below. */
function withRefreshLock<T>(action: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('estante-session-refresh', action) as Promise<T>;
  }
  return action();
}

/**
 * The unauthorized handler of the API client (spec 001 §4): a visitor gets public credentials again;
 * a patron's refresh token is used. Refresh tokens rotate and a reused one ends the whole sign-in,
 * so a tab first checks whether another tab has already rotated the stored pair.
 */
async function refreshAfterUnauthorized(): Promise<boolean> {
  const { credentials } = authStore.getState();
  if (!credentials) {
    try {
      await renewPublicCredentials();
      return true;
    } catch {
      return false;
    }
  }
  return withRefreshLock(async () => {
    const where = persistence;
    const stored = where ? await readEncrypted<StoredSession>(where, AUTH_ENTRY) : undefined;
    if (stored && stored.credentials.token !== credentials.token) {
      authStore.setCredentials(stored.credentials);
      return true;
    }
    try {
      if (!credentials.refresh) throw new ApiError(401, ERROR_CODES.sessionExpired);
      const answer = await requestRefreshedToken(credentials.refresh);
      authStore.setCredentials({ token: answer.access_token, refresh: answer.refresh_token });
      await persistSession();
      return true;
    } catch (error) {
      // A lost connection is not an ended session: keep the user signed in and let the call fail.
      if (error instanceof ApiError && error.status === 0) return false;
      void endSession({ revoke: false });
      // At startup the session is checked while the shell's translations still load (app/app.tsx): wait for them.
      void i18n.loadNamespaces('errors').then(() => toast.warning(i18n.t('errors:SessaoExpirada')));
      return false;
    }
  });
}

/** Another tab logged out (or in): follow it, so that tabs never disagree about who is signed in. */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== AUTH_ENTRY || event.storageArea !== window.localStorage) return;
  if (event.newValue === null && persistence === 'local') {
    persistence = undefined;
    authStore.signOut();
  } else if (event.newValue && !authStore.getState().user) {
    void readEncrypted<StoredSession>('local', AUTH_ENTRY).then((stored) => {
      if (!stored || authStore.getState().user) return;
      persistence = 'local';
      authStore.signIn(stored.credentials, stored.user, stored.authPermissions);
    });
  }
}

async function restore(): Promise<void> {
  // The storage key is opened (or created) while the stored entries are looked for and the token is asked for.
  void sessionKey();
  setUnauthorizedHandler(refreshAfterUnauthorized);
  if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs);
  const kept = await readEncrypted<StoredSession>('local', AUTH_ENTRY);
  const stored = kept ?? (await readEncrypted<StoredSession>('session', AUTH_ENTRY));
  if (stored) {
    persistence = kept ? 'local' : 'session';
    authStore.signIn(stored.credentials, stored.user, stored.authPermissions ?? []);
    // In the background: a stored session is checked again (name, functions, a block by the library),
    // and an expired access token is renewed by the refresh flow on the way.
    void recheckUser();
  }
  const publicCredentials = await readEncrypted<StoredPublicCredentials>('local', PUBLIC_ENTRY);
  if (publicCredentials && publicCredentials.expiresAt > Date.now() + EXPIRY_MARGIN_MS) {
    authStore.setPublicCredentials({ token: publicCredentials.token });
  } else {
    // The catalogue still works without them (public calls accept no token); the next 401 retries.
    await renewPublicCredentials().catch(() => undefined);
  }
}

/** Reads the user data again; a user the library has blocked meanwhile is signed out (spec 000 §4). */
async function recheckUser(): Promise<void> {
  try {
    const data = await api.get<UserDataResponse>('/pessoas');
    if (!authStore.getState().user) return;
    if (data.bloqueio) {
      await endSession();
      return;
    }
    const { credentials, transient } = authStore.getState();
    if (credentials) authStore.signIn(credentials, userOf(data), data.authPermissions, transient);
    await persistSession();
  } catch {
    // Offline, or the session ended (the refresh flow has already said so): nothing more to do.
  }
}

/** Page bootstrap, first step (spec 000 §4): restore the session and obtain public credentials if missing. */
export function bootstrapSession(): Promise<void> {
  bootstrap ??= restore().catch(() => undefined);
  return bootstrap;
}

function userOf(data: UserDataResponse): AuthUser {
  return {
    login: data.user.login,
    cod_pessoa: data.user.cod_pessoa,
    nome_pessoa: data.user.nome_pessoa,
    categoria: data.user.categoria,
  };
}

export interface SessionOptions {
  /**
   * The modal login (spec 000 §4, §6): a user without this function gets a session for this page only; stored
   * credentials are cleared and nothing is written, whatever "keep me logged in" says.
   */
  storedOnlyWith?: number;
}

/**
 * Starts the session with a fresh token pair (spec 000 §4): reads the user data, refuses a blocked
 * user as error 430, and stores the credentials persistently or for this tab only.
 */
export async function startSession(
  tokens: TokenResponse,
  keepLoggedIn: boolean,
  options: SessionOptions = {},
): Promise<UserDataResponse> {
  const data = await getUserData(tokens.access_token);
  if (data.bloqueio) {
    if (tokens.refresh_token) void revokeRefreshToken(tokens.refresh_token);
    throw new ApiError(430, ERROR_CODES.accessBlocked);
  }
  removeStored('local', AUTH_ENTRY);
  removeStored('session', AUTH_ENTRY);
  const transient = options.storedOnlyWith !== undefined && !hasFunction(data.authPermissions, options.storedOnlyWith);
  persistence = transient ? undefined : keepLoggedIn ? 'local' : 'session';
  authStore.signIn(
    { token: tokens.access_token, refresh: tokens.refresh_token },
    userOf(data),
    data.authPermissions,
    transient,
  );
  await persistSession();
  return data;
}

/** After a person switch (troca-login): same storage, new tokens and user. */
export function replaceSession(tokens: TokenResponse): Promise<UserDataResponse> {
  return startSession(tokens, persistence === 'local');
}

/** Logout (spec 001 §4): credentials and user back to false, both stores cleared, sign-in revoked. */
export function endSession({ revoke = true }: { revoke?: boolean } = {}): Promise<void> {
  const { credentials } = authStore.getState();
  persistence = undefined;
  authStore.signOut();
  removeStored('local', AUTH_ENTRY);
  removeStored('session', AUTH_ENTRY);
  const refresh = credentials ? credentials.refresh : undefined;
  return revoke && refresh ? revokeRefreshToken(refresh) : Promise.resolve();
}
