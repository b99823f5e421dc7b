import type { Kysely } from 'kysely';
import type { Trx } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';

type Executor = Kysely<Database> | Trx;

export function findPayer(db: Executor, personId: number) {
  return db.selectFrom('people').select(['id', 'name', 'tax_id']).where('id', '=', personId).executeTakeFirst();
}

export function findLibraryByCode(db: Executor, code: string) {
  return db.selectFrom('libraries').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst();
}

export interface OwedDebt {
  id: number;
  library_id: number;
  library_code: string;
  library_name: string;
  balance_cents: number;
}

/** The person's debts with a balance, with their library (debts without a library cannot go on a slip). */
export async function owedDebts(db: Executor, personId: number): Promise<OwedDebt[]> {
  const rows = await db
    .selectFrom('debts')
    .innerJoin('libraries', 'libraries.id', 'debts.library_id')
    .select([
      'debts.id',
      'debts.library_id',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'debts.amount_cents',
      'debts.discount_cents',
      'debts.paid_cents',
    ])
    .where('debts.person_id', '=', personId)
    .orderBy('debts.created_at')
    .orderBy('debts.id')
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      library_id: row.library_id!,
      library_code: row.library_code,
      library_name: row.library_name,
      balance_cents: Math.max(0, row.amount_cents - row.discount_cents - row.paid_cents),
    }))
    .filter((row) => row.balance_cents > 0);
}

export async function insertSlip(
  trx: Executor,
  slip: {
    reference: string;
    personId: number;
    libraryId: number;
    amountCents: number;
    dueDate: string;
    barcode: string;
    debtIds: number[];
    at: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('gru_slips')
    .values({
      reference: slip.reference,
      person_id: slip.personId,
      library_id: slip.libraryId,
      amount_cents: slip.amountCents,
      due_date: slip.dueDate,
      barcode: slip.barcode,
      debt_ids_json: JSON.stringify(slip.debtIds),
      issued_at: slip.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setSlipReference(trx: Executor, id: number, reference: string): Promise<void> {
  await trx.updateTable('gru_slips').set({ reference }).where('id', '=', id).execute();
}

function slipRows(db: Executor) {
  return db
    .selectFrom('gru_slips')
    .innerJoin('people', 'people.id', 'gru_slips.person_id')
    .innerJoin('libraries', 'libraries.id', 'gru_slips.library_id')
    .select([
      'gru_slips.id',
      'gru_slips.reference',
      'gru_slips.person_id',
      'people.name as person_name',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'gru_slips.amount_cents',
      'gru_slips.due_date',
      'gru_slips.barcode',
      'gru_slips.debt_ids_json',
      'gru_slips.issued_at',
      'gru_slips.paid_at',
      'gru_slips.paid_by',
    ]);
}
export type SlipRow = Awaited<ReturnType<typeof findSlip>> & object;

export function findSlip(db: Executor, reference: string) {
  return slipRows(db).where('gru_slips.reference', '=', reference).executeTakeFirst();
}

export async function listSlips(
  db: Executor,
  filter: { libraryCode?: string; paid?: boolean; offset: number; limit: number },
) {
  let count = db
    .selectFrom('gru_slips')
    .innerJoin('libraries', 'libraries.id', 'gru_slips.library_id')
    .select((eb) => eb.fn.countAll<number>().as('total'));
  let rows = slipRows(db);
  if (filter.libraryCode) {
    count = count.where('libraries.code', '=', filter.libraryCode);
    rows = rows.where('libraries.code', '=', filter.libraryCode);
  }
  if (filter.paid !== undefined) {
    count = count.where('gru_slips.paid_at', filter.paid ? 'is not' : 'is', null);
    rows = rows.where('gru_slips.paid_at', filter.paid ? 'is not' : 'is', null);
  }
  const { total } = await count.executeTakeFirstOrThrow();
  const items = await rows
    .orderBy('gru_slips.issued_at', 'desc')
    .orderBy('gru_slips.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { total: Number(total), items };
}

/** Marks the slip paid unless it already is (the row that wins a race). */
export async function setSlipPaid(trx: Executor, id: number, at: string, by: number | null): Promise<boolean> {
  const result = await trx
    .updateTable('gru_slips')
    .set({ paid_at: at, paid_by: by })
    .where('id', '=', id)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
