import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

type Db = Kysely<Database>;

/** One of the patron's holds (another patron's is not found). */
export async function findOwnHold(db: Db, personId: number, holdId: number) {
  return db
    .selectFrom('holds')
    .select(['id', 'record_id', 'library_id', 'status', 'volume', 'tome', 'part', 'material'])
    .where('id', '=', holdId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
}

export async function setHoldSuspension(db: Db, holdId: number, until: string | null): Promise<void> {
  await db.updateTable('holds').set({ suspended_until: until }).where('id', '=', holdId).execute();
}

export async function setHoldPickupLibrary(db: Db, holdId: number, libraryId: number | null): Promise<void> {
  await db.updateTable('holds').set({ pickup_library_id: libraryId }).where('id', '=', holdId).execute();
}

export async function findLibraryByCode(db: Db, code: string) {
  return db.selectFrom('libraries').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst();
}

/** Circulating copies of the title on the shelf at a library. */
export async function availableCopiesAtLibrary(db: Db, recordId: number, libraryId: number) {
  return db
    .selectFrom('copies')
    .leftJoin('loan_types', 'loan_types.code', 'copies.loan_type_code')
    .select(['copies.id', 'copies.volume', 'copies.tome', 'copies.part', 'copies.material', 'loan_types.circulates'])
    .where('copies.record_id', '=', recordId)
    .where('copies.library_id', '=', libraryId)
    .where('copies.status', '=', 'available')
    .where((eb) => eb.or([eb('loan_types.circulates', 'is', null), eb('loan_types.circulates', '=', 1)]))
    .orderBy('copies.id')
    .execute();
}

export async function allLibraries(db: Db) {
  return db.selectFrom('libraries').select(['id', 'code', 'name']).orderBy('name').execute();
}
