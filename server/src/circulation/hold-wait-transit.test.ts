import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from './circulation-fixtures.testing.ts';

const ANY = { volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };

/**
 * The estimated wait (docs/circulation.md "Estimated wait") with a copy in transit to fill another patron's hold:
 * that copy is not free, its patron borrows it first. Clock set by hand: Wednesday 2026-11-25, 14-day loans.
 */
describe('estimated wait with a copy travelling to another patron', () => {
  let testApp: TestApp;
  let ids: Record<string, number>;
  const clock = new Date('2026-11-25T12:00:00Z');

  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.context.now = () => clock;
    ids = await importTitles(testApp, [
      {
        key: 'viagem',
        title: 'Viagem ao centro da terra',
        copies: [
          { library: 'BC', barcode: 'BC-VIA-1' },
          { library: 'BC', barcode: 'BC-VIA-2' },
        ],
      },
      // Another title's copy, so that library BCS exists for Ana to collect at.
      { key: 'outro', title: 'Outro título', copies: [{ library: 'BCS', barcode: 'BCS-OUT-1' }] },
    ]);
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 2, holdLimit: 5, holdPickupDays: 3 });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('counts the travelling copy back one loan period after its patron collects it, not today', async () => {
    const desk = caller(testApp, await deskSession(testApp));
    const [dora, carla, ana, bruno] = await Promise.all(
      ['dora.via', 'carla.via', 'ana.via', 'bruno.via'].map((login) => patronSession(testApp, login)),
    );
    const as = (session: Session) => caller(testApp, session);
    for (const [session, barcode] of [
      [dora!, 'BC-VIA-1'],
      [carla!, 'BC-VIA-2'],
    ] as const) {
      const loan = await desk('POST', '/api/circulacao/emprestimos', {
        usuario: session.login,
        codigo_barras: barcode,
      });
      expect(loan.statusCode).toBe(201);
    }
    const anaHold = await as(ana!)('POST', '/api/reserva', { cod_acervo: ids.viagem, biblioteca: 'BC', ...ANY });
    expect(anaHold.statusCode).toBe(201);
    const pickup = await as(ana!)('PUT', `/api/reserva/${anaHold.json().cod_reserva}/biblioteca-retirada`, {
      biblioteca: 'BCS',
    });
    expect(pickup.statusCode).toBe(200);
    expect(
      (await as(bruno!)('POST', '/api/reserva', { cod_acervo: ids.viagem, biblioteca: 'BC', ...ANY })).statusCode,
    ).toBe(201);
    // Dora returns copy 1 at BC: it leaves for BCS, where Ana collects it.
    expect((await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'BC-VIA-1' })).statusCode).toBe(200);
    const [anaNow] = (await as(ana!)('GET', '/api/reserva')).json();
    expect(anaNow.situacao).toBe('EM_TRANSITO');

    // Bruno, now first: copy 2 comes back on its due date 12-09; copy 1 goes to Ana today and back 11-25 + 14 =
    // 12-09 too. Counted free, copy 1 would be his today (0 days).
    const [brunoNow] = (await as(bruno!)('GET', '/api/reserva')).json();
    expect(brunoNow).toMatchObject({
      posicao_fila: 1,
      estimativa: {
        data_prevista: '2026-12-09',
        dias: 14,
        premissas: { exemplares: 2, reservas_a_frente: 0, devolucoes_previstas: ['2026-12-09'] },
      },
    });
  });
});
