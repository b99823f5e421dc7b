import { describe, expect, it } from 'vitest';
import { chosenCodes, guideQuery } from './guide-search.ts';

describe('guide searches', () => {
  it('filters on the collection, each chosen field and the act number as digits', () => {
    expect(
      guideQuery('atos-normativos', {
        values: { esfera: 'federal', tipo: 'lei', orgao: '', ano: '1990' },
        number: ' 8.112 ',
        term: ' servidores ',
      }),
    ).toBe(
      'termo=servidores&filtro=G%3Aatos-normativos&filtro=U%3Afederal&filtro=D%3Alei&filtro=Y%3A1990&filtro=N%3A8112',
    );
    expect(guideQuery('jurisprudencia', { values: { tribunal: 'STF' } })).toBe(
      'filtro=G%3Ajurisprudencia&filtro=O%3ASTF',
    );
    expect(guideQuery('atos-normativos', { values: {}, number: 'nº 0042' })).toBe(
      'filtro=G%3Aatos-normativos&filtro=N%3A42',
    );
  });

  it('reads the chosen codes of a letter back from the filters', () => {
    expect(chosenCodes(['G:arquivo', 'M:serie', 'D:ata', 'M:item'], 'M')).toEqual(['serie', 'item']);
    expect(chosenCodes(['G:arquivo'], 'D')).toEqual([]);
  });
});
