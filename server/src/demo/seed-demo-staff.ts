import { STAFF_FUNCTIONS, STAFF_MODULE, type StaffFunctionName } from '@estante/contracts';
import { foldPersonName } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * The demo's staff (issue 21): a desk clerk holding the circulation desk only, and a site administrator, who holds
 * every staff function. Their password is demo data, printed at start and in the README, not a secret.
 */
export const DEMO_STAFF = [
  {
    login: 'balcao',
    name: 'Paulo Henrique Dias',
    email: 'paulo.dias@ufex.exemplo.edu.br',
    functions: ['circulation'],
    description: 'desk clerk: the circulation desk function (9002) only',
  },
  {
    login: 'admin',
    name: 'Sofia Almeida Prado',
    email: 'sofia.prado@ufex.exemplo.edu.br',
    functions: ['siteAdmin'],
    description: 'site administrator (9001): every staff function and the audit trail',
  },
] as const satisfies readonly {
  login: string;
  name: string;
  email: string;
  functions: readonly StaffFunctionName[];
  description: string;
}[];

export const DEMO_STAFF_PASSWORD = 'Equipe#2026';

/** Creates the demo staff, staff category (08, Funcionário), with their functions granted to them in person. */
export async function seedDemoStaff(
  db: Kysely<Database>,
  options: { institutionId: number; passwordHash: string; now: string },
): Promise<void> {
  for (const staff of DEMO_STAFF) {
    const { id } = await db
      .insertInto('people')
      .values({
        institution_id: options.institutionId,
        name: staff.name,
        name_search: foldPersonName(staff.name),
        email: staff.email,
        category_code: '08',
        password_hash: options.passwordHash,
        receives_email: 1,
        blocked: 0,
        failed_logins: 0,
        removed_library_ids_json: '[]',
        city: 'Belo Horizonte',
        created_at: options.now,
        updated_at: options.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('logins').values({ person_id: id, login: staff.login, base: null }).execute();
    await db
      .insertInto('person_permissions')
      .values(
        staff.functions.map((name) => ({
          person_id: id,
          module_code: STAFF_MODULE,
          activity_code: STAFF_FUNCTIONS[name],
        })),
      )
      .execute();
  }
}
