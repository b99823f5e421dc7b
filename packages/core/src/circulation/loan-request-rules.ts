import { RuleViolationError } from '../errors/domain-error.ts';

/** Loan request refusals (spec 000 §8) and their message keys. */
export const LOAN_REQUEST_CODES = {
  limitExceeded: 'LimiteSolicitacoesExcedido',
  duplicate: 'SolicitacaoDuplicada',
  noCopiesAvailable: 'NenhumExemplarDisponivelSolicitacao',
  allCopiesRequested: 'SolicitacoesAbertasTodosExemplares',
  invalidTransition: 'SituacaoSolicitacaoInvalida',
} as const;

export type LoanRequestStatusName = 'waiting' | 'available' | 'in_transit' | 'finished' | 'cancelled';

/** Statuses in which a request still holds a copy's place. */
export const OPEN_LOAN_REQUEST_STATUSES: readonly LoanRequestStatusName[] = ['waiting', 'in_transit', 'available'];

export interface LoanRequestFacts {
  patronBlocked: boolean;
  openRequests: number;
  requestLimit: number;
  /** The patron already has an open request for this title. */
  duplicate: boolean;
  /** Copies at the source library, matching the form, on the shelf and lendable. */
  availableCopies: number;
  /** Open requests (anyone's) for this title at the source library. */
  openRequestsForTitle: number;
}

/** Why a loan request may not be made, or null. */
export function loanRequestRefusal(facts: LoanRequestFacts): string | null {
  if (facts.patronBlocked) return 'UsuarioBloqueado';
  if (facts.duplicate) return LOAN_REQUEST_CODES.duplicate;
  if (facts.openRequests >= facts.requestLimit) return LOAN_REQUEST_CODES.limitExceeded;
  if (facts.availableCopies === 0) return LOAN_REQUEST_CODES.noCopiesAvailable;
  if (facts.openRequestsForTitle >= facts.availableCopies) return LOAN_REQUEST_CODES.allCopiesRequested;
  return null;
}

/**
 * Loan request states (spec 000 §5): waiting → in transit (between libraries) → available (at the receiving
 * desk) → finished (lent); cancelled from any open state.
 */
const TRANSITIONS: Record<LoanRequestStatusName, readonly LoanRequestStatusName[]> = {
  waiting: ['in_transit', 'available', 'cancelled'],
  in_transit: ['available', 'cancelled'],
  available: ['finished', 'cancelled'],
  finished: [],
  cancelled: [],
};

export function canMoveLoanRequest(from: LoanRequestStatusName, to: LoanRequestStatusName): boolean {
  return TRANSITIONS[from].includes(to);
}

export class LoanRequestRefusal extends RuleViolationError {}
