import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../database/database.ts';
import type { Database } from '../database/schema.ts';
import { PostgresSearchIndex } from './postgres.search-index.ts';
import { SqliteFts5SearchIndex } from './sqlite-fts5.search-index.ts';

/** Fielded text of one record, already folded by foldForSearch. */
export interface SearchDocument {
  recordId: number;
  title: string;
  author: string;
  subject: string;
  series: string;
  callNumber: string;
  identifiers: string;
  notes: string;
  publisher: string;
}

export const SEARCH_FIELDS = [
  'title',
  'author',
  'subject',
  'series',
  'call_number',
  'identifiers',
  'notes',
  'publisher',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface TextMatch {
  /** Folded tokens that must all occur. */
  tokens: string[];
  /** Restrict to one field; all fields when absent. */
  field?: SearchField;
}

/** Port of the full-text store; one implementation per engine, chosen by configuration. */
export interface SearchIndex {
  upsert(trx: Transaction<Database> | Kysely<Database>, documents: SearchDocument[]): Promise<void>;
  remove(trx: Transaction<Database> | Kysely<Database>, recordIds: number[]): Promise<void>;
  /** Ids of matching records, best first, with the total. */
  match(db: Kysely<Database>, query: TextMatch, page: { offset: number; limit: number }): Promise<{ total: number; ids: number[] }>;
}

export function createSearchIndex(dialect: DialectName): SearchIndex {
  return dialect === 'sqlite' ? new SqliteFts5SearchIndex() : new PostgresSearchIndex();
}
