import { MemoryCatalogue, type SearchSegment, Vocabulary } from '@estante/search';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { type AuthorityFingerprints, AuthorityFingerprintsBuilder } from './authority-fingerprints.ts';
import { loadAllRecords, loadRecords } from './catalogue-loader.ts';
import { currentRevisions, type Revisions, recordsChangedSince } from './catalogue-revision.ts';
import { authorityFormKeys } from './catalogue-search.repository.ts';

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

interface LoadedAuthorities {
  /** Authority revision the fingerprints were read at: fresh while the database still has it. */
  revision: number;
  fingerprints: AuthorityFingerprints;
}

/** What a search reads: the catalogue, and which terms may name an authority form, at the revisions they were read at. */
export interface CurrentIndex {
  catalogue: MemoryCatalogue;
  authorities: AuthorityFingerprints;
  revisions: Revisions;
}

/** Whether `index` answers as of `revisions`: nothing was committed since it was read. */
export function isCurrentAt(index: CurrentIndex, revisions: Revisions): boolean {
  return index.revisions.catalogue >= revisions.catalogue && index.revisions.authorities >= revisions.authorities;
}

/**
 * This server's in-memory search index, derived from the database (docs/search.md, "In-memory index").
 * `current()` reads the catalogue and authority revisions (one indexed row) and, when another transaction has
 * changed records since, re-reads them into a second segment (or reloads all); when it has written authority
 * references, reloads the authority fingerprints. A search runs on `loadedIndex()` and checks it against the
 * revisions read with its page (search-catalogue.ts): no search answers from a catalogue or an authority file
 * older than the last change committed before its page was read, whichever server made it.
 */
export class MemorySearchIndex {
  private loaded: Loaded | undefined;
  private authorities: LoadedAuthorities | undefined;
  /** Refreshes run one at a time; a request arriving meanwhile waits for it and checks again. */
  private refreshing: Promise<void> = Promise.resolve();
  loadMilliseconds = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options = { minReloadChanges: MIN_RELOAD_CHANGES },
  ) {}

  /** The index brought up to the database's revisions (read now). */
  async current(): Promise<CurrentIndex> {
    const loaded = this.loadedIndex();
    if (loaded && isCurrentAt(loaded, await currentRevisions(this.db))) return loaded;
    const refresh = this.refreshing.then(() => this.refresh());
    this.refreshing = refresh.catch(() => undefined);
    await refresh;
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
    if (!this.authorities || this.authorities.revision < revisions.authorities) {
      await this.refreshAuthorities(revisions.authorities);
    }
    if (!this.loaded || this.loaded.revision < revisions.catalogue) await this.refreshCatalogue(revisions.catalogue);
  }

  /**
   * Reads every authority form key into fresh fingerprints. Keys written after `revision` may be read too (harmless:
   * a key more); any key written after it comes with a newer revision, so the next search reloads again.
   */
  private async refreshAuthorities(revision: number): Promise<void> {
    const builder = new AuthorityFingerprintsBuilder();
    for await (const keys of authorityFormKeys(this.db)) {
      for (const key of keys) builder.addKey(key);
    }
    this.authorities = { revision, fingerprints: builder.build() };
  }

  private async refreshCatalogue(revision: number): Promise<void> {
    const loaded = this.loaded;
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
