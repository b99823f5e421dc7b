import { describe, expect, it } from 'vitest';
import { parseSearchQuery, rowWords } from './parse-search-query.ts';

describe('stop-word policy (docs/search.md)', () => {
  it('drops function words from words-anywhere rows only', () => {
    expect(rowWords('História do Brasil', 'livre', 'qualquer')).toEqual(['historia', 'brasil']);
    expect(rowWords('o nome da rosa', 'titulo', 'exata')).toEqual(['o', 'nome', 'da', 'rosa']);
    expect(rowWords('The end', 'titulo', 'inicio')).toEqual(['the', 'end']);
  });

  it('keeps a phrase of only function words, but leaves out such a words-anywhere row', () => {
    expect(rowWords('of the', 'titulo', 'exata')).toEqual(['of', 'the']);
    expect(rowWords('o de a the', 'livre', 'qualquer')).toEqual([]);
    expect(parseSearchQuery({ termo: ['o de a', 'brasil'] }).rows.map((row) => row.words)).toEqual([['brasil']]);
  });

  it('keeps every word of a call number and compacts ISBNs', () => {
    expect(rowWords('E 869.3 A123', 'chamada', 'qualquer')).toEqual(['e', '869', '3', 'a123']);
    expect(rowWords('978-85-359-0277-8', 'isbn_issn', 'qualquer')).toEqual(['9788535902778']);
  });
});
