import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { caller, deskSession, importTitles, patronSession, setPolicy } from './circulation-fixtures.testing.ts';
import { expireUncollectedHolds } from './expire-holds.ts';
import { HOLD_EXPIRY_JOB, runHoldExpiryIfDue, startHoldExpiryScheduler } from './hold-expiry-scheduler.ts';

const HOLD_FORM = { biblioteca: 'BC', volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const TITLES = ['sch1', 'sch2', 'sch3'];

/** The scheduled hold expiry: a lease row in the database lets one of several server instances run it. */
describe('hold-expiry schedule shared by several instances', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    const ids = await importTitles(
      testApp,
      TITLES.map((key, index) => ({
        key,
        title: `Título ${key}`,
        copies: [{ library: 'BC', barcode: `SCH-${index}` }],
      })),
    );
    await setPolicy(testApp, { holdPickupDays: 1, holdLimit: 10 });
    const desk = caller(testApp, await deskSession(testApp));
    await patronSession(testApp, 'leitor');
    const first = caller(testApp, await patronSession(testApp, 'primeira'));
    const second = caller(testApp, await patronSession(testApp, 'segunda', { email: 'segunda@example.edu' }));
    // Each title: lent, two holds queued, returned → released to "primeira", "segunda" waits behind.
    for (const [index, key] of TITLES.entries()) {
      await desk('POST', '/api/circulacao/emprestimos', { usuario: 'leitor', codigo_barras: `SCH-${index}` });
      for (const patron of [first, second])
        expect((await patron('POST', '/api/reserva', { cod_acervo: ids[key], ...HOLD_FORM })).statusCode).toBe(201);
      await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: `SCH-${index}` });
    }
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const instance = (nowMs: number) => ({
    ...testApp.app.context,
    now: () => new Date(nowMs),
  });

  it('two instances ticking at once: one wins the lease, each hold expires once, each next patron gets one e-mail', async () => {
    const later = Date.now() + 3 * DAY_MS;
    const before = smtp.messages.length;
    const runs = await Promise.all([
      runHoldExpiryIfDue(instance(later), 'instance-a', HOUR_MS),
      runHoldExpiryIfDue(instance(later), 'instance-b', HOUR_MS),
    ]);
    expect(runs.filter((run) => run === undefined)).toHaveLength(1);
    expect(runs.find((run) => run !== undefined)).toEqual({ expired: TITLES.length });

    const { db } = testApp.database;
    const holds = await db.selectFrom('holds').select(['status']).execute();
    expect(holds.filter((hold) => hold.status === 'expired')).toHaveLength(TITLES.length);
    expect(holds.filter((hold) => hold.status === 'released')).toHaveLength(TITLES.length);
    for (let index = 0; index < TITLES.length; index++) await smtp.nextMessage(before + index);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.slice(before).map((mail) => mail.to)).toEqual(TITLES.map(() => ['segunda@example.edu']));
    const lease = await db
      .selectFrom('job_leases')
      .selectAll()
      .where('name', '=', HOLD_EXPIRY_JOB)
      .executeTakeFirstOrThrow();
    expect(['instance-a', 'instance-b']).toContain(lease.holder);
    expect(lease.last_run_at).toBe(new Date(later).toISOString());
  });

  it('keeps the lease for the interval; a run outliving its lease still expires each hold once', async () => {
    const later = Date.now() + 3 * DAY_MS;
    expect(await runHoldExpiryIfDue(instance(later + HOUR_MS / 2), 'instance-c', HOUR_MS)).toBeUndefined();
    // Two runs at once without the lease (one overran it): the per-title lock still expires each hold once.
    const muchLater = later + 3 * DAY_MS;
    const both = await Promise.all([
      expireUncollectedHolds(instance(muchLater)),
      expireUncollectedHolds(instance(muchLater)),
    ]);
    expect(both[0].expired + both[1].expired).toBe(TITLES.length);
    const statuses = await testApp.database.db.selectFrom('holds').select('status').execute();
    expect(statuses.every((hold) => hold.status === 'expired')).toBe(true);
    // The interval is over: another instance takes the lease and finds nothing left.
    expect(await runHoldExpiryIfDue(instance(muchLater), 'instance-c', HOUR_MS)).toEqual({ expired: 0 });
  });

  it('runs by itself on the configured interval, and not at all when the interval is 0', async () => {
    expect(loadConfig({}).holdExpiryIntervalMinutes).toBe(60);
    expect(loadConfig({ HOLD_EXPIRY_INTERVAL_MINUTES: '0' }).holdExpiryIntervalMinutes).toBe(0);
    expect(() => loadConfig({ HOLD_EXPIRY_INTERVAL_MINUTES: 'hourly' })).toThrow(/HOLD_EXPIRY_INTERVAL_MINUTES/);
    const runs: object[] = [];
    const log = { info: (details: object) => runs.push(details), warn: () => {} };
    const later = Date.now() + 30 * DAY_MS;
    startHoldExpiryScheduler(instance(later), log, 0).stop();
    // 0.002 minutes: a tick every 120 ms, so the schedule is seen working within the test.
    const scheduler = startHoldExpiryScheduler(instance(later), log, 0.002);
    try {
      for (let waited = 0; runs.length === 0 && waited < 50; waited++)
        await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      scheduler.stop();
    }
    expect(runs[0]).toEqual({ expired: 0 });
    const lease = await testApp.database.db
      .selectFrom('job_leases')
      .select(['holder', 'last_run_at'])
      .where('name', '=', HOLD_EXPIRY_JOB)
      .executeTakeFirstOrThrow();
    expect(lease.holder).toMatch(/:\d+:[0-9a-f]{6}$/);
    expect(lease.last_run_at).toBe(new Date(later).toISOString());
  });
});
