import type { LibraryAvailability } from '@estante/contracts';
import { copyAvailability, holdDecisionsByLibrary, type TitleCopyFacts } from '@estante/core';

/**
 * A record's copies of one kind at one library, as the search page's statement groups them
 * (search-page.repository.ts): same library, status, lending and volume/tome/part/material.
 */
export interface CopyGroup {
  library_code: string;
  library_name: string;
  status: string;
  /** 0 when the copies' loan type does not lend them; 1 when it does or they have none. */
  circulates: number;
  volume: string | null;
  tome: string | null;
  part: string | null;
  material: string | null;
  copies: number;
  /** The lowest call number of the group's copies. */
  call_number: string | null;
  /** The soonest due date of the group's open loans. */
  due_date: string | null;
}

/** Statuses of a copy that stands on the shelf (lent or not). */
const ON_SHELF = new Set(['available', 'not_for_loan']);

const lowest = (a: string | null, b: string | null) => (a === null ? b : b === null || b >= a ? a : b);

/** On the shelf and lent, else out, else on the shelf for library use only, else neither (lost, in repair). */
function situation(
  counts: { disponiveis: number; emprestados: number },
  forLibraryUse: boolean,
): LibraryAvailability['situacao'] {
  if (counts.disponiveis > 0) return 'disponivel';
  if (counts.emprestados > 0) return 'emprestado';
  return forLibraryUse ? 'consulta_local' : 'indisponivel';
}

/** Built once: localeCompare with a locale builds a collator at each call. Immutable, so shared safely. */
const PORTUGUESE = new Intl.Collator('pt');

/** Libraries by name as Portuguese sorts them, the same on both engines (an ORDER BY would follow each one's collation). */
const byName = (a: LibraryAvailability, b: LibraryAvailability) =>
  PORTUGUESE.compare(a.desc_biblioteca, b.desc_biblioteca) || (a.cod_biblioteca < b.cod_biblioteca ? -1 : 1);

/**
 * Per library, by name: copies on the shelf, on loan and not lent (counted as the copies tab
 * counts them, core copyAvailability), a call number, the next due date and whether a visitor may place a hold
 * there. The hold is the core rule's decision (holdDecisionsByLibrary, without a patron): it sees one copy per group,
 * which decides as all of them would, since the rule asks only whether a copy of a kind exists, never how many.
 */
export function libraryAvailability(groups: readonly CopyGroup[]): LibraryAvailability[] {
  const facts: TitleCopyFacts[] = groups.map((group) => ({
    libraryCode: group.library_code,
    status: group.status,
    circulates: Number(group.circulates) !== 0,
    volume: group.volume,
    tome: group.tome,
    part: group.part,
    material: group.material,
    location: null,
    dueDate: group.due_date,
  }));
  const holdable = new Map(holdDecisionsByLibrary(facts).map((decision) => [decision.libraryCode, decision.holdable]));
  const libraries = new Map<
    string,
    LibraryAvailability & {
      /** Lowest call number among the copies on the shelf that are lent, of those for library use, of all. */
      lentCallNumber: string | null;
      shelfCallNumber: string | null;
      anyCallNumber: string | null;
      forLibraryUse: boolean;
    }
  >();
  for (const [index, group] of groups.entries()) {
    const library = libraries.get(group.library_code) ?? {
      cod_biblioteca: group.library_code,
      desc_biblioteca: group.library_name,
      situacao: 'indisponivel',
      exemplares: 0,
      disponiveis: 0,
      emprestados: 0,
      nao_emprestaveis: 0,
      chamada: null,
      proxima_devolucao: null,
      reserva: holdable.get(group.library_code) ?? false,
      lentCallNumber: null,
      shelfCallNumber: null,
      anyCallNumber: null,
      forLibraryUse: false,
    };
    const copies = Number(group.copies);
    const kind = copyAvailability(facts[index]!);
    library.exemplares += copies;
    library.anyCallNumber = lowest(library.anyCallNumber, group.call_number);
    if (kind === 'available') {
      library.disponiveis += copies;
      library.lentCallNumber = lowest(library.lentCallNumber, group.call_number);
    } else if (kind === 'on_loan') {
      library.emprestados += copies;
      library.proxima_devolucao = lowest(library.proxima_devolucao, group.due_date);
    } else {
      library.nao_emprestaveis += copies;
      if (ON_SHELF.has(group.status)) {
        library.forLibraryUse = true;
        library.shelfCallNumber = lowest(library.shelfCallNumber, group.call_number);
      }
    }
    libraries.set(group.library_code, library);
  }
  return [...libraries.values()]
    .map(({ lentCallNumber, shelfCallNumber, anyCallNumber, forLibraryUse, ...library }) => ({
      ...library,
      situacao: situation(library, forLibraryUse),
      chamada: lentCallNumber ?? shelfCallNumber ?? anyCallNumber,
    }))
    .sort(byName);
}
