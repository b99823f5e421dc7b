import { STAFF_FUNCTIONS, STAFF_MODULE, type StaffFunctionName } from '@estante/contracts';
import { patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import type { TestApp } from '../testing/test-app.ts';

/** A staff member holding exactly the staff functions named (granted per person, like the admin CLI does). */
export async function staffSession(
  testApp: TestApp,
  login: string,
  functions: readonly StaffFunctionName[],
): Promise<Session> {
  const session = await patronSession(testApp, login, { name: `Equipe ${login}` });
  for (const name of functions)
    await testApp.database.db
      .insertInto('person_permissions')
      .values({ person_id: session.personId, module_code: STAFF_MODULE, activity_code: STAFF_FUNCTIONS[name] })
      .execute();
  return session;
}
