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

const HOLD = { biblioteca: 'BC', volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };
const LOAN_REQUEST = {
  biblioteca_origem: 'BS',
  biblioteca_recebimento: 'BC',
  volume: '',
  tomo: '',
  parte: '',
  material_adicional: '',
  telefone: '(31) 3409-5000',
  email: 'leitora@example.edu',
  cod_local_recebimento: 1,
  pessoa_autorizada: null,
  domicilio: false,
  recebimento_textual: null,
};

/**
 * A record the staff suppressed (docs/staff-catalogue.md) is invisible to visitors and patrons: its approved
 * comments are not shown, and its hold, loan-request and comment forms answer 404 as for a record that never was.
 */
describe('a suppressed record in circulation', () => {
  let testApp: TestApp;
  let recordId: number;
  let ana: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ oculto: recordId } = (await importTitles(testApp, [
      {
        key: 'oculto',
        title: 'Memórias póstumas de Brás Cubas',
        copies: [
          { library: 'BC', barcode: 'OC-1' },
          { library: 'BS', barcode: 'OC-2' },
        ],
      },
    ])) as { oculto: number });
    await setPolicy(testApp, { holdLimit: 5, loanRequestLimit: 2 });
    const dora = await patronSession(testApp, 'dora.oculto');
    ana = await patronSession(testApp, 'ana.oculto');
    // The copy at BC is out, so a hold there is accepted; the one at BS is on the shelf, so a loan request is.
    const desk = caller(testApp, await deskSession(testApp));
    expect(
      (await desk('POST', '/api/circulacao/emprestimos', { usuario: dora.login, codigo_barras: 'OC-1' })).statusCode,
    ).toBe(201);
    await testApp.database.db
      .insertInto('record_comments')
      .values({
        record_id: recordId,
        person_id: dora.personId,
        text: 'Um defunto autor.',
        status: 'approved',
        created_at: '2026-11-20T10:00:00.000Z',
        reviewed_at: '2026-11-21T10:00:00.000Z',
      })
      .execute();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const visitorComments = () => testApp.app.inject({ method: 'GET', url: `/api/comentarios/acervo/${recordId}` });
  const calls = () => {
    const as = caller(testApp, ana);
    return {
      holdForm: () => as('GET', `/api/reserva/${recordId}/informacoes-iniciais`),
      validateHold: () => as('POST', '/api/reserva/validar-fila', { cod_acervo: recordId, ...HOLD }),
      loanRequestForm: () => as('GET', `/api/solicitacao-emprestimo/${recordId}/informacoes-iniciais`),
    };
  };

  it('answers for the record while it is in the public catalogue', async () => {
    expect((await visitorComments()).json()).toHaveLength(1);
    const { holdForm, validateHold, loanRequestForm } = calls();
    expect((await holdForm()).statusCode).toBe(200);
    expect((await validateHold()).json()).toEqual({ posicao_fila: 1 });
    expect((await loanRequestForm()).statusCode).toBe(200);
  });

  it('once suppressed: no comments shown, and every form and action answers 404 RegistroNaoEncontrado', async () => {
    await testApp.database.db.updateTable('records').set({ suppressed: 1 }).where('id', '=', recordId).execute();
    expect((await visitorComments()).json()).toEqual([]);
    const as = caller(testApp, ana);
    const { holdForm, validateHold, loanRequestForm } = calls();
    const answers = {
      holdForm: await holdForm(),
      validateHold: await validateHold(),
      placeHold: await as('POST', '/api/reserva', { cod_acervo: recordId, ...HOLD }),
      loanRequestForm: await loanRequestForm(),
      requestLoan: await as('POST', `/api/solicitacao-emprestimo/${recordId}`, LOAN_REQUEST),
      comment: await as('POST', `/api/comentarios/acervo/${recordId}`, { comentario: 'Ao verme que primeiro roeu.' }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, name).toBe(404);
      expect(response.json().error.code, name).toBe('RegistroNaoEncontrado');
    }
    const db = testApp.database.db;
    expect(await db.selectFrom('holds').select('id').where('record_id', '=', recordId).execute()).toEqual([]);
    expect(await db.selectFrom('loan_requests').select('id').where('record_id', '=', recordId).execute()).toEqual([]);
  });
});
