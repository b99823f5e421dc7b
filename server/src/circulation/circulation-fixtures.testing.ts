import type { MarcRecord } from '@estante/core';
import { FALLBACK_POLICY, type LoanPolicy } from '@estante/core';
import { createPatron, seedCategories, TEST_PASSWORD } from '../auth/auth-fixtures.testing.ts';
import { CIRCULATION_FUNCTION } from '../auth/index.ts';
import { importMarcRecords } from '../catalogue/index.ts';
import type { TestApp } from '../testing/test-app.ts';
import { saveLoanPolicy } from './loan-policy.repository.ts';

/** Test catalogue and people for circulation tests, built through the import and the staff API. */

export interface TitleSpec {
  key: string;
  title: string;
  copies: { library: string; barcode: string; itemType?: string; volume?: string }[];
}

function marcFor(spec: TitleSpec): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: spec.key },
      { tag: '003', value: 'ESTANTE-TEST' },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: spec.title }] },
      ...spec.copies.map((copy) => ({
        tag: '952',
        ind1: ' ',
        ind2: ' ',
        subfields: [
          { code: 'a', value: copy.library },
          { code: 'b', value: copy.library },
          { code: 'p', value: copy.barcode },
          { code: 'y', value: copy.itemType ?? 'LIVRO' },
          ...(copy.volume ? [{ code: 'h', value: `v. ${copy.volume}` }] : []),
        ],
      })),
    ],
  };
}

/** Imports the titles as MARC with Koha 952 items; returns record ids by key. */
export function importTitles(testApp: TestApp, specs: TitleSpec[]): Promise<Record<string, number>> {
  return importRecords(testApp, specs.map(marcFor));
}

/** Imports MARC records through the catalogue import; returns record ids by control number (001). */
export async function importRecords(testApp: TestApp, records: MarcRecord[]): Promise<Record<string, number>> {
  async function* results() {
    let position = 0;
    for (const record of records) yield { ok: true as const, position: ++position, record, warnings: [] };
  }
  await importMarcRecords(testApp.app.context, results());
  const keys = records.map((record) => record.fields.find((field) => field.tag === '001'));
  const rows = await testApp.database.db
    .selectFrom('records')
    .select(['id', 'control_number'])
    .where(
      'control_number',
      'in',
      keys.map((field) => (field && 'value' in field ? field.value : '')),
    )
    .execute();
  return Object.fromEntries(rows.map((row) => [row.control_number!, row.id]));
}

export async function setPolicy(testApp: TestApp, patch: Partial<LoanPolicy>): Promise<void> {
  await seedCategories(testApp.database.db);
  await saveLoanPolicy(testApp.database.db, { ...FALLBACK_POLICY, ...patch });
}

export interface Session {
  personId: number;
  login: string;
  token: string;
}

export async function signIn(testApp: TestApp, login: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', username: login, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${login} failed: ${response.body}`);
  return response.json().access_token as string;
}

export async function patronSession(
  testApp: TestApp,
  login: string,
  options: { name?: string; email?: string; category?: string } = {},
): Promise<Session> {
  const patron = await createPatron(testApp.database.db, {
    logins: [login],
    name: options.name ?? `Patron ${login}`,
    email: options.email ?? `${login}@example.edu`,
    category: options.category,
  });
  return { personId: patron.personId, login, token: await signIn(testApp, login) };
}

/** A librarian holding the circulation-desk function. */
export async function deskSession(testApp: TestApp, login = 'balcao'): Promise<Session> {
  const session = await patronSession(testApp, login, { name: 'Balcão de Circulação' });
  await testApp.database.db
    .insertInto('person_permissions')
    .values({
      person_id: session.personId,
      module_code: CIRCULATION_FUNCTION.module,
      activity_code: CIRCULATION_FUNCTION.activity,
    })
    .execute();
  return session;
}

export function caller(testApp: TestApp, session: Session) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${session.token}`, idioma: '5' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
