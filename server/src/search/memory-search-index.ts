import fs from 'node:fs';
import {
  type CatalogueSearch,
  catalogueSearchOfImage,
  loadCatalogueSearch,
  sharedCatalogueImage,
  type TierMerge,
} from '@estante/search';
import type { Kysely } from 'kysely';
import type { AppLog, CatalogueSearchService, CurrentSearchIndex } from '../app-context.ts';
import type { DatabaseOptions } from '../database/database.ts';
import type { Database } from '../database/schema.ts';
import { type AuthorityFingerprints, AuthorityFingerprintsBuilder } from './authority-fingerprints.ts';
import { allEntries, entriesOfRecords } from './catalogue-loader.ts';
import { currentRevisions, type Revisions, recordsChangedSince, revisionFingerprint } from './catalogue-revision.ts';
import { authorityFormKeys } from './catalogue-search.repository.ts';
import { loadInThread } from './load-thread.ts';
import {
  addChangesSince,
  type CatchUpSource,
  catchUp,
  catchUpBeside,
  MAX_MERGED_IN_REFRESH,
} from './reload-catch-up.ts';
import { readerAt } from './replica-reads.ts';
import { readSnapshotFile, type SearchSnapshot, SnapshotRejected, writeSnapshotFile } from './search-snapshot.ts';
import { type SearchThreads, ThreadedCatalogue } from './search-threads.ts';

/**
 * Records a reload beside the searches reads at a time, between two searches (whileSearching): a search arriving
 * meanwhile waits for one batch at most. At a million records, beside an import, the event loop's delay
 * (monitorEventLoopDelay at 10 ms, which counts those 10 ms) was p50 11 ms and p99 23 ms at 50 records a batch, 16
 * and 40 ms at 200, 106 and 172 ms at the first load's 2,000; bench:import's p95 during the import was 48 ms at 25
 * (with 503s), 60 ms at 100 (docs/performance.md, "Import").
 */
const RELOAD_RECORDS_PER_BATCH = 100;
/** Records the load thread reads a statement (it shares no turns with the searches: the first load's batch). */
const THREAD_RECORDS_PER_BATCH = 2_000;
/**
 * The load thread's priority (nice): below the searches' thread, which it shared two cores with beside an import at a
 * million records (with the import's threads and the clients), equal to the import's (IMPORT_NICE).
 */
const LOAD_THREAD_NICE = 10;
/** A refresh slower than this is logged. */
const SLOW_REFRESH_MS = 500;
/** Changed records kept in a second segment before the whole index is reloaded: beyond, reloading is cheaper. */
const MIN_RELOAD_CHANGES = 20_000;
/**
 * Least time between two snapshot writes (each writes the whole index): a snapshot some changes behind is cheap,
 * its load applies them (docs/search.md, "Snapshot").
 */
const MIN_MS_BETWEEN_SNAPSHOTS = 60_000;

export interface SearchIndexOptions {
  minReloadChanges: number;
  /** The snapshot file (docs/search.md, "Snapshot"); without one, every start loads the index from the database. */
  snapshotFile?: string;
  minMsBetweenSnapshots?: number;
  /** The app's clock (context.now), read at each refresh: when the last snapshot was written. */
  now?: () => Date;
  log?: AppLog;
  /**
   * A streaming standby of the database (DATABASE_REPLICA_URL): a refresh reads the records from it when it has
   * replayed the revisions the refresh read on the primary (docs/deployment.md).
   */
  replica?: Kysely<Database>;
  /**
   * SEARCH_THREADS: the threads that run the searches over one shared copy of the index (search-threads.ts); each
   * catalogue loaded or refreshed here is moved onto shared memory and published to them once.
   */
  threads?: SearchThreads;
  /**
   * How to open this database from another thread (the server's own settings): a reload beside the searches then
   * reads and builds on a thread of its own (load-thread.ts), else on this one, between two searches.
   */
  loadThreadDatabase?: DatabaseOptions;
  /** Most records a refresh rebuilds as one segment (MAX_MERGED_IN_REFRESH); larger tiers are merged beside. */
  maxMergedInRefresh?: number;
  /** Records per segment of a full load (SEARCH_BASE_PART_RECORDS; the engine's BASE_PART_RECORDS without it). */
  basePartRecords?: number;
}

interface Loaded {
  /** Revision the full load was read at (its records may be newer; never older). */
  baseRevision: number;
  /** Revision everything was read at: the catalogue is fresh while the database still has it. */
  revision: number;
  /**
   * The full load itself: a snapshot file's changes since baseRevision are applied to it when the server starts
   * (prepare); a refresh adds what changed since `revision` to `catalogue` instead (addChanges).
   */
  base: CatalogueSearch;
  catalogue: CatalogueSearch;
}

interface LoadedAuthorities {
  /** Authority revision the fingerprints were read at: fresh while the database still has it. */
  revision: number;
  fingerprints: AuthorityFingerprints;
}

/** What a search reads (AppContext's CurrentSearchIndex). */
export type CurrentIndex = CurrentSearchIndex;

/** Whether `index` answers as of `revisions`: nothing was committed since it was read. */
export function isCurrentAt(index: CurrentIndex, revisions: Revisions): boolean {
  return index.revisions.catalogue >= revisions.catalogue && index.revisions.authorities >= revisions.authorities;
}

/**
 * This server's in-memory search index, derived from the database (docs/search.md, "In-memory index"): the search
 * engine (@estante/search's CatalogueSearch) with the freshness check around it. One per app (AppContext.search).
 * `current()` reads the catalogue and authority revisions (one indexed row) and, when another transaction has
 * changed records since, re-reads them into a second segment (or reloads all); when it has written authority
 * references, reloads the authority fingerprints. A search runs on `loadedIndex()` and checks it against the
 * revisions read with its page (search-catalogue.ts): no search answers from a catalogue or an authority file
 * older than the last change committed before its page was read, whichever server made it.
 */
export class MemorySearchIndex implements CatalogueSearchService {
  private loaded: Loaded | undefined;
  private authorities: LoadedAuthorities | undefined;
  /** Refreshes run one at a time; a request arriving meanwhile waits for it and checks again. */
  private refreshing: Promise<void> = Promise.resolve();
  /** A full load under way beside the searches (reloadBeside), and whether the app is closing (it stops then). */
  private reloading: Promise<void> | undefined;
  /** A merge of tiers under way beside the searches (mergeBeside). */
  private merging: Promise<void> | undefined;
  /** Ends the load thread of the reload under way (the app's close). */
  private stopLoadThread: (() => void) | undefined;
  private closing = false;
  /** Searches running their steps (whileSearching), and the background work waiting for none to run. */
  private searchesRunning = 0;
  private waitingForSearches: (() => void)[] = [];
  loadMilliseconds = 0;
  /** The newest image not written yet, the write under way, and when the last write began (by the app's clock). */
  private pendingSnapshot: SearchSnapshot | undefined;
  private writingSnapshot: Promise<void> | undefined;
  private lastSnapshotAt = Number.NEGATIVE_INFINITY;
  /** How the index was first loaded (tests and diagnostics read it): from the snapshot file, or from the database. */
  loadedFrom: 'snapshot' | 'database' | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: SearchIndexOptions = { minReloadChanges: MIN_RELOAD_CHANGES },
  ) {}

  /**
   * Before the server listens (the search routes' onReady): reads the snapshot file when there is a valid one for
   * this database, and brings it up to date when the changes since are few enough to apply, so the first search is
   * answered at once. Any other snapshot is removed and left to be rebuilt: the first search loads the index from
   * the database, as without a snapshot, and the refresh writes a new one.
   */
  async prepare(): Promise<void> {
    const file = this.options.snapshotFile;
    if (!file || this.loaded) return;
    const started = performance.now();
    let snapshot: SearchSnapshot;
    try {
      snapshot = await readSnapshotFile(file, { shared: this.options.threads !== undefined });
      const revisions = await currentRevisions(this.db);
      if (snapshot.revision > revisions.catalogue) {
        throw new SnapshotRejected(`revision ${snapshot.revision} is newer than the database's ${revisions.catalogue}`);
      }
      if (snapshot.fingerprint !== (await revisionFingerprint(this.db, snapshot.revision))) {
        throw new SnapshotRejected(`revision ${snapshot.revision} is not the database's (another database?)`);
      }
      this.loaded = this.published({
        baseRevision: snapshot.baseRevision,
        revision: snapshot.revision,
        ...imaged(snapshot),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      const reason = error instanceof Error ? error.message : String(error);
      this.options.log?.warn({ file, reason }, 'search index snapshot not used: the index is loaded from the database');
      // Never trusted again: removed, so that the index loaded from the database is written in its place.
      if (error instanceof SnapshotRejected) await fs.promises.rm(file, { force: true });
      return;
    }
    this.loadedFrom = 'snapshot';
    this.loadMilliseconds = performance.now() - started;
    this.lastSnapshotAt = this.clock();
    try {
      const revisions = await currentRevisions(this.db);
      await this.refreshAuthorities(revisions.authorities);
      const authoritiesRead = performance.now();
      if (snapshot.revision < revisions.catalogue) {
        const changed = await recordsChangedSince(this.db, snapshot.baseRevision);
        if (changed.length > Math.max(this.options.minReloadChanges, this.loaded.base.loadedSize)) {
          // More changed than the snapshot holds: the first search loads all from the database, which costs less.
          this.loaded = undefined;
          this.loadedFrom = undefined;
        } else {
          await this.applyChanges(changed, revisions.catalogue);
          this.reloadIfDrifted();
        }
      }
      this.options.log?.info(
        {
          file,
          revision: snapshot.revision,
          readMilliseconds: Math.round(this.loadMilliseconds),
          authorityMilliseconds: Math.round(authoritiesRead - started - this.loadMilliseconds),
          changesMilliseconds: Math.round(performance.now() - authoritiesRead),
        },
        'search index read from its snapshot',
      );
    } catch (error) {
      // The snapshot is loaded; the first search brings it up to date (and says what failed, if it fails again).
      this.options.log?.warn({ err: error }, 'search index snapshot loaded but not brought up to date yet');
    }
  }

  /**
   * Writes the index's newest image if it is not written yet, and waits for the write under way (app close); stops
   * the search threads.
   */
  async close(): Promise<void> {
    this.closing = true;
    this.stopLoadThread?.();
    await this.reloading;
    await this.merging;
    await this.options.threads?.close();
    await this.writingSnapshot;
    await this.writePendingSnapshot();
  }

  /**
   * With search threads, a newly loaded catalogue moved onto shared memory: its arrays not shared yet are copied
   * once (a refresh's new segment and vocabulary; the base published before stays where it is), this thread's
   * catalogue is rebuilt over the shared arrays (the private ones are dropped), and the threads are given the same
   * arrays. Its searches then run on the threads (ThreadedCatalogue).
   */
  private published(loaded: Loaded): Loaded {
    const threads = this.options.threads;
    if (!threads) return loaded;
    const image = sharedCatalogueImage(loaded.catalogue.image());
    const { base, catalogue } = catalogueSearchOfImage(image);
    return { ...loaded, base, catalogue: new ThreadedCatalogue(threads, threads.publish(image), catalogue) };
  }

  /** The threads its searches run on (SEARCH_THREADS), if any. */
  get threads(): SearchThreads | undefined {
    return this.options.threads;
  }

  /** The index brought up to the database's revisions (read now). */
  async current(): Promise<CurrentIndex> {
    const loaded = this.loadedIndex();
    if (loaded && isCurrentAt(loaded, await currentRevisions(this.db))) return loaded;
    await this.inRefreshQueue(() => this.refresh());
    return this.loadedIndex()!;
  }

  /** What is loaded, without reading the database (undefined until the first load). */
  loadedIndex(): CurrentIndex | undefined {
    const { loaded, authorities } = this;
    if (!loaded || !authorities) return undefined;
    return {
      catalogue: loaded.catalogue,
      authorities: authorities.fingerprints,
      revisions: { catalogue: loaded.revision, authorities: authorities.revision },
    };
  }

  /** Brings whichever of the two is older than the database up to date (never reloads the other). */
  private async refresh(): Promise<void> {
    const revisions = await currentRevisions(this.db);
    const reader = await readerAt(this.db, this.options.replica, revisions);
    if (!this.authorities || this.authorities.revision < revisions.authorities) {
      await this.refreshAuthorities(revisions.authorities, reader);
    }
    if (!this.loaded || this.loaded.revision < revisions.catalogue) {
      await this.refreshCatalogue(revisions.catalogue, reader);
    }
  }

  /**
   * Reads every authority form key into fresh fingerprints. Keys written after `revision` may be read too (harmless:
   * a key more); any key written after it comes with a newer revision, so the next search reloads again.
   */
  private async refreshAuthorities(revision: number, reader = this.db): Promise<void> {
    const builder = new AuthorityFingerprintsBuilder();
    for await (const keys of authorityFormKeys(reader)) {
      for (const key of keys) builder.addKey(key);
    }
    this.authorities = { revision, fingerprints: builder.build() };
  }

  private async refreshCatalogue(revision: number, reader: Kysely<Database>): Promise<void> {
    const loaded = this.loaded;
    if (!loaded) {
      const started = performance.now();
      const base = await loadCatalogueSearch(this.untilClosed(allEntries(reader)), this.options.basePartRecords);
      this.loaded = this.published({ baseRevision: revision, revision, base, catalogue: base });
      this.loadedFrom ??= 'database';
      this.loadMilliseconds = performance.now() - started;
      await this.snapshotChanged();
      return;
    }
    // Only what changed since the last refresh is read: re-reading everything since the full load made each refresh
    // of a long import longer than the one before (seconds a search at a million records, docs/search.md).
    const started = performance.now();
    const { catalogue, changed } = await addChangesSince(reader, loaded.catalogue, loaded.revision, {
      maxMerged: this.maxMergedInRefresh,
    });
    this.loaded = this.published({ ...loaded, revision, catalogue });
    const milliseconds = performance.now() - started;
    // Searches wait for a refresh: a slow one is worth an operator's look (a tier rebuilt, a slow database).
    if (milliseconds > SLOW_REFRESH_MS) {
      this.options.log?.info(
        { records: changed, segments: catalogue.segmentCount, milliseconds: Math.round(milliseconds) },
        'search index refresh slow',
      );
    }
    this.reloadIfDrifted();
    this.mergeIfDue();
    await this.snapshotChanged();
  }

  /**
   * Starts merging the tiers the refreshes left (larger than they rebuild themselves) beside the searches, when some
   * are due and no merge runs; once one is in place, the next one due.
   */
  private mergeIfDue(): void {
    if (this.merging || this.closing || !this.loaded) return;
    const merge = this.loaded.catalogue.plannedMerge(this.maxMergedInRefresh / 2);
    if (!merge) return;
    this.merging = this.mergeBeside(merge).then((done) => {
      this.merging = undefined;
      if (done) this.mergeIfDue();
    });
  }

  /**
   * A tier merge built beside the searches, a step at a time once none runs (whileSearching), then put in place in
   * the refresh queue; a reload that came first leaves it unused. Keeps the segments a search goes through few
   * (binary tiers) without the refresh a search waits for rebuilding more than MAX_MERGED_IN_REFRESH records: at a
   * million records, the benchmark's mix ran 2.4 times slower over 16 segments than over one (docs/search.md).
   * Says whether it was put in place.
   */
  private async mergeBeside(merge: TierMerge): Promise<boolean> {
    const started = performance.now();
    try {
      const merged = await merge.build(() => this.behindSearches());
      let placed = false;
      await this.inRefreshQueue(async () => {
        const catalogue = this.loaded?.catalogue.withMerged(merged);
        if (!catalogue) return;
        this.loaded = this.published({ ...this.loaded!, catalogue });
        placed = true;
        await this.snapshotChanged();
      });
      const milliseconds = performance.now() - started;
      // Searches do not wait for it: only a long one (a large tier, a busy server) is worth an operator's look.
      if (milliseconds > SLOW_REFRESH_MS) {
        this.options.log?.info(
          {
            records: merge.records,
            segments: this.loaded?.catalogue.segmentCount,
            placed,
            milliseconds: Math.round(milliseconds),
          },
          'search index tiers merged beside the searches',
        );
      }
      return placed;
    } catch (error) {
      if (error instanceof IndexClosed) return false;
      // The tiers stay as they are; the next refresh plans the merge again.
      this.options.log?.warn({ err: error }, 'search index tier merge failed');
      return false;
    }
  }

  /** Background work's turn: once the requests queued have run and no search is running (throws once closing). */
  private async behindSearches(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await this.searchesDone();
    if (this.closing) throw new IndexClosed();
  }

  /** A merge under way beside the searches, if any, settled (tests). */
  async mergeSettled(): Promise<void> {
    while (this.merging) await this.merging;
  }

  /** Starts a reload beside the searches when the catalogue has drifted far from its full load (and none runs). */
  private reloadIfDrifted(): void {
    if (this.reloading || this.closing || !this.needsReload(this.loaded!.catalogue.changesSinceLoad)) return;
    this.reloading = this.reloadBeside().finally(() => {
      this.reloading = undefined;
    });
  }

  /** Whether so many records changed since the full load that loading all again is cheaper than more segments. */
  private needsReload(changes: number): boolean {
    const loaded = this.loaded;
    return !loaded || changes > Math.max(this.options.minReloadChanges, loaded.base.loadedSize / 10);
  }

  /**
   * A full load read beside the searches, which go on meanwhile from the segments, refreshed as usual (at a million
   * records the load takes a minute, which a search used to wait for). The changes committed since the load began are
   * then applied to it in two steps: most of them beside the searches (catchUpBeside), the last few in the refresh
   * queue, where no refresh runs between reading them and putting the new catalogue in place. A failed load leaves
   * the segments.
   */
  private async reloadBeside(): Promise<void> {
    const started = performance.now();
    const from = this.loaded!.revision;
    try {
      const reloaded = await this.loadBesideSearches(from);
      await this.inRefreshQueue(async () => {
        // In the queue a search may be waiting for this step: it reads without waiting for searches.
        const { catalogue, revision } = await catchUp(this.catchUpSource(), reloaded.catalogue, reloaded.revision);
        this.loaded = this.published({ baseRevision: from, revision, base: reloaded.base, catalogue });
        this.loadMilliseconds = performance.now() - started;
        this.mergeIfDue();
        await this.snapshotChanged();
      });
      this.options.log?.info(
        { records: this.loaded!.catalogue.size, milliseconds: Math.round(performance.now() - started) },
        'search index reloaded beside the searches',
      );
    } catch (error) {
      if (error instanceof IndexClosed) return;
      // The segments keep answering; the next refresh past the threshold tries again.
      this.options.log?.warn({ err: error }, 'search index reload failed');
    }
  }

  /**
   * A reload's full load and most of its catch-up since `from`: on a thread of its own when the index knows how to
   * open the database there (at a million records, a minute of work the searches' thread no longer shares), else on
   * this thread, a batch at a time between two searches. A thread that fails leaves the load to this thread.
   */
  private async loadBesideSearches(
    from: number,
  ): Promise<{ base: CatalogueSearch; catalogue: CatalogueSearch; revision: number }> {
    const database = this.options.loadThreadDatabase;
    if (database) {
      const thread = loadInThread({
        database,
        recordsPerBatch: THREAD_RECORDS_PER_BATCH,
        since: from,
        nice: LOAD_THREAD_NICE,
        basePartRecords: this.options.basePartRecords,
      });
      this.stopLoadThread = thread.stop;
      try {
        const { image, revision } = await thread.loaded;
        return { ...catalogueSearchOfImage(image), revision };
      } catch (error) {
        if (this.closing) throw new IndexClosed();
        this.options.log?.warn({ err: error }, "search index load thread failed: reloading on the server's thread");
      } finally {
        this.stopLoadThread = undefined;
      }
    }
    const entries = allEntries(await this.readerNow(), RELOAD_RECORDS_PER_BATCH);
    const base = await loadCatalogueSearch(this.untilClosed(entries, true), this.options.basePartRecords);
    const { catalogue, revision } = await catchUpBeside(
      {
        ...this.catchUpSource(),
        entriesOf: (reader, ids) => this.untilClosed(entriesOfRecords(reader, ids), true),
      },
      base,
      from,
    );
    return { base, catalogue, revision };
  }

  private catchUpSource(): CatchUpSource {
    return { db: this.db, replica: this.options.replica, maxMerged: this.maxMergedInRefresh };
  }

  private get maxMergedInRefresh(): number {
    return this.options.maxMergedInRefresh ?? MAX_MERGED_IN_REFRESH;
  }

  /**
   * A search's steps pause so that other requests run in between (search-catalogue.ts); a reload's batches would
   * take those turns too, one batch at each pause of every search over every segment (at a million records, beside
   * an import, p95 142 ms against 16.5 ms idle). So the reload reads its next batch only once no search is running:
   * between two searches, a search waits for one batch at most.
   */
  async whileSearching<T>(search: () => Promise<T>): Promise<T> {
    this.searchesRunning += 1;
    try {
      return await search();
    } finally {
      this.searchesRunning -= 1;
      if (this.searchesRunning === 0) {
        const waiting = this.waitingForSearches;
        this.waitingForSearches = [];
        for (const resume of waiting) resume();
      }
    }
  }

  /** Resolves once no search is running (at once when none is). */
  private searchesDone(): Promise<void> {
    if (this.searchesRunning === 0) return Promise.resolve();
    return new Promise((resolve) => this.waitingForSearches.push(resolve));
  }

  /** The reload under way beside the searches, if any, settled (tests, and close). */
  async reloadSettled(): Promise<void> {
    await this.reloading;
  }

  private async readerNow(): Promise<Kysely<Database>> {
    return readerAt(this.db, this.options.replica, await currentRevisions(this.db));
  }

  /** Runs `step` once the refreshes queued before it are done; the next refresh waits for it. */
  private inRefreshQueue(step: () => Promise<void>): Promise<void> {
    const run = this.refreshing.then(step);
    this.refreshing = run.catch(() => undefined);
    return run;
  }

  /**
   * Entries that stop (IndexClosed) once the app closes, so a long load does not outlive the database; read in the
   * background (`behindSearches`), each batch only once no search is running (whileSearching).
   */
  private async *untilClosed<T>(entries: AsyncIterable<T>, behindSearches = false): AsyncGenerator<T> {
    const iterator = entries[Symbol.asyncIterator]();
    try {
      for (;;) {
        if (behindSearches) await this.behindSearches();
        else if (this.closing) throw new IndexClosed();
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }

  private async applyChanges(changed: number[], revision: number, reader = this.db): Promise<void> {
    const loaded = this.loaded!;
    const catalogue = await loaded.base.applyChanges(changed, entriesOfRecords(reader, changed));
    this.loaded = this.published({ ...loaded, revision, catalogue });
    await this.snapshotChanged();
  }

  /**
   * After a refresh: takes the new index's image (now, while it is the one loaded) and writes it in the background,
   * unless a snapshot was written less than minMsBetweenSnapshots ago; the image then waits for a later refresh or
   * the app's close. One write at a time; the newest image waiting replaces an older one.
   */
  private async snapshotChanged(): Promise<void> {
    if (!this.options.snapshotFile) return;
    try {
      // Read now, with the database open (the app's close may come after it is closed); a refresh runs alone, so the
      // index is still the one refreshed once it is read.
      const fingerprint = await revisionFingerprint(this.db, this.loaded!.revision);
      const { catalogue, baseRevision, revision } = this.loaded!;
      this.pendingSnapshot = { image: catalogue.image(), baseRevision, revision, fingerprint };
    } catch (error) {
      // The refresh stands (searches answer from it); only its snapshot is missed.
      this.options.log?.warn({ err: error }, 'search index snapshot not taken');
      return;
    }
    const interval = this.options.minMsBetweenSnapshots ?? MIN_MS_BETWEEN_SNAPSHOTS;
    if (this.writingSnapshot || this.clock() - this.lastSnapshotAt < interval) return;
    this.writingSnapshot = this.writePendingSnapshot().finally(() => {
      this.writingSnapshot = undefined;
    });
  }

  /** The write under way in the background, if any, settled (tests). */
  async snapshotSettled(): Promise<void> {
    await this.writingSnapshot;
  }

  /**
   * Writes the image waiting, one: an image taken during the write waits for a refresh past the interval, or the
   * close. (Writing it at once, beside a long import at a million records, wrote a 540 MB file back to back for the
   * whole import: its hashing took the searches' thread, its writes the import's disk.)
   */
  private async writePendingSnapshot(): Promise<void> {
    const snapshot = this.pendingSnapshot;
    if (!snapshot) return;
    const file = this.options.snapshotFile!;
    this.pendingSnapshot = undefined;
    this.lastSnapshotAt = this.clock();
    const started = performance.now();
    try {
      if (await writeSnapshotFile(file, snapshot)) {
        this.options.log?.info(
          { file, revision: snapshot.revision, milliseconds: Math.round(performance.now() - started) },
          'search index snapshot written',
        );
      }
    } catch (error) {
      // A failed write leaves the previous snapshot (or none): the next start applies more changes, or rebuilds.
      this.options.log?.warn(
        { file, reason: error instanceof Error ? error.message : String(error) },
        'search index snapshot not written',
      );
    }
  }

  private clock(): number {
    return (this.options.now?.() ?? new Date()).getTime();
  }
}

/** Thrown into a load that the app's close stopped. */
class IndexClosed extends Error {
  constructor() {
    super('the search index was closed during its load');
  }
}

/** The catalogue of a checked snapshot file; one this engine cannot read is rejected like a damaged file. */
function imaged(snapshot: SearchSnapshot): Pick<Loaded, 'base' | 'catalogue'> {
  try {
    return catalogueSearchOfImage(snapshot.image);
  } catch (error) {
    throw new SnapshotRejected(`its image does not fit this engine: ${(error as Error).message}`);
  }
}

/** The search service of one app over its database, built once by createAppContext (AppContext.search). */
export function createCatalogueSearchService(
  db: Kysely<Database>,
  options: Partial<SearchIndexOptions> = {},
): MemorySearchIndex {
  return new MemorySearchIndex(db, { minReloadChanges: MIN_RELOAD_CHANGES, ...options });
}
