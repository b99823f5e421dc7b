import rateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../database/schema.ts';
import { TooManyAttemptsError } from './auth-errors.ts';
import type { HttpSettings } from './http-settings.ts';
import { hitBucket, pruneBuckets } from './rate-limit-store.repository.ts';

/** Kinds of route with a per-client limit of their own; a route may be of several kinds. */
export type LimitedKind = 'search' | 'write' | 'mail';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Buckets are pruned at most this often by each process, each prune dropping those older than the longest window. */
const PRUNE_EVERY_MS = 10 * MINUTE_MS;

/** Routes that send an e-mail at a visitor's or patron's request (each also counts as a write when it is one). */
const MAIL_ROUTES = new Set([
  'POST /api/acervo/exportar-cesta',
  'GET /api/pessoas/:id/recuperar-senha',
  'POST /api/nada-consta/send-mail',
]);

/**
 * Mail routes that send only for some bodies: the basket export is a file download unless opcoesEmail is given, and
 * a visitor's downloads must not use up their e-mails. Counted once the body is parsed (preHandler).
 */
const SENDS_MAIL_WHEN: Record<string, (body: unknown) => boolean> = {
  'POST /api/acervo/exportar-cesta': (body) =>
    typeof body === 'object' && body !== null && (body as { opcoesEmail?: unknown }).opcoesEmail != null,
};
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes that run a search over an index: the catalogue's, the network union catalogue's (docs/network.md) and
 * SRU's (docs/interoperability.md, which also answers Z39.50 through Simple2ZOOM). One bucket for all three, so a
 * client cannot search past the limit through another door.
 */
const SEARCH_ROUTES = new Set(['/api/consulta', '/api/rede/consulta', '/sru']);

/** Which limits a route counts against (docs/security.md, "Hostile clients"). */
export function limitedKinds(method: string, url: string): LimitedKind[] {
  const kinds: LimitedKind[] = [];
  if (SEARCH_ROUTES.has(url) && (method === 'GET' || method === 'HEAD')) kinds.push('search');
  if (MAIL_ROUTES.has(`${method} ${url}`)) kinds.push('mail');
  const ours = url.startsWith('/api/') || url.startsWith('/oauth/');
  if (ours && !READ_METHODS.has(method)) kinds.push('write');
  return kinds;
}

/**
 * The client a request counts for: the signed-in person (whatever address or process their requests reach), else
 * the network address, IPv6 by /64 as @fastify/rate-limit does. The address is the proxy's unless TRUST_PROXY names
 * the proxies whose X-Forwarded-For is believed (README: "Configuration").
 */
export function clientKey(request: FastifyRequest): string {
  const claims = request.auth as { kind?: string; personId?: number } | null | undefined;
  if (claims?.kind === 'user' && claims.personId) return `person:${claims.personId}`;
  return `ip:${normalizeIP(request.ip)}`;
}

/** Clients over a limit remembered by this process, so their further requests are refused without a statement. */
const REMEMBERED_REFUSALS = 10_000;

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store, in the database: every process and server counts in the same buckets, exactly.
 * Two things keep a flood from one client from becoming a flood of writes on one row (each waiting for the previous
 * commit): requests of a key that arrive while its statement runs are counted together by the next one (one
 * `hits + n`, each request getting its own place in the count), and a client found over its limit is remembered
 * here until its window ends and refused without a statement.
 */
function databaseStore(db: Kysely<Database>, log: FastifyBaseLogger, clock: () => Date) {
  let lastPrune = 0;
  const refusedUntil = new LRUCache<string, number>({ max: REMEMBERED_REFUSALS });
  const waiting = new Map<string, { callback: StoreCallback; max: number }[]>();
  const counting = new Set<string>();

  function count(key: string, windowMs: number): void {
    const batch = waiting.get(key) ?? [];
    waiting.delete(key);
    counting.add(key);
    const now = clock();
    hitBucket(db, key, windowMs, now, batch.length)
      .then(
        ({ hits, ttlMs }) => {
          batch.forEach(({ callback, max }, index) => {
            const current = hits - batch.length + 1 + index;
            if (current > max) refusedUntil.set(key, now.getTime() + ttlMs);
            callback(null, { current, ttl: ttlMs });
          });
        },
        (error: Error) => {
          // The requests go on (skipOnError): an overloaded database must not turn every request into a 500.
          log.warn({ err: error }, 'rate limit not counted');
          for (const { callback } of batch) callback(error);
        },
      )
      .finally(() => {
        counting.delete(key);
        if (waiting.has(key)) count(key, windowMs);
      });
    if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now.getTime();
      pruneBuckets(db, new Date(now.getTime() - HOUR_MS)).catch((error: Error) =>
        log.warn({ err: error }, 'rate limit buckets not pruned'),
      );
    }
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      const until = refusedUntil.get(key);
      const now = clock().getTime();
      if (until !== undefined && until > now) {
        callback(null, { current: max + 1, ttl: until - now });
        return;
      }
      const batch = waiting.get(key);
      if (batch) batch.push({ callback, max });
      else waiting.set(key, [{ callback, max }]);
      if (!counting.has(key)) count(key, timeWindow);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

function hooksOf(route: RouteOptions): onRequestHookHandler[] {
  if (!route.onRequest) return [];
  return (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) as onRequestHookHandler[];
}

function preHandlersOf(route: RouteOptions): preHandlerHookHandler[] {
  if (!route.preHandler) return [];
  return (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) as preHandlerHookHandler[];
}

/**
 * Per-client limits (issue 27, finding 6) through @fastify/rate-limit with a store in the database: searches per
 * minute, writes per minute and e-mails per hour, each a fixed window per client and kind. Over a limit: 429
 * MuitasTentativas with Retry-After, in the caller's language, before the body is read or any work is done. Must run
 * before the routes are registered (onRoute).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { db: Kysely<Database>; settings: HttpSettings['rateLimit']; now: () => Date },
): Promise<void> {
  const { db, settings } = options;
  if (!settings.enabled) return;
  await app.register(rateLimit, { global: false, skipOnError: true, store: databaseStore(db, app.log, options.now) });
  const limit = (kind: LimitedKind, max: number, timeWindow: number) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${kind}:${clientKey(request)}` });
  const limiters: Record<LimitedKind, ReturnType<typeof limit>> = {
    search: limit('search', settings.searchesPerMinute, MINUTE_MS),
    write: limit('write', settings.writesPerMinute, MINUTE_MS),
    mail: limit('mail', settings.mailsPerHour, HOUR_MS),
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => limitedKinds(method, route.url).length > 0)) return;
    const enforce = async (request: FastifyRequest, kind: LimitedKind) => {
      const outcome = await limiters[kind](request);
      if (!outcome.isAllowed && outcome.isExceeded) throw new TooManyAttemptsError(Math.max(1, outcome.ttlInSeconds));
    };
    // A route-level onRequest hook runs after the app-level ones, so the bearer token has been read (clientKey).
    const check: onRequestHookHandler = async (request) => {
      for (const kind of limitedKinds(request.method, route.url)) {
        if (kind === 'mail' && SENDS_MAIL_WHEN[`${request.method} ${route.url}`]) continue;
        await enforce(request, kind);
      }
    };
    route.onRequest = [...hooksOf(route), check];
    const sendsMail = methods.length === 1 ? SENDS_MAIL_WHEN[`${methods[0]} ${route.url}`] : undefined;
    if (sendsMail) {
      const checkMail: preHandlerHookHandler = async (request) => {
        if (sendsMail(request.body)) await enforce(request, 'mail');
      };
      route.preHandler = [...preHandlersOf(route), checkMail];
    }
  });
}
