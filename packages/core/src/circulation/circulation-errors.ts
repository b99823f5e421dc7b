import { RuleViolationError } from '../errors/domain-error.ts';

/**
 * Message keys of circulation refusals. The spec (000 §8) names the situations, not the keys; the keys
 * are ours, in the spec's Portuguese CamelCase style, and the web translates them.
 */
export const CIRCULATION_CODES = {
  reservedByAnotherUser: 'TituloReservadoOutroUsuario',
  renewalLimitReached: 'LimiteRenovacoesAtingido',
  patronBlocked: 'UsuarioBloqueado',
  loanOverdue: 'EmprestimoEmAtraso',
  loanNotFound: 'EmprestimoNaoEncontrado',
  copyAvailable: 'ExemplarDisponivelParaEmprestimo',
  noCopyAllowsHold: 'NenhumExemplarPermiteReserva',
  holdLimitReached: 'LimiteReservasAtingido',
  holdAlreadyPlaced: 'ReservaJaExistente',
  titleAlreadyOnLoan: 'TituloJaEmprestadoAoUsuario',
  holdNotCancellable: 'ErroCancelarReserva',
  /** Ours (beyond the spec): only a hold still in the queue can be suspended, resumed or given another pickup library. */
  holdNotChangeable: 'ReservaNaoAlteravel',
  invalidSuspensionDate: 'DataSuspensaoInvalida',
  invalidPickupLibrary: 'BibliotecaRetiradaInvalida',
  loanLimitReached: 'LimiteEmprestimosAtingido',
  copyNotAvailable: 'ExemplarIndisponivel',
  copyDoesNotCirculate: 'ExemplarNaoCircula',
  copyReservedForAnother: 'ExemplarReservadoOutroUsuario',
  copyNotOnLoan: 'ExemplarNaoEmprestado',
  datesRequired: 'DatasObrigatoriasFiltro',
  startAfterEnd: 'DataInicialMaiorQueFinal',
  nothingToPay: 'DebitoQuitado',
  invalidAmount: 'ValorInvalido',
  selectItemToRenew: 'SelecioneItemRenovar',
  selectHoldToCancel: 'SelecioneReservaCancelar',
  removedFromLibrary: 'UsuarioDesligadoBiblioteca',
  /** Ours (the staff desk): the copy travels to another library (docs/staff-desk.md); receive it there first. */
  copyInTransit: 'ExemplarEmTransito',
  copyNotInTransit: 'ExemplarNaoEmTransito',
  /** A waiver needs a reason (it is audited) and cannot exceed the balance. */
  waiverReasonRequired: 'MotivoAbonoObrigatorio',
} as const;

export type CirculationCode = (typeof CIRCULATION_CODES)[keyof typeof CIRCULATION_CODES];

/** A circulation rule refused the operation (422 with the rule's key). */
export class CirculationRefusal extends RuleViolationError {
  constructor(code: CirculationCode, details?: unknown) {
    super(code, details);
  }
}
