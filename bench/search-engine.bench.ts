/**
 * `npm run bench:search-engine`: the search engine alone, in this process, on a catalogue that
 * `npm run bench:search` built and kept (BENCH_DIR): loads the in-memory index from the database as a server does,
 * then runs each search of the benchmark's mix computed afresh (the same use-case as GET /api/consulta, without
 * HTTP and without reading the page's records) and prints per query the wall and CPU time (p50/p95), and for the
 * whole run the garbage collector's pauses by kind: what decides the HTTP benchmark's tail (docs/performance.md).
 *
 * BENCH_DIR (required), BENCH_RECORDS (default 1,000,000: which catalogue), BENCH_ENGINES=sqlite|postgres (default
 * sqlite; postgres reads DATABASE_URL), BENCH_SAMPLES (default 40), BENCH_ROUNDS (default 3: the mix run this many
 * times, one query after the other, as the HTTP benchmark's clients do), BENCH_QUERIES (only the searches whose
 * name contains it, to profile one with --cpu-prof), BENCH_SEGMENTS (default 1: the full load alone; more stacks that
 * many segments in all, each of 8,000 records changed, spread over the catalogue, as an import leaves them between
 * two reloads: what a search costs over them), SEARCH_BASE_PART_RECORDS (as the server's: a smaller figure loads the
 * catalogue as several segments, the layout of five million records at a smaller size), BENCH_FROM_SNAPSHOT=1 (the
 * index read from the server's snapshot file when it is valid, as a server starts: seconds instead of minutes at five
 * million records), SEARCH_THREADS (as the server's: the searches run on that many threads, split over them when the
 * catalogue has several segments; the CPU figures are then the whole process's).
 */

import path from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import { BENCHMARK_TERMS } from '@estante/demo-data';
import { memoryBreakdown, parseSearchQuery } from '@estante/search';
import type { CatalogueSearchService, CurrentSearchIndex } from '../server/src/app-context.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/database/database.ts';
import { entriesOfRecords } from '../server/src/search/catalogue-loader.ts';
import { currentRevisions } from '../server/src/search/catalogue-revision.ts';
import { SEARCH_SNAPSHOT_FILE } from '../server/src/search/index.ts';
import { createCatalogueSearchService } from '../server/src/search/memory-search-index.ts';
import { presentFacets } from '../server/src/search/search.presenter.ts';
import { searchCatalogue } from '../server/src/search/search-catalogue.ts';
import { SearchThreads } from '../server/src/search/search-threads.ts';
import { keptCatalogueSettings } from './kept-catalogue.ts';
import { describeMachine } from './machine.ts';
import { searchMix } from './search-mix.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 10;
const SEGMENTS = Number(process.env.BENCH_SEGMENTS ?? 1);
const fromSnapshot = process.env.BENCH_FROM_SNAPSHOT === '1';
const SEARCH_THREADS = Number(process.env.SEARCH_THREADS ?? 0);
const RECORDS_PER_SEGMENT = 8_000;
const engine = process.env.BENCH_ENGINES === 'postgres' ? 'postgres' : 'sqlite';
const work = process.env.BENCH_DIR;
if (!work) throw new Error('BENCH_DIR: the folder where npm run bench:search kept its catalogue');

const config = loadConfig({
  DEMO_DATA: 'off',
  SEARCH_BASE_PART_RECORDS: process.env.SEARCH_BASE_PART_RECORDS,
  ...keptCatalogueSettings(engine, work, RECORDS),
});
const database = openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  schema: config.databaseSchema,
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

console.log(describeMachine());
try {
  const index = createCatalogueSearchService(database.db, {
    basePartRecords: config.searchBasePartRecords,
    ...(SEARCH_THREADS > 0 ? { threads: new SearchThreads(SEARCH_THREADS) } : {}),
    ...(fromSnapshot ? { snapshotFile: path.join(config.dataDir, SEARCH_SNAPSHOT_FILE) } : {}),
  });
  await index.prepare();
  await index.current();
  const context = { db: database.db, search: await withSegments(index, SEGMENTS) };
  global.gc?.();
  const heap = v8.getHeapStatistics();
  const usage = process.memoryUsage();
  console.log(
    `[${engine}] index loaded in ${(index.loadMilliseconds / 1000).toFixed(1)} s; JS heap used ${megabytes(heap.used_heap_size)} of ${megabytes(usage.heapTotal)}, array buffers ${megabytes(usage.arrayBuffers)}, RSS ${megabytes(usage.rss)}`,
  );

  // The page's statement is the HTTP benchmark's part: here the search checks its index with the revisions alone.
  const revisionsOnly = async () => ({ revisions: await currentRevisions(database.db) });
  const broad = await searchCatalogue(
    context,
    parseSearchQuery({ termo: BENCHMARK_TERMS.broad }),
    {},
    [],
    revisionsOnly,
  );
  // The first language and work type listed, as the HTTP benchmark picks them from the answer.
  const listed = presentFacets(broad.facets, 'pt');
  const language = listed.find((facet) => facet.tipo === 'I')?.codigo ?? 'por';
  const workType = listed.find((facet) => facet.tipo === 'T')?.codigo ?? '1';
  const mix = searchMix({ language, workType })
    .filter(({ name }) => name.includes(process.env.BENCH_QUERIES ?? ''))
    .map(({ name, params }) => ({ name, query: parseSearchQuery(params) }));
  for (const { query } of mix) {
    for (let i = 0; i < WARM_UP; i += 1) await searchCatalogue(context, query, { reuse: false }, [], revisionsOnly);
  }

  const pauses = new Map<string, number[]>();
  const kinds: Record<number, string> = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds[(entry as unknown as { detail: { kind: number } }).detail.kind] ?? 'other';
      pauses.set(kind, [...(pauses.get(kind) ?? []), entry.duration]);
    }
  });
  observer.observe({ entryTypes: ['gc'] });

  const wall = new Map<string, number[]>(mix.map(({ name }) => [name, []]));
  const cpu = new Map<string, number[]>(mix.map(({ name }) => [name, []]));
  const totals = new Map<string, number>();
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let sample = 0; sample < Math.ceil(SAMPLES / ROUNDS); sample += 1) {
      for (const { name, query } of mix) {
        const cpuBefore = process.cpuUsage();
        const before = performance.now();
        const outcome = await searchCatalogue(context, query, { reuse: false }, [], revisionsOnly);
        wall.get(name)!.push(performance.now() - before);
        const used = process.cpuUsage(cpuBefore);
        cpu.get(name)!.push((used.user + used.system) / 1000);
        totals.set(name, outcome.total);
      }
    }
  }
  const elapsed = performance.now() - started;
  // GC entries are delivered after the pause, on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();

  for (const { name } of mix) {
    const w = wall.get(name)!.sort((a, b) => a - b);
    const c = cpu.get(name)!.sort((a, b) => a - b);
    console.log(
      `[${engine}] ${name.padEnd(26)} wall p50 ${percentile(w, 50).toFixed(1)} / p95 ${percentile(w, 95).toFixed(1)} ms  CPU p50 ${percentile(c, 50).toFixed(1)} / p95 ${percentile(c, 95).toFixed(1)} ms  (total ${totals.get(name)}, n=${w.length})`,
    );
  }
  const searches = [...wall.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(
    `[${engine}] ${searches} searches in ${(elapsed / 1000).toFixed(1)} s: ${(searches / (elapsed / 1000)).toFixed(0)} searches/s ${SEARCH_THREADS > 0 ? `on ${SEARCH_THREADS} search threads` : 'on one core'}`,
  );
  for (const [kind, list] of pauses) {
    const sorted = list.sort((a, b) => a - b);
    console.log(
      `[${engine}] GC ${kind}: ${list.length} pauses, ${list.reduce((sum, ms) => sum + ms, 0).toFixed(0)} ms in all, longest ${sorted.at(-1)!.toFixed(1)} ms`,
    );
  }
  console.log(`[${engine}] JS heap used after the run ${megabytes(v8.getHeapStatistics().used_heap_size)}`);

  // Where the index's bytes go, per structure (docs/performance.md).
  const { catalogue } = await context.search.current();
  const breakdown = memoryBreakdown(catalogue.image());
  const total = breakdown.reduce((sum, { bytes }) => sum + bytes, 0);
  for (const { structure, bytes } of [...breakdown, { structure: 'all typed arrays', bytes: total }]) {
    console.log(
      `[${engine}] memory ${structure.padEnd(34)} ${megabytes(bytes).padStart(7)}  ${(bytes / catalogue.loadedSize).toFixed(1).padStart(7)} B/record`,
    );
  }
  await index.close();
} finally {
  await database.destroy();
}

/**
 * The index with `segments` segments in all (BENCH_SEGMENTS): segments - 1 of RECORDS_PER_SEGMENT changed records
 * each, read again and added over the full load (addChanges, capped so that none is merged), spread over the
 * catalogue. Searches then run on that catalogue.
 */
async function withSegments(index: CatalogueSearchService, segments: number): Promise<CatalogueSearchService> {
  if (segments <= 1) return index;
  const loaded = await index.current();
  const all = (await database.db.selectFrom('records').select('id').orderBy('id').execute()).map((row) => row.id);
  const changed = (segments - 1) * RECORDS_PER_SEGMENT;
  const stride = Math.max(1, Math.floor(all.length / changed));
  let catalogue = loaded.catalogue;
  for (let segment = 0; segment < segments - 1; segment += 1) {
    const ids = all.filter((_, at) => at % stride === 0 && Math.floor(at / stride) % (segments - 1) === segment);
    catalogue = await catalogue.addChanges(ids, (group) => entriesOfRecords(database.db, group), RECORDS_PER_SEGMENT);
  }
  const stacked: CurrentSearchIndex = { ...loaded, catalogue };
  console.log(`[${engine}] ${catalogue.segmentCount} segments, ${catalogue.size} records`);
  return {
    current: async () => stacked,
    loadedIndex: () => stacked,
    whileSearching: (search) => search(),
    prepare: () => index.prepare(),
    close: () => index.close(),
  };
}
