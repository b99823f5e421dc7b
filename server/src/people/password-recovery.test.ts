import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, TEST_PASSWORD, updateAuthSettings } from '../auth/auth-fixtures.testing.ts';
import { codeFromMail, startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('password recovery with the code sent by e-mail', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let inject: TestApp['app']['inject'];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    inject = testApp.app.inject.bind(testApp.app);
    await createPatron(testApp.database.db, { logins: ['2024001'], email: 'ana.souza@aluno.exemplo.edu.br' });
    await createPatron(testApp.database.db, { logins: ['semmail'], email: null, name: 'Sem Email' });
    // Many sends in this file; the per-account limit is tested on its own at the end.
    await updateAuthSettings(testApp.database.db, { recovery: { sendsPerWindow: 100 } });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const start = async (user = '2024001') => {
    const before = smtp.messages.length;
    const response = await inject({ url: `/api/pessoas/${user}/recuperar-senha`, headers: { idioma: '5' } });
    return { response, code: response.statusCode === 200 ? codeFromMail(await smtp.nextMessage(before)) : '' };
  };
  const validate = (code: string, user = '2024001') =>
    inject({ method: 'POST', url: `/api/pessoas/${user}/recuperar-senha`, payload: { code } });
  const change = (code: string, password: string, user = '2024001') =>
    inject({ method: 'PUT', url: `/api/pessoas/${user}/recuperar-senha`, payload: { code, password } });
  const signIn = (password: string) =>
    inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: '2024001', password } });

  it('sends a numeric code and answers masked e-mails, name, length and expiry', async () => {
    const { response, code } = await start();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      emails: ['an*******@aluno.exemplo.edu.br'],
      name: 'An*** B*** S***',
      length: 6,
      tte: 900,
    });
    expect(code).toMatch(/^\d{6}$/);
    expect(smtp.messages.at(-1)!.to).toEqual(['ana.souza@aluno.exemplo.edu.br']);
    expect(smtp.messages.at(-1)!.raw).toContain('Code to reset your password');
    // The code is stored hashed, never in clear.
    const stored = await testApp.database.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.every((row) => !row.code_hash.includes(code))).toBe(true);
  });

  it('validates the code, returns the rules, sets the password once, and ends old sessions', async () => {
    const session = (await signIn(TEST_PASSWORD)).json();
    const { code } = await start();
    const valid = await validate(code);
    expect(valid.statusCode).toBe(200);
    expect(valid.json().rules).toMatchObject({ length: { min: 8, max: 64 }, special_char: true, last_pw: 3 });

    expect((await change(code, '  Nova#Senha2026  ')).statusCode).toBe(200);
    expect((await signIn('Nova#Senha2026')).statusCode).toBe(200);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(401);
    // Single use.
    const again = await change(code, 'Outra#Senha2026');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('CodigoExpirado');
    // The refresh token from before the change is dead.
    const refresh = await inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('rejects what each password rule forbids, on the server', async () => {
    const { code } = await start();
    const cases: Array<[string, string]> = [
      ['Ab#1', 'length'],
      ['Sem#Numeros', 'has_numbers'],
      ['SemEspecial123', 'special_char'],
      ['minusculas#123', 'diff_case'],
      ['Beatriz#2026x', 'diff_name'],
    ];
    for (const [password, rule] of cases) {
      const response = await change(code, password);
      expect(response.statusCode, password).toBe(422);
      expect(response.json().error.code).toBe('SenhaNaoConfereCriterios');
      expect(response.json().error.details.broken).toContain(rule);
    }
  });

  it('refuses the last N passwords, and applies only_numbers when the institution asks for it', async () => {
    let { code } = await start();
    const reused = await change(code, 'Nova#Senha2026');
    expect(reused.json().error.code).toBe('SenhaJaUtilizada');
    const older = await change(code, TEST_PASSWORD);
    expect(older.json().error.code).toBe('SenhaJaUtilizada');

    await updateAuthSettings(testApp.database.db, {
      passwordRules: {
        length: { min: 6, max: 8 },
        has_numbers: true,
        only_numbers: true,
        special_char: false,
        diff_case: false,
        diff_name: false,
        last_pw: 1,
      },
    });
    ({ code } = await start());
    const letters = await change(code, 'abc12345');
    expect(letters.json().error.details.broken).toEqual(['only_numbers']);
    expect((await change(code, '20262027')).statusCode).toBe(200);
    await updateAuthSettings(testApp.database.db, { passwordRules: {} });
  });

  it('locks a code after a few wrong tries and lets a new code replace it', async () => {
    const { code } = await start();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let index = 0; index < 5; index += 1) answers.push((await validate(wrong)).json().error.code);
    expect(answers).toEqual(['CodigoInvalido', 'CodigoInvalido', 'CodigoInvalido', 'CodigoInvalido', 'CodigoExpirado']);
    expect((await validate(code)).json().error.code).toBe('CodigoExpirado');
    const fresh = await start();
    expect((await validate(code)).statusCode).toBe(422);
    expect((await validate(fresh.code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { code } = await start();
    await testApp.database.db
      .updateTable('recovery_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    expect((await validate(code)).json().error.code).toBe('CodigoExpirado');
  });

  it('answers 422 with a server message for unknown users and users without e-mail, and 429 after too many sends', async () => {
    const unknown = await start('ninguem');
    expect(unknown.response.statusCode).toBe(422);
    expect(unknown.response.json().error.code).toBe('UsuarioNaoEncontrado');
    const noEmail = await start('semmail');
    expect(noEmail.response.json().error.code).toBe('UsuarioSemEmail');
    await updateAuthSettings(testApp.database.db, { recovery: { sendsPerWindow: 3 } });
    await testApp.database.db.deleteFrom('throttle_counters').execute();
    let status = 200;
    for (let index = 0; index < 5 && status === 200; index += 1)
      status = (await inject({ url: '/api/pessoas/2024001/recuperar-senha' })).statusCode;
    expect(status).toBe(429);
  });
});
