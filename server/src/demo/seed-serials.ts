import type { MarcRecord } from '@estante/core';
import { CONTROL_NUMBER_IDENTIFIER, demoSerialHoldings } from '@estante/demo-data';
import type { AppContext } from '../app-context.ts';
import { saveHoldingsRecord, saveIssueContents } from '../serials/index.ts';

/**
 * The demo serials' holdings records (packages/demo-data/src/demo-serials.ts) up to today, so every serial's kardex
 * has years, gaps and a few tables of contents. Stored as the import stores MFHD records (docs/serials.md).
 */
export async function seedDemoSerials(
  context: AppContext,
  records: readonly MarcRecord[],
  libraryCodes: readonly string[],
): Promise<number> {
  const { db } = context;
  const now = context.now();
  const ids = new Map(
    (await db.selectFrom('records').select(['id', 'match_key']).execute()).map((row) => [row.match_key, row.id]),
  );
  const through = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const libraries = libraryCodes.map((code) => ({ code }));
  let stored = 0;
  await db.transaction().execute(async (trx) => {
    for (const entry of demoSerialHoldings(records, libraries, through)) {
      const recordId = ids.get(`${CONTROL_NUMBER_IDENTIFIER}:${entry.controlNumber}`);
      if (recordId === undefined) continue;
      const holdingsId = await saveHoldingsRecord(trx, {
        recordId,
        holdingsKey: `mfhd-${entry.controlNumber}`,
        libraryCode: entry.libraryCode,
        location: 'PERIODICOS',
        callNumber: `Per. ${entry.controlNumber}`,
        marcJson: JSON.stringify(entry.holdings),
        now: now.toISOString(),
      });
      for (const issue of entry.contents) {
        await saveIssueContents(trx, holdingsId, issue.link, issue.sequence, JSON.stringify(issue.field));
      }
      stored += 1;
    }
  });
  return stored;
}
