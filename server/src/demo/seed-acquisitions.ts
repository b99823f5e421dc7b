import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * How and when the demo's copies were acquired (docs/acquisitions.md), so the acquisition statistics have figures:
 * spread over the 24 months before `today`, six in ten bought, three donated, one exchanged. Deterministic (by copy
 * id). Copies that already say (a demo record with 541 or 952 $d) keep what the import read.
 */
export async function seedDemoAcquisitions(db: Kysely<Database>, today: Date): Promise<void> {
  const copies = await db.selectFrom('copies').select('id').where('acquired_on', 'is', null).orderBy('id').execute();
  const kinds = ['compra', 'compra', 'doacao', 'compra', 'permuta', 'compra', 'doacao', 'compra', 'doacao', 'compra'];
  // One transaction: thousands of one-row updates, each its own commit, would be slow on either database.
  await db.transaction().execute(async (trx) => {
    for (const { id } of copies) {
      const daysAgo = (id * 37) % 730;
      const day = new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      await trx
        .updateTable('copies')
        .set({ acquisition_type: kinds[id % kinds.length], acquired_on: day })
        .where('id', '=', id)
        .execute();
    }
  });
}
