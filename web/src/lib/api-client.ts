import type { ErrorCode } from '@estante/contracts';
import { API_BASE_PATH, ERROR_CODES, LANGUAGE_HEADER } from '@estante/contracts';
import { authStore } from './auth-store.ts';
import { takeFirstLoadResponse } from './first-load-calls.ts';
import { currentLanguageCode } from './i18n.ts';

/**
 * The one way the web app talks to the server (spec 001 §1, §8):
 * - paths are relative to /api (or another base, e.g. '' for /oauth/token);
 * - every call carries the `idioma` header and, when the auth store holds one, `Authorization: Bearer`;
 * - an error body `{ error: { code, message } }` becomes an `ApiError` with status and code;
 *   no response at all becomes status 0 with code NaoFoiPossivelComunicarServidor;
 * - a 401 runs the registered unauthorized handler once, however many calls failed together,
 *   and the calls are retried with the new token (or rejected with SessaoExpirada).
 * The UI decides how to show an error; this module never shows anything.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  /** Message key: the server's `error.code`, or one derived from the status. The web translates it. */
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(status: number, code: ErrorCode, message?: string, details?: unknown) {
    super(message || code);
    this.status = status;
    this.code = code;
    this.details = details;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; empty values are skipped and the rest URL-encoded (spec 001 §5). Arrays repeat the key. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, unless it is FormData or URLSearchParams. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Base path; '/api' unless told. The token call lives at /oauth/token, without the /api prefix. */
  basePath?: string;
  /**
   * 'auto' sends the token in the auth store and refreshes it on 401.
   * 'none' sends no token and never refreshes (the token call itself, spec 001 §4).
   */
  auth?: 'auto' | 'none';
}

/**
 * Called once for a burst of 401 answers. It obtains new credentials (public token for a visitor,
 * refresh token for a patron), puts them in the auth store and resolves true; or resolves false after
 * logging the user out (the caller then gets SessaoExpirada). Registered by the login work.
 */
export type UnauthorizedHandler = () => Promise<boolean>;

let unauthorizedHandler: UnauthorizedHandler | undefined;
let pendingRefresh: Promise<boolean> | undefined;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

/** Concurrent failed requests wait for the single refresh, then retry (spec 001 §4). */
function refreshCredentials(): Promise<boolean> {
  const handler = unauthorizedHandler;
  if (!handler) return Promise.resolve(false);
  pendingRefresh ??= handler()
    .catch(() => false)
    .finally(() => {
      pendingRefresh = undefined;
    });
  return pendingRefresh;
}

export function buildQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The code to use when an error answer carries no `{ error: { code } }` body. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ERROR_CODES.invalidRequest;
    case 401:
      return ERROR_CODES.unauthorized;
    case 403:
      return ERROR_CODES.forbidden;
    case 404:
      return ERROR_CODES.notFound;
    case 429:
      return ERROR_CODES.tooManyRequests;
    // A proxy answering for a server that is down or restarting.
    case 502:
    case 503:
    case 504:
      return ERROR_CODES.cannotReachServer;
    default:
      return ERROR_CODES.unexpected;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromResponse(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
      const message = 'message' in error && typeof error.message === 'string' ? error.message : undefined;
      const details = 'details' in error ? error.details : undefined;
      return new ApiError(status, error.code, message, details);
    }
  }
  return new ApiError(status, codeForStatus(status));
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Resolves in a task of its own. A screen's queries start in the effects that follow its render, all in one task,
 * and each `fetch()` costs a millisecond or more of main-thread work (several on a phone): sent each from a task of
 * its own, they no longer lengthen that task, a first load's longest after the render (docs/performance.md, "Web").
 * `scheduler.yield()` runs the rest before other waiting tasks; a message (not a timer: tests may fake timers) where
 * it is missing.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

async function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set(LANGUAGE_HEADER, String(currentLanguageCode()));
  if (token && options.auth !== 'none') headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const url = `${options.basePath ?? API_BASE_PATH}${path}${buildQueryString(options.query)}`;
  // On a first visit the page's hints may have sent this very call already (lib/first-load-calls.ts).
  const sentEarly =
    (options.method ?? 'GET') === 'GET' && body === undefined && options.auth !== 'none'
      ? takeFirstLoadResponse(url, Number(headers.get(LANGUAGE_HEADER)), token)
      : undefined;
  const early = sentEarly && (await sentEarly);
  if (early) return early;
  await nextTask();
  try {
    return await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (isAbort(error) || options.signal?.aborted) throw error;
    throw new ApiError(0, ERROR_CODES.cannotReachServer);
  }
}

/**
 * Sends the call with the current token; on a 401 (unless `auth: 'none'`) waits for the single refresh and
 * sends it once more with the new token. Every call, JSON or file, goes through here (spec 001 §4).
 */
async function sendWithRefresh(path: string, options: RequestOptions): Promise<Response> {
  const token = authStore.getAccessToken();
  const response = await send(path, options, token);
  if (response.status !== 401 || options.auth === 'none') return response;
  // Another call may already have refreshed the token while this one was in flight.
  const current = authStore.getAccessToken();
  const renewed = current !== undefined && current !== token ? true : await refreshCredentials();
  if (renewed) return send(path, options, authStore.getAccessToken());
  if (unauthorizedHandler) throw new ApiError(401, ERROR_CODES.sessionExpired);
  return response;
}

/** Calls the API and returns the parsed body, or throws `ApiError`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendWithRefresh(path, options);
  const body = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, body);
  return body as T;
}

/**
 * Calls the API for a file (e.g. the basket export): the body as a Blob with the file name of
 * Content-Disposition, or throws `ApiError`. Refreshes on a 401 like every other call.
 */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | undefined; contentType: string }> {
  const response = await sendWithRefresh(path, options);
  if (!response.ok) throw errorFromResponse(response.status, await readBody(response));
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1],
    contentType: response.headers.get('content-type') ?? '',
  };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
