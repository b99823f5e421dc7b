import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * Purchase-suggestion statuses still being worked (spec 000 §3): a suggestion in any other of the fourteen is
 * finished (attended, in part or not, cancelled, duplicated, already held, out of print, not found).
 */
export const OPEN_SUGGESTION_STATUSES = [
  'pre_sugestao',
  'sugestao_compra',
  'em_cotacao',
  'em_negociacao',
  'aguardando_entrega',
] as const;

/** Service requests waiting for the library: filed, or taken and not yet answered. */
export const OPEN_SERVICE_REQUEST_STATUSES = ['aberta', 'em_andamento'] as const;

const count = (value: number | string | bigint | undefined) => Number(value ?? 0);

export async function countPendingComments(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('record_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return count(row?.n);
}

export async function countOpenSuggestions(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('acquisition_suggestions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', OPEN_SUGGESTION_STATUSES)
    .executeTakeFirst();
  return count(row?.n);
}

export async function countOpenServiceRequests(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('service_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', OPEN_SERVICE_REQUEST_STATUSES)
    .executeTakeFirst();
  return count(row?.n);
}

export async function countWaitingLoanRequests(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('loan_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return count(row?.n);
}

/** Holds released to their patron whose copy waits on the holds shelf (not those still in transit). */
export async function countHoldsOnShelf(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'released')
    .executeTakeFirst();
  return count(row?.n);
}
