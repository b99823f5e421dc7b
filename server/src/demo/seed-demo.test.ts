import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type Session, signIn } from '../circulation/circulation-fixtures.testing.ts';
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

  it('closes the libraries on the national holidays, and no demo due date falls on a closed day', async () => {
    const { db } = testApp.database;
    const year = new Date().getUTCFullYear();
    const closed = await db
      .selectFrom('library_closed_days')
      .innerJoin('libraries', 'libraries.id', 'library_closed_days.library_id')
      .select(['libraries.id', 'library_closed_days.day'])
      .execute();
    expect(closed.map((row) => row.day)).toContain(`${year}-09-07`);
    expect(closed.map((row) => row.day)).toContain(`${year + 1}-12-25`);
    const loans = await db.selectFrom('loans').select(['library_id', 'due_date']).execute();
    expect(loans.length).toBeGreaterThan(0);
    const closedKeys = new Set(closed.map((row) => `${row.id}:${row.day}`));
    for (const loan of loans) {
      expect(closedKeys.has(`${loan.library_id}:${loan.due_date}`)).toBe(false);
      expect(new Date(`${loan.due_date}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }
  });

  it('gives Helena renewed loans and João a suspension and a partly paid fine', async () => {
    const loans = await get('prof.helena', '/api/emprestimo/titulos-pendentes');
    expect(loans.filter((loan: { renovacoes: number }) => loan.renovacoes === 1)).toHaveLength(2);
    expect(await get('2021077', '/api/pessoas/afastamentos')).toHaveLength(1);
    const [debt] = await get('2021077', '/api/emprestimo/debitos-pendentes');
    expect(debt.valor_pago).toBe(10);
  });

  it('makes Helena a professor with a teaching plan, and lists the demo databases', async () => {
    const plan = await get('prof.helena', '/api/acervo/meupergamum/plano-ensino/disciplinas-bibliotecas');
    expect(plan.disciplinas.map((discipline: { codigo: string }) => discipline.codigo)).toEqual(['HIS110', 'HIS230']);
    expect(plan.departamentos).toEqual([{ codigo: 'DHI', nome: 'Departamento de História' }]);
    const bibliography = await get(
      'prof.helena',
      '/api/acervo/meupergamum/plano-ensino/bibliografia?disciplina=HIS110',
    );
    expect(bibliography.length).toBeGreaterThan(0);
    expect(bibliography.some((title: { exemplares: number }) => title.exemplares > 0)).toBe(true);
    const refused = await caller(testApp, sessions['2024001']!)(
      'GET',
      '/api/acervo/meupergamum/plano-ensino/bibliografia',
    );
    expect(refused.statusCode).toBe(403);
    const databases = await get('2024001', '/api/acervo/meupergamum/bases-dados');
    expect(databases.length).toBeGreaterThanOrEqual(3);
  });
});
