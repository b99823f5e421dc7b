import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, TEST_PASSWORD } from '../auth/auth-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const PATH = '/api/pessoas/meupergamum/troca-usuario';

describe('/pessoas/{self-service}/troca-usuario: user swap between the person’s linked logins', () => {
  let testApp: TestApp;
  let inject: TestApp['app']['inject'];
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    inject = testApp.app.inject.bind(testApp.app);
    const { db } = testApp.database;
    // One human: a student record with two logins, and an employee record sharing the tax id.
    await createPatron(db, { logins: ['troca.aluno', 'troca.2020'], name: 'Marta Rocha', taxId: '39053344705' });
    await createPatron(db, { logins: ['troca.func'], name: 'Marta Rocha', taxId: '39053344705', category: '08' });
    await createPatron(db, { logins: ['troca.bloq'], name: 'Marta Rocha', taxId: '39053344705', blocked: true });
    await createPatron(db, { logins: ['troca.outra'], name: 'Outra Pessoa' });
    const session = await inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: 'troca.aluno', password: TEST_PASSWORD },
    });
    token = session.json().access_token;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const swap = (usuario: string, language = '5') =>
    inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: `Bearer ${token}`, idioma: language },
      payload: { usuario },
    });
  const userOf = async (accessToken: string) =>
    (await inject({ url: '/api/pessoas', headers: { authorization: `Bearer ${accessToken}` } })).json().user;

  it('switches to another login of the person, or of their record with the same tax id', async () => {
    const own = await swap('troca.2020');
    expect(own.statusCode).toBe(200);
    expect(own.json().refresh_token).toEqual(expect.any(String));
    expect((await userOf(own.json().access_token)).login).toBe('troca.2020');
    const employee = await swap(' troca.func ');
    expect(employee.statusCode).toBe(200);
    expect(await userOf(employee.json().access_token)).toMatchObject({ login: 'troca.func', categoria: '08' });
  });

  it('requires the user field and refuses users that are not the person’s', async () => {
    const empty = await swap('  ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toMatchObject({ code: 'CampoObrigatorioNaoPreenchido', details: { campo: 'usuario' } });
    const foreign = await swap('troca.outra');
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.code).toBe('UsuarioNaoEncontrado');
    expect((await swap('nobody')).json().error.code).toBe('UsuarioNaoEncontrado');
    const blocked = await swap('troca.bloq');
    expect(blocked.statusCode).toBe(430);
    expect(blocked.json().error.code).toBe('ACESSO_BLOQUEADO');
    expect((await inject({ method: 'POST', url: PATH, payload: { usuario: 'troca.func' } })).statusCode).toBe(401);
  });
});
