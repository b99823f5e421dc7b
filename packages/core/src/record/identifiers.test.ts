import { describe, expect, it } from 'vitest';
import {
  extractIsbns,
  extractIssns,
  isbnSearchKeys,
  isValidIssn,
  normaliseIssn,
  parseIsbn,
  splitIsbnText,
} from './identifiers.ts';
import { marcRecord } from './record-builder.test-support.ts';

const LEADER = '00000nam a2200000 a 4500';

describe('ISBN search keys: ISBN-10 and ISBN-13 of one book find each other', () => {
  it('gives the same keys for the ISBN-13 and the ISBN-10 of a book', () => {
    const from13 = isbnSearchKeys('9788535902778');
    const from10 = isbnSearchKeys('85-359-0277-5');
    expect(from13).toEqual(['9788535902778', '8535902775']);
    expect(new Set(from10)).toEqual(new Set(from13));
  });

  it('handles an ISBN-10 ending in X', () => {
    expect(isbnSearchKeys('184533213X (hbk.)')).toEqual(['9781845332136', '184533213X']);
    expect(isbnSearchKeys('9781845332136')).toContain('184533213X');
  });

  it('has no ISBN-10 for a 979 ISBN', () => {
    expect(isbnSearchKeys('979-10-90636-07-1')).toEqual(['9791090636071']);
  });

  it('gives no key for an invalid ISBN', () => {
    expect(isbnSearchKeys('8901452100503')).toEqual([]);
    expect(isbnSearchKeys('0306406153')).toEqual([]);
  });
});

describe('parseIsbn', () => {
  it('strips qualifiers and keeps them apart', () => {
    expect(parseIsbn('9788535902778 (broch.)')).toEqual({
      isbn13: '9788535902778',
      isbn10: '8535902775',
      display: '978-85-359-0277-8',
      qualifier: 'broch.',
    });
    expect(parseIsbn('0553268473 (pbk.) :')).toMatchObject({ isbn13: '9780553268478', qualifier: 'pbk.' });
    expect(parseIsbn('978-85-322-6345-2')).toMatchObject({ isbn13: '9788532263452', display: '978-85-322-6345-2' });
  });

  it('does not take a number glued to more digits for an ISBN', () => {
    expect(splitIsbnText('089542262X295').candidate).toBe('089542262X295');
    expect(parseIsbn('089542262X295')).toBeUndefined();
  });

  it('reads a qualifier glued to the number', () => {
    expect(parseIsbn('(0373197527pbk.) :')).toMatchObject({ isbn13: '9780373197521', qualifier: 'pbk.' });
  });

  it.each(['HL00361126 :', '4980858214bbd :', '978788430094X', '', 'sem ISBN'])(
    'returns undefined without throwing for %j',
    (text) => {
      expect(() => parseIsbn(text)).not.toThrow();
      expect(parseIsbn(text)).toBeUndefined();
    },
  );
});

describe('extractIsbns', () => {
  it('keeps invalid ISBNs as written and de-duplicates the valid ones', () => {
    const record = marcRecord(
      LEADER,
      '020 __ ‡a0553268473 (pbk.) :‡c$6.99',
      '020 __ ‡a9780553268478',
      '020 __ ‡a8901452100503',
      '020 __ ‡zJL03022802 set :',
    );
    expect(extractIsbns(record)).toEqual({
      isbns: [{ isbn13: '9780553268478', isbn10: '0553268473', display: '0-553-26847-3', qualifier: 'pbk.' }],
      invalidIsbns: ['8901452100503', 'JL03022802 set'],
      isbnSearchKeys: ['9780553268478', '0553268473'],
    });
  });
});

describe('ISSN', () => {
  it('validates the check digit', () => {
    expect(isValidIssn('0100-1965')).toBe(true);
    expect(isValidIssn('0028-0836')).toBe(true);
    expect(isValidIssn('2049-3630')).toBe(true);
    expect(isValidIssn('0100-1966')).toBe(false);
    expect(isValidIssn('1234-5678')).toBe(false);
  });

  it('accepts a check digit X', () => {
    expect(isValidIssn('0000-006X')).toBe(true);
    expect(normaliseIssn('ISSN 0000006x')).toBe('0000-006X');
  });

  it('sorts 022 subfields into valid and invalid', () => {
    const record = marcRecord(LEADER, '022 0_ ‡a0028-0836‡y0028-0837‡z1234-5678', '022 __ ‡aNo ISSN');
    expect(extractIssns(record)).toEqual({ issns: ['0028-0836'], invalidIssns: ['0028-0837', '1234-5678', 'No ISSN'] });
  });
});
