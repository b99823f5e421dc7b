import ISBN from 'isbn3';
import { describe, expect, it } from 'vitest';
import {
  cutterMark,
  cutterNumber,
  isbn10CheckDigit,
  isbn13CheckDigit,
  isbn13To10,
  issnCheckDigit,
  isValidIssn,
  makeIsbn13,
} from './identifiers.ts';
import { ENG_PUBLISHERS, POR_PUBLISHERS, SPA_PUBLISHERS } from './vocabulary/publishers.ts';

describe('check digits', () => {
  it('match known ISBNs and ISSNs', () => {
    expect(isbn13CheckDigit('978026203384')).toBe('8'); // Introduction to algorithms, 3rd ed.
    expect(isbn10CheckDigit('843760494')).toBe('X');
    expect(issnCheckDigit('0102311')).toBe('X'); // Cadernos de saúde pública
    expect(issnCheckDigit('1413247')).toBe('8'); // Revista brasileira de educação
    expect(isValidIssn('0028-0836')).toBe(true); // Nature
    expect(isValidIssn('0028-0837')).toBe(false);
  });

  it('ISBN-10 and ISBN-13 forms of a generated number are the same book for isbn3', () => {
    const isbn13 = makeIsbn13('97885224', 12345);
    const parsed = ISBN.parse(isbn13);
    expect(parsed?.isValid).toBe(true);
    expect(parsed?.isbn10).toBe(isbn13To10(isbn13));
  });

  it('every publisher prefix lies in an allotted ISBN range', () => {
    for (const publisher of [...POR_PUBLISHERS, ...SPA_PUBLISHERS, ...ENG_PUBLISHERS]) {
      for (const article of [0, 4711, 99_999]) {
        const isbn = makeIsbn13(publisher.isbnPrefix, article);
        expect(ISBN.parse(isbn)?.isValid, `${publisher.name} ${isbn}`).toBe(true);
      }
    }
  });
});

describe('Cutter marks', () => {
  it('have the Cutter shape and sort like the names', () => {
    expect(cutterNumber('Silva')).toMatch(/^S\d{3}$/);
    expect(cutterMark('Assis', 'O alienista')).toMatch(/^A\d{3}a$/);
    expect(cutterMark('Lispector', 'A hora da estrela')).toMatch(/^L\d{3}h$/);
    const names = ['Almeida', 'Alves', 'Andrade', 'Araújo', 'Azevedo'];
    const numbers = names.map((name) => Number(cutterNumber(name).slice(1)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
  });
});
