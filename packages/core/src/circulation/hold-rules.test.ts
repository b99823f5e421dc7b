import { describe, expect, it } from 'vitest';
import { CIRCULATION_CODES } from './circulation-errors.ts';
import {
  ANY_DESIGNATION,
  copyAvailability,
  copySatisfies,
  holdDecisionsByLibrary,
  type PatronHoldSituation,
  type TitleCopyFacts,
} from './hold-rules.ts';

const copy = (patch: Partial<TitleCopyFacts>): TitleCopyFacts => ({
  libraryCode: 'BC',
  location: 'ACERVO',
  volume: null,
  tome: null,
  part: null,
  material: null,
  status: 'on_loan',
  circulates: true,
  dueDate: '2026-12-01',
  ...patch,
});

const patron: PatronHoldSituation = {
  patronBlocked: false,
  activeHolds: 0,
  holdLimit: 3,
  alreadyHoldsTitle: false,
  hasTitleOnLoan: false,
};

describe('the hold rule per library', () => {
  // BC: every copy on loan. BCS: one on the shelf. OR: reference only (not for loan). BS: only a lost copy.
  const copies = [
    copy({ libraryCode: 'BC' }),
    copy({ libraryCode: 'BC', status: 'on_hold_shelf', dueDate: null }),
    copy({ libraryCode: 'BCS', status: 'available', dueDate: null }),
    copy({ libraryCode: 'BCS' }),
    copy({ libraryCode: 'OR', location: 'OBRAS_RARAS', status: 'available', circulates: false, dueDate: null }),
    copy({ libraryCode: 'BS', status: 'lost', dueDate: null }),
  ];

  it('allows a hold exactly where every loanable copy is out, and says why elsewhere', () => {
    const decisions = holdDecisionsByLibrary(copies);
    expect(decisions.map(({ libraryCode, refusal, holdable }) => ({ libraryCode, refusal, holdable }))).toEqual([
      { libraryCode: 'BC', refusal: null, holdable: true },
      // Decision: a copy on the shelf of the library refuses a hold there (spec 000 §4): borrow it instead.
      { libraryCode: 'BCS', refusal: 'ExemplarDisponivelParaEmprestimo', holdable: false },
      { libraryCode: 'OR', refusal: 'NenhumExemplarPermiteReserva', holdable: false },
      { libraryCode: 'BS', refusal: 'NenhumExemplarPermiteReserva', holdable: false },
    ]);
  });

  it('keeps each library to its own copies: a shelf copy elsewhere does not refuse a hold here', () => {
    const atTwo = [copy({ libraryCode: 'BC' }), copy({ libraryCode: 'BCS', dueDate: '2026-12-09' })];
    expect(holdDecisionsByLibrary(atTwo).map((decision) => decision.refusal)).toEqual([null, null]);
    const oneShelved = [...atTwo, copy({ libraryCode: 'BCS', status: 'available', dueDate: null })];
    expect(holdDecisionsByLibrary(oneShelved).map((decision) => decision.refusal)).toEqual([
      null,
      CIRCULATION_CODES.copyAvailable,
    ]);
  });

  it('adds the patron: blocked first, then the copies, then the patron limits', () => {
    const blocked = holdDecisionsByLibrary(copies, ANY_DESIGNATION, { ...patron, patronBlocked: true });
    expect(blocked.map((decision) => decision.refusal)).toEqual([
      'UsuarioBloqueado',
      'UsuarioBloqueado',
      'UsuarioBloqueado',
      'UsuarioBloqueado',
    ]);
    expect(blocked.every((decision) => !decision.holdable)).toBe(true);
    const holding = holdDecisionsByLibrary(copies, ANY_DESIGNATION, { ...patron, alreadyHoldsTitle: true });
    expect(holding.map((decision) => decision.refusal)).toEqual([
      'ReservaJaExistente',
      'ExemplarDisponivelParaEmprestimo',
      'NenhumExemplarPermiteReserva',
      'NenhumExemplarPermiteReserva',
    ]);
    const full = holdDecisionsByLibrary(copies.slice(0, 2), ANY_DESIGNATION, { ...patron, activeHolds: 3 });
    expect(full[0]?.refusal).toBe('LimiteReservasAtingido');
    expect(holdDecisionsByLibrary(copies.slice(0, 2), ANY_DESIGNATION, patron)[0]?.refusal).toBeNull();
  });

  it('decides per volume: volume 1 on the shelf refuses "any", volume 2 out still takes a hold', () => {
    const volumes = [
      copy({ volume: '2' }),
      copy({ volume: '1', status: 'available', dueDate: null }),
      copy({ volume: '10', dueDate: '2026-12-03' }),
    ];
    const [library] = holdDecisionsByLibrary(volumes);
    expect(library?.refusal).toBe('ExemplarDisponivelParaEmprestimo');
    expect(library?.holdable).toBe(true);
    expect(library?.designations.map(({ volume, refusal }) => ({ volume, refusal }))).toEqual([
      { volume: '1', refusal: 'ExemplarDisponivelParaEmprestimo' },
      { volume: '2', refusal: null },
      { volume: '10', refusal: null },
    ]);
    const wanted = { volume: '2', tome: '', part: '', material: '' };
    expect(holdDecisionsByLibrary(volumes, wanted)[0]?.refusal).toBeNull();
    // Nothing at the library matches volume 3: no copy there could ever satisfy the hold.
    expect(holdDecisionsByLibrary(volumes, { ...wanted, volume: '3' })[0]?.refusal).toBe(
      'NenhumExemplarPermiteReserva',
    );
  });

  it('gives a title without volumes one designation, the same decision as "any"', () => {
    const [library] = holdDecisionsByLibrary([copy({}), copy({ dueDate: '2026-12-02' })]);
    expect(library?.designations).toEqual([{ volume: null, tome: null, part: null, material: null, refusal: null }]);
  });

  it('matches blank wanted values to any copy, given ones exactly (trimmed)', () => {
    const volume2 = { volume: '2', tome: 'a', part: null, material: 'CD' };
    expect(copySatisfies(ANY_DESIGNATION, volume2)).toBe(true);
    expect(copySatisfies({ volume: ' 2 ', tome: null, part: '', material: 'CD' }, volume2)).toBe(true);
    expect(copySatisfies({ volume: '2', tome: '', part: '', material: 'DVD' }, volume2)).toBe(false);
    expect(copySatisfies({ volume: '', tome: '', part: '1', material: '' }, volume2)).toBe(false);
  });

  it('counts copies for the copies tab as available, out, or not for loan', () => {
    expect(copyAvailability({ status: 'available', circulates: true })).toBe('available');
    expect(copyAvailability({ status: 'on_loan', circulates: true })).toBe('on_loan');
    expect(copyAvailability({ status: 'on_hold_shelf', circulates: true })).toBe('on_loan');
    expect(copyAvailability({ status: 'in_transit', circulates: true })).toBe('on_loan');
    expect(copyAvailability({ status: 'available', circulates: false })).toBe('not_for_loan');
    expect(copyAvailability({ status: 'in_repair', circulates: true })).toBe('not_for_loan');
    expect(copyAvailability({ status: 'lost', circulates: true })).toBe('not_for_loan');
  });
});
