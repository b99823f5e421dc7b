import type { HoldDesignationDecision, HoldLibraryDecision, HoldWaitEstimate } from '@estante/contracts';
import {
  ANY_DESIGNATION,
  addDays,
  calendarDate,
  copyAvailability,
  copySatisfies,
  type DesignationDecision,
  daysBetween,
  estimateHoldWait,
  holdDecisionsByLibrary,
  type LoanPolicy,
  type PatronHoldSituation,
  resolveLoanPolicy,
  type TitleCopyFacts,
  type WaitEstimate,
} from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { copyCirculates, loadPolicies } from './circulation.repository.ts';
import {
  copiesTravellingForHolds,
  libraryQueue,
  queuedHoldsPerLibrary,
  returnedLoansSince,
  type TitleCopyRow,
  titleCopiesWithLoans,
} from './hold-decisions.repository.ts';

type Db = Kysely<Database>;

/** A copy row as the core hold rule reads it. */
export function toCopyFacts(copy: TitleCopyRow): TitleCopyFacts {
  return {
    libraryCode: copy.library_code,
    location: copy.location,
    volume: copy.volume,
    tome: copy.tome,
    part: copy.part,
    material: copy.material,
    status: copy.status,
    circulates: copyCirculates(copy),
    dueDate: copy.due_date ?? null,
  };
}

/** The rule's decisions per volume/tome/part/material, as the API names them. */
export function presentDesignations(designations: readonly DesignationDecision[]): HoldDesignationDecision[] {
  return designations.map((designation) => ({
    volume: designation.volume,
    tomo: designation.tome,
    parte: designation.part,
    material_adicional: designation.material,
    reserva: designation.refusal === null,
    motivo: designation.refusal,
  }));
}

/**
 * GET /acervo/{id}/permissoes, per library: the one hold rule's decision (without a patron: the title page
 * shows what the copies allow) and the copy counts of the copies tab.
 */
export async function titleHoldDecisions(
  db: Db,
  recordId: number,
  patron?: PatronHoldSituation,
): Promise<HoldLibraryDecision[]> {
  const copies = await titleCopiesWithLoans(db, recordId);
  const queues = await queuedHoldsPerLibrary(db, recordId);
  const facts = copies.map(toCopyFacts);
  return holdDecisionsByLibrary(facts, ANY_DESIGNATION, patron).map((decision) => {
    const held = copies.filter((copy) => copy.library_code === decision.libraryCode);
    const counted = held.map((copy) => copyAvailability(toCopyFacts(copy)));
    const dueDates = held
      .map((copy) => copy.due_date)
      .filter((date): date is string => !!date)
      .sort();
    return {
      cod_biblioteca: decision.libraryCode,
      desc_biblioteca: held[0]!.library_name,
      reserva: decision.holdable,
      motivo: decision.refusal,
      opcoes: presentDesignations(decision.designations),
      exemplares: held.length,
      disponiveis: counted.filter((state) => state === 'available').length,
      emprestados: counted.filter((state) => state === 'on_loan').length,
      nao_emprestaveis: counted.filter((state) => state === 'not_for_loan').length,
      proxima_devolucao: dueDates[0] ?? null,
      fila: queues.get(held[0]!.library_id) ?? 0,
    };
  });
}

/** The observed figures look back this far. */
const OBSERVED_DAYS = 365;

/** A queued hold as the estimate needs it. */
export interface HoldForEstimate {
  record_id: number;
  library_id: number;
  queue_position: number | null;
  volume: string | null;
  tome: string | null;
  part: string | null;
  material: string | null;
  suspended_until: string | null;
  category_code: string;
}

/** The estimated wait of a queued hold (docs/circulation.md "Estimated wait"), or null. */
export async function estimateWait(
  db: Db,
  hold: HoldForEstimate,
  now: Date,
  policies?: readonly LoanPolicy[],
): Promise<HoldWaitEstimate | null> {
  if (hold.queue_position === null) return null;
  const loanPolicies = policies ?? (await loadPolicies(db));
  const copies = (await titleCopiesWithLoans(db, hold.record_id)).filter(
    (copy) => copy.library_id === hold.library_id && copyAvailability(toCopyFacts(copy)) !== 'not_for_loan',
  );
  const queue = await libraryQueue(db, hold.record_id, hold.library_id);
  const travelling = await copiesTravellingForHolds(db, hold.record_id);
  const since = `${addDays(calendarDate(now), -OBSERVED_DAYS)}T00:00:00.000Z`;
  const observed = await returnedLoansSince(db, hold.library_id, since);
  const daysLate =
    observed.returns === 0
      ? 0
      : observed.late.reduce((sum, loan) => sum + daysBetween(loan.dueDate, loan.returnedOn), 0) / observed.returns;
  const renewalShare =
    observed.renewals + observed.returns === 0 ? 0 : observed.renewals / (observed.renewals + observed.returns);
  const waitCopies = copies.map((copy) => {
    const policy = resolveLoanPolicy(loanPolicies, hold.category_code, copy.loan_type_code);
    return {
      volume: copy.volume,
      tome: copy.tome,
      part: copy.part,
      material: copy.material,
      status: copy.status,
      travelsForHold: travelling.has(copy.id),
      dueDate: copy.due_date ?? null,
      renewalCount: copy.renewal_count ?? 0,
      loanDays: policy.loanDays,
      renewalLimit: policy.renewalLimit,
    };
  });
  const asQueued = (entry: Omit<HoldForEstimate, 'record_id' | 'library_id' | 'queue_position' | 'category_code'>) => ({
    volume: entry.volume,
    tome: entry.tome,
    part: entry.part,
    material: entry.material,
    resumesOn: entry.suspended_until,
  });
  const estimate: WaitEstimate | null = estimateHoldWait({
    now,
    copies: waitCopies,
    ahead: queue.filter((entry) => (entry.queue_position ?? 0) < hold.queue_position!).map(asQueued),
    hold: asQueued(hold),
    observed: { daysLate, renewalShare },
  });
  if (!estimate) return null;
  const mine = waitCopies.filter((copy) => copySatisfies(hold, copy));
  return {
    data_prevista: estimate.expectedOn,
    dias: estimate.days,
    premissas: {
      exemplares: estimate.copiesCounted,
      reservas_a_frente: estimate.holdsAhead,
      devolucoes_previstas: mine
        .map((copy) => copy.dueDate)
        .filter((date): date is string => !!date)
        .sort(),
      dias_emprestimo: Math.max(...waitCopies.map((copy) => copy.loanDays)),
      atraso_medio_dias: Math.round(daysLate * 10) / 10,
      proporcao_renovacoes: Math.round(renewalShare * 100) / 100,
      conta_renovacoes: estimate.countsRenewals,
    },
  };
}
