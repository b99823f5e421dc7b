import { type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { Database, PersonTable } from '../database/schema.ts';

export type PersonRow = Selectable<PersonTable>;

export interface LoginMatch {
  loginId: number;
  login: string;
  base: string | null;
  person: PersonRow;
}

/** The login row whose user code is exactly `code`, with its person. */
export async function findLogin(db: Kysely<Database>, code: string): Promise<LoginMatch | undefined> {
  const login = await db.selectFrom('logins').selectAll().where('login', '=', code).executeTakeFirst();
  if (!login) return undefined;
  const person = await findPerson(db, login.person_id);
  return person ? { loginId: login.id, login: login.login, base: login.base, person } : undefined;
}

export async function findLoginById(db: Kysely<Database>, loginId: number): Promise<LoginMatch | undefined> {
  const login = await db.selectFrom('logins').selectAll().where('id', '=', loginId).executeTakeFirst();
  if (!login) return undefined;
  const person = await findPerson(db, login.person_id);
  return person ? { loginId: login.id, login: login.login, base: login.base, person } : undefined;
}

/**
 * The person an institutional identity (OIDC `email` or `preferred_username`) stands for: a login equal to it,
 * else the one person whose e-mail is it. Several persons with that e-mail match none: guessing would be unsafe.
 */
export async function findLoginForIdentity(db: Kysely<Database>, identity: string): Promise<LoginMatch | undefined> {
  const value = identity.trim();
  if (!value) return undefined;
  const direct = await findLogin(db, value);
  if (direct) return direct;
  const lower = value.toLowerCase();
  const candidates = await db
    .selectFrom('people')
    .selectAll()
    // A candidate list (the column may hold several addresses), checked exactly below; LIKE wildcards escaped.
    .where(sql<SqlBool>`lower(email) like ${`%${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`)
    .execute();
  const people = candidates.filter((person) =>
    (person.email ?? '').split(/[;,]/).some((email) => email.trim().toLowerCase() === lower),
  );
  if (people.length !== 1) return undefined;
  const login = await db
    .selectFrom('logins')
    .selectAll()
    .where('person_id', '=', people[0]!.id)
    .orderBy('id')
    .executeTakeFirst();
  return login ? { loginId: login.id, login: login.login, base: login.base, person: people[0]! } : undefined;
}

export function findPerson(db: Kysely<Database>, personId: number): Promise<PersonRow | undefined> {
  return db.selectFrom('people').selectAll().where('id', '=', personId).executeTakeFirst();
}

/**
 * Every login a user code may stand for: the login itself, or, when the code is a tax id (CPF)
 * shared by several person records of one human (a student who is also an employee), the first
 * login of each of them. This is the spec's "duplicate persons" (000 §4 two-step login).
 */
export async function findLoginsForUserCode(db: Kysely<Database>, code: string): Promise<LoginMatch[]> {
  const direct = await findLogin(db, code);
  if (direct) return [direct];
  const digits = code.replace(/\D/g, '');
  if (digits.length === 0 || digits !== code.replace(/[.\-\s]/g, '')) return [];
  const people = await db.selectFrom('people').selectAll().where('tax_id', '=', digits).orderBy('id').execute();
  const matches: LoginMatch[] = [];
  for (const person of people) {
    const login = await db
      .selectFrom('logins')
      .selectAll()
      .where('person_id', '=', person.id)
      .orderBy('id')
      .executeTakeFirst();
    if (login) matches.push({ loginId: login.id, login: login.login, base: login.base, person });
  }
  return matches;
}

/** The logins of a person and of the other person records of the same human (same tax id). */
export async function findRelatedLogins(db: Kysely<Database>, person: PersonRow): Promise<Array<LoginMatch>> {
  let people = [person];
  if (person.tax_id)
    people = await db.selectFrom('people').selectAll().where('tax_id', '=', person.tax_id).orderBy('id').execute();
  const rows = await db
    .selectFrom('logins')
    .selectAll()
    .where(
      'person_id',
      'in',
      people.map((p) => p.id),
    )
    .orderBy('person_id')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    loginId: row.id,
    login: row.login,
    base: row.base,
    person: people.find((p) => p.id === row.person_id)!,
  }));
}

export async function categoryName(db: Kysely<Database>, code: string): Promise<string> {
  const row = await db.selectFrom('patron_categories').select('name').where('code', '=', code).executeTakeFirst();
  return row?.name ?? code;
}

/** Functions (cod_modulo + cod_atividade) of the person's category and of the person, without repeats. */
export async function findPermissions(
  db: Kysely<Database>,
  person: PersonRow,
): Promise<Array<{ cod_modulo: number; cod_atividade: number }>> {
  const byCategory = await db
    .selectFrom('category_permissions')
    .select(['module_code', 'activity_code'])
    .where('category_code', '=', person.category_code)
    .execute();
  const byPerson = await db
    .selectFrom('person_permissions')
    .select(['module_code', 'activity_code'])
    .where('person_id', '=', person.id)
    .execute();
  const seen = new Map<string, { cod_modulo: number; cod_atividade: number }>();
  for (const row of [...byCategory, ...byPerson]) {
    seen.set(`${row.module_code}:${row.activity_code}`, {
      cod_modulo: Number(row.module_code),
      cod_atividade: Number(row.activity_code),
    });
  }
  return [...seen.values()].sort((a, b) => a.cod_modulo - b.cod_modulo || a.cod_atividade - b.cod_atividade);
}

export async function lockPerson(db: Kysely<Database>, personId: number, until: string, now: Date): Promise<void> {
  await db
    .updateTable('people')
    .set({ locked_until: until, failed_logins: 0, updated_at: now.toISOString() })
    .where('id', '=', personId)
    .execute();
}

export async function clearFailedLogins(db: Kysely<Database>, personId: number): Promise<void> {
  await db.updateTable('people').set({ failed_logins: 0, locked_until: null }).where('id', '=', personId).execute();
}

export async function updatePasswordHash(
  db: Kysely<Database>,
  personId: number,
  hash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('people')
    .set({ password_hash: hash, updated_at: now.toISOString() })
    .where('id', '=', personId)
    .execute();
}

/** Whether the person may not sign in now: blocked by the library or locked after failures. */
export function isLocked(person: PersonRow, now: Date): boolean {
  return person.locked_until !== null && person.locked_until > now.toISOString();
}

/** Writes the person's language only when it changes (person-language.ts). */
export async function savePersonLanguage(db: Kysely<Database>, personId: number, language: string): Promise<void> {
  await db
    .updateTable('people')
    .set({ language })
    .where('id', '=', personId)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .execute();
}

/** Whether the person holds a function (cod_modulo, cod_atividade), granted to them or to their category. */
export async function holdsFunction(
  db: Kysely<Database>,
  personId: number,
  moduleCode: number,
  activityCode: number,
): Promise<boolean> {
  const byPerson = await db
    .selectFrom('person_permissions')
    .select('person_id')
    .where('person_id', '=', personId)
    .where('module_code', '=', moduleCode)
    .where('activity_code', '=', activityCode)
    .executeTakeFirst();
  if (byPerson) return true;
  const byCategory = await db
    .selectFrom('people')
    .innerJoin('category_permissions', 'category_permissions.category_code', 'people.category_code')
    .select('people.id')
    .where('people.id', '=', personId)
    .where('category_permissions.module_code', '=', moduleCode)
    .where('category_permissions.activity_code', '=', activityCode)
    .executeTakeFirst();
  return byCategory !== undefined;
}
