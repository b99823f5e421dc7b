import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { caller, deskSession, importTitles, patronSession, setPolicy } from './circulation-fixtures.testing.ts';
import { expireUncollectedHolds } from './expire-holds.ts';

const HOLD_FORM = { biblioteca: 'BC', volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };
/**
 * The clock set by hand, a Tuesday: the pickup deadline (two days, moved to the library's next open day) is Thursday.
 * On the machine's clock the test failed whenever those two days ended on a weekend, and the deadline moved to Monday.
 */
const TUESDAY = new Date('2026-11-24T15:00:00Z');

describe('uncollected holds expire and the copy passes to the next patron', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    testApp.app.context.now = () => TUESDAY;
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('expires a released hold after its pickup date, releasing the copy to the next in the queue', async () => {
    const { ubirajara } = (await importTitles(testApp, [
      { key: 'ubirajara', title: 'Ubirajara', copies: [{ library: 'BC', barcode: 'UB-1' }] },
    ])) as { ubirajara: number };
    await setPolicy(testApp, { holdPickupDays: 2 });
    const desk = caller(testApp, await deskSession(testApp));
    await patronSession(testApp, 'leitor');
    const first = await patronSession(testApp, 'primeira');
    const second = await patronSession(testApp, 'segunda', { email: 'segunda@example.edu' });
    await desk('POST', '/api/circulacao/emprestimos', { usuario: 'leitor', codigo_barras: 'UB-1' });
    for (const patron of [first, second])
      expect(
        (await caller(testApp, patron)('POST', '/api/reserva', { cod_acervo: ubirajara, ...HOLD_FORM })).statusCode,
      ).toBe(201);
    await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'UB-1' });
    expect((await caller(testApp, first)('GET', '/api/reserva')).json()[0].situacao).toBe('LIBERADA');

    const services = testApp.app.context;
    // Today nothing is due to expire; on Friday (pickup window of 2 days, until Thursday) the hold is gone.
    expect(await expireUncollectedHolds(services)).toEqual({ expired: 0 });
    const before = smtp.messages.length;
    const later = { ...services, now: () => new Date(TUESDAY.getTime() + 3 * 86_400_000) };
    expect(await expireUncollectedHolds(later)).toEqual({ expired: 1 });
    expect((await smtp.nextMessage(before)).to).toEqual(['segunda@example.edu']);
    expect((await caller(testApp, first)('GET', '/api/reserva/historico')).json()[0].situacao).toBe('EXPIRADA');
    expect((await caller(testApp, second)('GET', '/api/reserva')).json()[0]).toMatchObject({ situacao: 'LIBERADA' });
    expect(await expireUncollectedHolds(later)).toEqual({ expired: 0 });
  });
});
