import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * The index words of one record (textColumnWords in @estante/search, as serializeWords writes them), the same for
 * both engines: the import stores them with writeSearchDocuments (search-documents.repository.ts), and each server's
 * in-memory index (memory-search-index.ts) loads them from there.
 */
export interface SearchDocument {
  recordId: number;
  words: string;
}

export type Executor = Transaction<Database> | Kysely<Database>;
