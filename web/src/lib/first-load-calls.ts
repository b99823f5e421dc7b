import type { TokenResponse } from '@estante/contracts';

/**
 * The first visit's calls, started by the page's inline first-load hints (web/vite.config.ts) while the HTML is
 * parsed, instead of once the shell's script has downloaded and run: the public token (spec 000 §4 "Page bootstrap"),
 * then with it the bootstrap's functions and institution and, on a title page, the title and its permissions. On a
 * phone the shell's script takes about half a second to arrive; the three round trips of the bootstrap now run in
 * that time, and the first screen renders once, with its answers, as soon as the script has run
 * (docs/web.md, "Runtime"; docs/performance.md, "Web").
 *
 * Only a first visit has them: a visitor with a stored session or public token (encrypted, readable by the app
 * only) skips them and the app makes its calls as usual. The app takes each answer at most once, as the answer of
 * the same call (same URL, `idioma` header and token) it would have sent; anything else (a failed call, another
 * language, a signed-in user) falls back to sending it. The build reads the constants below, so this module
 * imports nothing at run time.
 */

/** The first-party web client: the only one the server allows the password grant (docs/auth.md). */
export const WEB_CLIENT_ID = 'estante-web';

/** Storage entries of the session (features/auth/session): encrypted, so the hints only look for their presence. */
export const SESSION_STORAGE_ENTRY = 'estante.auth';
export const PUBLIC_TOKEN_STORAGE_ENTRY = 'estante.public';

/** The bootstrap's calls after the token (app/router.tsx's root loader), under /api. */
export const BOOTSTRAP_CALLS = [
  '/parametros/funcionalidades',
  '/parametros/instituicao',
  '/parametros/autoatendimento',
] as const;

/** What the inline hints leave on `window` for the app (built as plain script in web/vite.config.ts). */
export interface FirstLoadCalls {
  /** The `idioma` header the calls were sent with. */
  language: number;
  /** The public token's answer; every call in `responses` carried its access token. */
  token: Promise<TokenResponse>;
  /** Set once the session has taken the token: a second token call (after a 401, say) must reach the server. */
  tokenTaken?: boolean;
  /** Answers by full path with query (`/api/acervo/1`). */
  responses: Record<string, Promise<Response>>;
}

export const FIRST_LOAD_CALLS_GLOBAL = 'estanteFirstLoadCalls';

function firstLoadCalls(): FirstLoadCalls | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, FirstLoadCalls | undefined>)[FIRST_LOAD_CALLS_GLOBAL];
}

/** The public token the hints asked for, once; undefined when there is none (or it was taken). */
export function takeFirstLoadToken(): Promise<TokenResponse> | undefined {
  const calls = firstLoadCalls();
  if (!calls || calls.tokenTaken) return undefined;
  calls.tokenTaken = true;
  return calls.token;
}

/**
 * The answer to `GET url` the hints sent, once, when it was sent in `language` with `token`; undefined otherwise
 * (or once the hints' call has failed): the caller then sends the call itself.
 */
export function takeFirstLoadResponse(
  url: string,
  language: number,
  token: string | undefined,
): Promise<Response | undefined> | undefined {
  const calls = firstLoadCalls();
  const response = calls?.responses[url];
  if (!calls || !response || calls.language !== language || token === undefined) return undefined;
  delete calls.responses[url];
  return Promise.all([response, calls.token]).then(
    ([answer, sentWith]) => (sentWith.access_token === token ? answer : undefined),
    () => undefined,
  );
}
