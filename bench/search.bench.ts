/**
 * `npm run bench:search`: builds a catalogue of BENCH_RECORDS (default 1,000,000) records from the shared
 * deterministic generator (seed 1) into a throwaway DATA_DIR (and a PostgreSQL schema when DATABASE_URL
 * is set), starts the real server in a child process on 127.0.0.1, and prints through HTTP:
 * - the time from start to the first search answered, with the index loaded from the database (no snapshot file),
 *   then, after a restart, read from the snapshot file the first start wrote;
 * - p50/p95/p99 latency of each query of a fixed mix, every answer with its facet counts, computed afresh
 *   (`Cache-Control: no-cache` bypasses the server's answer cache), and the p50 of the same query answered again;
 * - throughput with 16 concurrent clients (wrk, or autocannon without it: load-generator.ts; a connection each)
 *   going through the mix the issue names (the six searches and the browse; similar words is timed for latency
 *   only), computed afresh and answered again, with the load generator's own CPU per search (it shares the machine
 *   with the server);
 * - the latency of a record fetch (GET /api/acervo/{id}) while broad searches run.
 *
 * The server runs BENCH_PROCESSES processes (SERVER_PROCESSES; default: one per core, as a deployment would).
 *
 * BENCH_RECORDS=100000 tries it quickly; BENCH_SAMPLES (default 40) runs per query; BENCH_SECONDS
 * (default 15) for the throughput phase; BENCH_KEEP=1 keeps the catalogue folder; BENCH_DIR=folder keeps it there
 * (and the PostgreSQL schema bench_search_<records>) and reuses it on the next run; BENCH_ENGINES=sqlite|postgres
 * runs one engine only; BENCH_BUILD_ONLY=1 builds (or finds) the catalogue and stops; BENCH_ONLY_AVAILABILITY=1 runs
 * only the availability phase (on a kept catalogue: alternate it between two versions of the server);
 * BENCH_FROM_SNAPSHOT=1 starts the server only from the kept catalogue's snapshot (when there is one).
 * SEARCH_THREADS is passed to the server as set (default 0, as the server's: docs/performance.md, "One index per
 * machine").
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { MarcReadResult } from '@estante/core';
import { BENCHMARK_TERMS, generateRecords } from '@estante/demo-data';
import { createAppContext } from '../server/src/app-services.ts';
import { importMarcRecords } from '../server/src/catalogue/import/import-marc.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/database/database.ts';
import { migrateToLatest } from '../server/src/database/migrator.ts';
import { SNAPSHOT_FILE_NAME } from '../server/src/search/search-snapshot.ts';
import { startBenchServer } from './bench-server.ts';
import { keptCatalogueSettings } from './kept-catalogue.ts';
import { runLoad } from './load-generator.ts';
import { describeMachine } from './machine.ts';
import { queryString, searchMix } from './search-mix.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** Unmeasured seconds of the same load before each throughput measurement. */
const WARM_UP_SECONDS = 5;
const CLIENTS = 16;
/** Searches of each query run before its samples are taken. */
const WARM_UP = 10;
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? os.availableParallelism());
/** The server's search threads (SEARCH_THREADS, 0 unless set, as the server defaults it). */
const THREADS = Number(process.env.SEARCH_THREADS ?? 0);
/** BENCH_ONLY_AVAILABILITY=1: on a catalogue already built, only the availability phase (comparing two versions). */
const AVAILABILITY_ONLY = process.env.BENCH_ONLY_AVAILABILITY === '1';
/** The benchmark's cold runs: the server computes the answer instead of reusing a cached one. */
const FRESH = { 'cache-control': 'no-cache' };
/** Time budget of one query's samples: a slow query is reported from the samples it managed. */
const QUERY_BUDGET_MS = 60_000;

/** BENCH_DIR: a folder kept between runs; a catalogue already built there (same size) is reused. */
const work = process.env.BENCH_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'estante-bench-search-'));
fs.mkdirSync(work, { recursive: true });
const keep = process.env.BENCH_KEEP === '1' || process.env.BENCH_DIR !== undefined;

async function* generated(): AsyncGenerator<MarcReadResult> {
  let position = 0;
  const libraries = [{ code: 'BC' }, { code: 'BCS' }, { code: 'BSA' }];
  for (const record of generateRecords({ seed: 1, count: RECORDS, libraries })) {
    position += 1;
    yield { ok: true, position, record, warnings: [] };
  }
}

async function buildCatalogue(label: string, env: Record<string, string>): Promise<void> {
  const built = path.join(work, `built-${label}-${RECORDS}`);
  if (fs.existsSync(built)) {
    console.log(`[${label}] reusing the catalogue of ${RECORDS} records in ${work}`);
    return;
  }
  const config = loadConfig({ DEMO_DATA: 'off', ...env });
  const database = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
  });
  const started = Date.now();
  try {
    await migrateToLatest(database.db, database.dialect);
    const context = createAppContext(config, database);
    let last = 0;
    const counts = await importMarcRecords(context, generated(), {
      batchSize: 1000,
      onProgress: (progress) => {
        if (Date.now() - last > 30_000) {
          last = Date.now();
          console.log(`[${label}] building: ${progress.read} records, ${((Date.now() - started) / 1000).toFixed(0)} s`);
        }
      },
    });
    const { sql } = await import('kysely');
    await sql`analyze`.execute(database.db);
    const seconds = (Date.now() - started) / 1000;
    fs.writeFileSync(built, new Date().toISOString());
    console.log(
      `[${label}] catalogue: ${counts.imported} records in ${seconds.toFixed(0)} s (${Math.round(counts.imported / seconds)} records/s), rejected ${counts.rejected}`,
    );
  } finally {
    await database.destroy();
  }
}

/** Three minutes to listen: on the shared 2-core machine under a load of 20, reading a snapshot took over one. */
function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  return startBenchServer({ env, processes: PROCESSES, readyPath: '/api/consulta/ordenacao', timeoutMs: 180_000 });
}

/** The server's processes: the child and its children (the cluster's workers), from Linux /proc. */
function serverPids(child: ChildProcess): number[] {
  try {
    const children = fs
      .readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [child.pid!, ...children];
  } catch {
    return [child.pid!];
  }
}

/** Resident memory of the server's processes, in MB: each, then the machine's total (one index per machine). */
function residentMegabytes(child: ChildProcess): string {
  const rss = (pid: number) => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  const each = serverPids(child).map(rss);
  const total = each.reduce((sum, megabytes) => sum + megabytes, 0);
  return `${each.map((megabytes) => megabytes.toFixed(0)).join(' + ')} = ${total.toFixed(0)} in all`;
}

/** CPU time (user + system, in clock ticks) the server's processes have used. */
function serverTicks(child: ChildProcess): number {
  let ticks = 0;
  for (const pid of serverPids(child)) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks;
}

/**
 * Waits until all PROCESSES server processes run and none is busy (under 5 % of a core over a second): the cluster
 * starts the others once the first listens, and the first searches all reach the first (the only one listening),
 * so without this wait the measurements begin while the others still read their index (at 1,000,000 records,
 * ~10 s of CPU beside the searches measured).
 */
async function waitForIdleServer(child: ChildProcess): Promise<void> {
  const expected = PROCESSES > 1 ? PROCESSES + 1 : 1;
  const deadline = Date.now() + 300_000;
  let before = serverTicks(child);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = serverTicks(child);
    if (serverPids(child).length >= expected && now - before <= 5) return;
    before = now;
  }
  console.log('the server processes were still busy after 5 minutes; measuring anyway');
}

function query(params: [string, string | number][]): string {
  return `/api/consulta?${params.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/**
 * One client of the record-fetch phase's load: a keep-alive connection of its own, as a load generator (wrk,
 * autocannon) holds per client. The server processes share the port through node:cluster, which hands each new
 * connection to a process free to take it (in turn when both are idle), so clients on connections of their own load
 * both processes alike; fetch's shared pool sent one process up to twice the other's searches (measured: 69 %
 * against 37 % of a core), and the benchmark then measured the imbalance.
 */
function httpClient(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 1 });
}

/** The single-client phases' connections (and the concurrent first searches, one connection each). */
const defaultClient = new http.Agent({ keepAlive: true });

async function timed(
  url: string,
  headers: Record<string, string> = {},
  client: http.Agent = defaultClient,
): Promise<{ ms: number; body: { total?: number } }> {
  const started = performance.now();
  const { status, chunks } = await new Promise<{ status: number; chunks: Buffer[] }>((resolve, reject) => {
    http
      .get(url, { agent: client, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, chunks }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
  const ms = performance.now() - started;
  const text = () => Buffer.concat(chunks).toString('utf8');
  if (status !== 200) throw new Error(`${url}: HTTP ${status} ${text().slice(0, 200)}`);
  // Decoded and parsed when read: the throughput phase's clients, like a load generator's, only check the status.
  return {
    ms,
    get body() {
      return JSON.parse(text()) as { total?: number };
    },
  };
}

/** The first search, retried while the server is still loading its index (HTTP clients give up after 5 min). */
async function firstSearch(url: string): Promise<Awaited<ReturnType<typeof timed>>> {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    try {
      return await timed(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

function percentile(sortedMs: number[], p: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1)]!;
}

function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  (n=${ms.length})`;
}

/**
 * What the results' availability per library (docs/search.md, "Availability") adds to the search mix: a second
 * server on the same catalogue with RESULT_AVAILABILITY=off, and the mix's searches timed on one server then the
 * other, alternately (the order swapped each round), so that the shared machine's slow moments fall on both alike.
 * Prints each search's p95 both ways and the p95 of all the mix's searches pooled, with and without.
 */
async function availabilityCost(
  label: string,
  env: Record<string, string>,
  withBase: string,
  paths: string[],
): Promise<void> {
  const without = await startServer({ ...env, RESULT_AVAILABILITY: 'off' });
  try {
    await firstSearch(`${without.base}${query([['termo', BENCHMARK_TERMS.broad]])}`);
    await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        firstSearch(`${without.base}${query([['termo', BENCHMARK_TERMS.selective]])}`),
      ),
    );
    const samples = new Map(paths.map((path) => [path, { on: [] as number[], off: [] as number[] }]));
    for (const path of paths) {
      for (let warm = 0; warm < WARM_UP; warm += 1) {
        await timed(`${withBase}${path}`, FRESH);
        await timed(`${without.base}${path}`, FRESH);
      }
    }
    const deadline = Date.now() + QUERY_BUDGET_MS * 2;
    for (let round = 0; round < SAMPLES && Date.now() < deadline; round += 1) {
      for (const path of paths) {
        const pair = samples.get(path)!;
        const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
        for (const side of order)
          pair[side].push((await timed(`${side === 'on' ? withBase : without.base}${path}`, FRESH)).ms);
      }
    }
    const p95 = (ms: number[]) =>
      percentile(
        [...ms].sort((a, b) => a - b),
        95,
      );
    for (const [path, pair] of samples) {
      console.log(
        `[${label}] availability: ${path.slice(0, 60).padEnd(60)} p95 ${p95(pair.on).toFixed(1)} ms with, ${p95(pair.off).toFixed(1)} ms without`,
      );
    }
    const on = [...samples.values()].flatMap((pair) => pair.on);
    const off = [...samples.values()].flatMap((pair) => pair.off);
    const p50 = (ms: number[]) =>
      percentile(
        [...ms].sort((a, b) => a - b),
        50,
      );
    const added = (measure: (ms: number[]) => number) => ((measure(on) / measure(off) - 1) * 100).toFixed(1);
    console.log(
      `[${label}] availability in results, the mix's p95: ${p95(on).toFixed(1)} ms with, ${p95(off).toFixed(1)} ms without (${added(p95)} %); p50 ${p50(on).toFixed(1)} ms with, ${p50(off).toFixed(1)} ms without (${added(p50)} %); n=${on.length} each`,
    );
  } finally {
    without.child.kill('SIGTERM');
    await new Promise((resolve) => without.child.once('exit', resolve));
  }
}

/**
 * Start to first search answered with the index loaded from the database: no snapshot file at start. The server
 * writes one once loaded; it is stopped when the file is there (docs/search.md, "Snapshot").
 */
async function startWithoutSnapshot(label: string, env: Record<string, string>, snapshot: string): Promise<void> {
  fs.rmSync(snapshot, { force: true });
  const started = performance.now();
  const { base, child } = await startServer(env);
  // Listening comes before the index here (it loads in the background): the server's start without the index.
  const listening = (performance.now() - started) / 1000;
  try {
    await firstSearch(`${base}${query([['termo', BENCHMARK_TERMS.selective]])}`);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[${label}] start to first search answered, index loaded from the database: ${seconds.toFixed(1)} s (listening after ${listening.toFixed(1)} s)`,
    );
    const written = performance.now();
    while (!fs.existsSync(snapshot) && performance.now() - written < 10 * 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const megabytes = (fs.statSync(snapshot).size / 2 ** 20).toFixed(0);
    console.log(
      `[${label}] snapshot of ${megabytes} MiB on disk ${((performance.now() - written) / 1000).toFixed(1)} s later`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  await buildCatalogue(label, env);
  if (process.env.BENCH_BUILD_ONLY === '1') return;
  const snapshot = path.join(env.DATA_DIR!, SNAPSHOT_FILE_NAME);
  // BENCH_FROM_SNAPSHOT=1: a kept catalogue's snapshot is used as it is (no start without it: at a million records
  // that start takes minutes and rewrites a 615 MiB file), for comparing server modes on it.
  const fromSnapshot = process.env.BENCH_FROM_SNAPSHOT === '1' && fs.existsSync(snapshot);
  if (!AVAILABILITY_ONLY && !fromSnapshot) await startWithoutSnapshot(label, env, snapshot);
  const serverStarted = performance.now();
  const { base, child } = await startServer(env);
  const listening = (performance.now() - serverStarted) / 1000;
  try {
    // The server read its index from the snapshot the previous start wrote, before it listened.
    const broad = await firstSearch(`${base}${query([['termo', BENCHMARK_TERMS.broad]])}`);
    console.log(
      `[${label}] start to first search answered, index read from its snapshot: ${((performance.now() - serverStarted) / 1000).toFixed(1)} s (listening after ${listening.toFixed(1)} s)`,
    );
    // Concurrent searches open as many connections, which reach every server process: all have loaded.
    await Promise.all(
      Array.from({ length: CLIENTS }, () => firstSearch(`${base}${query([['termo', BENCHMARK_TERMS.selective]])}`)),
    );
    await waitForIdleServer(child);
    console.log(
      `[${label}] in-memory index ready ${((performance.now() - serverStarted) / 1000).toFixed(1)} s after start; ${PROCESSES} server processes, ${THREADS} search threads, RSS ${residentMegabytes(child)} MB`,
    );
    // Facet values for the two-facet filter: the top language and work type of the broad search.
    const facets = (broad.body as { filtros: { tipo: string; codigo: string }[] }).filtros;
    const language = facets.find((facet) => facet.tipo === 'I')?.codigo ?? 'por';
    const workType = facets.find((facet) => facet.tipo === 'T')?.codigo ?? '1';
    const mix: { name: string; path: string; latencyOnly?: true }[] = [
      ...searchMix({ language, workType }).map(({ name, params, latencyOnly }) => ({
        name,
        path: `/api/consulta?${queryString(params)}`,
        latencyOnly,
      })),
      { name: 'browse (author at "silva")', path: '/api/consulta/indice?tipo=autor&termo=silva' },
      // The title page's reference tab (ABNT, the default style; bench:reference times every style).
      {
        name: 'reference tab (ABNT)',
        path: `/api/acervo/${Math.ceil(RECORDS / 3)}/referencia`,
        latencyOnly: true,
      },
    ];
    console.log(`[${label}] ${RECORDS} records; broad "${BENCHMARK_TERMS.broad}" matches ${broad.body.total}`);
    // The mix the issue names (the six searches and the browse), for the throughput and availability phases.
    const searches = mix.filter((search) => !search.latencyOnly).map(({ path }) => path);
    if (AVAILABILITY_ONLY) {
      await availabilityCost(label, env, base, searches);
      return;
    }
    for (const { name, path } of mix) {
      const samples: number[] = [];
      const again: number[] = [];
      let total: number | undefined;
      // A server that has run for a while has compiled each query's code paths and filled its stem caches: the
      // first ~10 searches of a kind not met before run 2–10× slower (docs/performance.md), so they are not sampled.
      for (let warm = 0; warm < WARM_UP; warm += 1) total = (await timed(`${base}${path}`, FRESH)).body.total;
      const deadline = Date.now() + QUERY_BUDGET_MS;
      while (samples.length < SAMPLES && Date.now() < deadline) {
        samples.push((await timed(`${base}${path}`, FRESH)).ms);
        again.push((await timed(`${base}${path}`)).ms);
      }
      const againP50 = percentile(
        again.sort((a, b) => a - b),
        50,
      );
      console.log(
        `[${label}] ${name.padEnd(28)} ${summary(samples)}  total ${total ?? '-'}  (answered again: p50 ${againP50.toFixed(1)} ms)`,
      );
    }

    // Throughput: CLIENTS concurrent clients, each cycling through the mix the issue names (browse included).
    for (const [kind, headers] of [
      ['computed afresh', FRESH],
      ['answered again', {}],
    ] as const) {
      // Steady state, as load generators measure it: the same load, unmeasured, first (the server's processes size
      // their heaps and settle their compiled code under 16 concurrent clients; the latency phase ran one at a time).
      const load = { base, paths: searches, clients: CLIENTS, headers };
      await runLoad({ ...load, seconds: WARM_UP_SECONDS });
      // The server finishes the warm-up's last searches before the measured clients connect: node:cluster hands a
      // new connection to the first process free to take it, so connecting while one process is still busy gave the
      // other most of the 16 (measured on PostgreSQL: 179 and 186 searches/s against 322 after a pause).
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { requests, seconds, clientCpuMs, tool } = await runLoad({ ...load, seconds: SECONDS });
      console.log(
        `[${label}] throughput, ${CLIENTS} clients, query mix, ${kind}: ${(requests / seconds).toFixed(0)} searches/s (${tool}: ${(clientCpuMs / requests).toFixed(2)} ms of CPU per search)`,
      );
    }

    // A record fetch alone, then while 4 clients run broad searches.
    const record = `${base}/api/acervo/${Math.ceil(RECORDS / 2)}`;
    const idle: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) idle.push((await timed(record)).ms);
    console.log(`[${label}] record fetch, idle            ${summary(idle)}`);
    const busy: number[] = [];
    let searching = true;
    const broadUrl = `${base}${mix[1]!.path}`;
    const load = Array.from({ length: 4 }, async () => {
      const connection = httpClient();
      while (searching) await timed(broadUrl, FRESH, connection);
      connection.destroy();
    });
    const loadDeadline = Date.now() + QUERY_BUDGET_MS;
    for (let i = 0; i < SAMPLES && Date.now() < loadDeadline; i += 1) {
      busy.push((await timed(record)).ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    searching = false;
    await Promise.all(load);
    console.log(`[${label}] record fetch, during broad searches ${summary(busy)}`);
    console.log(`[${label}] server RSS after the run ${residentMegabytes(child)} MB`);
    if (process.env.BENCH_AVAILABILITY_COST !== '0') await availabilityCost(label, env, base, searches);
  } finally {
    defaultClient.destroy();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

console.log(describeMachine());
try {
  if (process.env.BENCH_ENGINES !== 'postgres') await run('sqlite', keptCatalogueSettings('sqlite', work, RECORDS));
  if (process.env.DATABASE_URL && process.env.BENCH_ENGINES !== 'sqlite') {
    const { default: pg } = await import('pg');
    const kept = keptCatalogueSettings('postgres', work, RECORDS);
    // A throwaway run gets a schema of its own, dropped at the end.
    const schema = keep ? kept.DATABASE_SCHEMA! : `bench_${Date.now()}`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`create schema if not exists ${schema}`);
    try {
      await run('postgres', { ...kept, DATABASE_SCHEMA: schema });
    } finally {
      if (!keep) await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
  }
} finally {
  if (!keep) fs.rmSync(work, { recursive: true, force: true });
  else console.log(`catalogue kept in ${work}`);
}
