import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, TEST_PASSWORD, updateAuthSettings } from '../auth/auth-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const PATH = '/api/pessoas/meupergamum/senha';

describe('/pessoas/{self-service}/senha: password change in the personal area', () => {
  let testApp: TestApp;
  let inject: TestApp['app']['inject'];

  beforeAll(async () => {
    testApp = await createTestApp();
    inject = testApp.app.inject.bind(testApp.app);
    await createPatron(testApp.database.db, { logins: ['senha.lia'], name: 'Lia Tavares Mendes' });
    await createPatron(testApp.database.db, { logins: ['senha.teo'], name: 'Teo Nunes' });
    await updateAuthSettings(testApp.database.db, {
      lockoutThreshold: 3,
      // Sign-in throttling is tested elsewhere; these tests sign in often.
      loginThrottle: { perAccount: 100, perAddress: 1000, windowSeconds: 60 },
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const signIn = (username: string, password: string) =>
    inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username, password } });
  const session = async (username: string, password = TEST_PASSWORD) => (await signIn(username, password)).json();
  const change = (token: string, senhaAtual: string, senhaNova: string) =>
    inject({
      method: 'PUT',
      url: PATH,
      headers: { authorization: `Bearer ${token}`, idioma: '5' },
      payload: { senhaAtual, senhaNova },
    });
  const passwordHash = async (login: string) =>
    (
      await testApp.database.db
        .selectFrom('people')
        .innerJoin('logins', 'logins.person_id', 'people.id')
        .select('people.password_hash')
        .where('logins.login', '=', login)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('gives the institution’s rules, the same as recovery', async () => {
    const { access_token } = await session('senha.lia');
    const response = await inject({ url: PATH, headers: { authorization: `Bearer ${access_token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Lia Tavares Mendes',
      rules: {
        length: { min: 8, max: 64 },
        has_numbers: true,
        only_numbers: false,
        special_char: true,
        diff_case: true,
        diff_name: true,
        last_pw: 3,
      },
    });
    expect((await inject({ url: PATH })).statusCode).toBe(401);
  });

  it('refuses a wrong current password, a password that breaks a rule and a recent one, changing nothing', async () => {
    const { access_token } = await session('senha.lia');
    const before = await passwordHash('senha.lia');

    const wrong = await change(access_token, 'Errada#2026', 'Biblioteca#2027');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({
      code: 'SenhaAtualIncorreta',
      message: 'The current password is not correct.',
    });

    const weak = await change(access_token, TEST_PASSWORD, 'tavares2027');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.code).toBe('SenhaNaoConfereCriterios');
    expect(weak.json().error.details.broken).toEqual(['special_char', 'diff_case', 'diff_name']);

    const same = await change(access_token, TEST_PASSWORD, ` ${TEST_PASSWORD} `);
    expect(same.statusCode).toBe(422);
    expect(same.json().error.code).toBe('SenhaJaUtilizada');

    expect(await passwordHash('senha.lia')).toBe(before);
    expect((await signIn('senha.lia', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password (trimmed), ends every session, and remembers the old one', async () => {
    const first = await session('senha.teo');
    const other = await session('senha.teo');
    const changed = await change(first.access_token, TEST_PASSWORD, '  Acervo#Novo2027 ');
    expect(changed.statusCode, changed.body).toBe(200);

    expect((await signIn('senha.teo', TEST_PASSWORD)).statusCode).toBe(401);
    const again = await signIn('senha.teo', 'Acervo#Novo2027');
    expect(again.statusCode).toBe(200);
    // Both earlier sign-ins are over: their refresh tokens no longer work.
    for (const old of [first, other]) {
      const refresh = await inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'refresh_token', refresh_token: old.refresh_token },
      });
      expect(refresh.statusCode).toBe(401);
    }
    // The previous password is in the history now.
    const back = await change(again.json().access_token, 'Acervo#Novo2027', TEST_PASSWORD);
    expect(back.json().error.code).toBe('SenhaJaUtilizada');
  });

  it('limits attempts per patron before any password check', async () => {
    const { access_token } = await session('senha.lia');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await change(access_token, `Errada#${attempt}x`, 'Biblioteca#2027')).statusCode);
    // Three attempts were already spent by the test above (lockoutThreshold 3).
    expect(statuses).toEqual([429, 429, 429, 429, 429]);
    const limited = await change(access_token, TEST_PASSWORD, 'Biblioteca#2027');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await signIn('senha.lia', TEST_PASSWORD)).statusCode).toBe(200);
  });
});
