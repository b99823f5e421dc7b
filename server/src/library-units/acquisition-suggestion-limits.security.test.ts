import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, patronSession, type Session, signIn } from '../circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../demo/demo-site-configuration.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const SUGGEST = '/api/unidade-informacao/sugestao-aquisicao';

/** Issue 27, finding 8: acquisition suggestions had no per-patron limit. Now 10 open and 5 in 24 hours. */
describe('acquisition suggestions per patron: 10 open, 5 in 24 hours', () => {
  let testApp: TestApp;
  let deskStaff: Session;
  /** The app's clock (AppContext.now), moved by the tests. */
  let clock = new Date('2026-11-25T08:00:00.000Z');

  beforeAll(async () => {
    testApp = await createTestApp();
    await applyDemoSiteConfiguration(testApp.database.db);
    testApp.app.context.now = () => clock;
    // Suggestion statuses are the acquisitions function's (9005, docs/staff-queues.md).
    deskStaff = await staffSession(testApp, 'compras.sugestoes', ['acquisitions']);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** Signs in again at the app's time: sign-in reads the same clock, which these tests move by hours and days. */
  const signedInNow = async (session: Session): Promise<Session> => ({
    ...session,
    token: await signIn(testApp, session.login),
  });
  const desk = async (method: 'POST', url: string, payload: unknown) =>
    caller(testApp, await signedInNow(deskStaff))(method, url, payload);

  const suggest = async (patron: Session, titulo: string, idioma = '5') =>
    testApp.app.inject({
      method: 'POST',
      url: SUGGEST,
      headers: { authorization: `Bearer ${(await signedInNow(patron)).token}`, idioma },
      payload: { biblioteca: 'BC', titulo, editor: 'Editora' },
    });

  it('refuses the 6th suggestion in 24 hours with when one more fits, and takes it 24 hours after the first', async () => {
    const ana = await patronSession(testApp, 'limite.ana');
    for (const [index, time] of ['08:00', '08:10', '09:00', '10:30', '11:59'].entries()) {
      clock = new Date(`2026-11-25T${time}:00.000Z`);
      expect((await suggest(ana, `Título ${index + 1}`)).statusCode).toBe(201);
    }
    clock = new Date('2026-11-25T12:00:00.000Z');
    const sixth = await suggest(ana, 'Título 6');
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().error).toEqual({
      code: 'SugestoesPorDiaDemais',
      message: 'You can send at most 5 acquisition suggestions in 24 hours. Please try again later.',
      details: { limite: 5, tentarApos: '2026-11-26T08:00:00.000Z' },
    });
    expect((await suggest(ana, 'Título 6', '1')).json().error.message).toBe(
      'Você pode enviar no máximo 5 sugestões de aquisição em 24 horas. Tente novamente mais tarde.',
    );

    clock = new Date('2026-11-26T07:59:59.000Z');
    expect((await suggest(ana, 'Título 6')).json().error.code).toBe('SugestoesPorDiaDemais');
    clock = new Date('2026-11-26T08:00:00.000Z');
    expect((await suggest(ana, 'Título 6')).statusCode).toBe(201);
    const own = (await caller(testApp, await signedInNow(ana))('GET', '/api/aquisicao/sugestoes')).json();
    expect(own).toHaveLength(6);
  });

  it('refuses an 11th open suggestion until staff close one', async () => {
    const bia = await patronSession(testApp, 'limite.bia');
    const ids: number[] = [];
    for (const day of ['2026-12-01', '2026-12-02']) {
      for (let index = 1; index <= 5; index += 1) {
        clock = new Date(`${day}T1${index}:00:00.000Z`);
        const created = await suggest(bia, `${day} ${index}`);
        expect(created.statusCode).toBe(201);
        ids.push(created.json().codigo);
      }
    }
    clock = new Date('2026-12-03T16:00:00.000Z');
    const eleventh = await suggest(bia, 'Onze');
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().error).toEqual({
      code: 'SugestoesAbertasDemais',
      message:
        'You already have 10 acquisition suggestions in progress, the most allowed. Wait until the library reviews one before sending another.',
      details: { limite: 10 },
    });
    // Still open while staff quote or order it.
    expect(
      (await desk('POST', `/api/circulacao/sugestoes/${ids[0]}/situacao`, { situacao: 'em_cotacao' })).statusCode,
    ).toBe(200);
    expect((await suggest(bia, 'Onze')).json().error.code).toBe('SugestoesAbertasDemais');
    // Closed: one more fits.
    expect(
      (await desk('POST', `/api/circulacao/sugestoes/${ids[1]}/situacao`, { situacao: 'atendida' })).statusCode,
    ).toBe(200);
    expect((await suggest(bia, 'Onze')).statusCode).toBe(201);
    expect((await suggest(bia, 'Doze')).json().error.code).toBe('SugestoesAbertasDemais');
  });

  it('lets only one of three simultaneous sends take the day’s last place', async () => {
    const caio = await patronSession(testApp, 'limite.caio');
    clock = new Date('2026-12-10T09:00:00.000Z');
    for (let index = 1; index <= 4; index += 1) expect((await suggest(caio, `Antes ${index}`)).statusCode).toBe(201);
    const statuses = (await Promise.all(['A', 'B', 'C'].map((name) => suggest(caio, `Ao mesmo tempo ${name}`)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 422, 422]);
    expect((await caller(testApp, await signedInNow(caio))('GET', '/api/aquisicao/sugestoes')).json()).toHaveLength(5);
  });
});
