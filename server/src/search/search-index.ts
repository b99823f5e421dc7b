import type { IndexDocument } from '@estante/search';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../database/database.ts';
import type { Database } from '../database/schema.ts';
import { deleteSearchDocuments, writeSearchDocuments } from './search-documents.repository.ts';

/** The index words of one record (buildIndexDocument in core), the same for both engines. */
export interface SearchDocument {
  recordId: number;
  document: IndexDocument;
}

export type Executor = Transaction<Database> | Kysely<Database>;

/**
 * Where the import stores each record's index words. Searches run on each server's in-memory index
 * (memory-search-index.ts), loaded from these rows; the same table and SQL serve both engines.
 */
export interface SearchIndex {
  upsert(trx: Executor, documents: SearchDocument[]): Promise<void>;
  remove(trx: Executor, recordIds: number[]): Promise<void>;
}

export function createSearchIndex(_dialect: DialectName): SearchIndex {
  return { upsert: writeSearchDocuments, remove: deleteSearchDocuments };
}
