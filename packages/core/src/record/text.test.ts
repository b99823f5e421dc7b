import { describe, expect, it } from 'vitest';
import { cleanText, foldForSort, stripTrailingMarks, stripTrailingPunctuation, uniqueStrings } from './text.ts';

describe('cleanText', () => {
  it('normalises to NFC, collapses whitespace and trims', () => {
    expect(cleanText('  Sa\u0303o   Paulo \n')).toBe('São Paulo');
    expect(cleanText(undefined)).toBe('');
  });

  it('leaves composed Latin text as it is but for its spaces, and turns a no-break space into a space', () => {
    expect(cleanText(' Ação  e   reação ')).toBe('Ação e reação');
    expect(cleanText('Ação\u00a0e reação')).toBe('Ação e reação');
  });

  it('collapses runs of spaces in plain ASCII, and tabs and line breaks in any text', () => {
    expect(cleanText('  Dom   Casmurro  ')).toBe('Dom Casmurro');
    expect(cleanText('Dom\t\tCasmurro\r\n')).toBe('Dom Casmurro');
    expect(cleanText('Dom Casmurro')).toBe('Dom Casmurro');
  });

  it('drops bidirectional marks', () => {
    expect(cleanText('245-02/(3/r\u200f')).toBe('245-02/(3/r');
  });

  it('drops the non-sort markers around a particle and keeps the particle (DNB GND headings)', () => {
    expect(cleanText('Goethe, Johann Wolfgang \u0098von\u009c')).toBe('Goethe, Johann Wolfgang von');
  });
});

describe('stripTrailingPunctuation', () => {
  it.each([
    ['Friendly fire /', 'Friendly fire'],
    ['São Paulo :', 'São Paulo'],
    ['Biblioteca Alfaguara ;', 'Biblioteca Alfaguara'],
    ['Lovano, Joe,', 'Lovano, Joe'],
    ['Nepali literature.', 'Nepali literature'],
    ['1853-1927.', '1853-1927'],
    ['v. 12.', 'v. 12'],
    ['Valentine Records, 1959?.', 'Valentine Records, 1959?'],
    ['[São Paulo', 'São Paulo'],
    ['[2011]', '[2011]'],
    ['大乔.', '大乔'],
    ['c2006。', 'c2006'],
    ['Dom Casmurro', 'Dom Casmurro'],
    ['Dom Casmurro. ', 'Dom Casmurro'],
    ['Machado de Assis]', 'Machado de Assis'],
    ['Aspectos económicos.', 'Aspectos económicos'],
    ['Brasília .', 'Brasília'],
    ['O "Alienista".', 'O "Alienista"'],
    ['Quem sou eu?.', 'Quem sou eu?'],
    ['Rio de Janeiro : Garnier, 1899 / ;', 'Rio de Janeiro : Garnier, 1899'],
  ])('%j → %j', (input, output) => {
    expect(stripTrailingPunctuation(input)).toBe(output);
  });

  it.each([
    ['Smith, J.', 'Smith, J.'],
    ['2. ed.', '2. ed.'],
    ['Иванов, И.', 'Иванов, И.'],
    ['Programming in C++', 'Programming in C++'],
    ['Wait...', 'Wait...'],
    ['Sé.', 'Sé.'],
    ['Gonçalves, Fé.', 'Gonçalves, Fé.'],
    ['Antônio, Zé .', 'Antônio, Zé .'],
  ])('keeps the period of an initial or abbreviation: %j', (input, output) => {
    expect(stripTrailingPunctuation(input)).toBe(output);
  });

  it('stripTrailingMarks keeps a final period', () => {
    expect(stripTrailingMarks('2. ed. rev. e ampl.')).toBe('2. ed. rev. e ampl.');
    expect(stripTrailingMarks('24 cm. ;')).toBe('24 cm.');
  });
});

describe('foldForSort', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldForSort('Ação, Informação!')).toBe('acao informacao');
    expect(foldForSort('Doktor Faustus : z︠h︡ytti︠a︡')).toBe('doktor faustus zhyttia');
  });

  it('keeps the vowel signs of Devanagari (they are marks, not accents)', () => {
    expect(foldForSort('रानी खोला')).toBe('रानी खोला');
  });

  it('folds accented Latin letters and typographic punctuation without normalising (a table), as it did', () => {
    // Ł and Œ have no decomposition: they only lose their case.
    expect(foldForSort('  Œuvres – «Complètes» de Łódź ')).toBe('œuvres completes de łodz');
    // A modifier letter is folded away (it is in the marks removed): the text takes the normalising path.
    expect(foldForSort('Qurʼān')).toBe('quran');
  });
});

describe('uniqueStrings', () => {
  it('keeps the first form of values equal after folding', () => {
    expect(uniqueStrings(['Jazz', 'jazz.', 'Jázz', '', 'Blues'])).toEqual(['Jazz', 'Blues']);
  });
});
