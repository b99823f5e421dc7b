import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type Session, signIn } from '../circulation/circulation-test-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_PATRONS, seedDemoLibrary } from './seed-demo.ts';

/** The demo library's circulation is made through the desk use-cases; the patrons see consistent states. */
describe('demo library circulation', () => {
  let testApp: TestApp;
  const sessions: Record<string, Session> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    const result = await seedDemoLibrary(testApp.app.context);
    expect(result?.created).toBe(true);
    for (const patron of DEMO_PATRONS) {
      const login = patron.logins[0];
      sessions[login] = { personId: 0, login, token: await signIn(testApp, login) };
    }
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = async (login: string, url: string) => (await caller(testApp, sessions[login]!)('GET', url)).json();

  it('gives Ana two loans, one overdue, and a hold first in its queue', async () => {
    const loans = await get('2024001', '/api/emprestimo/titulos-pendentes');
    expect(loans.map((loan: { atrasado: boolean }) => loan.atrasado).sort()).toEqual([false, true]);
    expect(await get('2024001', '/api/reserva')).toEqual([
      expect.objectContaining({ situacao: 'EM_FILA', posicao_fila: 1 }),
    ]);
  });

  it('gives Carlos a released hold and an unpaid fine that blocks renewing', async () => {
    const holds = await get('2019042', '/api/reserva');
    expect(holds).toEqual([expect.objectContaining({ situacao: 'LIBERADA' })]);
    expect(holds[0].data_limite_retirada).not.toBeNull();
    const debts = await get('2019042', '/api/emprestimo/debitos-pendentes');
    expect(debts).toHaveLength(1);
    expect(debts[0].saldo).toBeGreaterThan(0);
    const [loan] = await get('2019042', '/api/emprestimo/titulos-pendentes');
    expect(loan).toMatchObject({ renovavel: false, motivo_nao_renovavel: 'UsuarioBloqueado' });
  });

  it('gives Helena renewed loans and João a suspension and a partly paid fine', async () => {
    const loans = await get('prof.helena', '/api/emprestimo/titulos-pendentes');
    expect(loans.filter((loan: { renovacoes: number }) => loan.renovacoes === 1)).toHaveLength(2);
    expect(await get('2021077', '/api/pessoas/afastamentos')).toHaveLength(1);
    const [debt] = await get('2021077', '/api/emprestimo/debitos-pendentes');
    expect(debt.valor_pago).toBe(10);
  });
});
