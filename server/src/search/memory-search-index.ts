import { MemoryCatalogue, type SearchSegment, Vocabulary } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { loadAllRecords, loadRecords } from './catalogue-loader.ts';
import { currentRevision, recordsChangedSince } from './catalogue-revision.ts';

/** Changed records kept in a second segment before the whole index is reloaded: beyond, reloading is cheaper. */
const MIN_RELOAD_CHANGES = 20_000;

interface Loaded {
  /** Revision the base segment was read at (its records may be newer; never older). */
  baseRevision: number;
  /** Revision everything was read at: the catalogue is fresh while the database still has it. */
  revision: number;
  base: SearchSegment;
  catalogue: MemoryCatalogue;
}

/**
 * This server's in-memory search index, derived from the database (docs/search.md, "In-memory index"). Before
 * each search, `current()` reads the catalogue revision (one indexed row) and, when another transaction has
 * changed records since, re-reads them into a second segment (or reloads all): no search answers from a
 * catalogue older than the last committed change, whichever server made it.
 */
export class MemorySearchIndex {
  private loaded: Loaded | undefined;
  /** Refreshes run one at a time; a request arriving meanwhile waits for it and checks again. */
  private refreshing: Promise<void> = Promise.resolve();
  loadMilliseconds = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options = { minReloadChanges: MIN_RELOAD_CHANGES },
  ) {}

  async current(): Promise<MemoryCatalogue> {
    const revision = await currentRevision(this.db);
    if (this.loaded && this.loaded.revision >= revision) return this.loaded.catalogue;
    const refresh = this.refreshing.then(() => this.refresh());
    this.refreshing = refresh.catch(() => undefined);
    await refresh;
    return this.loaded!.catalogue;
  }

  private async refresh(): Promise<void> {
    const revision = await currentRevision(this.db);
    const loaded = this.loaded;
    if (loaded && loaded.revision >= revision) return;
    const changed = loaded ? await recordsChangedSince(this.db, loaded.baseRevision) : [];
    if (!loaded || changed.length > Math.max(this.options.minReloadChanges, loaded.base.size / 10)) {
      const started = performance.now();
      const vocabulary = new Vocabulary();
      const base = await loadAllRecords(this.db, vocabulary);
      this.loaded = { baseRevision: revision, revision, base, catalogue: new MemoryCatalogue(vocabulary, [base]) };
      this.loadMilliseconds = performance.now() - started;
      return;
    }
    const recent = await loadRecords(this.db, loaded.catalogue.vocabulary, changed);
    // Older copies of the changed records (and deleted ones) leave the base when the new segment is published.
    for (const id of changed) {
      const ordinal = loaded.base.ordinalOf(id);
      if (ordinal !== -1) loaded.base.deleted.add(ordinal);
    }
    this.loaded = {
      ...loaded,
      revision,
      catalogue: new MemoryCatalogue(loaded.catalogue.vocabulary, [loaded.base, recent]),
    };
  }
}

const indexes = new WeakMap<Kysely<Database>, MemorySearchIndex>();

/** The in-memory index of a database connection (one per server process and database). */
export function memorySearchIndex(db: Kysely<Database>): MemorySearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new MemorySearchIndex(db);
    indexes.set(db, index);
  }
  return index;
}
