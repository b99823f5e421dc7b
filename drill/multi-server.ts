import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import {
  checkHolds,
  holdsConsistent,
  prepareHoldBurst,
  runHoldBurst,
  signInOverHttp,
} from '../server/src/database/hold-burst.testing.ts';
import { freePort, waitFor } from '../server/src/testing/server-processes.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../server/src/testing/test-database.ts';

/**
 * `npm run drill:multi-server`: two Estante servers (`main.ts`, one process each) on one database behind Debian's
 * nginx (a private instance: its own prefix and configuration in a temporary folder, never the system service), all on
 * 127.0.0.1. Patrons place and cancel holds and readers search through nginx; halfway, one server is killed with
 * SIGKILL. Prints the requests that failed, the writes whose answer was lost, and the writes lost (answered but not
 * in the database afterwards, which must be none). On PostgreSQL when DATABASE_URL is set, with both servers reading
 * the search from DATABASE_REPLICA_URL when that is set too; on SQLite (one file, two servers) otherwise.
 * docs/deployment.md records its figures. Bounded: one kill, `--seconds` of load, a hard limit of 5 minutes.
 */

const ROOT = new URL('..', import.meta.url).pathname;
const SERVER_DIR = path.join(ROOT, 'server');

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    patrons: { type: 'string', default: '16' },
    titles: { type: 'string', default: '6' },
    searchers: { type: 'string', default: '4' },
    seed: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  process.stdout.write(
    'usage: npm run drill:multi-server [-- --seconds 20] [--patrons 16] [--titles 6] [--searchers 4] [--seed N]\n' +
      'PostgreSQL when DATABASE_URL is set (a schema of its own, dropped at the end); DATABASE_REPLICA_URL adds the\n' +
      'replica; SQLite otherwise. Needs nginx (apt-get install -y nginx).\n',
  );
  process.exit(0);
}

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const replicaUrl = process.env.DATABASE_REPLICA_URL?.trim() || undefined;
const seed = Number(args.seed ?? Math.floor(Math.random() * 1e6));
const seconds = Number(args.seconds);
const children = new Set<ChildProcess>();
const log = (line: string) => process.stdout.write(`${line}\n`);

const hardLimit = setTimeout(
  () => {
    process.stderr.write('drill: over its time limit; stopping\n');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
  5 * 60 * 1000,
);
hardLimit.unref();

interface Server {
  name: string;
  port: number;
  process: ChildProcess;
}

/** One Estante server as `npm run serve` starts it (SERVER_PROCESSES=1: one process, the one a SIGKILL ends). */
async function startServer(
  name: string,
  database: TestDatabase,
  dataDir: string,
  shared: { key: string; publicUrl: string },
): Promise<Server> {
  const port = await freePort();
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      DATABASE_SCHEMA: database.schema ?? '',
      DATABASE_REPLICA_URL: database.databaseUrl ? (replicaUrl ?? '') : '',
      // What every server of one site shares: the key sealing the signing keys, and the address users reach (the
      // issuer of the access tokens, so that one server's token is good on the other).
      KEY_ENCRYPTION_KEY: shared.key,
      PUBLIC_URL: shared.publicUrl,
      DEMO_DATA: 'off',
      SERVER_PROCESSES: '1',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      // Every patron of the drill writes faster than a person, and all come from nginx's address.
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_SEARCHES_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', fs.openSync(path.join(dataDir, `${name}.log`), 'a')],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  await waitFor(
    `server ${name} to answer`,
    async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined),
    120_000,
  );
  return { name, port, process: child };
}

/** A private nginx in front of the servers, configured as deploy/nginx/estante.conf (without TLS). */
async function startNginx(
  servers: Server[],
  port: number,
): Promise<{ base: string; process: ChildProcess; prefix: string }> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-nginx-'));
  const upstreams = servers.map((server) => `    server 127.0.0.1:${server.port} max_fails=1 fail_timeout=10s;`);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;`,
      `  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
      '  upstream estante {',
      ...upstreams,
      '    keepalive 32;',
      '    keepalive_timeout 4s;',
      '  }',
      '  server {',
      `    listen 127.0.0.1:${port};`,
      '    location / {',
      '      proxy_pass http://estante;',
      '      proxy_http_version 1.1;',
      '      proxy_set_header Connection "";',
      '      proxy_set_header Host $host;',
      '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '      proxy_set_header X-Forwarded-Proto $scheme;',
      '      proxy_next_upstream error timeout;',
      '      proxy_next_upstream_tries 2;',
      '      proxy_next_upstream_timeout 15s;',
      '      proxy_connect_timeout 2s;',
      '      proxy_read_timeout 60s;',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', `${prefix}/error.log`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  await waitFor('nginx to answer', async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 30_000);
  return { base, process: child, prefix };
}

interface SearchFigures {
  requests: number;
  failed: number;
  statuses: Map<number | string, number>;
  latenciesMs: number[];
}

/** Readers searching through nginx, one search at a time each, until `until`. */
async function searchLoad(base: string, searchers: number, until: number): Promise<SearchFigures> {
  const figures: SearchFigures = { requests: 0, failed: 0, statuses: new Map(), latenciesMs: [] };
  const terms = ['rajada', 'titulo', 'rajada 1', 'titulo rajada 3'];
  await Promise.all(
    Array.from({ length: searchers }, async (_, index) => {
      for (let round = 0; Date.now() < until; round += 1) {
        const term = terms[(index + round) % terms.length]!;
        figures.requests += 1;
        const sent = performance.now();
        let status: number | string;
        try {
          const response = await fetch(`${base}/api/consulta?termo=${encodeURIComponent(term)}`, {
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          status = response.status;
        } catch (error) {
          status = String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name);
        }
        figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
        if (status === 200) figures.latenciesMs.push(performance.now() - sent);
        else figures.failed += 1;
      }
    }),
  );
  return figures;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const counts = (map: Map<number | string, number>) =>
  [...map]
    .sort()
    .map(([key, n]) => `${key}×${n}`)
    .join(' ');

async function main(): Promise<number> {
  const engine = databaseUrl ? `PostgreSQL${replicaUrl ? ' with the replica' : ' without a replica'}` : 'SQLite';
  log(
    `multi-server drill: ${engine}; two servers behind nginx; ${args.patrons} patrons, ${args.searchers} searchers, ` +
      `${seconds} s, one server killed halfway; seed ${seed}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  const database = await createTestDatabase();
  const key = crypto.randomBytes(32).toString('base64');
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DEMO_DATA: 'off',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    KEY_ENCRYPTION_KEY: key,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, DATABASE_SCHEMA: database.schema! } : {}),
  });
  const app = await buildApp(config, { database, logger: false });
  const testApp: TestApp = { app, database, close: () => app.close() };
  const servers: Server[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const plan = await prepareHoldBurst(testApp, { titles: Number(args.titles), patrons: Number(args.patrons) });
    // SQLite: the one database file, so one DATA_DIR; PostgreSQL: a DATA_DIR per server, as on two machines.
    const nginxPort = await freePort();
    const shared = { key, publicUrl: `http://127.0.0.1:${nginxPort}` };
    for (const name of ['a', 'b']) {
      const dataDir = databaseUrl ? path.join(database.dataDir, name) : database.dataDir;
      servers.push(await startServer(name, database, dataDir, shared));
    }
    nginx = await startNginx(servers, nginxPort);
    await signInOverHttp(nginx.base, plan);
    const started = Date.now();
    const until = started + seconds * 1000;
    const burst = runHoldBurst(nginx.base, plan, { rounds: 100_000, seed, until });
    const searches = searchLoad(nginx.base, Number(args.searchers), until);
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
    const victim = servers[1]!;
    victim.process.kill('SIGKILL');
    log(
      `  killed server ${victim.name} (pid ${victim.process.pid}) with SIGKILL after ${(Date.now() - started) / 1000} s`,
    );
    const [outcome, searched] = await Promise.all([burst, searches]);
    const check = await checkHolds(testApp, plan, outcome);
    // A patron whose holds differ from what they last read: a write the killed server had sent on to the database
    // without answering, committed after the patron's next read (PostgreSQL finishes a COMMIT it has received). Its
    // extra holds were never acknowledged, its missing ones never acknowledged as cancelled: no acknowledged write
    // is involved. Anything else is inconsistent.
    const lateCommits = check.mismatchedPatrons.filter((mismatch) => {
      const patron = outcome.patrons.find((candidate) => candidate.personId === mismatch.personId)!;
      const extra = mismatch.found.filter((id) => !mismatch.expected.includes(id));
      const missing = mismatch.expected.filter((id) => !mismatch.found.includes(id));
      return extra.every((id) => !patron.placed.has(id)) && missing.every((id) => !patron.cancelled.has(id));
    });
    const consistent = holdsConsistent({
      ...check,
      mismatchedPatrons: check.mismatchedPatrons.filter((mismatch) => !lateCommits.includes(mismatch)),
    });
    const holdFailures = outcome.serverErrors.length + outcome.connectionErrors;
    log(
      `  holds: ${outcome.requests} requests in ${(outcome.durationMs / 1000).toFixed(1)} s; failed ${holdFailures} ` +
        `(${counts(outcome.connectionErrorCauses) || 'none cut'}${outcome.serverErrors.length ? `, ${outcome.serverErrors.length} 5xx from the server` : ''}); ` +
        `of the failed, committed ${outcome.unanswered.committed}, not committed ${outcome.unanswered.notCommitted}; ` +
        `answers ${counts(outcome.statuses)}; p50 ${percentile(outcome.latenciesMs, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(outcome.latenciesMs, 95).toFixed(1)} ms`,
    );
    log(
      `  writes lost: ${check.lostPlacements.length + check.lostCancellations.length} ` +
        `(${check.acknowledgedPlacements} placements and ${check.acknowledgedCancellations} cancellations acknowledged, ` +
        `all checked in the database); duplicated holds ${check.duplicates}; queues not 1..n ${check.badQueues.length}; ` +
        `patrons whose holds differ from what they last read ${check.mismatchedPatrons.length} (of them, by an ` +
        `unanswered write committed after that read ${lateCommits.length}: ${JSON.stringify(lateCommits)})` +
        (consistent ? '' : '  ← INCONSISTENT'),
    );
    log(
      `  searches: ${searched.requests}; failed ${searched.failed}; answers ${counts(searched.statuses)}; ` +
        `p50 ${percentile(searched.latenciesMs, 50).toFixed(1)} ms, p95 ${percentile(searched.latenciesMs, 95).toFixed(1)} ms`,
    );
    return consistent && outcome.serverErrors.length === 0 ? 0 : 1;
  } finally {
    if (nginx) {
      nginx.process.kill('SIGQUIT');
      await new Promise((resolve) =>
        nginx!.process.exitCode === null ? nginx!.process.once('exit', resolve) : resolve(null),
      );
      fs.rmSync(nginx.prefix, { recursive: true, force: true });
    }
    for (const server of servers) {
      if (server.process.exitCode !== null || server.process.signalCode !== null) continue;
      server.process.kill('SIGTERM');
      await new Promise((resolve) => server.process.once('exit', resolve));
    }
    await app.close();
    await database.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`drill failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
);
