import type { IndexDocument, MatchExpression } from '@estante/core';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { DialectName } from '../database/database.ts';
import type { Database } from '../database/schema.ts';
import { PostgresSearchIndex } from './postgres.search-index.ts';
import { SqliteFts5SearchIndex } from './sqlite-fts5.search-index.ts';

/** The index words of one record (buildIndexDocument in core), the same for both engines. */
export interface SearchDocument {
  recordId: number;
  document: IndexDocument;
}

/** A matched record and its relevance; lower rank is better. */
export interface RankedId {
  id: number;
  rank: number;
}

export type Executor = Transaction<Database> | Kysely<Database>;

/** Port of the full-text store; one implementation per engine, chosen by configuration. */
export interface SearchIndex {
  upsert(trx: Executor, documents: SearchDocument[]): Promise<void>;
  remove(trx: Executor, recordIds: number[]): Promise<void>;
  /** A subquery selecting `id` and `rank` of the records that match the expression. */
  matchQuery(expression: MatchExpression): RawBuilder<RankedId>;
  /** A subquery selecting the given `id`/`rank` pairs (results checked by the application). */
  listQuery(rows: RankedId[]): RawBuilder<RankedId>;
}

export function createSearchIndex(dialect: DialectName): SearchIndex {
  return dialect === 'sqlite' ? new SqliteFts5SearchIndex() : new PostgresSearchIndex();
}
