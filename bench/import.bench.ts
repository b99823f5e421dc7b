/**
 * `npm run bench:import [-- COUNT]`: writes a large generated MARC file (the shared deterministic
 * generator), imports it with the real import command into a fresh SQLite database (and PostgreSQL
 * when DATABASE_URL is set), and prints the rate and the peak memory of the import process.
 *
 * Then (unless BENCH_SEARCH=0) it starts the real server on that catalogue and prints the p95 of searches computed
 * afresh (`Cache-Control: no-cache`), one client, idle and while a second file of COUNT / 4 records (seed 2) is
 * imported beside it (the server answers from its in-memory index and refreshes it as the import commits), then idle
 * again on the changed catalogue (BENCH_IDLE_SECONDS each, 20 by default).
 * `BENCH_ENGINES=sqlite|postgres` runs one engine.
 *
 * `BENCH_SERVER_LOG=file` keeps the server's log (at BENCH_LOG_LEVEL, warn by default; info adds its slow refreshes
 * and merges). `BENCH_FROM=folder`: instead of the first import, copies the
 * catalogue of COUNT records (and its index snapshot) that `npm run bench:search` kept in that folder (its BENCH_DIR,
 * kept-catalogue.ts): SQLite's file, and PostgreSQL's schema with its database (CREATE DATABASE ... TEMPLATE, the
 * kept database left untouched; nothing else may be connected to it meanwhile). So the searches beside an import of
 * COUNT / 4 updates are measured at a million records in minutes, not after the 20 minutes of the first import.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toIso2709 } from '@estante/core';
import { BENCHMARK_TERMS, generateRecords } from '@estante/demo-data';
import { startBenchServer } from './bench-server.ts';
import { keptCatalogueSettings } from './kept-catalogue.ts';
import { describeMachine } from './machine.ts';

const count = Number(process.argv[2] ?? 200_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-bench-import-'));
const file = path.join(work, `generated-${count}.mrc`);
const during = path.join(work, `generated-during-${count}.mrc`);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 20);

async function writeFile(file: string, seed: number, count: number): Promise<void> {
  const started = Date.now();
  const out = fs.createWriteStream(file);
  const libraries = [{ code: 'BC' }, { code: 'BCS' }, { code: 'BSA' }];
  for (const record of generateRecords({ seed, count, libraries })) {
    if (!out.write(toIso2709(record))) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  const megabytes = fs.statSync(file).size / 1e6;
  console.log(
    `generated ${count} records (${megabytes.toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Runs the import command as a child process, sampling its resident memory from /proc. */
async function runImport(label: string, env: NodeJS.ProcessEnv, file: string, count: number): Promise<void> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/catalogue/import/import.cli.ts', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peakKb = 0;
  const timer = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const rss = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      peakKb = Math.max(peakKb, rss);
    } catch {
      // the process has ended
    }
  }, 100);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  let errors = 0;
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk
      .toString()
      .split('\n')
      .filter((line) => line.includes('rejected:')).length;
  });
  const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  console.log(`[${label}] ${output.trim().split('\n').at(-1)}`);
  console.log(
    `[${label}] ${count} records in ${seconds.toFixed(1)} s = ${Math.round(count / seconds)} records/s (including start-up), peak RSS ${(peakKb / 1024).toFixed(0)} MB, exit ${code}, rejected lines ${errors}`,
  );
}

/** The server's log goes to BENCH_SERVER_LOG when set (its slow refreshes and reloads, docs/search.md). */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ base: string; child: ChildProcess }> {
  const log = process.env.BENCH_SERVER_LOG;
  const started = await startBenchServer({
    env,
    processes: 1,
    readyPath: searchPath(0),
    timeoutMs: 10 * 60_000,
    stdout: log ? 'pipe' : 'ignore',
  });
  if (log) started.child.stdout?.pipe(fs.createWriteStream(log));
  return started;
}

const TERMS = [
  BENCHMARK_TERMS.broad,
  BENCHMARK_TERMS.common,
  BENCHMARK_TERMS.selective,
  BENCHMARK_TERMS.phrase,
  BENCHMARK_TERMS.author,
];

function searchPath(index: number): string {
  return `/api/consulta?termo=${encodeURIComponent(TERMS[index % TERMS.length]!)}`;
}

interface Searches {
  /** Latencies in ms of the searches answered. */
  latencies: number[];
  /** Searches refused (503: load shedding, or past the search time limit), by HTTP status; 0: no answer at all. */
  refused: Map<number, number>;
}

/** Searches one after another, by one client, until `stop` says so. */
async function searchLoop(base: string, stop: () => boolean): Promise<Searches> {
  const searches: Searches = { latencies: [], refused: new Map() };
  for (let index = 0; !stop(); index += 1) {
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${base}${searchPath(index)}`, { headers: { 'cache-control': 'no-cache' } });
      await response.arrayBuffer();
    } catch {
      // A connection the server closed (or a server that died): counted, and the run goes on to report it.
      searches.refused.set(0, (searches.refused.get(0) ?? 0) + 1);
      // Not a busy loop against a server that is gone.
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    if (response.status === 503 || response.status === 429) {
      searches.refused.set(response.status, (searches.refused.get(response.status) ?? 0) + 1);
      continue;
    }
    if (!response.ok) throw new Error(`search answered HTTP ${response.status}`);
    searches.latencies.push(performance.now() - started);
  }
  return searches;
}

function p95({ latencies, refused }: Searches): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const refusals = [...refused]
    .map(([status, count]) => (status === 0 ? `, ${count} without an answer` : `, ${count} answered HTTP ${status}`))
    .join('');
  return `${(sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN).toFixed(1)} ms (${latencies.length} searches${refusals})`;
}

/** The search p95 idle, then while a second import runs beside the server, then idle again. */
async function searchDuringImport(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  const { base, child } = await startServer(env);
  try {
    // Warm-up: the first searches of a kind compile their code paths (docs/performance.md, "What is known to cost").
    let warmUp = 50;
    await searchLoop(base, () => warmUp-- <= 0);
    const idleUntil = performance.now() + IDLE_SECONDS * 1000;
    const idle = await searchLoop(base, () => performance.now() > idleUntil);
    let importing = true;
    const [, busy] = await Promise.all([
      runImport(`${label}, during searches`, env, during, Math.floor(count / 4)).finally(() => {
        importing = false;
      }),
      searchLoop(base, () => !importing),
    ]);
    // Idle again on the changed catalogue: what the import's company cost, apart from what the changes did.
    const afterUntil = performance.now() + IDLE_SECONDS * 1000;
    const after = await searchLoop(base, () => performance.now() > afterUntil);
    console.log(`[${label}] search p95 idle ${p95(idle)}, during the import ${p95(busy)}, idle after it ${p95(after)}`);
  } finally {
    // Waited for: a server still writing its index snapshot would keep the folder from being removed.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
}

/** A kept catalogue's files copied into the engine's data folder (BENCH_FROM), in place of the first import. */
function copyKeptFiles(label: string, from: string, dataDir: string): void {
  const started = Date.now();
  fs.mkdirSync(dataDir, { recursive: true });
  for (const name of ['estante.sqlite', 'key-encryption.key', 'search-index.snapshot']) {
    if (fs.existsSync(path.join(from, name))) fs.copyFileSync(path.join(from, name), path.join(dataDir, name));
  }
  console.log(`[${label}] catalogue files copied from ${from} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The kept PostgreSQL catalogue (BENCH_FROM) copied whole, as a new database made from the kept one as a template:
 * the import's updates then leave the kept one as bench:search measures it. Returns the copy's URL and its removal.
 */
async function copyKeptDatabase(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const kept = new URL(databaseUrl);
  const keptName = kept.pathname.slice(1);
  const copyName = `${keptName}_copy_${Date.now()}`;
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const started = Date.now();
  await client.query(`create database ${copyName} template ${keptName}`);
  console.log(
    `[postgres] database ${keptName} copied as ${copyName} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const copy = new URL(databaseUrl);
  copy.pathname = `/${copyName}`;
  return {
    url: copy.toString(),
    async drop() {
      await client.query(`drop database ${copyName}`);
      await client.end();
    },
  };
}

async function engine(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  if (keptCatalogue)
    copyKeptFiles(label, keptCatalogueSettings('sqlite', keptCatalogue, count).DATA_DIR!, env.DATA_DIR!);
  else await runImport(label, env, file, count);
  if (process.env.BENCH_SEARCH !== '0') await searchDuringImport(label, env);
}

const keptCatalogue = process.env.BENCH_FROM;
console.log(describeMachine());
if (!keptCatalogue) await writeFile(file, 1, count);
if (process.env.BENCH_SEARCH !== '0') await writeFile(during, 2, Math.floor(count / 4));
/** `BENCH_ENGINES=sqlite` or `postgres` runs one engine (both by default, PostgreSQL when DATABASE_URL is set). */
const engines = process.env.BENCH_ENGINES ?? 'sqlite,postgres';
if (engines.includes('sqlite')) await engine('sqlite', { DATA_DIR: path.join(work, 'data'), DATABASE_URL: '' });
if (process.env.DATABASE_URL && engines.includes('postgres') && keptCatalogue) {
  const kept = keptCatalogueSettings('postgres', keptCatalogue, count);
  const copy = await copyKeptDatabase(kept.DATABASE_URL!);
  try {
    copyKeptFiles('postgres', kept.DATA_DIR!, path.join(work, 'data-pg'));
    await searchDuringImport('postgres', {
      DATA_DIR: path.join(work, 'data-pg'),
      DATABASE_URL: copy.url,
      DATABASE_SCHEMA: kept.DATABASE_SCHEMA,
    });
  } finally {
    await copy.drop();
  }
} else if (process.env.DATABASE_URL && engines.includes('postgres')) {
  const { default: pg } = await import('pg');
  const schema = `bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await engine('postgres', { DATA_DIR: path.join(work, 'data-pg'), DATABASE_SCHEMA: schema });
  await client.query(`drop schema ${schema} cascade`);
  await client.end();
}
fs.rmSync(work, { recursive: true, force: true });
