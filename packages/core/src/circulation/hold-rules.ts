import { CIRCULATION_CODES, type CirculationCode } from './circulation-errors.ts';

export interface HoldCopyFacts {
  status: string;
  circulates: boolean;
}

/** What a patron's situation adds to the rule: the same for every library of a title. */
export interface PatronHoldSituation {
  patronBlocked: boolean;
  activeHolds: number;
  holdLimit: number;
  alreadyHoldsTitle: boolean;
  hasTitleOnLoan: boolean;
}

export interface HoldFacts extends PatronHoldSituation {
  /** Copies of the title at the chosen library that match volume, tome, part and material. */
  copies: readonly HoldCopyFacts[];
}

/** Copy statuses a hold can wait for: the copy will come back to the shelf. */
const HOLDABLE_STATUSES = new Set(['on_loan', 'on_hold_shelf', 'in_transit', 'available']);

/**
 * Why the copies of one library (those matching the wanted volume, tome, part and material) do not allow a
 * hold there, or null. A hold waits for a copy that circulates; it cannot be placed while one is on the
 * shelf (000 §4: "cannot be placed while copies are still available for loan"). The shelf counts per
 * library: holds queue per title and library, so a copy on the shelf elsewhere does not refuse a hold here.
 */
export function libraryCopiesRefusal(copies: readonly HoldCopyFacts[]): CirculationCode | null {
  const holdable = copies.filter((copy) => copy.circulates && HOLDABLE_STATUSES.has(copy.status));
  if (holdable.length === 0) return CIRCULATION_CODES.noCopyAllowsHold;
  if (holdable.some((copy) => copy.status === 'available')) return CIRCULATION_CODES.copyAvailable;
  return null;
}

/** Why the patron may not place a hold on this title, whatever the library, or null. Checked after the copies. */
function patronRefusal(patron: PatronHoldSituation): CirculationCode | null {
  if (patron.alreadyHoldsTitle) return CIRCULATION_CODES.holdAlreadyPlaced;
  if (patron.hasTitleOnLoan) return CIRCULATION_CODES.titleAlreadyOnLoan;
  if (patron.activeHolds >= patron.holdLimit) return CIRCULATION_CODES.holdLimitReached;
  return null;
}

/**
 * Why a hold may not be placed at one library, or null. A blocked patron is told that first (it is what
 * they can act on), then what the copies allow, then the patron's other limits.
 */
export function holdRefusal(facts: HoldFacts): CirculationCode | null {
  if (facts.patronBlocked) return CIRCULATION_CODES.patronBlocked;
  return libraryCopiesRefusal(facts.copies) ?? patronRefusal(facts);
}

/** Volume, tome, part and material of a copy (null when the copy has none). */
export interface CopyDesignation {
  volume: string | null;
  tome: string | null;
  part: string | null;
  material: string | null;
}

/** What a hold asks for: "" (or null) means any volume, tome, part or material (spec 001 §7.12 form). */
export type WantedDesignation = { readonly [K in keyof CopyDesignation]: string | null };

export const ANY_DESIGNATION: WantedDesignation = { volume: '', tome: '', part: '', material: '' };

/** One wanted value: blank means any, otherwise it must equal the copy's (trimmed). */
function matchesWanted(wanted: string | null, actual: string | null): boolean {
  const value = wanted?.trim() ?? '';
  return value === '' || value === (actual ?? '');
}

/** Whether a copy can satisfy a hold asking for `wanted`: the queue hands copies back by this test. */
export function copySatisfies(wanted: WantedDesignation, copy: CopyDesignation): boolean {
  return (
    matchesWanted(wanted.volume, copy.volume) &&
    matchesWanted(wanted.tome, copy.tome) &&
    matchesWanted(wanted.part, copy.part) &&
    matchesWanted(wanted.material, copy.material)
  );
}

/** A copy of the title as the per-library rule and the copies tab see it. */
export interface TitleCopyFacts extends CopyDesignation, HoldCopyFacts {
  libraryCode: string;
  /** Shelving location (a code such as ACERVO); shown, never a reason to refuse: the queue ignores it. */
  location: string | null;
  /** Due date (YYYY-MM-DD) of the copy's open loan, or null. */
  dueDate: string | null;
}

/** How the copies tab counts a copy: on the shelf, out (on loan, kept for a hold, travelling) or not lent. */
export type CopyAvailability = 'available' | 'on_loan' | 'not_for_loan';

export function copyAvailability(copy: HoldCopyFacts): CopyAvailability {
  if (!copy.circulates || !HOLDABLE_STATUSES.has(copy.status)) return 'not_for_loan';
  return copy.status === 'available' ? 'available' : 'on_loan';
}

export interface DesignationDecision extends CopyDesignation {
  refusal: CirculationCode | null;
}

export interface LibraryHoldDecision {
  libraryCode: string;
  /** The decision for the wanted designation (ANY_DESIGNATION when none is given). */
  refusal: CirculationCode | null;
  /**
   * Each distinct volume/tome/part/material among the library's copies, with the decision for a hold naming
   * it: a library whose volume 1 is on the shelf may still take a hold for its volume 2.
   */
  designations: DesignationDecision[];
  /** A hold can be placed here for the wanted designation or for one of the library's own. */
  holdable: boolean;
}

const designationKey = (copy: CopyDesignation) =>
  JSON.stringify([copy.volume ?? '', copy.tome ?? '', copy.part ?? '', copy.material ?? '']);

/**
 * The one hold rule, per library: for each library holding copies of the title (in the order of `copies`),
 * whether a hold for `wanted` is possible there, and for which of its volumes/tomes/parts/materials. Without
 * a patron (a visitor, or the title page before sign-in) only the copies decide; with one, the patron's
 * situation is added exactly as holdRefusal adds it, so the title page and the server's refusal agree.
 */
export function holdDecisionsByLibrary(
  copies: readonly TitleCopyFacts[],
  wanted: WantedDesignation = ANY_DESIGNATION,
  patron?: PatronHoldSituation,
): LibraryHoldDecision[] {
  const decide = (matching: readonly HoldCopyFacts[]) =>
    patron ? holdRefusal({ ...patron, copies: matching }) : libraryCopiesRefusal(matching);
  const byLibrary = new Map<string, TitleCopyFacts[]>();
  for (const copy of copies) byLibrary.set(copy.libraryCode, [...(byLibrary.get(copy.libraryCode) ?? []), copy]);
  return [...byLibrary].map(([libraryCode, held]) => {
    const designations = new Map<string, CopyDesignation>();
    for (const copy of held) {
      const key = designationKey(copy);
      if (!designations.has(key))
        designations.set(key, { volume: copy.volume, tome: copy.tome, part: copy.part, material: copy.material });
    }
    const decided = [...designations.values()]
      .map((designation) => ({
        ...designation,
        // As the server decides a hold naming these values: a blank one matches any copy.
        refusal: decide(held.filter((copy) => copySatisfies(designation, copy))),
      }))
      .sort((a, b) => designationKey(a).localeCompare(designationKey(b), undefined, { numeric: true }));
    const refusal = decide(held.filter((copy) => copySatisfies(wanted, copy)));
    return {
      libraryCode,
      refusal,
      designations: decided,
      holdable: refusal === null || decided.some((designation) => designation.refusal === null),
    };
  });
}
