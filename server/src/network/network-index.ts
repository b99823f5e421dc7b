import { type CatalogueEntry, type CatalogueSearch, loadCatalogueSearch } from '@estante/search';
import type { Kysely } from 'kysely';
import type { AppLog } from '../app-context.ts';
import type { Database } from '../database/schema.ts';
import { listMembers, networkRevision, readIndexRows } from './network.repository.ts';

/** Letters of the network's own facets (spec 001 §3): Z institution, R repository. */
export const INSTITUTION_LETTER = 'Z';
export const REPOSITORY_LETTER = 'R';

export interface NetworkIndex {
  revision: number;
  catalogue: CatalogueSearch;
  members: number;
}

const ENTRIES_PER_BATCH = 2000;

/**
 * The union catalogue as the search engine's entries (docs/network.md): one entry per work (records sharing a
 * match key), numbered by its lowest record id, with the words of that record, the facets of all its records, and
 * Z and R for every institution and repository holding it, so Z counts works per institution.
 */
async function loadNetworkIndex(db: Kysely<Database>, revision: number): Promise<NetworkIndex> {
  const members = new Map((await listMembers(db)).map((member) => [member.id, member]));
  const rows = await readIndexRows(db);
  const entries: CatalogueEntry[] = [];
  let current: (CatalogueEntry & { facets: CatalogueEntry['facets'][number][] }) | undefined;
  let currentKey: string | undefined;
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.match_key !== currentKey) {
      current = {
        id: Number(row.id),
        language: row.language,
        words: JSON.parse(row.words_json) as string[][],
        facets: [],
        year: row.publication_year === null ? null : Number(row.publication_year),
        titleSort: row.title_sort,
      };
      currentKey = row.match_key;
      entries.push(current);
      seen.clear();
    }
    const facets = (JSON.parse(row.facets_json) as [string, string, string][]).map(([letter, code, label]) => ({
      letter,
      code,
      label,
    }));
    const member = members.get(Number(row.member_id));
    if (member) {
      facets.push({
        letter: INSTITUTION_LETTER,
        code: String(member.institution_code),
        label: member.institution_name,
      });
      facets.push({ letter: REPOSITORY_LETTER, code: String(member.id), label: member.repository_name });
    }
    for (const facet of facets) {
      const key = `${facet.letter}\u0000${facet.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      current!.facets.push(facet);
    }
  }
  entries.sort((a, b) => a.id - b.id);
  async function* batches() {
    for (let start = 0; start < entries.length; start += ENTRIES_PER_BATCH)
      yield entries.slice(start, start + ENTRIES_PER_BATCH);
  }
  return { revision, catalogue: await loadCatalogueSearch(batches()), members: members.size };
}

/**
 * One union index per app (built by the network routes' plugin), derived from the database like the catalogue's:
 * each search reads the network revision (one row) and reloads the index when a harvest, here or on another server,
 * moved it. A reload reads every harvested record, seconds for a large union, and a harvest moves the revision at
 * every page: so once an index is loaded, a search answers from it while the newer one loads in the background
 * (docs/network.md, "Freshness"). The staff calls that change the union here wait for the reload (`refreshed`), so
 * their own next search sees the change. Reloads run one at a time.
 */
export function createNetworkIndex(db: Kysely<Database>, log?: AppLog) {
  let loaded: NetworkIndex | undefined;
  let loading: Promise<NetworkIndex> | undefined;

  function reload(revision: number): Promise<NetworkIndex> {
    loading ??= loadNetworkIndex(db, revision)
      .then((index) => {
        if (!loaded || index.revision > loaded.revision) loaded = index;
        return loaded;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  /** The index of the database's revision, waiting for it to load (and for a reload started before it). */
  async function upToDate(): Promise<NetworkIndex> {
    for (;;) {
      const revision = await networkRevision(db);
      if (loaded && loaded.revision >= revision) return loaded;
      // A reload under way may have started before the change: once it ends, read the revision again.
      const running = loading;
      const index = await (running ?? reload(revision));
      if (!running || index.revision >= revision) return index;
    }
  }

  return {
    async current(): Promise<NetworkIndex> {
      if (!loaded) return upToDate();
      const revision = await networkRevision(db);
      if (loaded.revision >= revision) return loaded;
      // A failed reload is tried again by the next search; meanwhile the loaded union answers, and the log says why.
      reload(revision).catch((error: unknown) => {
        log?.warn(
          { err: error, revision, loadedRevision: loaded?.revision },
          'network: the union index could not be reloaded; the one loaded answers meanwhile',
        );
      });
      return loaded;
    },
    refreshed: upToDate,
  };
}
export type NetworkIndexService = ReturnType<typeof createNetworkIndex>;
