import path from 'node:path';
import { BASE_PART_RECORDS } from '@estante/search';
import { type HttpSettings, loadHttpSettings } from './http/http-settings.ts';

/** Server configuration, parsed and validated once from the environment (README: "Configuration"). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; undefined means the embedded SQLite database in dataDir. */
  databaseUrl?: string;
  /**
   * A streaming hot standby of DATABASE_URL's database: the search page's statement reads from it when it has
   * replayed the catalogue's latest revision, else from the primary (docs/deployment.md). PostgreSQL only.
   */
  databaseReplicaUrl?: string;
  /** PostgreSQL schema to use (tests isolate themselves in a schema of their own). */
  databaseSchema?: string;
  demoData: boolean;
  logLevel: string;
  /** Folder of the built web app; served with history-API fallback when it exists. */
  webDistDir: string;
  smtpUrl?: string;
  /** Sender of the e-mails the server sends (recovery codes). */
  mailFrom: string;
  publicUrl: string;
  /** Extra OAuth clients `id:secret,id:secret` (client_credentials only; docs/auth.md). */
  oauthClients: string;
  /**
   * KEY_ENCRYPTION_KEY (32 bytes, base64): seals `server_keys`; unset uses DATA_DIR/key-encryption.key, created on
   * the first start. Several servers sharing one database must share it (docs/auth.md, "Keys at rest").
   */
  keyEncryptionKey?: string;
  /** At most this many argon2id hashes at once (each holds 19 MiB). */
  passwordHashConcurrency: number;
  /** Minutes between runs of the hold-expiry job (docs/circulation.md); 0 turns the schedule off. */
  holdExpiryIntervalMinutes: number;
  /** Interest-profile notice e-mails (docs/interest-profile.md); 0 turns them off. */
  interestNoticeIntervalHours: number;
  /**
   * Server processes sharing the port on this machine (node:cluster): each holds its own search index and uses a
   * core of its own; nothing else is shared between them but the database (docs/performance.md).
   */
  serverProcesses: number;
  /**
   * SEARCH_THREADS: worker threads that run the searches over one copy of the search index in shared memory
   * (docs/performance.md, "One index per machine"); the server's own thread searches too when they are all busy,
   * and alone with 0, the default: two threads answer 1.4–1.9 times the searches a second under load, but an idle
   * server's single search takes up to 4 ms more (it crosses to a thread whose caches are colder) for 180–280 MB more,
   * and most of a library's day is idle. A library whose catalogue or load is large turns them on.
   */
  searchThreads: number;
  /**
   * SEARCH_BASE_PART_RECORDS: records per segment of the index's full load (@estante/search's BASE_PART_RECORDS,
   * 1,250,000 by default): with search threads, one search over a larger catalogue is split between them
   * (docs/performance.md, "One search over several threads").
   */
  searchBasePartRecords: number;
  /** Timeouts, body limits, rate limits, load shedding and the search time limit (server/src/http/http-settings.ts). */
  http: HttpSettings;
  /**
   * RESULT_AVAILABILITY=off: search results carry no availability per library (`disponibilidade`), so the page's
   * statement reads no copies. For measuring what availability costs (bench:search) and for shedding that cost on an
   * overloaded server; docs/search.md, "Availability".
   */
  resultAvailability: boolean;
}

function nonNegative(value: string, name: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0)
    throw new Error(`${name} must be a number ≥ 0, got "${value}"`);
  return number;
}

function positiveInteger(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number ≥ 1, got "${value}"`);
  return number;
}

function onOff(value: string, name: string): boolean {
  const normalized = value.trim().toLowerCase();
  if (normalized !== 'on' && normalized !== 'off') throw new Error(`${name} must be "on" or "off", got "${value}"`);
  return normalized === 'on';
}

function wholeNumber(value: string, name: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isInteger(number) || number < 0)
    throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)');
  }
  const databaseReplicaUrl = env.DATABASE_REPLICA_URL?.trim() || undefined;
  if (databaseReplicaUrl && !databaseUrl) throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL (a replica of it)');
  if (databaseReplicaUrl && !/^postgres(ql)?:\/\//.test(databaseReplicaUrl)) {
    throw new Error('DATABASE_REPLICA_URL must be a postgres:// URL');
  }
  const demo = (env.DEMO_DATA ?? 'on').toLowerCase();
  if (!['on', 'off'].includes(demo)) throw new Error(`DEMO_DATA must be "on" or "off", got "${env.DEMO_DATA}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    databaseReplicaUrl,
    databaseSchema: env.DATABASE_SCHEMA?.trim() || undefined,
    demoData: demo === 'on',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM ?? 'Estante <estante@localhost>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    oauthClients: env.OAUTH_CLIENTS ?? '',
    keyEncryptionKey: env.KEY_ENCRYPTION_KEY?.trim() || undefined,
    passwordHashConcurrency: Math.max(1, Number(env.PASSWORD_HASH_CONCURRENCY ?? 4) || 4),
    serverProcesses: positiveInteger(env.SERVER_PROCESSES ?? '1', 'SERVER_PROCESSES'),
    searchThreads: wholeNumber(env.SEARCH_THREADS ?? '0', 'SEARCH_THREADS'),
    searchBasePartRecords: positiveInteger(
      env.SEARCH_BASE_PART_RECORDS ?? String(BASE_PART_RECORDS),
      'SEARCH_BASE_PART_RECORDS',
    ),
    holdExpiryIntervalMinutes: nonNegative(env.HOLD_EXPIRY_INTERVAL_MINUTES ?? '60', 'HOLD_EXPIRY_INTERVAL_MINUTES'),
    interestNoticeIntervalHours: nonNegative(
      env.INTEREST_NOTICE_INTERVAL_HOURS ?? '24',
      'INTEREST_NOTICE_INTERVAL_HOURS',
    ),
    http: loadHttpSettings(env),
    resultAvailability: onOff(env.RESULT_AVAILABILITY ?? 'on', 'RESULT_AVAILABILITY'),
  };
}
