import {
  DESK_IMPEDIMENTS,
  type DeskImpediment,
  type DeskPatronSummary,
  type DeskTrappedHold,
} from '@estante/contracts';
import { CIRCULATION_CODES, CirculationRefusal, calendarDate, foldPersonName, NotFoundError } from '@estante/core';
import { presentHold, presentSuspension } from './circulation.presenter.ts';
import { activeSuspensions, findPersonById, pendingDebts, policyFor } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import { listOpenTransits } from './copy-transits.repository.ts';
import {
  categoryNames,
  findLoanPerson,
  findPersonForDesk,
  libraryNamesByIds,
  listHoldShelf,
  loginsOf,
  searchPeople,
} from './desk-patrons.repository.ts';
import type { CopyRouting } from './hold-queue.ts';
import { listActiveHolds } from './holds.repository.ts';
import { pendingTitles } from './patron-circulation.ts';
import { pendingDebtsWithAccruingFines } from './patron-debts.ts';
import { renewLoans } from './renew-loans.ts';

/** How many matches the desk lists; a longer list means the term should be more precise. */
export const DESK_SEARCH_LIMIT = 20;

/**
 * The desk's search box (docs/staff-desk.md): a login or card number, a CPF with or without punctuation, or words of
 * the name. Returns the total and the first matches.
 */
export async function searchPatrons(services: CirculationServices, term: string) {
  const { db } = services;
  const text = term.normalize('NFKC').trim().replace(/\s+/g, ' ');
  const compact = text.replace(/[.\-\s/]/g, '');
  const digits = /^\d+$/.test(compact) ? compact : null;
  // Words of a name: letters; a term of digits only is a login, card or CPF, not a name.
  const words = digits
    ? []
    : foldPersonName(text)
        .split(' ')
        .filter((word) => word.length > 0);
  const { total, rows } = await searchPeople(db, { text, digits, words, limit: DESK_SEARCH_LIMIT });
  const logins = await loginsOf(
    db,
    rows.map((row) => row.id),
  );
  const categories = await categoryNames(db);
  return {
    total,
    itens: rows.map((row) => ({
      cod_pessoa: row.id,
      nome: row.name,
      usuario: logins.get(row.id)?.[0] ?? '',
      desc_categoria: categories.get(row.category_code) ?? row.category_code,
      bloqueado: row.blocked === 1,
    })),
  };
}

/** Everything the desk shows of a patron: who, why they may not borrow, loans, holds, debts, suspensions. */
export async function patronSummary(services: CirculationServices, personId: number): Promise<DeskPatronSummary> {
  const { db } = services;
  const now = services.now();
  const person = await findPersonForDesk(db, personId);
  if (!person) throw new NotFoundError('patron');
  const logins = (await loginsOf(db, [personId])).get(personId) ?? [];
  const suspensions = await activeSuspensions(db, personId, calendarDate(now));
  const owed = await pendingDebts(db, personId);
  // The same three reasons isPatronBlocked checks, named so the desk can say which.
  const impediments: DeskImpediment[] = [];
  if (person.blocked === 1) impediments.push(DESK_IMPEDIMENTS.blocked);
  if (suspensions.length > 0) impediments.push(DESK_IMPEDIMENTS.suspended);
  if (owed.length > 0) impediments.push(DESK_IMPEDIMENTS.debt);
  const policy = await policyFor(db, person.category_code, null);
  return {
    cod_pessoa: person.id,
    nome: person.name,
    usuario: logins[0] ?? '',
    logins,
    categoria: person.category_code,
    desc_categoria: person.category_name ?? person.category_code,
    email: person.email,
    bloqueado: person.blocked === 1,
    motivo_bloqueio: person.block_reason,
    impedimentos: impediments,
    limite_emprestimos: policy.loanLimit,
    afastamentos: suspensions.map(presentSuspension),
    emprestimos: await pendingTitles(services, personId, true),
    reservas: (await listActiveHolds(db, personId)).map((hold) => presentHold(hold, undefined)),
    debitos: await pendingDebtsWithAccruingFines(services, personId),
  };
}

/** The desk renews a patron's loan with the patron's own rules; a refusal is an error the desk shows. */
export async function renewAtDesk(services: CirculationServices, loanId: number) {
  const owner = await findLoanPerson(services.db, loanId);
  if (!owner) throw new NotFoundError('loan');
  const [outcome] = await renewLoans(services, owner.person_id, [loanId], 'desk');
  if (!outcome?.renewed) throw new CirculationRefusal(outcome?.code ?? CIRCULATION_CODES.loanNotFound);
  return outcome;
}

export async function libraryLabel(services: CirculationServices, libraryId: number) {
  return (await libraryNamesByIds(services.db, [libraryId])).get(libraryId) ?? { code: '', name: '' };
}

/** A copy's routing in the desk's words: the hold it serves (whose, where) and where it travels. */
export async function presentRouting(services: CirculationServices, routing: CopyRouting) {
  const { db } = services;
  const libraries = await libraryNamesByIds(
    db,
    [routing.hold?.pickupLibraryId, routing.transitToLibraryId].filter((id): id is number => id != null),
  );
  let reserva: DeskTrappedHold | null = null;
  if (routing.hold) {
    const person = await findPersonById(db, routing.hold.personId);
    const pickup = libraries.get(routing.hold.pickupLibraryId);
    reserva = {
      cod_reserva: routing.hold.holdId,
      cod_pessoa: routing.hold.personId,
      nome: person?.name ?? '',
      biblioteca_retirada: pickup?.code ?? '',
      desc_biblioteca_retirada: pickup?.name ?? '',
      pronta: routing.hold.ready,
      data_limite_retirada: routing.hold.pickupUntil,
    };
  }
  const destination = routing.transitToLibraryId === null ? undefined : libraries.get(routing.transitToLibraryId);
  return {
    reserva,
    transito: destination ? { destino: destination.code, desc_destino: destination.name } : null,
  };
}

/** A page of a desk list: `pagina` is 1-based, `itens` at most 100 (25 by default). */
export function pageOf(query: { pagina?: number; itens?: number }) {
  const limit = Math.min(100, query.itens ?? 25);
  return { offset: ((query.pagina ?? 1) - 1) * limit, limit };
}

/** The holds shelf of one library (or all): ready holds, the soonest deadline first; past deadlines flagged. */
export async function holdShelf(
  services: CirculationServices,
  query: { biblioteca?: string; pagina?: number; itens?: number },
) {
  const today = calendarDate(services.now());
  const { total, rows } = await listHoldShelf(services.db, { libraryCode: query.biblioteca, ...pageOf(query) });
  return {
    total,
    itens: rows.map((row) => ({
      cod_reserva: row.id,
      cod_acervo: row.record_id,
      titulo: row.title,
      cod_exemplar: row.copy_id,
      codigo_barras: row.barcode,
      cod_pessoa: row.person_id,
      nome: row.person_name,
      biblioteca_retirada: row.pickup_code,
      desc_biblioteca_retirada: row.pickup_name,
      data_liberacao: row.released_at,
      data_limite_retirada: row.pickup_until,
      vencida: row.pickup_until !== null && row.pickup_until < today,
    })),
  };
}

/** Copies in transit, to one library (or all), the longest on the way first. */
export async function transitsList(
  services: CirculationServices,
  query: { biblioteca?: string; pagina?: number; itens?: number },
) {
  const { total, rows } = await listOpenTransits(services.db, { toLibraryCode: query.biblioteca, ...pageOf(query) });
  return {
    total,
    itens: rows.map((row) => ({
      cod_transito: row.id,
      cod_exemplar: row.copy_id,
      codigo_barras: row.barcode,
      cod_acervo: row.record_id,
      titulo: row.title,
      origem: row.from_code,
      desc_origem: row.from_name,
      destino: row.to_code,
      desc_destino: row.to_name,
      data_envio: row.sent_at,
      // The patron only while their hold still waits for this copy (a cancelled hold no longer does).
      cod_reserva: row.hold_status === 'in_transit' ? row.hold_id : null,
      nome: row.hold_status === 'in_transit' ? row.person_name : null,
    })),
  };
}
