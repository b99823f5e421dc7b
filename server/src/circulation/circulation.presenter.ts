import {
  HOLD_STATUS,
  type Hold,
  type HoldWaitEstimate,
  type LoanHistoryItem,
  type PendingDebt,
  type PendingTitle,
  type Suspension,
} from '@estante/contracts';
import { daysLate, debtBalanceCents, type LoanPolicy, lateFineCents } from '@estante/core';
import type { LoanView } from './circulation.repository.ts';
import type { HoldView } from './holds.ts';

/** Money leaves the server as a number with 2 decimals; it is stored as integer cents. */
const money = (cents: number) => Math.round(cents) / 100;

export function presentPendingTitle(
  loan: LoanView,
  policy: LoanPolicy,
  refusal: string | null,
  now: Date,
  showDetails: boolean,
): PendingTitle {
  const late = daysLate(loan.due_date, now);
  return {
    cod_emprestimo: loan.id,
    cod_acervo: loan.record_id,
    titulo: loan.title,
    autor: loan.main_author,
    biblioteca: loan.library_code,
    desc_biblioteca: loan.library_name,
    data_emprestimo: loan.loaned_at,
    data_renovacao: loan.last_renewed_at,
    data_devolucao_prevista: loan.due_date,
    renovacoes: loan.renewal_count,
    limite_renovacoes: policy.renewalLimit,
    atrasado: late > 0,
    dias_atraso: late,
    multa_prevista: money(lateFineCents(loan.due_date, now, policy.finePerDayCents)),
    renovavel: refusal === null,
    motivo_nao_renovavel: refusal,
    ...(showDetails
      ? {
          exemplar: {
            codigo_barras: loan.barcode,
            chamada: loan.call_number,
            volume: loan.volume,
            tomo: loan.tome,
            parte: loan.part,
            material_adicional: loan.material,
            localizacao: loan.location,
            tipo_emprestimo: loan.loan_type_code,
          },
        }
      : {}),
  };
}

export function presentHistoryItem(loan: LoanView): LoanHistoryItem {
  return {
    cod_emprestimo: loan.id,
    cod_acervo: loan.record_id,
    titulo: loan.title,
    autor: loan.main_author,
    biblioteca: loan.library_code,
    desc_biblioteca: loan.library_name,
    data_emprestimo: loan.loaned_at,
    data_devolucao_prevista: loan.due_date,
    data_devolucao: loan.returned_at ?? '',
    renovacoes: loan.renewal_count,
    multa: loan.fine_cents > 0,
    valor_multa: money(loan.fine_cents),
  };
}

export function presentDebt(debt: {
  id: number;
  created_at: string;
  library_name: string | null;
  service_type: string;
  reason: string;
  amount_cents: number;
  discount_cents: number;
  paid_cents: number;
  paid_at: string | null;
  loan_id?: number | null;
}): PendingDebt {
  return {
    cod_debito: debt.id,
    em_curso: false,
    cod_emprestimo: debt.loan_id ?? null,
    titulo: null,
    dias_atraso: null,
    data: debt.created_at,
    biblioteca: debt.library_name,
    tipo_servico: debt.service_type,
    motivo: debt.reason,
    valor: money(debt.amount_cents),
    desconto: money(debt.discount_cents),
    valor_pago: money(debt.paid_cents),
    saldo: money(
      debtBalanceCents({
        amountCents: debt.amount_cents,
        discountCents: debt.discount_cents,
        paidCents: debt.paid_cents,
      }),
    ),
    data_pagamento: debt.paid_at,
  };
}

/**
 * An open overdue loan's fine so far, listed with the debts and labelled accruing (em_curso): the desk charges it
 * at the return, so it has no debt number and is not owed yet.
 */
export function presentAccruingFine(loan: LoanView, fineCents: number, now: Date): PendingDebt {
  const late = daysLate(loan.due_date, now);
  return {
    cod_debito: null,
    em_curso: true,
    cod_emprestimo: loan.id,
    titulo: loan.title,
    dias_atraso: late,
    data: now.toISOString(),
    biblioteca: loan.library_name,
    tipo_servico: 'Empréstimo',
    motivo: `Multa em curso: ${late} dia${late === 1 ? '' : 's'} de atraso (vencimento ${loan.due_date})`,
    valor: money(fineCents),
    desconto: 0,
    valor_pago: 0,
    saldo: money(fineCents),
    data_pagamento: null,
  };
}

export function presentSuspension(suspension: {
  id: number;
  reason: string;
  starts_on: string;
  ends_on: string | null;
}): Suspension {
  return {
    cod_afastamento: suspension.id,
    motivo: suspension.reason,
    data_inicio: suspension.starts_on,
    data_fim: suspension.ends_on,
  };
}

/** A hold; `estimate` for the active list (null: none can be made), undefined where none is given (history). */
export function presentHold(hold: HoldView, estimate: HoldWaitEstimate | null | undefined): Hold {
  return {
    cod_reserva: hold.id,
    cod_acervo: hold.record_id,
    titulo: hold.title,
    autor: hold.main_author,
    biblioteca: hold.library_code,
    desc_biblioteca: hold.library_name,
    situacao: HOLD_STATUS[hold.status],
    posicao_fila: hold.queue_position,
    data_reserva: hold.placed_at,
    data_liberacao: hold.released_at,
    data_limite_retirada: hold.pickup_until,
    data_cancelamento: hold.cancelled_at,
    observacoes: hold.notes,
    volume: hold.volume,
    tomo: hold.tome,
    parte: hold.part,
    material_adicional: hold.material,
    localizacao: hold.location,
    suspensa_ate: hold.suspended_until,
    biblioteca_retirada: hold.pickup_library_code ?? hold.library_code,
    desc_biblioteca_retirada: hold.pickup_library_name ?? hold.library_name,
    ...(estimate === undefined ? {} : { estimativa: estimate }),
  };
}
