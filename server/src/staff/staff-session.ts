import {
  STAFF_FUNCTION_NAMES,
  STAFF_FUNCTIONS,
  type StaffFunctionHeld,
  type StaffQueueCounts,
  type StaffSession,
} from '@estante/contracts';
import type { AppContext } from '../app-context.ts';
import { heldStaffFunctions } from '../auth/index.ts';
import {
  countHoldsOnShelf,
  countOpenServiceRequests,
  countOpenSuggestions,
  countPendingComments,
  countWaitingLoanRequests,
} from './staff-queue-counts.repository.ts';

/**
 * What the console shows a signed-in person: the staff functions they hold (site administration implies all) and
 * the counts of the queues those functions work; a patron gets no function and no count.
 */
export async function readStaffSession(context: AppContext, personId: number): Promise<StaffSession> {
  const held = await heldStaffFunctions(context.db, personId);
  const funcoes: StaffFunctionHeld[] = STAFF_FUNCTION_NAMES.filter((name) => held.includes(STAFF_FUNCTIONS[name])).map(
    (name) => ({ nome: name, codigo: STAFF_FUNCTIONS[name] }),
  );
  const holds = (code: number) => held.includes(code);
  const { db } = context;
  const moderation = holds(STAFF_FUNCTIONS.moderation);
  const acquisitions = holds(STAFF_FUNCTIONS.acquisitions);
  const desk = holds(STAFF_FUNCTIONS.circulation);
  const none = Promise.resolve(undefined);
  const [comments, suggestions, requests, loanRequests, shelf] = await Promise.all([
    moderation ? countPendingComments(db) : none,
    acquisitions ? countOpenSuggestions(db) : none,
    desk ? countOpenServiceRequests(db) : none,
    desk ? countWaitingLoanRequests(db) : none,
    desk ? countHoldsOnShelf(db) : none,
  ]);
  const contagens: StaffQueueCounts = {
    ...(comments === undefined ? {} : { comentarios_pendentes: comments }),
    ...(suggestions === undefined ? {} : { sugestoes_abertas: suggestions }),
    ...(requests === undefined ? {} : { solicitacoes_abertas: requests }),
    ...(loanRequests === undefined ? {} : { pedidos_emprestimo: loanRequests }),
    ...(shelf === undefined ? {} : { reservas_na_estante: shelf }),
  };
  return { funcoes, contagens };
}
