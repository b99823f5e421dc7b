import path from 'node:path';

/**
 * Where `npm run bench:search` keeps a catalogue of `records` records in `folder` (BENCH_DIR), as server settings:
 * SQLite in folder/data; PostgreSQL in the schema bench_search_<records> of DATABASE_URL (files in folder/data-pg).
 * Shared with `npm run bench:search-engine`, which loads the catalogue that the first kept.
 */
export function keptCatalogueSettings(
  engine: 'sqlite' | 'postgres',
  folder: string,
  records: number,
  databaseUrl = process.env.DATABASE_URL ?? '',
): Record<string, string> {
  if (engine === 'sqlite') return { DATA_DIR: path.join(folder, 'data'), DATABASE_URL: '' };
  return {
    DATA_DIR: path.join(folder, 'data-pg'),
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: `bench_search_${records}`,
  };
}
