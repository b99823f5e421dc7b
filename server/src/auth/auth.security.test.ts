import { base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-commands.ts';
import { codeFromMail, startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { maskName } from '../people/mask-name.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createPatron, TEST_PASSWORD, updateAuthSettings } from './auth-fixtures.testing.ts';
import { normaliseLoginIdentifier } from './login-identifier.ts';
import { runCounterPruneIfDue } from './prune-counters.ts';
import { sitePath } from './redirect-target.ts';

/**
 * Issue 27, findings 2 and 8 (sign-in part), and the sign-in attacks the probe found refused, kept refused:
 * lockout bypass through tax-id spellings, tokens alive after a logout or a block, staff blocks with a reason,
 * open redirects through control characters, the full name in recovery answers, counters never pruned,
 * forged and tampered tokens, refresh-token reuse, ordinary throttling, recovery-code guessing.
 */
describe('sign-in security', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let inject: TestApp['app']['inject'];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    inject = testApp.app.inject.bind(testApp.app);
    const { db } = testApp.database;
    await createPatron(db, { logins: ['2024101'], taxId: '12345678909', name: 'Maria Silva Oliveira' });
    await createPatron(db, { logins: ['2024102'], taxId: '98765432100' });
    await createPatron(db, { logins: ['2024201'], name: 'Maria Silva Oliveira' });
    await createPatron(db, { logins: ['2024202'] });
    await createPatron(db, { logins: ['2024203'] });
    await createPatron(db, { logins: ['staff01'], name: 'Bibliotecária Chefe' });
    await runAdminCommand(db, ['grant-staff', 'staff01']);
    await updateAuthSettings(db, {
      lockoutThreshold: 5,
      lockoutMinutes: 15,
      loginThrottle: { perAccount: 3, perAddress: 1000, windowSeconds: 60 },
      recovery: { sendsPerWindow: 100 },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const signIn = (username: string, password: string, address = '127.0.0.1', headers: Record<string, string> = {}) =>
    inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: address,
      headers,
      payload: { grant_type: 'password', username, password },
    });
  const refresh = (refreshToken: string) =>
    inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
  const userData = async (accessToken: string) =>
    (await inject({ url: '/api/pessoas', headers: { authorization: `Bearer ${accessToken}` } })).statusCode;
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});
  /** Ends every throttle window now, as if the window had passed. */
  const endThrottleWindows = () =>
    testApp.database.db.updateTable('throttle_counters').set({ window_start: '2000-01-01T00:00:00.000Z' }).execute();

  describe('lockout bypass through tax-id spellings (finding 2)', () => {
    const spellings = [
      '12345678909',
      '123.456.789-09',
      '123 456 789 09',
      '123456789-09',
      ' 12345678909 ',
      '123.456.78909',
      '123-456-789-09',
      '123.456.789.09',
    ];

    it('normalises identifiers to one spelling: tax-id digits, case folded, spaces trimmed', () => {
      expect(spellings.map(normaliseLoginIdentifier)).toEqual(Array(8).fill('12345678909'));
      expect(normaliseLoginIdentifier('  Ana.Souza@Aluno.BR ')).toBe('ana.souza@aluno.br');
      expect(normaliseLoginIdentifier('ANA  SOUZA')).toBe('ana souza');
      expect(normaliseLoginIdentifier('１２３.４５６.７８９-０９')).toBe('12345678909');
    });

    it('checks at most the per-account limit of passwords from 24 concurrent grants spelled differently', async () => {
      // As the probe did, but every password in the burst is wrong: concurrent requests reach the counter in any
      // order, so a right password inside the burst may fairly be among the three checked. What must hold is the
      // count: three passwords checked, whatever the spelling, and the right one refused afterwards.
      const grants = Array.from({ length: 24 }, (_, index) =>
        signIn(spellings[index % spellings.length]!, `wrong-${index}`, `10.1.0.${index + 1}`),
      );
      const statuses = (await Promise.all(grants)).map((response) => response.statusCode);
      expect(tally(statuses)).toEqual({ 401: 3, 429: 21 });
      // The right password, in another spelling or by the login code, is throttled too.
      expect((await signIn('123.456.789-09', TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(429);
      expect((await signIn('2024101', TEST_PASSWORD, '10.1.1.2')).statusCode).toBe(429);
      const person = await testApp.database.db
        .selectFrom('people')
        .select('failed_logins')
        .where('tax_id', '=', '12345678909')
        .executeTakeFirstOrThrow();
      expect(Number(person.failed_logins)).toBe(3);
    });

    it('checks at most the lockout threshold of passwords when the throttle allows more, and then locks', async () => {
      await updateAuthSettings(testApp.database.db, {
        loginThrottle: { perAccount: 100, perAddress: 1000, windowSeconds: 60 },
      });
      try {
        const variants = ['98765432100', '987.654.321-00', '987 654 321 00', '987654321-00'];
        // Before the check was reserved atomically, every request of a burst read "not locked" before any failure
        // was counted, so all twenty were checked. The burst holds wrong passwords only: requests reach the
        // reservation in any order, and a right one among the first five would fairly be checked.
        const grants = Array.from({ length: 20 }, (_, index) =>
          signIn(variants[index % variants.length]!, `wrong-${index}`, `10.2.0.${index + 1}`),
        );
        const statuses = (await Promise.all(grants)).map((response) => response.statusCode);
        // Four wrong passwords answer 401, the fifth locks (430), the other fifteen are refused unchecked.
        expect(tally(statuses)).toEqual({ 401: 4, 430: 16 });
        const rightWhileLocked = await signIn('987.654.321-00', TEST_PASSWORD, '10.2.1.1');
        expect(rightWhileLocked.statusCode).toBe(430);
        expect(rightWhileLocked.json().error.code).toBe('ACESSO_BLOQUEADO');
      } finally {
        await updateAuthSettings(testApp.database.db, {
          loginThrottle: { perAccount: 3, perAddress: 1000, windowSeconds: 60 },
        });
      }
    });

    it('counts unknown identifiers by their normalised spelling', async () => {
      const statuses: number[] = [];
      for (const [index, spelling] of ['Ninguem', ' NINGUEM', 'ninguem ', 'NinGuem'].entries())
        statuses.push((await signIn(spelling, 'x', `10.3.0.${index + 1}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('answers 429 to rapid attempts, then 430 at the threshold, and refuses the right password while locked', async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) statuses.push((await signIn('2024202', `wrong-${index}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      await endThrottleWindows();
      expect((await signIn('2024202', 'wrong-4')).statusCode).toBe(401);
      const locked = await signIn('2024202', 'wrong-5');
      expect(locked.statusCode).toBe(430);
      expect(locked.json().error.code).toBe('ACESSO_BLOQUEADO');
      await endThrottleWindows();
      expect((await signIn('2024202', TEST_PASSWORD)).statusCode).toBe(430);
    });
  });

  describe('throttle counters are pruned by the scheduled job (finding 8)', () => {
    it('removes counters older than a day, keeps recent ones, and runs once per interval across instances', async () => {
      const { db } = testApp.database;
      const now = new Date('2031-03-10T12:00:00.000Z');
      await db
        .insertInto('throttle_counters')
        .values([
          { counter_key: 'test:two-days-old', window_start: '2031-03-08T12:00:00.000Z', hits: 4 },
          { counter_key: 'test:25-hours-old', window_start: '2031-03-09T11:00:00.000Z', hits: 1 },
          { counter_key: 'test:23-hours-old', window_start: '2031-03-09T13:00:00.000Z', hits: 2 },
          { counter_key: 'test:a-minute-old', window_start: '2031-03-10T11:59:00.000Z', hits: 3 },
        ])
        .execute();
      const hourly = 60 * 60_000;
      expect(await runCounterPruneIfDue(db, 'instance-a', now, hourly)).toBeDefined();
      // Another instance ticking within the hour does nothing: the job's lease is taken.
      expect(await runCounterPruneIfDue(db, 'instance-b', new Date('2031-03-10T12:30:00.000Z'), hourly)).toBe(
        undefined,
      );
      const left = await db
        .selectFrom('throttle_counters')
        .select('counter_key')
        .where('counter_key', 'like', 'test:%')
        .orderBy('counter_key')
        .execute();
      expect(left.map((row) => row.counter_key)).toEqual(['test:23-hours-old', 'test:a-minute-old']);
      const nextHour = await runCounterPruneIfDue(db, 'instance-b', new Date('2031-03-10T13:00:00.000Z'), hourly);
      expect(nextHour).toBeDefined();
      const afterNextHour = await db
        .selectFrom('throttle_counters')
        .select('counter_key')
        .where('counter_key', 'like', 'test:%')
        .orderBy('counter_key')
        .execute();
      expect(afterNextHour.map((row) => row.counter_key)).toEqual(['test:23-hours-old', 'test:a-minute-old']);
      await db.deleteFrom('throttle_counters').where('counter_key', 'like', 'test:%').execute();
    });
  });

  describe('access tokens after a logout or a block (finding 8)', () => {
    it('refuses the access token of a sign-in at once after its logout, and only of that sign-in', async () => {
      const kept = (await signIn('2024203', TEST_PASSWORD)).json();
      const ended = (await signIn('2024203', TEST_PASSWORD)).json();
      expect(await userData(ended.access_token)).toBe(200);
      const logout = await inject({ method: 'POST', url: '/oauth/revoke', payload: { token: ended.refresh_token } });
      expect(logout.statusCode).toBe(200);
      expect(await userData(ended.access_token)).toBe(401);
      expect(await userData(kept.access_token)).toBe(200);
    });

    it('refuses the access tokens of a family whose refresh token was replayed', async () => {
      const first = (await signIn('2024203', TEST_PASSWORD)).json();
      const rotated = (await refresh(first.refresh_token)).json();
      expect(await userData(rotated.access_token)).toBe(200);
      const replay = await refresh(first.refresh_token);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error.code).toBe('SessaoExpirada');
      expect(await userData(rotated.access_token)).toBe(401);
      expect(await userData(first.access_token)).toBe(401);
    });

    it('lets staff block a patron with a reason: tokens die at once, sign-in shows the reason; unblock restores', async () => {
      const staff = (await signIn('staff01', TEST_PASSWORD)).json();
      const patron = (await signIn('2024201', TEST_PASSWORD)).json();
      const staffHeaders = { authorization: `Bearer ${staff.access_token}` };

      const notStaff = await inject({
        method: 'PUT',
        url: '/api/admin/pessoas/2024203/bloqueio',
        headers: { authorization: `Bearer ${patron.access_token}` },
        payload: { motivo: 'x' },
      });
      expect(notStaff.statusCode).toBe(403);
      const anonymous = await inject({
        method: 'PUT',
        url: '/api/admin/pessoas/2024203/bloqueio',
        payload: { motivo: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await inject({
        method: 'PUT',
        url: '/api/admin/pessoas/nao-existe/bloqueio',
        headers: staffHeaders,
        payload: { motivo: 'x' },
      });
      expect(unknown.statusCode).toBe(404);
      const blank = await inject({
        method: 'PUT',
        url: '/api/admin/pessoas/2024201/bloqueio',
        headers: staffHeaders,
        payload: { motivo: '   ' },
      });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().error.code).toBe('MotivoBloqueioInvalido');

      const block = await inject({
        method: 'PUT',
        url: '/api/admin/pessoas/2024201/bloqueio',
        headers: staffHeaders,
        payload: { motivo: 'Devolva o livro atrasado no balcão.' },
      });
      expect(block.statusCode).toBe(200);
      expect(block.json()).toMatchObject({ bloqueio: true, motivo: 'Devolva o livro atrasado no balcão.' });

      expect(await userData(patron.access_token)).toBe(401);
      const refused = await refresh(patron.refresh_token);
      expect(refused.statusCode).toBe(401);
      const blockedSignIn = await signIn('2024201', TEST_PASSWORD, '127.0.0.1', { idioma: '5' });
      expect(blockedSignIn.statusCode).toBe(430);
      expect(blockedSignIn.json().error).toEqual({
        code: 'AcessoBloqueadoBiblioteca',
        message: 'Access blocked by the library.',
        details: { motivo: 'Devolva o livro atrasado no balcão.' },
      });
      // The reason is told only to whoever knows the password.
      const wrongPassword = await signIn('2024201', 'wrong');
      expect(wrongPassword.statusCode).toBe(401);
      expect(JSON.stringify(wrongPassword.json())).not.toContain('atrasado');

      const unblock = await inject({
        method: 'DELETE',
        url: '/api/admin/pessoas/2024201/bloqueio',
        headers: staffHeaders,
      });
      expect(unblock.json()).toMatchObject({ bloqueio: false, motivo: null });
      await endThrottleWindows();
      const again = await signIn('2024201', TEST_PASSWORD);
      expect(again.statusCode).toBe(200);
      expect(await userData(again.json().access_token)).toBe(200);
    });

    it('blocks a patron whose live session refreshes into 430 with the reason, from the admin command line', async () => {
      const { db } = testApp.database;
      await endThrottleWindows();
      const patron = (await signIn('2024201', TEST_PASSWORD)).json();
      expect(await runAdminCommand(db, ['block', '2024201', 'Cadastro', 'em', 'revisão'])).toBe('2024201: blocked\n');
      const person = await db
        .selectFrom('people')
        .innerJoin('logins', 'logins.person_id', 'people.id')
        .select(['people.blocked', 'people.block_reason'])
        .where('logins.login', '=', '2024201')
        .executeTakeFirstOrThrow();
      expect(person).toEqual({ blocked: 1, block_reason: 'Cadastro em revisão' });
      expect(await userData(patron.access_token)).toBe(401);
      await endThrottleWindows();
      const refused = await signIn('2024201', TEST_PASSWORD);
      expect(refused.json().error.details).toEqual({ motivo: 'Cadastro em revisão' });
      expect(await runAdminCommand(db, ['unblock', '2024201'])).toBe('2024201: unblocked\n');
      await endThrottleWindows();
      expect((await signIn('2024201', TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('keeps telling a blocked patron the reason on every right password, never locking them out', async () => {
      const { db } = testApp.database;
      await endThrottleWindows();
      await updateAuthSettings(db, { loginThrottle: { perAccount: 100, perAddress: 1000, windowSeconds: 60 } });
      try {
        await createPatron(db, { logins: ['2024204'] });
        await runAdminCommand(db, ['block', '2024204', 'Livro', 'em', 'atraso']);
        // Seven tries with the right password, more than the lockout threshold of 5.
        for (let attempt = 1; attempt <= 7; attempt += 1) {
          const refused = await signIn('2024204', TEST_PASSWORD);
          expect(refused.statusCode, `try ${attempt}`).toBe(430);
          expect(refused.json().error, `try ${attempt}`).toMatchObject({
            code: 'AcessoBloqueadoBiblioteca',
            details: { motivo: 'Livro em atraso' },
          });
        }
        await runAdminCommand(db, ['unblock', '2024204']);
        expect((await signIn('2024204', TEST_PASSWORD)).statusCode).toBe(200);
      } finally {
        await updateAuthSettings(db, { loginThrottle: { perAccount: 3, perAddress: 1000, windowSeconds: 60 } });
      }
    });

    it('refuses a blocked patron the refresh grant with 430 and the reason', async () => {
      const { db } = testApp.database;
      await endThrottleWindows();
      const patron = (await signIn('2024201', TEST_PASSWORD)).json();
      // A block written straight to the row (an import from the library system) without revoking anything.
      await db
        .updateTable('people')
        .set({ blocked: 1, block_reason: 'Débito pendente' })
        .where('id', '=', (qb) => qb.selectFrom('logins').select('person_id').where('login', '=', '2024201'))
        .execute();
      expect(await userData(patron.access_token)).toBe(401);
      const refused = await refresh(patron.refresh_token);
      expect(refused.statusCode).toBe(430);
      expect(refused.json().error).toMatchObject({
        code: 'AcessoBloqueadoBiblioteca',
        details: { motivo: 'Débito pendente' },
      });
      await runAdminCommand(db, ['unblock', '2024201']);
    });
  });

  describe('forged and tampered tokens (held)', () => {
    it('refuses alg none, a tampered subject and a token cut short', async () => {
      await endThrottleWindows();
      const { access_token } = (await signIn('2024203', TEST_PASSWORD)).json();
      const [header, payload, signature] = access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${payload}.`;
      const tampered = `${header}.${base64url.encode(JSON.stringify({ ...claims, sub: '1' }))}.${signature}`;
      const longer = `${header}.${base64url.encode(JSON.stringify({ ...claims, exp: claims.exp + 315_360_000 }))}.${signature}`;
      for (const forged of [none, tampered, longer, `${header}.${payload}`])
        expect(await userData(forged), forged.slice(0, 20)).toBe(401);
      expect(await userData(access_token)).toBe(200);
    });
  });

  describe('password recovery (finding 8 and held)', () => {
    const start = async (user: string) => {
      const before = smtp.messages.length;
      const response = await inject({ url: `/api/pessoas/${user}/recuperar-senha` });
      return { response, code: response.statusCode === 200 ? codeFromMail(await smtp.nextMessage(before)) : '' };
    };

    it('masks the name as it masks the e-mail', async () => {
      const { response } = await start('2024201');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Ma*** S*** O***', emails: ['an*******@aluno.exemplo.edu.br'] });
      expect(JSON.stringify(response.json())).not.toContain('Silva');
      expect(maskName('Ana Beatriz Souza')).toBe('An*** B*** S***');
      expect(maskName('  Édson   Ângelo ')).toBe('Éd*** Â***');
      expect(maskName('Li')).toBe('Li***');
      expect(maskName('')).toBe('***');
    });

    it('locks a code after five wrong tries, the right code included', async () => {
      const { code } = await start('2024203');
      const wrong = code === '000000' ? '111111' : '000000';
      const validate = (value: string) =>
        inject({ method: 'POST', url: '/api/pessoas/2024203/recuperar-senha', payload: { code: value } });
      const answers: string[] = [];
      for (let index = 0; index < 5; index += 1) answers.push((await validate(wrong)).json().error.code);
      expect(answers).toEqual([
        'CodigoInvalido',
        'CodigoInvalido',
        'CodigoInvalido',
        'CodigoInvalido',
        'CodigoExpirado',
      ]);
      expect((await validate(code)).json().error.code).toBe('CodigoExpirado');
    });
  });

  describe('return targets of institutional sign-in (finding 8)', () => {
    it('keeps only paths of this site, refusing control characters raw or encoded', () => {
      for (const target of [
        '/\t/evil.com',
        '/%09/evil.com',
        '\n//evil.com',
        '/\n/evil.com',
        '/%0d%0a/evil.com',
        '/%2F/evil.com',
        '/%5Cevil.com',
        '/%252F%252Fevil.com',
        '//evil.com',
        '/\\evil.com',
        'javascript:alert(1)',
        ' /meupergamum',
        'https://evil.com/',
        '/%',
      ])
        expect(sitePath(target), JSON.stringify(target)).toBe('/');
      expect(sitePath(undefined)).toBe('/');
      expect(sitePath('/meupergamum/emprestimos?pagina=2')).toBe('/meupergamum/emprestimos?pagina=2');
      expect(sitePath('/busca?q=Machado%20de%20Assis')).toBe('/busca?q=Machado%20de%20Assis');
    });
  });
});
