import { describe, expect, it } from 'vitest';
import { field008, marcRecord } from './record-builder.test-support.ts';
import { academicWorkType, detectWorkType } from './work-type.ts';

/** Leader with the given type of record (06) and bibliographic level (07). */
function leader(typeAndLevel: string): string {
  return `00000${'n'}${typeAndLevel}  2200000 a 4500`;
}

describe('academicWorkType: degree from the 502 dissertation note', () => {
  it.each([
    ['Tese (Doutorado em Ciência da Informação) - Universidade de São Paulo, 2022', 'thesis'],
    ['Tese (doutorado) - Universidade Federal de Minas Gerais, Programa de Pós-Graduação em Educação', 'thesis'],
    ['Thesis (Ph. D.)--Harvard University, 1982', 'thesis'],
    ['Thesis Ph.D University of North Carolina at Chapel Hill', 'thesis'],
    ['Thèse pour le doctorat', 'thesis'],
    ['Tesis (Doctorado) - Universidad de Buenos Aires', 'thesis'],
    ['Thesis (doctoral) - Universität, Neuchâtel, 1998', 'thesis'],
    [
      'Dissertação (Mestrado) - Universidade Federal do Rio de Janeiro, Programa de Pós-Graduação em Letras',
      'dissertation',
    ],
    ['Dissertação (mestrado profissional) - UFSC', 'dissertation'],
    ['Thesis (M.A.)--University of Texas', 'dissertation'],
    ['Master of Music in Performance and Vocal Pedagogy University of Texas at San Antonio', 'dissertation'],
    ['Tesis (Maestría) - UNAM', 'dissertation'],
    ['Trabalho de Conclusão de Curso (Graduação em Biblioteconomia) - UFRGS', 'undergraduateWork'],
    ['TCC (bacharelado) - Universidade Federal do Ceará', 'undergraduateWork'],
    ['Monografia (Especialização) - Universidade Estadual de Londrina', 'undergraduateWork'],
    ['Honors essay: Department of Sociology, University of North Carolina at Chapel Hill, 1983', 'undergraduateWork'],
    ['Dissertação - Universidade de Brasília', 'dissertation'],
    ['Thèse-Université de Paris', 'thesis'],
    ['Thesis--Indiana University', 'thesis'],
    ['Mémoires et souvenirs sur la révolution et l’empire', 'thesis'],
  ])('%j → %s', (note, type) => {
    expect(academicWorkType(note)).toBe(type);
  });
});

describe('detectWorkType', () => {
  it.each([
    ['am', 'book'],
    ['ac', 'book'],
    ['tm', 'manuscript'],
    ['as', 'periodical'],
    ['ai', 'periodical'],
    ['aa', 'article'],
    ['ab', 'article'],
    ['gm', 'video'],
    ['em', 'map'],
    ['fm', 'map'],
    ['cm', 'score'],
    ['dm', 'score'],
    ['im', 'soundRecording'],
    ['jm', 'musicRecording'],
    ['jc', 'musicRecording'],
    ['js', 'musicRecording'],
    ['mm', 'electronicResource'],
    ['km', 'image'],
    ['om', 'kit'],
    ['pc', 'kit'],
    ['rm', 'object'],
    ['??', 'book'],
  ])('leader/06-07 %j → %s', (typeAndLevel, type) => {
    expect(detectWorkType(marcRecord(leader(typeAndLevel)))).toBe(type);
  });

  it('reads a record with no leader as a book', () => {
    expect(detectWorkType(marcRecord(''))).toBe('book');
  });

  it('finds theses from 502 or 008/24-27 m, before the e-book rule', () => {
    expect(detectWorkType(marcRecord(leader('am'), '502 __ ‡aDissertação (Mestrado) - USP'))).toBe('dissertation');
    expect(detectWorkType(marcRecord(leader('am'), `008 ${field008({ 24: 'bm  ' })}`))).toBe('thesis');
    expect(detectWorkType(marcRecord(leader('tm'), '502 __ ‡aTese (Doutorado)'))).toBe('thesis');
    expect(detectWorkType(marcRecord(leader('am'), `008 ${field008({ 23: 'o' })}`, '502 __ ‡aTCC (Graduação)'))).toBe(
      'undergraduateWork',
    );
  });

  it('keeps a score or a recording with a 502 as a score or a recording', () => {
    expect(detectWorkType(marcRecord(leader('cm'), '502 __ ‡aThesis (M.M.)'))).toBe('score');
  });

  it('does not read 008/24-27 of a serial as nature of contents of a book', () => {
    expect(detectWorkType(marcRecord(leader('as'), `008 ${field008({ 24: 'm' })}`))).toBe('periodical');
  });

  it('finds e-books: 008/23 o or s, 007 cr, 338 online resource', () => {
    expect(detectWorkType(marcRecord(leader('am'), `008 ${field008({ 23: 'o' })}`))).toBe('ebook');
    expect(detectWorkType(marcRecord(leader('am'), `008 ${field008({ 23: 's' })}`))).toBe('ebook');
    expect(detectWorkType(marcRecord(leader('am'), '007 cr |n|||||||||'))).toBe('ebook');
    expect(detectWorkType(marcRecord(leader('am'), '338 __ ‡arecurso online‡bcr‡2rdacarrier'))).toBe('ebook');
    expect(detectWorkType(marcRecord(leader('am'), '338 __ ‡avolume‡bnc'))).toBe('book');
    // A print book with a link to a digitised version stays a book.
    expect(detectWorkType(marcRecord(leader('am'), '856 41 ‡uhttp://hdl.loc.gov/x'))).toBe('book');
  });

  it('finds e-periodicals: online form, or an 856 to the resource or an electronic version', () => {
    expect(detectWorkType(marcRecord(leader('as'), `008 ${field008({ 23: 'o' })}`))).toBe('eperiodical');
    expect(detectWorkType(marcRecord(leader('as'), '856 40 ‡uhttp://example.org/journal'))).toBe('eperiodical');
    expect(detectWorkType(marcRecord(leader('as'), '856 41 ‡uhttp://example.org/journal'))).toBe('eperiodical');
    expect(detectWorkType(marcRecord(leader('as'), '856 42 ‡uhttp://example.org/about'))).toBe('periodical');
  });

  it('reads the form of item of maps and visual materials at 008/29', () => {
    expect(detectWorkType(marcRecord(leader('em'), `008 ${field008({ 29: 'o' })}`))).toBe('map');
  });
});
