import v8 from 'node:v8';

/**
 * How the HTTP layer defends itself against hostile or overloading clients (docs/security.md, "Hostile clients").
 * Every number is configurable through the environment (README: "Configuration"); the defaults suit one library.
 */
export interface HttpSettings {
  /**
   * Fastify's trustProxy: whether (and which) proxies' X-Forwarded-For/-Proto are believed. Off by default: a client
   * could otherwise pick its own address (and its own rate-limit bucket). `true`, a hop count, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string;
  /** Time to receive a request's headers; slow-header (slowloris) connections are cut after it. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, headers and body; slow-body connections are cut after it. */
  requestTimeoutMs: number;
  /** A connection idle this long (nothing received or sent) is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Largest request body of an ordinary route. */
  bodyLimitBytes: number;
  /** Largest body of a staff route under /api/admin (site texts, FAQ). Routes that read images set their own. */
  adminBodyLimitBytes: number;
  /** Deepest nesting of arrays and objects in a JSON body, checked before it is parsed. */
  jsonMaxDepth: number;
  /** Per-client limits (by signed-in person, else by address), shared through the database by every process. */
  rateLimit: {
    enabled: boolean;
    searchesPerMinute: number;
    writesPerMinute: number;
    mailsPerHour: number;
  };
  /** Load shedding (@fastify/under-pressure): 503 with Retry-After past either threshold; 0 turns one off. */
  pressure: {
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number;
    sampleIntervalMs: number;
    retryAfterSeconds: number;
  };
  /** A search still running after this long (from the request's arrival) answers 503 PesquisaDemorada. */
  searchTimeLimitMs: number;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, minimum = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < minimum)
    throw new Error(`${name} must be a whole number ≥ ${minimum}, got "${raw}"`);
  return value;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw !== 'on' && raw !== 'off') throw new Error(`${name} must be "on" or "off", got "${env[name]}"`);
  return raw === 'on';
}

function trustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === 'off') return false;
  if (value === 'true' || value === 'on') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** A heap this full sheds load before the process runs out of memory. */
const DEFAULT_HEAP_SHARE = 0.9;

export function loadHttpSettings(env: NodeJS.ProcessEnv): HttpSettings {
  const headersTimeoutMs = whole(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 1);
  const requestTimeoutMs = whole(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 1);
  // Node refuses a header timeout longer than the whole request's.
  if (headersTimeoutMs > requestTimeoutMs)
    throw new Error('HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  return {
    trustProxy: trustProxy(env.TRUST_PROXY),
    headersTimeoutMs,
    requestTimeoutMs,
    idleTimeoutMs: whole(env, 'HTTP_IDLE_TIMEOUT_MS', 60_000, 1),
    keepAliveTimeoutMs: whole(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 1),
    bodyLimitBytes: whole(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1),
    adminBodyLimitBytes: whole(env, 'ADMIN_BODY_LIMIT_BYTES', 5 * 1024 * 1024, 1),
    jsonMaxDepth: whole(env, 'JSON_MAX_DEPTH', 32, 1),
    rateLimit: {
      enabled: onOff(env, 'RATE_LIMIT', true),
      searchesPerMinute: whole(env, 'RATE_LIMIT_SEARCHES_PER_MINUTE', 300, 1),
      writesPerMinute: whole(env, 'RATE_LIMIT_WRITES_PER_MINUTE', 120, 1),
      mailsPerHour: whole(env, 'RATE_LIMIT_MAILS_PER_HOUR', 20, 1),
    },
    pressure: {
      maxEventLoopDelayMs: whole(env, 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 1_000),
      maxHeapUsedBytes: whole(
        env,
        'PRESSURE_MAX_HEAP_USED_BYTES',
        Math.floor(v8.getHeapStatistics().heap_size_limit * DEFAULT_HEAP_SHARE),
      ),
      sampleIntervalMs: whole(env, 'PRESSURE_SAMPLE_INTERVAL_MS', 1_000, 10),
      retryAfterSeconds: whole(env, 'PRESSURE_RETRY_AFTER_SECONDS', 10, 1),
    },
    searchTimeLimitMs: whole(env, 'SEARCH_TIME_LIMIT_MS', 10_000, 1),
  };
}
