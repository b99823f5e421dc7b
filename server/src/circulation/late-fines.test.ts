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
import type { CirculationServices } from './circulation-services.ts';
import { checkIn, checkOut } from './desk-operations.ts';

/**
 * Fines pinned by amounts worked out by hand (issue 27, finding 9: the fine test compared the desk's answer with
 * the production function itself, so a wrong rule passed). Policy: 14 loan days, R$ 1,50 a day late. A due date
 * on a Sunday or a closed day moves to the next open day (docs/circulation.md); days after it count, closed or not.
 */
describe('late fines in cents, on dates chosen by hand', () => {
  let testApp: TestApp;
  let desk: ReturnType<typeof caller>;
  let services: CirculationServices;
  /** The use-cases' clock: check-out and check-in happen on the dates each case gives. */
  let clock = new Date('2026-11-02T10:00:00Z');

  beforeAll(async () => {
    testApp = await createTestApp();
    await importTitles(testApp, [
      { key: 'fine-1', title: 'Memórias póstumas', copies: [{ library: 'BC', barcode: 'FINE-1' }] },
      { key: 'fine-2', title: 'Quincas Borba', copies: [{ library: 'BC', barcode: 'FINE-2' }] },
      { key: 'fine-3', title: 'Esaú e Jacó', copies: [{ library: 'BC', barcode: 'FINE-3' }] },
      { key: 'fine-4', title: 'Helena', copies: [{ library: 'BC', barcode: 'FINE-4' }] },
      { key: 'fine-5', title: 'Ressurreição', copies: [{ library: 'BC', barcode: 'FINE-5' }] },
    ]);
    await setPolicy(testApp, { loanDays: 14, finePerDayCents: 150 });
    desk = caller(testApp, await deskSession(testApp, 'balcao.multas'));
    services = {
      ...testApp.app.context,
      now: () => clock,
    };
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** Lends `barcode` to a new patron on `loanedOn`, takes it back on `returnedOn`; answers the due date and fine. */
  async function lendAndReturn(login: string, barcode: string, loanedOn: string, returnedOn: string) {
    const patron: Session = await patronSession(testApp, login);
    clock = new Date(loanedOn);
    const loan = await checkOut(services, { login: patron.login, barcode });
    clock = new Date(returnedOn);
    const returned = await checkIn(services, { barcode });
    const debts = (await caller(testApp, patron)('GET', '/api/emprestimo/debitos-pendentes')).json();
    return { dueDate: loan.dueDate, fineCents: returned.fineCents, debts };
  }

  it('charges 3 days (450 cents) for a Monday due date returned on Thursday', async () => {
    // Monday 2026-11-02 + 14 days = Monday 11-16; returned Thursday 11-19.
    const result = await lendAndReturn('multa.um', 'FINE-1', '2026-11-02T10:00:00Z', '2026-11-19T09:00:00Z');
    expect(result.dueDate).toBe('2026-11-16');
    expect(result.fineCents).toBe(450);
    expect(result.debts).toHaveLength(1);
    expect(result.debts[0]).toMatchObject({ valor: 4.5, desconto: 0, valor_pago: 0, tipo_servico: 'Empréstimo' });
  });

  it('charges nothing on the due date itself, even at 23:59', async () => {
    const result = await lendAndReturn('multa.dois', 'FINE-2', '2026-11-02T10:00:00Z', '2026-11-16T23:59:00Z');
    expect(result.dueDate).toBe('2026-11-16');
    expect(result.fineCents).toBe(0);
    expect(result.debts).toEqual([]);
  });

  it('moves a Sunday due date to Monday: 1 day (150 cents) when returned on Tuesday', async () => {
    // Sunday 2026-11-01 + 14 days = Sunday 11-15 → Monday 11-16; returned Tuesday 11-17.
    const result = await lendAndReturn('multa.tres', 'FINE-3', '2026-11-01T12:00:00Z', '2026-11-17T12:00:00Z');
    expect(result.dueDate).toBe('2026-11-16');
    expect(result.fineCents).toBe(150);
  });

  it('moves a due date past the library’s closed days, and counts the closed days after it: 5 days (750 cents)', async () => {
    for (const day of ['2026-12-07', '2026-12-08'])
      expect((await desk('PUT', `/api/circulacao/calendario/BC/${day}`, { descricao: 'Recesso' })).statusCode).toBe(
        200,
      );
    // Monday 2026-11-23 + 14 = Monday 12-07, closed; Tuesday 12-08 closed → Wednesday 12-09. Returned Monday 12-14:
    // 10, 11, 12, 13 (a Sunday, counted) and 14 → 5 days.
    const result = await lendAndReturn('multa.quatro', 'FINE-4', '2026-11-23T15:00:00Z', '2026-12-14T10:00:00Z');
    expect(result.dueDate).toBe('2026-12-09');
    expect(result.fineCents).toBe(750);
    expect(result.debts[0]).toMatchObject({ valor: 7.5 });
  });

  it('counts across the year end: 40 days (6000 cents)', async () => {
    // Tuesday 2026-12-01 + 14 = Tuesday 12-15; to 2027-01-24: 16 days of December and 24 of January.
    const result = await lendAndReturn('multa.cinco', 'FINE-5', '2026-12-01T09:00:00Z', '2027-01-24T18:00:00Z');
    expect(result.dueDate).toBe('2026-12-15');
    expect(result.fineCents).toBe(6000);
    expect(result.debts[0]).toMatchObject({ valor: 60 });
  });
});
