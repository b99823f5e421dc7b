import type { Kysely, Selectable } from 'kysely';
import type { CampusTable, Database, LibraryRow } from '../database/schema.ts';

export type CampusRow = Selectable<CampusTable>;

export async function listCampuses(db: Kysely<Database>, institutionId: number): Promise<CampusRow[]> {
  return db.selectFrom('campuses').selectAll().where('institution_id', '=', institutionId).orderBy('name').execute();
}

export async function findCampus(
  db: Kysely<Database>,
  institutionId: number,
  campusId: number,
): Promise<CampusRow | undefined> {
  return db
    .selectFrom('campuses')
    .selectAll()
    .where('institution_id', '=', institutionId)
    .where('id', '=', campusId)
    .executeTakeFirst();
}

/** Libraries of the institution's campuses, of one campus when `campusId` is given; sorted by name. */
export async function listLibraries(
  db: Kysely<Database>,
  institutionId: number,
  campusId?: number,
): Promise<LibraryRow[]> {
  let query = db
    .selectFrom('libraries')
    .innerJoin('campuses', 'campuses.id', 'libraries.campus_id')
    .selectAll('libraries')
    .where('campuses.institution_id', '=', institutionId);
  if (campusId !== undefined) query = query.where('libraries.campus_id', '=', campusId);
  return query.orderBy('libraries.name').execute();
}

/** Libraries without a campus (created by the MARC import from a holdings code), sorted by code. */
export async function listLibrariesWithoutCampus(db: Kysely<Database>): Promise<LibraryRow[]> {
  return db.selectFrom('libraries').selectAll().where('campus_id', 'is', null).orderBy('code').execute();
}

export async function findLibraryByCode(db: Kysely<Database>, code: string): Promise<LibraryRow | undefined> {
  return db.selectFrom('libraries').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertCampus(db: Kysely<Database>, institutionId: number, name: string): Promise<number> {
  const { id } = await db
    .insertInto('campuses')
    .values({ institution_id: institutionId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function renameCampus(db: Kysely<Database>, campusId: number, name: string): Promise<void> {
  await db.updateTable('campuses').set({ name }).where('id', '=', campusId).execute();
}

export interface LibraryValues {
  campus_id: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  opening_hours: string | null;
}

/** Inserts a library or updates the one with this code (import may have created it from a holdings code). */
export async function saveLibrary(db: Kysely<Database>, code: string, values: LibraryValues): Promise<void> {
  await db
    .insertInto('libraries')
    .values({ code, ...values })
    .onConflict((conflict) => conflict.column('code').doUpdateSet(values))
    .execute();
}
