import type { MarcRecord } from '@estante/core';
import { CONTROL_NUMBER_IDENTIFIER, coverText, demoCoverRecords, drawCover } from '@estante/demo-data';
import type { AppContext } from '../app-context.ts';
import { storeCover } from '../catalogue/index.ts';

/** 001 of the demo's closed-collection title: "Memórias póstumas de Brás Cubas" (1881), kept in the rare-books room. */
export const DEMO_CLOSED_COLLECTION_CONTROL_NUMBER = '2';

/**
 * What the import alone does not give the demo catalogue: drawn covers for a third of its printed books (through
 * the cover store, as the library's upload does) and one title in the closed collection, whose copies staff fetch
 * on request.
 */
export async function seedDemoCatalogueExtras(context: AppContext, records: readonly MarcRecord[]): Promise<void> {
  const { db } = context;
  const ids = new Map(
    (await db.selectFrom('records').select(['id', 'match_key']).execute()).map((row) => [row.match_key, row.id]),
  );
  const recordId = (controlNumber: string) => ids.get(`${CONTROL_NUMBER_IDENTIFIER}:${controlNumber}`);
  for (const { controlNumber, record } of demoCoverRecords(records)) {
    const id = recordId(controlNumber);
    if (id === undefined) continue;
    const { title, author } = coverText(record);
    await storeCover(db, context.config.dataDir, id, drawCover(title, author), context.now());
  }
  const closed = recordId(DEMO_CLOSED_COLLECTION_CONTROL_NUMBER);
  if (closed !== undefined) {
    await db.updateTable('records').set({ closed_collection: 1 }).where('id', '=', closed).execute();
  }
}
