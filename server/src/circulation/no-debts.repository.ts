import type { Insertable, Kysely } from 'kysely';
import type { Database, NoDebtDeclarationTable } from '../database/schema.ts';
import { ACTIVE_HOLD_STATUSES } from './hold-statuses.ts';

type Db = Kysely<Database>;

/** The patron's holds still waiting or on the shelf: they stop a no-debts declaration. */
export function activeHoldIds(db: Db, personId: number) {
  return db
    .selectFrom('holds')
    .select('id')
    .where('person_id', '=', personId)
    .where('status', 'in', ACTIVE_HOLD_STATUSES)
    .execute();
}

export function findDeclarant(db: Db, personId: number) {
  return db
    .selectFrom('people')
    .select(['name', 'tax_id', 'removed_library_ids_json'])
    .where('id', '=', personId)
    .executeTakeFirstOrThrow();
}

/** The library named by `libraryCode`, or every library (by name) when none is named. */
export function librariesLeft(db: Db, libraryCode: string | undefined) {
  return libraryCode
    ? db.selectFrom('libraries').select(['id', 'name']).where('code', '=', libraryCode).execute()
    : db.selectFrom('libraries').select(['id', 'name']).orderBy('name').execute();
}

export async function insertDeclaration(db: Db, declaration: Insertable<NoDebtDeclarationTable>): Promise<void> {
  await db.insertInto('no_debt_declarations').values(declaration).execute();
}

export async function setRemovedLibraries(db: Db, personId: number, libraryIds: number[], at: Date): Promise<void> {
  await db
    .updateTable('people')
    .set({ removed_library_ids_json: JSON.stringify(libraryIds), updated_at: at.toISOString() })
    .where('id', '=', personId)
    .execute();
}

/** The institution's name as the declaration prints it ('' before one is configured). */
export async function institutionName(db: Db): Promise<string> {
  const institution = await db.selectFrom('institutions').select('name').orderBy('code').executeTakeFirst();
  return institution?.name ?? '';
}

export function findDeclarationByCode(db: Db, code: string) {
  return db
    .selectFrom('no_debt_declarations')
    .innerJoin('people', 'people.id', 'no_debt_declarations.person_id')
    .select(['people.name', 'no_debt_declarations.issued_at'])
    .where('no_debt_declarations.verification_code', '=', code)
    .executeTakeFirst();
}

/** The patron's own declaration with `code`, with what its e-mail and PDF need. */
export function findOwnDeclaration(db: Db, personId: number, code: string) {
  return db
    .selectFrom('no_debt_declarations')
    .innerJoin('people', 'people.id', 'no_debt_declarations.person_id')
    .select([
      'no_debt_declarations.verification_code',
      'no_debt_declarations.issued_at',
      'no_debt_declarations.library_id',
      'people.name',
      'people.tax_id',
      'people.email',
    ])
    .where('no_debt_declarations.person_id', '=', personId)
    .where('no_debt_declarations.verification_code', '=', code)
    .executeTakeFirst();
}

/** The libraries a declaration names: its one library, or every library by name. */
export async function declarationLibraryNames(db: Db, libraryId: number | null): Promise<string[]> {
  let libraries = db.selectFrom('libraries').select('name').orderBy('name');
  if (libraryId !== null) libraries = libraries.where('id', '=', libraryId);
  return (await libraries.execute()).map((library) => library.name);
}
