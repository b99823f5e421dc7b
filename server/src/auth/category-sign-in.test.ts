import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createPatron, TEST_PASSWORD } from './auth-fixtures.testing.ts';

/** The category select of the login form (docs/auth.md "Login form variants"): categories, then a sign-in in one. */
describe('sign-in with a patron category', () => {
  let testApp: TestApp;
  let inject: TestApp['app']['inject'];
  const signIn = (payload: Record<string, string>) =>
    inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', client_id: 'estante-web', password: TEST_PASSWORD, ...payload },
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    inject = testApp.app.inject.bind(testApp.app);
    // One human, two person records (student and employee) under one tax id.
    await createPatron(testApp.database.db, { logins: ['2024001'], taxId: '12345678909', category: '01' });
    await createPatron(testApp.database.db, {
      logins: ['F-5501'],
      taxId: '12345678909',
      category: '08',
      name: 'Ana Beatriz Souza (servidora)',
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists the patron categories for the select, without a token', async () => {
    const response = await inject('/api/pessoas/categorias');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { codigo: '01', nome: 'Aluno de graduação' },
      { codigo: '08', nome: 'Funcionário' },
    ]);
  });

  it('reads the user code in the chosen category, so a shared tax id needs no person select', async () => {
    expect((await signIn({ username: '123.456.789-09' })).json().error.code).toBe('EscolhaLogin');

    const asEmployee = await signIn({ username: '123.456.789-09', categoria: '08' });
    expect(asEmployee.statusCode).toBe(200);
    const user = await inject({
      url: '/api/pessoas',
      headers: { authorization: `Bearer ${asEmployee.json().access_token}` },
    });
    expect(user.json().user).toMatchObject({ login: 'F-5501', categoria: '08' });

    const asStudent = await signIn({ username: '12345678909', categoria: '01' });
    const student = await inject({
      url: '/api/pessoas',
      headers: { authorization: `Bearer ${asStudent.json().access_token}` },
    });
    expect(student.json().user).toMatchObject({ login: '2024001', categoria: '01' });
  });

  it('refuses a user code that has no record in the chosen category as a wrong user or password', async () => {
    const response = await signIn({ username: 'F-5501', categoria: '01' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UsuarioOuSenhaIncorretaCustom');
  });
});
