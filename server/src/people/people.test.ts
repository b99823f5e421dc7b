import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, setCaptcha, TEST_PASSWORD, updateAuthSettings } from '../auth/auth-fixtures.testing.ts';
import { ONE_TIME_TOKEN_GRANT } from '../auth/token.routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('/api/pessoas sign-in calls: duplicates, logins, switch, links, captcha', () => {
  let testApp: TestApp;
  let inject: TestApp['app']['inject'];

  beforeAll(async () => {
    testApp = await createTestApp();
    inject = testApp.app.inject.bind(testApp.app);
    const { db } = testApp.database;
    // One human, two person records (student and employee) sharing a tax id; one person with two logins.
    await createPatron(db, { logins: ['2019042'], name: 'Carlos Eduardo Lima', taxId: '12345678909', category: '01' });
    await createPatron(db, { logins: ['8800123'], name: 'Carlos Eduardo Lima', taxId: '12345678909', category: '08' });
    await createPatron(db, { logins: ['prof.helena', '1990123'], name: 'Helena Martins Ribeiro' });
    await updateAuthSettings(db, { externalResources: { pearson: 'https://pearson.example.org/sso?x=1' } });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const signIn = async (username: string) =>
    (
      await inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'password', username, password: TEST_PASSWORD },
      })
    ).json();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('lists duplicate persons for a tax id (two-step login) and none for a plain login', async () => {
    const duplicates = await inject({ url: '/api/pessoas/duplicadas?usuario=123.456.789-09' });
    expect(duplicates.statusCode).toBe(200);
    expect(duplicates.json()).toEqual([
      { codigo: '2019042', nome: 'Carlos Eduardo Lima (Aluno de graduação)', base: null },
      { codigo: '8800123', nome: 'Carlos Eduardo Lima (Funcionário)', base: null },
    ]);
    expect((await inject({ url: '/api/pessoas/duplicadas?usuario=2019042' })).json()).toEqual([]);
    // Signing in with the shared tax id asks which person.
    const ambiguous = await inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: '12345678909', password: TEST_PASSWORD },
    });
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json().error.code).toBe('EscolhaLogin');
  });

  it("lists the person's logins and switches login with a new token pair", async () => {
    const session = await signIn('prof.helena');
    const logins = await inject({ url: '/api/pessoas/login', headers: bearer(session.access_token) });
    expect(logins.json().map((option: { codigo: string }) => option.codigo)).toEqual(['prof.helena', '1990123']);
    const switched = await inject({
      method: 'PUT',
      url: '/api/pessoas/troca-login',
      headers: bearer(session.access_token),
      payload: { codigo: '1990123' },
    });
    expect(switched.statusCode).toBe(200);
    const user = await inject({ url: '/api/pessoas', headers: bearer(switched.json().access_token) });
    expect(user.json().user.login).toBe('1990123');
    const foreign = await inject({
      method: 'PUT',
      url: '/api/pessoas/troca-login',
      headers: bearer(session.access_token),
      payload: { codigo: '2019042' },
    });
    expect(foreign.statusCode).toBe(404);

    // Carlos the student may switch to Carlos the employee (same tax id).
    const carlos = await signIn('2019042');
    const toEmployee = await inject({
      method: 'PUT',
      url: '/api/pessoas/troca-login',
      headers: bearer(carlos.access_token),
      payload: { codigo: '8800123' },
    });
    expect(
      (await inject({ url: '/api/pessoas', headers: bearer(toEmployee.json().access_token) })).json().user
        .desc_categoria,
    ).toBe('Funcionário');
  });

  it('gives a personal-area link whose one-time token opens a session once', async () => {
    const session = await signIn('2019042');
    const link = await inject({
      url: '/api/pessoas/meupergamum/redirect?url=/meupergamum/emprestimos',
      headers: bearer(session.access_token),
    });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().url);
    expect(url.pathname).toBe('/meupergamum');
    expect(url.search).toBe('');
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect(fragment.get('redirect')).toBe('/meupergamum/emprestimos');
    const ott = fragment.get('ott')!;
    // A one-time token is not an access token.
    expect((await inject({ url: '/api/pessoas', headers: bearer(ott) })).statusCode).toBe(401);
    const exchange = () =>
      inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: ONE_TIME_TOKEN_GRANT, token: ott } });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    expect((await inject({ url: '/api/pessoas', headers: bearer(first.json().access_token) })).json().user.login).toBe(
      '2019042',
    );
    expect((await exchange()).statusCode).toBe(401);
    // Open redirects are dropped.
    const evil = await inject({
      url: '/api/pessoas/meupergamum/redirect?url=//evil.example',
      headers: bearer(session.access_token),
    });
    expect(new URLSearchParams(new URL(evil.json().url).hash.slice(1)).get('redirect')).toBeNull();
  });

  it('gives an external-resource link the provider redeems once, only for that provider', async () => {
    const session = await signIn('2019042');
    const link = await inject({
      url: '/api/pessoas/token-redireciona?nome=pearson',
      headers: bearer(session.access_token),
    });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().url);
    expect(url.origin + url.pathname).toBe('https://pearson.example.org/sso');
    const token = url.searchParams.get('token')!;
    const redeem = (nome: string) =>
      inject({ method: 'POST', url: '/api/pessoas/token-redireciona/validar', payload: { token, nome } });
    expect((await redeem('gale')).statusCode).toBe(401);
    const identity = await redeem('pearson');
    expect(identity.json()).toMatchObject({ nome: 'Carlos Eduardo Lima', login: '2019042' });
    expect((await redeem('pearson')).statusCode).toBe(401);
    const unknown = await inject({
      url: '/api/pessoas/token-redireciona?nome=gale',
      headers: bearer(session.access_token),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('RecursoExternoNaoConfigurado');
    expect((await inject({ url: '/api/pessoas/token-redireciona?nome=pearson' })).statusCode).toBe(401);
  });

  it('asks for a solved proof-of-work captcha on login and recovery when function 1120 is on, once per solution', async () => {
    const { db } = testApp.database;
    expect((await inject('/api/captcha')).json()).toEqual({ enabled: false });
    await setCaptcha(db, true);
    try {
      expect((await inject('/api/captcha')).json()).toEqual({ enabled: true });
      const login = (recaptcha_token?: string) =>
        inject({
          method: 'POST',
          url: '/oauth/token',
          payload: {
            grant_type: 'password',
            username: '2019042',
            password: TEST_PASSWORD,
            ...(recaptcha_token ? { recaptcha_token } : {}),
          },
        });
      const missing = await login();
      expect(missing.statusCode).toBe(422);
      expect(missing.json().error.code).toBe('AuthCAPTCHAError');

      const solve = async () => {
        const challenge = (await inject('/api/captcha/desafio')).json();
        const solution = await solveChallenge({ challenge, deriveKey });
        return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      };
      const payload = await solve();
      expect((await login(payload)).statusCode).toBe(200);
      expect((await login(payload)).json().error.code).toBe('AuthCAPTCHAError');

      const recovery = await inject({ url: '/api/pessoas/2019042/recuperar-senha' });
      expect(recovery.json().error.code).toBe('AuthCAPTCHAError');
    } finally {
      await setCaptcha(db, false);
    }
  });
});
