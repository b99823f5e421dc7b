import { foldPersonName } from '@estante/core';
import argon2 from 'argon2';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { ensureInstitution } from '../site-parameters/institution.repository.ts';
import { ARGON2_OPTIONS } from './password-hasher.ts';

/** Test data for sign-in tests: categories, permissions and patrons with argon2id passwords. */
export const TEST_PASSWORD = 'Leitura#2026';

export interface TestPatron {
  personId: number;
  logins: string[];
}

/** The professor category (04), which some screens offer only to professors. */
export async function ensureProfessorCategory(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('patron_categories')
    .values({ code: '04', name: 'Professor' })
    .onConflict((c) => c.column('code').doNothing())
    .execute();
}

export async function seedCategories(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('patron_categories')
    .values([
      { code: '01', name: 'Aluno de graduação' },
      { code: '08', name: 'Funcionário' },
    ])
    .onConflict((c) => c.column('code').doNothing())
    .execute();
  await db
    .insertInto('category_permissions')
    .values([
      { category_code: '01', module_code: 1, activity_code: 8 },
      { category_code: '01', module_code: 1, activity_code: 107 },
    ])
    .onConflict((c) => c.columns(['category_code', 'module_code', 'activity_code']).doNothing())
    .execute();
}

/**
 * Test-only memo: argon2 of the fixed TEST_PASSWORD, computed once per test process (a hash takes ~50 ms). The hash
 * is valid for every database, so sharing it between test apps shares nothing mutable.
 */
let cachedHash: Promise<string> | undefined;

export async function createPatron(
  db: Kysely<Database>,
  patron: {
    logins: string[];
    name?: string;
    email?: string | null;
    category?: string;
    taxId?: string;
    blocked?: boolean;
    password?: string;
  },
): Promise<TestPatron> {
  await seedCategories(db);
  const institution = await ensureInstitution(db);
  cachedHash ??= argon2.hash(TEST_PASSWORD, ARGON2_OPTIONS);
  const hash = patron.password ? await argon2.hash(patron.password, ARGON2_OPTIONS) : await cachedHash;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('people')
    .values({
      institution_id: institution.id,
      name: patron.name ?? 'Ana Beatriz Souza',
      name_search: foldPersonName(patron.name ?? 'Ana Beatriz Souza'),
      email: patron.email === undefined ? 'ana.souza@aluno.exemplo.edu.br' : patron.email,
      category_code: patron.category ?? '01',
      tax_id: patron.taxId ?? null,
      password_hash: hash,
      receives_email: 1,
      blocked: patron.blocked ? 1 : 0,
      failed_logins: 0,
      removed_library_ids_json: '[]',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const login of patron.logins)
    await db.insertInto('logins').values({ person_id: id, login, base: null }).execute();
  return { personId: id, logins: patron.logins };
}

/** Merges keys into the institution's settings_json (lockout, throttle, rules...). */
export async function updateAuthSettings(db: Kysely<Database>, settings: Record<string, unknown>): Promise<void> {
  const institution = await ensureInstitution(db);
  const current = JSON.parse(institution.settings_json);
  await db
    .updateTable('institutions')
    .set({ settings_json: JSON.stringify({ ...current, ...settings }) })
    .where('id', '=', institution.id)
    .execute();
}

/** Switches function 1120 (captcha) on or off for the institution. */
export async function setCaptcha(db: Kysely<Database>, enabled: boolean): Promise<void> {
  const institution = await ensureInstitution(db);
  await db
    .deleteFrom('activities')
    .where('institution_id', '=', institution.id)
    .where('activity_code', '=', 1120)
    .execute();
  if (enabled) {
    await db
      .insertInto('activities')
      .values({
        institution_id: institution.id,
        activity_code: 1120,
        module_code: 1,
        description: 'Captcha',
        enabled: 1,
        notice: null,
      })
      .execute();
  }
}
