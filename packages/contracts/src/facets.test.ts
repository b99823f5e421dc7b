import { describe, expect, it } from 'vitest';
import { FACET_LETTERS } from './constants.ts';
import { FACET_ORDER, FACETS, groupFacetEntries } from './facets.ts';

const entry = (tipo: string, codigo: string, descricao = codigo) => ({
  tipo,
  codigo,
  descricao,
  total: 1,
  totalSemFiltro: 1,
  mostrarQtdOriginal: false,
});

describe('facet registry', () => {
  it('lists every letter once, the spec letters first and K before L', () => {
    expect(FACET_ORDER).toEqual([
      ...['T', 'Y', 'I', 'X', 'K', 'L', 'A', 'S', 'E', 'P'],
      ...['G', 'M', 'D', 'U', 'N', 'O'],
      ...['R', 'Z', 'NA_C', 'NA_A'],
    ]);
    for (const letter of Object.values(FACET_LETTERS)) expect(FACET_ORDER).toContain(letter);
    expect(new Set(FACETS.map((facet) => facet.labelKey)).size).toBe(FACETS.length);
  });

  it('groups in display order; work types numeric, years newest first, others by description', () => {
    const grouped = groupFacetEntries([
      entry('A', 'b', 'Borges'),
      entry('L', 'BC'),
      entry('Y', '1999'),
      entry('K', '300'),
      entry('T', '10'),
      entry('Y', '2024'),
      entry('T', '2'),
      entry('A', 'a', 'álvares'),
      entry('Q', 'unknown'),
    ]);
    expect(grouped.map(([letter, values]) => [letter, values.map((value) => value.codigo)])).toEqual([
      ['T', ['2', '10']],
      ['Y', ['2024', '1999']],
      ['K', ['300']],
      ['L', ['BC']],
      ['A', ['a', 'b']],
      ['Q', ['unknown']],
    ]);
  });
});
