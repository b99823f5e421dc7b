import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/database/database.ts';
import {
  type BurstOutcome,
  checkHolds,
  holdsConsistent,
  prepareHoldBurst,
  type QueueCheck,
  runHoldBurst,
  signInOverHttp,
} from '../server/src/database/hold-burst.testing.ts';
import { migrateToLatest } from '../server/src/database/migrator.ts';
import { seededRandom } from '../server/src/testing/random.testing.ts';
import { startServerProcesses, waitFor } from '../server/src/testing/server-processes.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import type { TestDatabase } from '../server/src/testing/test-database.ts';

/**
 * `npm run drill`: the kill -9 drills of issue 27, repeatable. On SQLite (two server processes) and, when
 * DATABASE_URL is set, on PostgreSQL:
 *  (a) an import of the real MARC records of ../shared/data/marc/ killed with SIGKILL at random moments and run
 *      again each time, then run to the end: every record it acknowledged is stored once, nothing is duplicated;
 *  (b) hold bursts by many patrons over HTTP against SERVER_PROCESSES=2 while server processes are killed with
 *      SIGKILL: no 5xx, no acknowledged placement or cancellation lost, no duplicated hold, every queue 1..n.
 * Prints its figures and exits 1 on any inconsistency. Only 127.0.0.1; bounded in kills, requests and time.
 * docs/circulation.md ("Kill -9 drills") tells how to read it.
 */

const ROOT = new URL('..', import.meta.url).pathname;
const MARC_DIR = path.resolve(ROOT, '../shared/data/marc');
/** Tables the import writes, compared row for row with an import that was never killed. */
const IMPORT_TABLES = ['records', 'copies', 'record_identifiers', 'record_facets', 'libraries', 'loan_types'] as const;

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string' },
    'import-kills': { type: 'string', default: '5' },
    'hold-kills': { type: 'string', default: '5' },
    patrons: { type: 'string', default: '20' },
    titles: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '30' },
    seed: { type: 'string' },
    only: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  process.stdout.write(
    'usage: npm run drill [-- --engines sqlite,postgres] [--import-kills 5] [--hold-kills 5] [--patrons 20]\n' +
      '                     [--titles 6] [--seconds 30] [--seed N] [--only import|holds]\n' +
      'PostgreSQL runs when DATABASE_URL is set (a schema of its own, dropped at the end).\n',
  );
  process.exit(0);
}
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const engines = (args.engines ?? (databaseUrl ? 'sqlite,postgres' : 'sqlite')).split(',') as ('sqlite' | 'postgres')[];
if (engines.includes('postgres') && !databaseUrl) {
  process.stderr.write('drill: --engines postgres needs DATABASE_URL\n');
  process.exit(2);
}
const seed = Number(args.seed ?? Math.floor(Math.random() * 1e6));
const random = seededRandom(seed);
const children = new Set<ChildProcess>();
/** The whole drill's bound: past it, everything it started is killed and it fails. */
const HARD_LIMIT_MS = 10 * 60 * 1000;
const hardLimit = setTimeout(() => {
  process.stderr.write('drill: over its time limit; stopping\n');
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}, HARD_LIMIT_MS);
hardLimit.unref();

const log = (line: string) => process.stdout.write(`${line}\n`);

/** A fresh database of the engine: a SQLite file in a temporary folder, or a PostgreSQL schema of its own. */
async function freshDatabase(engine: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-drill-'));
  let schema: string | undefined;
  if (engine === 'postgres') {
    schema = `drill_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const url = engine === 'postgres' ? databaseUrl : undefined;
  const connection = openDatabase({ dataDir, databaseUrl: url, schema });
  await migrateToLatest(connection.db, connection.dialect);
  return {
    ...connection,
    dataDir,
    databaseUrl: url,
    schema,
    async destroy() {
      if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(connection.db);
      await connection.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function databaseEnv(database: TestDatabase): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    DATABASE_SCHEMA: database.schema ?? '',
    LOG_LEVEL: 'warn',
  };
}

interface ImportRun {
  /** Match keys of the records whose batches the import acknowledged. */
  acknowledged: string[];
  /** Batches the import acknowledged. */
  batches: number;
  finished: boolean;
  killed: boolean;
  stderr: string;
}

/** Runs drill/import-child.ts over the files; kills it with SIGKILL after `killAfterBatches` batches plus a moment. */
function runImport(database: TestDatabase, files: string[], killAfterBatches?: number): Promise<ImportRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'drill/import-child.ts'), ...files], {
      cwd: ROOT,
      env: databaseEnv(database),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    const run: ImportRun = { acknowledged: [], batches: 0, finished: false, killed: false, stderr: '' };
    let buffered = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf('\n');
        if (line === 'done') run.finished = true;
        else if (line.startsWith('{')) {
          run.acknowledged.push(...(JSON.parse(line) as { keys: string[] }).keys);
          run.batches += 1;
          if (killAfterBatches !== undefined && run.batches === killAfterBatches && !run.killed) {
            run.killed = true;
            // A random moment inside the next batch, not at a batch boundary.
            setTimeout(() => child.kill('SIGKILL'), Math.floor(random() * 40));
          }
        }
      }
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      run.stderr += chunk;
    });
    child.once('exit', () => {
      children.delete(child);
      resolve(run);
    });
  });
}

async function storedKeys(database: TestDatabase): Promise<Map<string, number>> {
  const rows = await database.db
    .selectFrom('records')
    .select(['match_key', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('match_key')
    .execute();
  return new Map(rows.map((row) => [row.match_key, Number(row.n)]));
}

async function tableCounts(database: TestDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of IMPORT_TABLES) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

interface ImportFigures {
  kills: number;
  acknowledged: number;
  missingAcknowledged: number;
  duplicatedKeys: number;
  finalRecords: number;
  referenceRecords: number;
  tablesDiffering: string[];
  finalRunCompleted: boolean;
  durationMs: number;
}

async function importDrill(engine: 'sqlite' | 'postgres', files: string[], kills: number): Promise<ImportFigures> {
  const started = performance.now();
  const reference = await freshDatabase(engine);
  const database = await freshDatabase(engine);
  try {
    const clean = await runImport(reference, files);
    if (!clean.finished) throw new Error(`the reference import failed:\n${clean.stderr}`);
    const batches = clean.batches;
    const figures: ImportFigures = {
      kills: 0,
      acknowledged: 0,
      missingAcknowledged: 0,
      duplicatedKeys: 0,
      finalRecords: 0,
      referenceRecords: 0,
      tablesDiffering: [],
      finalRunCompleted: false,
      durationMs: 0,
    };
    const acknowledged = new Set<string>();
    for (let kill = 0; kill < kills; kill += 1) {
      const run = await runImport(database, files, 1 + Math.floor(random() * (batches - 1)));
      if (run.killed && !run.finished) figures.kills += 1;
      for (const key of run.acknowledged) acknowledged.add(key);
      const stored = await storedKeys(database);
      const missing = [...acknowledged].filter((key) => !stored.has(key));
      figures.missingAcknowledged += missing.length;
      figures.duplicatedKeys += [...stored.values()].filter((n) => n > 1).length;
      log(
        `  [${engine}] import kill ${kill + 1}: ${run.acknowledged.length} records acknowledged in this run, ` +
          `${stored.size} stored, ${missing.length} acknowledged but missing`,
      );
    }
    const final = await runImport(database, files);
    figures.finalRunCompleted = final.finished;
    if (!final.finished) log(`  [${engine}] the final import did not complete:\n${final.stderr}`);
    const stored = await storedKeys(database);
    const referenceKeys = await storedKeys(reference);
    figures.acknowledged = acknowledged.size;
    figures.finalRecords = stored.size;
    figures.referenceRecords = referenceKeys.size;
    figures.missingAcknowledged += [...acknowledged].filter((key) => !stored.has(key)).length;
    figures.duplicatedKeys += [...stored.values()].filter((n) => n > 1).length;
    const mine = await tableCounts(database);
    const theirs = await tableCounts(reference);
    figures.tablesDiffering = IMPORT_TABLES.filter((table) => mine[table] !== theirs[table]).map(
      (table) => `${table} ${mine[table]} ≠ ${theirs[table]}`,
    );
    const sameKeys = stored.size === referenceKeys.size && [...referenceKeys.keys()].every((key) => stored.has(key));
    if (!sameKeys) figures.tablesDiffering.push('records: not the same match keys as the reference import');
    figures.durationMs = performance.now() - started;
    return figures;
  } finally {
    await database.destroy();
    await reference.destroy();
  }
}

function importOk(figures: ImportFigures, kills: number): boolean {
  return (
    figures.kills === kills &&
    figures.missingAcknowledged === 0 &&
    figures.duplicatedKeys === 0 &&
    figures.tablesDiffering.length === 0 &&
    figures.finalRunCompleted &&
    figures.finalRecords === figures.referenceRecords
  );
}

interface HoldFigures {
  kills: number;
  outcome: BurstOutcome;
  check: QueueCheck;
  durationMs: number;
}

async function holdDrill(engine: 'sqlite' | 'postgres', kills: number): Promise<HoldFigures> {
  const started = performance.now();
  const database = await freshDatabase(engine);
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DEMO_DATA: 'off',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, DATABASE_SCHEMA: database.schema! } : {}),
  });
  const app = await buildApp(config, { database, logger: false });
  const testApp: TestApp = { app, database, close: () => app.close() };
  const serverLog = path.join(database.dataDir, 'servers.log');
  const logFd = fs.openSync(serverLog, 'a');
  let servers: Awaited<ReturnType<typeof startServerProcesses>> | undefined;
  try {
    const plan = await prepareHoldBurst(testApp, { titles: Number(args.titles), patrons: Number(args.patrons) });
    servers = await startServerProcesses(database, { count: 2, stderr: logFd });
    children.add(servers.primary);
    await signInOverHttp(servers.base, plan);
    const seconds = Number(args.seconds);
    const until = Date.now() + seconds * 1000;
    const burst = runHoldBurst(servers.base, plan, { rounds: 100_000, seed, until });
    let done = false;
    burst.then(
      () => {
        done = true;
      },
      () => {
        done = true;
      },
    );
    // Only a process that has listened is killed: one still starting holds no write to lose (server-processes.test.ts
    // covers killing it). One that holds a client's connection has listened; of those the oldest is the victim (the
    // other is often a replacement just started).
    const firstSeen = new Map<number, number>();
    const watch = setInterval(() => {
      for (const pid of servers!.workers()) if (!firstSeen.has(pid)) firstSeen.set(pid, Date.now());
    }, 50);
    let killed = 0;
    const slot = (seconds * 1000) / (kills + 1);
    try {
      for (let kill = 0; kill < kills && !done; kill += 1) {
        // One kill per slot of the burst, at a random moment around the slot's end.
        const at = until - seconds * 1000 + slot * (kill + 0.5) + random() * slot;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
        let victim: number | undefined;
        while (!done && victim === undefined) {
          victim = servers.serving().sort((a, b) => (firstSeen.get(a) ?? 0) - (firstSeen.get(b) ?? 0))[0];
          if (victim === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if (done || victim === undefined) break;
        process.kill(victim, 'SIGKILL');
        killed += 1;
      }
    } finally {
      clearInterval(watch);
    }
    const outcome = await burst;
    await servers.ready(2);
    await waitFor('the replaced processes to answer', async () =>
      (await fetch(`${servers!.base}/api/health`)).ok ? true : undefined,
    );
    const check = await checkHolds(testApp, plan, outcome);
    return { kills: killed, outcome, check, durationMs: performance.now() - started };
  } finally {
    await servers?.stop();
    if (servers) children.delete(servers.primary);
    fs.closeSync(logFd);
    fs.copyFileSync(serverLog, path.join(os.tmpdir(), `estante-drill-${engine}-servers.log`));
    await app.close();
    await database.destroy();
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<number> {
  const files = fs
    .readdirSync(MARC_DIR)
    .filter((name) => name.endsWith('.mrc') && !name.includes('mfhd'))
    .sort()
    .map((name) => path.join(MARC_DIR, name));
  if (files.length === 0) throw new Error(`no MARC files in ${MARC_DIR}`);
  const importKills = Number(args['import-kills']);
  const holdKills = Number(args['hold-kills']);
  log(`drill: engines ${engines.join(', ')}; seed ${seed} (--seed ${seed} repeats the choices); ${files.length} files`);
  let failed = false;
  const summary: string[] = [];
  const report = (line: string) => {
    log(line);
    summary.push(line);
  };
  /** Runs one part; a part that throws is reported failed and the others still run. */
  const part = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      failed = true;
      report(`${name}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const engine of engines) {
    if (args.only !== 'holds')
      await part(`[${engine}] import`, async () => {
        log(`[${engine}] import of ${files.length} MARC files, killed ${importKills} times`);
        const imported = await importDrill(engine, files, importKills);
        const importGood = importOk(imported, importKills);
        failed ||= !importGood;
        report(
          `[${engine}] import: ${imported.kills} kills; ${imported.acknowledged} records acknowledged, ` +
            `${imported.missingAcknowledged} missing; ${imported.finalRecords} records stored (reference import ` +
            `${imported.referenceRecords}); ${imported.duplicatedKeys} duplicated; tables ` +
            `${imported.tablesDiffering.length === 0 ? 'equal to the reference' : imported.tablesDiffering.join(', ')}; ` +
            `final run ${imported.finalRunCompleted ? 'completed' : 'FAILED'}; ${(imported.durationMs / 1000).toFixed(1)} s` +
            (importGood ? '' : '  ← INCONSISTENT'),
        );
      });
    if (args.only === 'import') continue;
    await part(`[${engine}] holds`, async () => {
      log(
        `[${engine}] hold burst: ${args.patrons} patrons, ${args.titles} titles, ${args.seconds} s, ${holdKills} kills`,
      );
      const holds = await holdDrill(engine, holdKills);
      const { outcome, check } = holds;
      const holdGood = holdsConsistent(check) && outcome.serverErrors.length === 0 && holds.kills === holdKills;
      failed ||= !holdGood;
      const statuses = [...outcome.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      report(
        `[${engine}] holds: ${holds.kills} kills; ${outcome.requests} requests (${statuses.join(', ')}), ` +
          `${outcome.serverErrors.length} 5xx, ${outcome.connectionErrors} cut by a kill ` +
          `(${outcome.unanswered.committed} had committed, ${outcome.unanswered.notCommitted} had not; causes ` +
          `${[...outcome.connectionErrorCauses].map(([cause, n]) => `${cause}×${n}`).join(', ') || 'none'}); ` +
          `placements acknowledged ${check.acknowledgedPlacements + check.lostPlacements.length}, found ` +
          `${check.acknowledgedPlacements}; cancellations acknowledged ` +
          `${check.acknowledgedCancellations + check.lostCancellations.length}, found ${check.acknowledgedCancellations}; ` +
          `${check.duplicates} duplicated; queues ${check.queues - check.badQueues.length}/${check.queues} consistent; ` +
          `${check.mismatchedPatrons.length} patrons differing from their answers; latency p50 ` +
          `${percentile(outcome.latenciesMs, 50).toFixed(0)} ms, p99 ${percentile(outcome.latenciesMs, 99).toFixed(0)} ms; ` +
          `${(holds.durationMs / 1000).toFixed(1)} s` +
          (holdGood ? '' : '  ← INCONSISTENT'),
      );
      if (!holdGood) {
        for (const error of outcome.serverErrors.slice(0, 5)) log(`  5xx ${error.status}: ${error.body.slice(0, 300)}`);
        log(`  check: ${JSON.stringify(check).slice(0, 2000)}`);
      }
    });
  }
  log('');
  log(`drill: seed ${seed}`);
  for (const line of summary) log(line);
  log(failed ? 'drill: INCONSISTENT' : 'drill: consistent');
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`drill failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
);
