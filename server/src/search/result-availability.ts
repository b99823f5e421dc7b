import type { LibraryAvailability } from '@estante/contracts';
import { copyAvailability, holdDecisionsByLibrary, libraryCopiesRefusal, type TitleCopyFacts } from '@estante/core';

/**
 * A record's copies of one kind at one library, as the search page's statement groups them
 * (search-page.repository.ts): same library, status, loan type and volume/tome/part/material. A list of values, not
 * an object: the statement sends a third the text and Node parses it twice as fast.
 */
export type CopyGroup = [
  libraryCode: string,
  libraryName: string,
  status: string,
  /** 0 when the copies' loan type does not lend them; 1 when it does or they have none. */
  circulates: number,
  volume: string | null,
  tome: string | null,
  part: string | null,
  material: string | null,
  copies: number,
  /** The lowest call number of the group's copies. */
  callNumber: string | null,
  /** The soonest due date of the group's open loans. */
  dueDate: string | null,
];

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

/** One library's copies as they are counted. */
interface Tally {
  availability: LibraryAvailability;
  /** One copy per group, as the hold rule sees them. */
  facts: TitleCopyFacts[];
  /** Whether the groups name more than one volume/tome/part/material. */
  mixed: boolean;
  /** Lowest call number among the copies on the shelf that are lent, of those for library use, of all. */
  lentCallNumber: string | null;
  shelfCallNumber: string | null;
  anyCallNumber: string | null;
  forLibraryUse: boolean;
}

/**
 * The hold rule's decision for a visitor at one library (core holdDecisionsByLibrary without a patron: a hold for
 * any volume/tome/part/material, or for one of the library's own). The first is the rule over all the library's
 * copies (libraryCopiesRefusal), which settles most titles; a hold naming the only kind the library has sees the
 * same copies and is refused alike, so the whole rule runs only for a library with several kinds refused as a whole.
 */
function holdable(tally: Tally): boolean {
  if (libraryCopiesRefusal(tally.facts) === null) return true;
  if (!tally.mixed) return false;
  return holdDecisionsByLibrary(tally.facts)[0]?.holdable ?? false;
}

const sameKind = (a: TitleCopyFacts, b: TitleCopyFacts) =>
  a.volume === b.volume && a.tome === b.tome && a.part === b.part && a.material === b.material;

/**
 * Per library, by name: copies on the shelf, on loan and not lent (counted as the copies tab
 * counts them, core copyAvailability), a call number, the next due date and whether a visitor may place a hold
 * there (holdable). The hold rule sees one copy per group, which decides as all of them would, since the rule asks
 * only whether a copy of a kind exists, never how many. Runs for every result of every search: one pass over the
 * groups, the libraries (a few) found by a linear look-up.
 */
export function libraryAvailability(groups: readonly CopyGroup[]): LibraryAvailability[] {
  if (groups.length === 0) return [];
  const tallies: Tally[] = [];
  for (const [code, name, status, circulates, volume, tome, part, material, count, callNumber, dueDate] of groups) {
    let tally = tallies.find((candidate) => candidate.availability.cod_biblioteca === code);
    if (tally === undefined) {
      tally = {
        availability: {
          cod_biblioteca: code,
          desc_biblioteca: name,
          situacao: 'indisponivel',
          exemplares: 0,
          disponiveis: 0,
          emprestados: 0,
          nao_emprestaveis: 0,
          chamada: null,
          proxima_devolucao: null,
          reserva: false,
        },
        facts: [],
        mixed: false,
        lentCallNumber: null,
        shelfCallNumber: null,
        anyCallNumber: null,
        forLibraryUse: false,
      };
      tallies.push(tally);
    }
    const fact: TitleCopyFacts = {
      libraryCode: code,
      status,
      circulates: Number(circulates) !== 0,
      volume,
      tome,
      part,
      material,
      location: null,
      dueDate,
    };
    if (tally.facts.length > 0 && !sameKind(tally.facts[0]!, fact)) tally.mixed = true;
    tally.facts.push(fact);
    const copies = Number(count);
    const library = tally.availability;
    library.exemplares += copies;
    tally.anyCallNumber = lowest(tally.anyCallNumber, callNumber);
    const kind = copyAvailability(fact);
    if (kind === 'available') {
      library.disponiveis += copies;
      tally.lentCallNumber = lowest(tally.lentCallNumber, callNumber);
    } else if (kind === 'on_loan') {
      library.emprestados += copies;
      library.proxima_devolucao = lowest(library.proxima_devolucao, dueDate);
    } else {
      library.nao_emprestaveis += copies;
      if (ON_SHELF.has(status)) {
        tally.forLibraryUse = true;
        tally.shelfCallNumber = lowest(tally.shelfCallNumber, callNumber);
      }
    }
  }
  const libraries = tallies.map((tally) => {
    const library = tally.availability;
    library.situacao = situation(library, tally.forLibraryUse);
    library.chamada = tally.lentCallNumber ?? tally.shelfCallNumber ?? tally.anyCallNumber;
    library.reserva = holdable(tally);
    return library;
  });
  return libraries.length > 1 ? libraries.sort(byName) : libraries;
}
