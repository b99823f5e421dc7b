import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The copies of a title with what the hold and loan-request forms choose from, by library then copy. */
export async function copiesOfTitle(db: Kysely<Database>, recordId: number) {
  return db
    .selectFrom('copies')
    .innerJoin('libraries', 'libraries.id', 'copies.library_id')
    .leftJoin('loan_types', 'loan_types.code', 'copies.loan_type_code')
    .select([
      'copies.id',
      'copies.status',
      'copies.volume',
      'copies.tome',
      'copies.part',
      'copies.material',
      'copies.location',
      'copies.loan_type_code',
      'loan_types.circulates',
      'libraries.id as library_id',
      'libraries.code as library_code',
      'libraries.name as library_name',
    ])
    .where('copies.record_id', '=', recordId)
    .orderBy('libraries.code')
    .orderBy('copies.id')
    .execute();
}

/** A wanted volume, tome, part or material: empty (or null) means "any", otherwise it must equal the copy's. */
export function matchesWanted(wanted: string | null, actual: string | null): boolean {
  const value = wanted?.trim() ?? '';
  return value === '' || value === (actual ?? '');
}

/** Trimmed text to store, or null when blank. */
export function blankToNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
