import { describe, expect, it } from 'vitest';
import { marcRecord } from './record-builder.test-support.ts';
import { extractTitle, titleSortKey } from './title.ts';

const LEADER = '00000nam a2200000 a 4500';

describe('titleSortKey: MARC 21 245 ind2 = number of nonfiling characters', () => {
  it.each([
    ['The art of cataloging', '4', 'art of cataloging'],
    ['O guarani', '2', 'guarani'],
    ['A estrada', '2', 'estrada'],
    ["L'improviste : une lecture du jazz", '2', 'improviste une lecture du jazz'],
    ['Die Räuber', '4', 'rauber'],
    ['"The" road', '6', 'road'],
    ['Adivinhe quem sou eu', '0', 'adivinhe quem sou eu'],
    ['Adivinhe quem sou eu', ' ', 'adivinhe quem sou eu'],
  ])('%j with ind2 %j sorts as %j', (title, ind2, key) => {
    expect(titleSortKey(title, ind2)).toBe(key);
  });

  it('counts a diacritic of the article as a character, as MARC does (decomposed form)', () => {
    // "À la recherche": MARC-8 and NFD write the grave accent as a character of its own, so ind2 = 3.
    expect(titleSortKey('À la recherche du temps perdu', '3')).toBe('la recherche du temps perdu');
    // A system that counted precomposed characters says 2: still read correctly.
    expect(titleSortKey('À la recherche du temps perdu', '2')).toBe('la recherche du temps perdu');
  });

  it('skips nothing when the count would cut a word', () => {
    expect(titleSortKey('Adivinhe quem sou eu', '4')).toBe('adivinhe quem sou eu');
    expect(titleSortKey('Ab', '9')).toBe('ab');
  });

  it('sorts titles with and without articles together', () => {
    const titles = [
      { title: 'The zebra', ind2: '4' },
      { title: 'A estrada', ind2: '2' },
      { title: 'Banana', ind2: '0' },
      { title: 'O ateneu', ind2: '2' },
    ];
    const sorted = titles
      .map((entry) => ({ ...entry, key: titleSortKey(entry.title, entry.ind2) }))
      .sort((left, right) => (left.key < right.key ? -1 : 1))
      .map((entry) => entry.title);
    expect(sorted).toEqual(['O ateneu', 'Banana', 'A estrada', 'The zebra']);
  });
});

describe('extractTitle', () => {
  it('supplies ISBD punctuation missing in the record (Biblivre)', () => {
    const record = marcRecord(LEADER, '245 10 ‡aAdivinhe quem sou eu‡bSelvagens e perigosos');
    expect(extractTitle(record)).toMatchObject({
      title: 'Adivinhe quem sou eu : Selvagens e perigosos',
      subtitle: 'Selvagens e perigosos',
    });
  });

  it('joins number and name of part, keeping the parallel-title mark', () => {
    const record = marcRecord(LEADER, '245 00 ‡aAnais.‡nParte 2,‡pResumos =‡bProceedings /‡cSociedade Brasileira.');
    expect(extractTitle(record).title).toBe('Anais. Parte 2, Resumos = Proceedings');
  });

  it('leaves out the medium ($h) and keeps the mark typed before it', () => {
    const record = marcRecord(LEADER, '245 10 ‡aPlant energetics‡h[electronic resource] :‡ba study /‡cO. Ksenzhek.');
    expect(extractTitle(record).title).toBe('Plant energetics : a study');
  });

  it('gives an empty title, not a placeholder, when 245 is missing', () => {
    expect(extractTitle(marcRecord(LEADER))).toEqual({ title: '', titleSortKey: '', variantTitles: [] });
  });

  it('reads a second 245 (another script, as in evergreen_nepali) as a variant title', () => {
    const record = marcRecord(LEADER, '245 10 ‡aबिहानी टुसा /‡cलेखक.', '245 10 ‡aBihānī Ṭusā /‡cLekhaka.');
    expect(extractTitle(record)).toMatchObject({ title: 'बिहानी टुसा', variantTitles: ['Bihānī Ṭusā'] });
  });
});
