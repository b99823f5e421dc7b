import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type EstanteApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createPatron, TEST_PASSWORD, updateAuthSettings } from './auth-fixtures.testing.ts';

/** Ends every throttle window now, as if the window had passed (no sleeping: hashing time varies under load). */
async function endThrottleWindows(database: TestDatabase): Promise<void> {
  const longAgo = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  await database.db.updateTable('throttle_counters').set({ window_start: longAgo }).execute();
}

describe('brute-force protection and log hygiene', () => {
  let database: TestDatabase;
  let app: EstanteApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      DEMO_DATA: 'off',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'debug',
    });
    // A real pino logger writing into memory, to read what would reach the log files.
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(config, { database, logger: { level: 'debug', stream } });
    await createPatron(database.db, { logins: ['2024001'] });
    await createPatron(database.db, { logins: ['2019042'], name: 'Carlos Eduardo Lima' });
    await createPatron(database.db, { logins: ['2021077'], name: 'João Pedro Alves', blocked: true });
    // Three attempts per account per minute; lock after 5 failures for 15 minutes.
    await updateAuthSettings(database.db, {
      lockoutThreshold: 5,
      lockoutMinutes: 15,
      loginThrottle: { perAccount: 3, perAddress: 100, windowSeconds: 60 },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const attempt = (username: string, password: string, address = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: address,
      payload: { grant_type: 'password', username, password },
    });

  it('answers 429 to rapid attempts, then 430 after the threshold, and refuses the right password while locked', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await attempt('2024001', `wrong-${index}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const throttled = await attempt('2024001', 'wrong-x');
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(throttled.json().error.code).toBe('MuitasTentativas');

    await endThrottleWindows(database);
    expect((await attempt('2024001', 'wrong-4')).statusCode).toBe(401);
    const locked = await attempt('2024001', 'wrong-5');
    expect(locked.statusCode).toBe(430);
    expect(locked.json().error.code).toBe('ACESSO_BLOQUEADO');

    await endThrottleWindows(database);
    const rightWhileLocked = await attempt('2024001', TEST_PASSWORD);
    expect(rightWhileLocked.statusCode).toBe(430);

    // Lock time over (simulated by moving it into the past): the right password works again.
    await database.db
      .updateTable('people')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await attempt('2024001', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles per client address across accounts', async () => {
    await updateAuthSettings(database.db, { loginThrottle: { perAccount: 100, perAddress: 2, windowSeconds: 60 } });
    expect((await attempt('2019042', 'a', '10.0.0.9')).statusCode).toBe(401);
    expect((await attempt('nobody', 'b', '10.0.0.9')).statusCode).toBe(401);
    expect((await attempt('2019042', TEST_PASSWORD, '10.0.0.9')).statusCode).toBe(429);
    expect((await attempt('2019042', TEST_PASSWORD, '10.0.0.10')).statusCode).toBe(200);
    await updateAuthSettings(database.db, { loginThrottle: { perAccount: 100, perAddress: 100, windowSeconds: 60 } });
  });

  it('answers 430 to a person blocked by the library, only with the right password', async () => {
    expect((await attempt('2021077', 'wrong')).statusCode).toBe(401);
    const blocked = await attempt('2021077', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(430);
  });

  it('never writes a password, token or code into a log line', async () => {
    const secretPassword = 'Segredo#Muito#Especial-123';
    await attempt('2019042', secretPassword);
    const signedIn = (await attempt('2019042', TEST_PASSWORD)).json();
    await app.inject({ url: '/api/pessoas', headers: { authorization: `Bearer ${signedIn.access_token}` } });
    await app.inject({ url: '/api/pessoas', headers: { authorization: 'Bearer forged.token.value' } });
    await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: signedIn.refresh_token },
    });
    await app.inject({ url: `/api/pessoas/2019042/recuperar-senha?recaptcha_token=captcha-secret-value` });
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(5);
    for (const secret of [
      secretPassword,
      TEST_PASSWORD,
      signedIn.access_token,
      signedIn.refresh_token,
      'captcha-secret-value',
      'forged.token.value',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('recaptcha_token=%5Bredacted%5D');
  });
});
