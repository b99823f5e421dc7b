import { describe, expect, it } from 'vitest';
import { foldForSearch, foldPersonName, searchTokens, toNfc } from './fold.ts';

describe('search folding', () => {
  it('removes accents and case so informacao finds informação', () => {
    expect(foldForSearch('Informação')).toBe('informacao');
    expect(foldForSearch('ÑANDÚ Ça')).toBe('nandu ca');
  });

  it('folds plain ASCII the same way: letters and digits kept, the rest separators', () => {
    expect(foldForSearch('  Dom CASMURRO, 3rd ed. (1899)\t')).toBe('dom casmurro 3rd ed 1899');
    expect(foldForSearch('-- ')).toBe('');
  });

  it('folds accented Latin letters and typographic punctuation from a table, as normalising would', () => {
    expect(foldForSearch('Crônicas — “Machado” ½ São João')).toBe('cronicas machado ½ sao joao');
    expect(foldForSearch('Œuvres; Straße')).toBe('œuvres straße');
  });

  it('folds what the table does not hold by normalising: a final sigma stays final', () => {
    expect(foldForSearch('ΟΔΟΣ Ἀθηνᾶ')).toBe('οδος αθηνα');
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

describe('person name folding (the desk search)', () => {
  it('drops accents and case and collapses spaces, keeping punctuation', () => {
    expect(foldPersonName('  JOÃO  da Conceição ')).toBe('joao da conceicao');
    expect(foldPersonName("Luíza D'Ávila-Nuñez")).toBe("luiza d'avila-nunez");
    // Decomposed input (as some imports send it) folds like composed input.
    expect(foldPersonName('Jo\u0061\u0303o')).toBe('joao');
  });
});
