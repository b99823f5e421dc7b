import type { BibliographicRecord } from '@estante/core';
import { type CatalogueEntry, textColumnWords } from '@estante/search';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';
import { parseWords } from './search-documents.repository.ts';
import { extractedRecords } from './search-lookups.repository.ts';

/** Records read per statement while loading: bounded memory per batch, and requests served in between. */
const RECORDS_PER_BATCH = 2000;
const IDS_PER_STATEMENT = 500;

interface RecordRow {
  id: number;
  language: string | null;
  publication_year: number | null;
  title_sort: string;
}

interface WordsRow {
  record_id: number;
  words: string;
}

interface FacetRow {
  record_id: number;
  letter: string;
  code: string;
  label: string | null;
}

/** Lets queued requests (a record fetch) run between batches: SQLite's driver does not yield on its own. */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Every record of the public catalogue (suppressed ones left out, docs/staff-catalogue.md) as the search engine's
 * entries, read in id order (loadCatalogueSearch), `recordsPerBatch` between two turns of the requests queued.
 */
export async function* allEntries(
  db: Kysely<Database>,
  recordsPerBatch = RECORDS_PER_BATCH,
): AsyncGenerator<CatalogueEntry[]> {
  let after = 0;
  for (;;) {
    // Words and facets by id range, not joined: a merge join would scan the other table from its start each batch.
    const rows = (
      await sql<RecordRow>`select id, language, publication_year, title_sort from records
        where id > ${after} and suppressed = 0 order by id limit ${recordsPerBatch}`.execute(db)
    ).rows;
    if (rows.length === 0) break;
    const first = rows[0]!.id;
    const last = rows.at(-1)!.id;
    const words = (
      await sql<WordsRow>`select record_id, words from record_search_documents
        where record_id between ${first} and ${last}`.execute(db)
    ).rows;
    const facets = (
      await sql<FacetRow>`select record_id, letter, code, case when label = code then null else label end as label
        from record_facets where record_id between ${first} and ${last}`.execute(db)
    ).rows;
    yield await entriesOf(db, rows, words, facets);
    after = Number(last);
    await yieldToRequests();
  }
}

/** The entries of the given records (those that still exist, not suppressed) in id order, for the records changed since the full load. */
export async function* entriesOfRecords(
  db: Kysely<Database>,
  ids: readonly number[],
): AsyncGenerator<CatalogueEntry[]> {
  const sorted = [...ids].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; start += IDS_PER_STATEMENT) {
    const group = sorted.slice(start, start + IDS_PER_STATEMENT);
    // The three at once: on PostgreSQL each is a round trip a refresh, and the search that waits for it, would wait
    // for in turn (on SQLite they run one after another on its one connection all the same).
    const [{ rows }, { rows: words }, { rows: facets }] = await Promise.all([
      sql<RecordRow>`select id, language, publication_year, title_sort from records
        where id in (${sql.join(group)}) and suppressed = 0 order by id`.execute(db),
      sql<WordsRow>`select record_id, words from record_search_documents
        where record_id in (${sql.join(group)})`.execute(db),
      sql<FacetRow>`select record_id, letter, code, case when label = code then null else label end as label
        from record_facets where record_id in (${sql.join(group)})`.execute(db),
    ]);
    if (rows.length === 0) continue;
    yield await entriesOf(db, rows, words, facets);
    // A tier rebuilt, or a reload's catch-up, reads tens of thousands of records: other requests run in between.
    await yieldToRequests();
  }
}

async function entriesOf(
  db: Kysely<Database>,
  rows: RecordRow[],
  words: WordsRow[],
  facets: FacetRow[],
): Promise<CatalogueEntry[]> {
  const wordsOf = new Map(words.map((row) => [Number(row.record_id), row.words]));
  const facetsOf = new Map<number, CatalogueEntry['facets'][number][]>();
  for (const facet of facets) {
    const id = Number(facet.record_id);
    const list = facetsOf.get(id) ?? [];
    list.push({ letter: facet.letter, code: facet.code, label: facet.label ?? facet.code });
    facetsOf.set(id, list);
  }
  const missing = await wordsFromExtraction(
    db,
    rows.filter((row) => !wordsOf.has(Number(row.id))).map((row) => Number(row.id)),
  );
  return rows.map((row) => {
    const id = Number(row.id);
    const stored = wordsOf.get(id);
    return {
      id,
      language: row.language,
      words: stored === undefined ? (missing.get(id) ?? []) : parseWords(stored),
      facets: facetsOf.get(id) ?? [],
      year: row.publication_year === null ? null : Number(row.publication_year),
      titleSort: row.title_sort,
    };
  });
}

/** Index words of records imported before their words were stored, rebuilt from their extraction (slower). */
async function wordsFromExtraction(db: Kysely<Database>, ids: number[]): Promise<Map<number, string[][]>> {
  const result = new Map<number, string[][]>();
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
    const rows = await extractedRecords(db, ids.slice(start, start + IDS_PER_STATEMENT));
    for (const row of rows) {
      const record = JSON.parse(row.extracted_json) as BibliographicRecord;
      result.set(row.id, textColumnWords(record.searchFields));
    }
  }
  return result;
}
