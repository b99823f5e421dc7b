/**
 * Who is calling the API: public client credentials for a visitor, a token pair for a signed-in patron
 * (spec 001 §3 "Auth stores", §4 "Session"). Both are `false` when absent, as in the spec.
 *
 * In memory only: features/auth/session persists it (encrypted) and registers the refresh flow with
 * `setUnauthorizedHandler` in api-client.ts.
 */

export interface Credentials {
  token: string;
  refresh?: string;
}

export interface AuthUser {
  login: string;
  cod_pessoa: number;
  nome_pessoa?: string;
  /** Patron category code (spec 000 §9: 01, 04 professor…): some links are for one category only. */
  categoria?: string;
}

/** A function of the signed-in user (spec 001 §6: cod_modulo plus cod_atividade). */
export interface AuthPermission {
  cod_modulo: number;
  cod_atividade: number;
}

export interface AuthState {
  /** The signed-in patron's token pair. */
  credentials: Credentials | false;
  /** Public client credentials held by every visitor. */
  publicCredentials: Credentials | false;
  user: AuthUser | false;
  /** Functions returned at sign-in; empty for a visitor. */
  authPermissions: AuthPermission[];
  /**
   * A modal sign-in by a user without function 107 (spec 000 §4, §6): the session serves this page only, is never
   * stored, and the site keeps showing the login button.
   */
  transient: boolean;
}

const loggedOut: AuthState = {
  credentials: false,
  publicCredentials: false,
  user: false,
  authPermissions: [],
  transient: false,
};

let state: AuthState = loggedOut;
const listeners = new Set<() => void>();

function setState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The user's token first, then the public token (spec 001 §4 "Header choice"). */
  getAccessToken(): string | undefined {
    return state.credentials
      ? state.credentials.token
      : state.publicCredentials
        ? state.publicCredentials.token
        : undefined;
  },
  setPublicCredentials(publicCredentials: Credentials | false) {
    setState({ ...state, publicCredentials });
  },
  signIn(credentials: Credentials, user: AuthUser, authPermissions: AuthPermission[] = [], transient = false) {
    setState({ ...state, credentials, user, authPermissions, transient });
  },
  setCredentials(credentials: Credentials) {
    setState({ ...state, credentials });
  },
  /** Logout resets credentials and user to false (spec 001 §4); public credentials stay. */
  signOut() {
    setState({ ...state, credentials: false, user: false, authPermissions: [], transient: false });
  },
};

/** Does the signed-in user hold this function (cod_atividade, spec 001 §6)? */
export function hasFunction(permissions: readonly AuthPermission[], activity: number): boolean {
  return permissions.some((permission) => permission.cod_atividade === activity);
}
