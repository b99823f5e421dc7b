import { type CatalogueSearch, loadCatalogueSearch } from '@estante/search';
import type { Kysely } from 'kysely';
import type { CatalogueSearchService, CurrentSearchIndex } from '../app-context.ts';
import type { Database } from '../database/schema.ts';
import { type AuthorityFingerprints, AuthorityFingerprintsBuilder } from './authority-fingerprints.ts';
import { allEntries, entriesOfRecords } from './catalogue-loader.ts';
import { currentRevisions, type Revisions, recordsChangedSince } from './catalogue-revision.ts';
import { authorityFormKeys } from './catalogue-search.repository.ts';

/** Changed records kept in a second segment before the whole index is reloaded: beyond, reloading is cheaper. */
const MIN_RELOAD_CHANGES = 20_000;

interface Loaded {
  /** Revision the full load was read at (its records may be newer; never older). */
  baseRevision: number;
  /** Revision everything was read at: the catalogue is fresh while the database still has it. */
  revision: number;
  /** The full load itself: changes are applied to it (all those since baseRevision), not to the previous snapshot. */
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
    if (!loaded || changed.length > Math.max(this.options.minReloadChanges, loaded.base.loadedSize / 10)) {
      const started = performance.now();
      const base = await loadCatalogueSearch(allEntries(this.db));
      this.loaded = { baseRevision: revision, revision, base, catalogue: base };
      this.loadMilliseconds = performance.now() - started;
      return;
    }
    const catalogue = await loaded.base.applyChanges(changed, entriesOfRecords(this.db, changed));
    this.loaded = { ...loaded, revision, catalogue };
  }
}

/** The search service of one app over its database, built once by createAppContext (AppContext.search). */
export function createCatalogueSearchService(
  db: Kysely<Database>,
  options = { minReloadChanges: MIN_RELOAD_CHANGES },
): MemorySearchIndex {
  return new MemorySearchIndex(db, options);
}
