import type { PendingDebt, Suspension } from '@estante/contracts';
import { describe, expect, it } from 'vitest';
import { patronStanding, todayDate } from './patron-standing.ts';

const suspension = (id: number, start: string, end: string | null): Suspension => ({
  cod_afastamento: id,
  motivo: `motivo ${id}`,
  data_inicio: start,
  data_fim: end,
});

const debt = (balance: number, accruing: boolean): PendingDebt => ({
  cod_debito: accruing ? null : 1,
  em_curso: accruing,
  cod_emprestimo: 7,
  titulo: accruing ? 'Helena' : null,
  dias_atraso: accruing ? 3 : null,
  data: '2026-11-19T09:00:00.000Z',
  biblioteca: 'BC',
  tipo_servico: 'Empréstimo',
  motivo: '',
  valor: balance,
  desconto: 0,
  valor_pago: 0,
  saldo: balance,
  data_pagamento: null,
});

describe('patron standing', () => {
  it('is blocked by a suspension in force, with or without an end, not by one ended or to come', () => {
    const standing = patronStanding(
      [
        suspension(1, '2026-11-01', '2026-11-10'),
        suspension(2, '2026-11-20', '2026-11-25'),
        suspension(3, '2026-11-25', null),
        suspension(4, '2026-11-26', '2026-12-31'),
      ],
      [],
      '2026-11-25',
    );
    expect(standing.suspensions.map((item) => item.cod_afastamento)).toEqual([2, 3]);
    expect(standing.upcoming.map((item) => item.cod_afastamento)).toEqual([4]);
    expect(standing.blocked).toBe(true);
    expect(patronStanding([suspension(4, '2026-11-26', null)], [], '2026-11-25').blocked).toBe(false);
  });

  it('counts money owed, which blocks, apart from accruing fines, which do not', () => {
    const accruingOnly = patronStanding([], [debt(4.5, true)], '2026-11-19');
    expect(accruingOnly).toMatchObject({ owedCents: 0, accruingCents: 450, blocked: false });
    const both = patronStanding([], [debt(6, false), debt(0.1, false), debt(4.5, true)], '2026-11-19');
    expect(both).toMatchObject({ owedCents: 610, accruingCents: 450, blocked: true });
  });

  it('writes today as a local calendar date', () => {
    expect(todayDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
