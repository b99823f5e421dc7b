import type { Compilable, Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.ts';

/**
 * SQL texts that PostgreSQL runs as named (prepared) statements: parsed and planned once per connection instead of
 * at every run. Only the statements chosen with `executePrepared` are (a search's page: one text per page size), so
 * the plan cache stays small and no statement whose best plan depends on its values gets a generic plan. Measured
 * on the search page's statement: 0.43 → 0.15 ms of PostgreSQL CPU per run (docs/performance.md, stop 19). On
 * SQLite the connection already keeps its compiled statements (database.ts).
 *
 * Process-wide on purpose, and not shared state between apps: a pure memo of immutable data (a SQL text's statement
 * name, set once and never changed or removed), so two apps in one process, on two databases, read the same name
 * for the same text and each connection prepares it for itself.
 */
const names = new Map<string, string>();
/** More texts than a search's page sizes ever make: beyond, statements run unnamed. */
const MAX_NAMES = 1000;

/** Runs a query, as a prepared statement on PostgreSQL. */
export async function executePrepared<Row>(db: Kysely<Database>, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  if (!names.has(compiled.sql) && names.size < MAX_NAMES) names.set(compiled.sql, `estante_${names.size + 1}`);
  return (await db.executeQuery(compiled)).rows;
}

/** Makes a pool's connections run the texts chosen by `executePrepared` as named statements. */
export function runChosenTextsPrepared(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<unknown>;
    // Kysely's PostgreSQL driver calls query(text, values); every other form passes through.
    client.query = ((text: unknown, values?: unknown) => {
      const name = typeof text === 'string' ? names.get(text) : undefined;
      return name ? query({ name, text, values }) : query(text, values);
    }) as typeof client.query;
  });
}
