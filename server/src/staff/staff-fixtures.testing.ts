import { STAFF_FUNCTIONS, STAFF_MODULE, type StaffFunctionName } from '@estante/contracts';
import { patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import type { TestApp } from '../testing/test-app.ts';

/** A signed-in person holding exactly these staff functions (granted to the person; none: a patron). */
export async function staffSession(
  testApp: TestApp,
  login: string,
  functions: readonly StaffFunctionName[],
  options: { name?: string } = {},
): Promise<Session> {
  const session = await patronSession(testApp, login, { name: options.name ?? `Staff ${login}` });
  if (functions.length > 0) {
    await testApp.database.db
      .insertInto('person_permissions')
      .values(
        functions.map((name) => ({
          person_id: session.personId,
          module_code: STAFF_MODULE,
          activity_code: STAFF_FUNCTIONS[name],
        })),
      )
      .execute();
  }
  return session;
}
