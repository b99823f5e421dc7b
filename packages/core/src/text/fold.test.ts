import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTokens, toNfc } from './fold.ts';

describe('search folding', () => {
  it('removes accents and case so informacao finds informação', () => {
    expect(foldForSearch('Informação')).toBe('informacao');
    expect(foldForSearch('ÑANDÚ Ça')).toBe('nandu ca');
  });

  it('folds decomposed (NFD) text the same as composed text', () => {
    expect(foldForSearch('e\u0301cole')).toBe(foldForSearch('école'));
    expect(toNfc('e\u0301')).toBe('é');
  });

  it('turns punctuation and query syntax into separators', () => {
    expect(searchTokens('"Dom" (Casmurro): NEAR* -x ^y')).toEqual(['dom', 'casmurro', 'near', 'x', 'y']);
    expect(searchTokens('  ')).toEqual([]);
  });
});
