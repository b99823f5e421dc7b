import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
  signIn,
} from './circulation-fixtures.testing.ts';

/**
 * The debts answer lists an overdue loan's accruing fine (em_curso) beside the debts, on the app's clock; the
 * no-debts declaration is refused while a fine is unpaid. Policy: 14 loan days, R$ 1,50 a day late; amounts and
 * dates worked out by hand.
 */
describe('debts with accruing fines', () => {
  let testApp: TestApp;
  let deskStaff: Session;
  let patron: Session;
  let recordId: number;
  /** The app's clock (AppContext.now), moved by the test. */
  let clock = new Date('2026-11-02T10:00:00.000Z');

  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.context.now = () => clock;
    const ids = await importTitles(testApp, [
      { key: 'acc-1', title: 'Memórias póstumas', copies: [{ library: 'BC', barcode: 'ACC-1' }] },
    ]);
    recordId = ids['acc-1']!;
    await setPolicy(testApp, { loanDays: 14, finePerDayCents: 150 });
    deskStaff = await deskSession(testApp, 'balcao.em.curso');
    patron = await patronSession(testApp, 'multa.em.curso', { name: 'Iaiá Garcia' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** Calls as `session`, signed in again at the app's time (sign-in reads the same clock the test moves). */
  const as = async (session: Session) => caller(testApp, { ...session, token: await signIn(testApp, session.login) });

  it('lists the accruing fine of a loan 3 days late, labelled em_curso, then the debt once it is returned', async () => {
    // Lent on Monday 2026-11-02: due Monday 11-16.
    const lent = await (await as(deskStaff))('POST', '/api/circulacao/emprestimos', {
      usuario: patron.login,
      codigo_barras: 'ACC-1',
    });
    expect(lent.json()).toMatchObject({ data_devolucao_prevista: '2026-11-16' });
    const loanId = lent.json().cod_emprestimo as number;
    expect((await (await as(patron))('GET', '/api/emprestimo/debitos-pendentes')).json()).toEqual([]);

    // Thursday 11-19: 3 days late, 3 × R$ 1,50 = R$ 4,50 so far.
    clock = new Date('2026-11-19T09:00:00.000Z');
    const patronCall = await as(patron);
    expect((await patronCall('GET', '/api/emprestimo/debitos-pendentes')).json()).toEqual([
      {
        cod_debito: null,
        em_curso: true,
        cod_emprestimo: loanId,
        titulo: 'Memórias póstumas',
        dias_atraso: 3,
        data: '2026-11-19T09:00:00.000Z',
        biblioteca: 'BC',
        tipo_servico: 'Empréstimo',
        motivo: 'Multa em curso: 3 dias de atraso (vencimento 2026-11-16)',
        valor: 4.5,
        desconto: 0,
        valor_pago: 0,
        saldo: 4.5,
        data_pagamento: null,
      },
    ]);
    // The loans screen says the same amount.
    const loans = (await patronCall('GET', '/api/emprestimo/titulos-pendentes')).json();
    expect(loans).toMatchObject([{ cod_acervo: recordId, atrasado: true, dias_atraso: 3, multa_prevista: 4.5 }]);
    // An accruing fine is not owed yet: the patron is not blocked by it (renewal refused for lateness only).
    expect(loans[0].motivo_nao_renovavel).toBe('EmprestimoEmAtraso');

    // Friday 11-20: returned 4 days late; the desk charges R$ 6,00 and the accruing line gives way to the debt.
    clock = new Date('2026-11-20T15:00:00.000Z');
    const returned = await (await as(deskStaff))('POST', '/api/circulacao/devolucoes', { codigo_barras: 'ACC-1' });
    expect(returned.json()).toMatchObject({ multa: 6 });
    const debts = (await (await as(patron))('GET', '/api/emprestimo/debitos-pendentes')).json();
    expect(debts).toMatchObject([
      {
        cod_debito: returned.json().cod_debito,
        em_curso: false,
        cod_emprestimo: loanId,
        titulo: null,
        dias_atraso: null,
        valor: 6,
        saldo: 6,
        motivo: 'Devolução com 4 dias de atraso (vencimento 2026-11-16)',
      },
    ]);
    expect(debts).toHaveLength(1);
  });

  it('refuses the no-debts declaration while the fine is unpaid, and issues it once paid', async () => {
    const patronCall = await as(patron);
    const refused = await patronCall('GET', '/api/unidade-informacao/nada-consta/verifica');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'NadaConstaPendencias',
      details: { emprestimos: 0, debitos: 1, reservas: 0 },
    });
    expect((await patronCall('POST', '/api/unidade-informacao/nada-consta', {})).statusCode).toBe(422);

    const [debt] = (await patronCall('GET', '/api/emprestimo/debitos-pendentes')).json();
    const paid = await (await as(deskStaff))('POST', `/api/circulacao/debitos/${debt.cod_debito}/pagamentos`, {
      valor: 6,
    });
    expect(paid.statusCode).toBe(200);
    expect((await patronCall('GET', '/api/emprestimo/debitos-pendentes')).json()).toEqual([]);
    expect((await patronCall('GET', '/api/unidade-informacao/nada-consta/verifica')).json()).toEqual({
      liberado: true,
    });
  });
});
