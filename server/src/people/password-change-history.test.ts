import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, TEST_PASSWORD, updateAuthSettings } from '../auth/auth-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const PATH = '/api/pessoas/meupergamum/senha';
/** The institution's "must not equal the last N passwords" (spec 000 §5), the current one counted first. */
const LAST_N = 4;

/**
 * Pins the history rule at its edge (issue 27, finding 9: a mutant that kept only the last N−1 passwords
 * survived): with N = 4, the 4th most recent password is refused and the 5th is accepted.
 */
describe('password history: none of the last N passwords again', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await createPatron(testApp.database.db, { logins: ['historico.rui'], name: 'Rui Prado' });
    await updateAuthSettings(testApp.database.db, {
      passwordRules: { last_pw: LAST_N },
      // Every change attempt counts against the lockout threshold; this test makes nine.
      lockoutThreshold: 20,
      loginThrottle: { perAccount: 100, perAddress: 1000, windowSeconds: 60 },
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** Signs in with the current password and asks for a new one; every change ends the sessions. */
  const change = async (current: string, next: string) => {
    const token = await testApp.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: 'historico.rui', password: current },
    });
    expect(token.statusCode).toBe(200);
    return testApp.app.inject({
      method: 'PUT',
      url: PATH,
      headers: { authorization: `Bearer ${token.json().access_token}`, idioma: '5' },
      payload: { senhaAtual: current, senhaNova: next },
    });
  };

  it('refuses exactly the Nth previous password and accepts the N+1th', async () => {
    // TEST_PASSWORD is the first; four changes make "Quarta#2027" the current one.
    const passwords = [TEST_PASSWORD, 'Primeira#2027', 'Segunda#2027', 'Terceira#2027', 'Quarta#2027'];
    for (let index = 1; index < passwords.length; index += 1) {
      const response = await change(passwords[index - 1]!, passwords[index]!);
      expect(response.statusCode, response.body).toBe(200);
    }
    const current = 'Quarta#2027';

    // The last four, most recent first: Quarta (current), Terceira, Segunda, Primeira.
    for (const recent of ['Quarta#2027', 'Terceira#2027', 'Segunda#2027', 'Primeira#2027']) {
      const refused = await change(current, recent);
      expect(refused.statusCode, recent).toBe(422);
      expect(refused.json().error).toMatchObject({ code: 'SenhaJaUtilizada', details: { broken: ['last_pw'] } });
    }
    // The fifth most recent is old enough.
    const accepted = await change(current, TEST_PASSWORD);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
