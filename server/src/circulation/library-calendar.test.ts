import { addDays, calendarDate, dueDateFrom } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-commands.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from './circulation-fixtures.testing.ts';
import { nextOpenDay } from './library-calendar.ts';

const HOLD_FORM = { biblioteca: 'BC', volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };
const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

describe('nextOpenDay (pure rule)', () => {
  it('keeps an open day, skips Sundays and runs of closed days', () => {
    expect(nextOpenDay('2026-11-24', new Set())).toBe('2026-11-24');
    expect(nextOpenDay('2026-11-29', new Set())).toBe('2026-11-30'); // a Sunday
    // Christmas Eve to Sunday 27th closed: Monday 28th.
    expect(nextOpenDay('2026-12-24', new Set(['2026-12-24', '2026-12-25', '2026-12-26']))).toBe('2026-12-28');
  });
});

describe('library calendar: closed days move due dates and pickup deadlines (both engines)', () => {
  let testApp: TestApp;
  let desk: ReturnType<typeof caller>;
  let ana: Session;
  let ids: Record<string, number>;

  beforeAll(async () => {
    testApp = await createTestApp();
    ids = await importTitles(testApp, [
      { key: 'cal1', title: 'O cortiço', copies: [{ library: 'BC', barcode: 'CAL-1' }] },
      { key: 'cal2', title: 'A moreninha', copies: [{ library: 'BC', barcode: 'CAL-2' }] },
      { key: 'cal3', title: 'O guarani', copies: [{ library: 'BC', barcode: 'CAL-3' }] },
    ]);
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 3, holdPickupDays: 2 });
    desk = caller(testApp, await deskSession(testApp));
    ana = await patronSession(testApp, 'ana');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const closeDays = async (...days: string[]) => {
    for (const day of days) {
      const response = await desk('PUT', `/api/circulacao/calendario/BC/${day}`, { descricao: 'Feriado' });
      expect(response.statusCode).toBe(200);
    }
  };

  it('lets staff list, add and reopen closed days; patrons may not', async () => {
    expect((await desk('PUT', '/api/circulacao/calendario/BC/2030-02-30', {})).json().error.code).toBe('DataInvalida');
    expect((await desk('PUT', '/api/circulacao/calendario/NAO-HA/2030-01-02', {})).statusCode).toBe(404);
    expect((await caller(testApp, ana)('PUT', '/api/circulacao/calendario/BC/2030-01-02', {})).statusCode).toBe(403);
    await closeDays('2030-01-02', '2030-01-02');
    expect((await desk('GET', '/api/circulacao/calendario?biblioteca=BC&de=2030-01-01')).json()).toEqual([
      { biblioteca: 'BC', data: '2030-01-02', descricao: 'Feriado' },
    ]);
    expect((await desk('DELETE', '/api/circulacao/calendario/BC/2030-01-02')).statusCode).toBe(204);
    expect((await desk('DELETE', '/api/circulacao/calendario/BC/2030-01-02')).statusCode).toBe(404);
    expect((await desk('GET', '/api/circulacao/calendario?biblioteca=BC&de=2030-01-01')).json()).toEqual([]);
  });

  it('moves a check-out due date off closed days, to the next open day', async () => {
    const plain = dueDateFrom(new Date(), 14);
    await closeDays(plain, addDays(plain, 1));
    const expected = nextOpenDay(plain, new Set([plain, addDays(plain, 1)]));
    expect(expected > addDays(plain, 1)).toBe(true);
    const loan = await desk('POST', '/api/circulacao/emprestimos', { usuario: 'ana', codigo_barras: 'CAL-1' });
    expect(loan.json().data_devolucao_prevista).toBe(expected);
    const [stored] = (await caller(testApp, ana)('GET', '/api/emprestimo/titulos-pendentes')).json();
    expect(stored.data_devolucao_prevista).toBe(expected);
  });

  it('moves a renewed due date off closed days', async () => {
    const loanedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const loan = await desk('POST', '/api/circulacao/emprestimos', {
      usuario: 'ana',
      codigo_barras: 'CAL-2',
      data_emprestimo: loanedAt,
    });
    const fresh = dueDateFrom(new Date(), 14);
    await closeDays(fresh);
    const renewed = await caller(testApp, ana)('POST', '/api/emprestimo/renovacao', {
      emprestimos: [loan.json().cod_emprestimo],
    });
    const [item] = renewed.json().itens;
    expect(item.renovado).toBe(true);
    // Earlier tests closed days around the same date: the rule sees every closed day of the library.
    const closed = (await desk('GET', '/api/circulacao/calendario?biblioteca=BC')).json() as { data: string }[];
    expect(closed.map((day) => day.data)).toContain(fresh);
    expect(item.data_devolucao_prevista).toBe(nextOpenDay(fresh, new Set(closed.map((day) => day.data))));
    expect(isSunday(item.data_devolucao_prevista)).toBe(false);
  });

  it('moves a released hold’s pickup deadline off closed days', async () => {
    const bruno = await patronSession(testApp, 'bruno');
    await desk('POST', '/api/circulacao/emprestimos', { usuario: 'ana', codigo_barras: 'CAL-3' });
    expect(
      (await caller(testApp, bruno)('POST', '/api/reserva', { cod_acervo: ids.cal3, ...HOLD_FORM })).statusCode,
    ).toBe(201);
    const deadline = addDays(calendarDate(new Date()), 2);
    await closeDays(deadline);
    await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'CAL-3' });
    const [hold] = (await caller(testApp, bruno)('GET', '/api/reserva')).json();
    expect(hold).toMatchObject({
      situacao: 'LIBERADA',
      data_limite_retirada: nextOpenDay(deadline, new Set([deadline])),
    });
  });

  it('offers the same through npm run admin -- closed-day …', async () => {
    const services = testApp.app.context;
    const run = (...argv: string[]) => runAdminCommand(testApp.database.db, argv, () => '', services);
    const day = addDays(calendarDate(new Date()), 300);
    expect(await run('closed-day', 'add', 'BC', day, 'Recesso', 'acadêmico')).toBe(`BC ${day}: closed\n`);
    expect(JSON.parse(await run('closed-day', 'list', 'BC'))).toContainEqual({
      libraryCode: 'BC',
      day,
      description: 'Recesso acadêmico',
    });
    expect(await run('closed-day', 'remove', 'BC', day)).toBe(`BC ${day}: open\n`);
    await expect(run('closed-day', 'add', 'BC')).rejects.toThrow(/closed-day/);
  });
});
