import { isStopWord, stemWord } from '@estante/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcRecords } from '../catalogue/import/import-marc.ts';
import { readMarcFile } from '../catalogue/import/read-marc.ts';
import { marcFiles } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  authorityExpansions,
  FIELD_OF_TYPE,
  type Field,
  fold,
  matchesTruncated,
  ORACLE_STEMS,
  type OracleAuthority,
  type OracleRecord,
  type OracleRow,
  oracleRecord,
  positionalMatches,
  rowMatches,
  searchedWords,
} from './search-oracle.testing.ts';

/**
 * Conformance of GET /api/consulta on every real MARC file, on whichever engine the suite runs on
 * (SQLite by default, PostgreSQL with DATABASE_URL): each answer is compared with the one computed
 * here by scanning the records' field texts (search-oracle.testing.ts), so both engines must agree
 * with the same expectation — identical totals, ids and facet counts.
 */
// Each test runs dozens of searches over the whole real catalogue; on a shared, busy machine that takes minutes.
const SLOW = { timeout: 300_000 };

let testApp: TestApp;
let records: OracleRecord[];
let authorities: OracleAuthority[];
let facetsOf: Map<number, { letter: string; code: string; label: string }[]>;

interface Answer {
  total: number;
  ids: number[];
  filtros: { tipo: string; codigo: string; total: number; totalSemFiltro: number }[];
  data: { cod_acervo: number; destaque?: string }[];
}

function url(params: [string, string | number][]): string {
  return `/api/consulta?${params.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/** Every matching id, in the engine's order, following the pages. */
async function searchAll(params: [string, string | number][]): Promise<Answer> {
  const ids: number[] = [];
  let first: Answer | undefined;
  for (let page = 1; page <= 40; page += 1) {
    const response = await testApp.app.inject(url([...params, ['quantPag', 100], ['pagina', page]]));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Answer;
    first ??= body;
    ids.push(...body.data.map((item) => item.cod_acervo));
    if (ids.length >= body.total || body.data.length === 0) break;
  }
  return { ...first!, ids };
}

function rowParams(rows: (OracleRow & { operator?: string; text?: string })[]): [string, string][] {
  return rows.flatMap((row) => [
    ['termo', row.text ?? row.words.join(' ')] as [string, string],
    ['tipo', row.type] as [string, string],
    ['posicao', row.position] as [string, string],
    ['operador', row.operator ?? 'e'] as [string, string],
  ]);
}

/** Search types whose `qualquer` terms also find the records of the authority headings they name. */
const EXPANDING_TYPES = ['livre', 'autor', 'assunto'];

/** The oracle's row for a typed term: its searched words (stop-word policy) and authority headings. */
function oracleRow(text: string, type: string, position: OracleRow['position'] = 'qualquer'): OracleRow {
  const expands = position === 'qualquer' && EXPANDING_TYPES.includes(type);
  return {
    words: searchedWords(text, type, position),
    type,
    position,
    expansions: expands ? authorityExpansions(authorities, text) : [],
  };
}

function expectedIds(predicate: (record: OracleRecord) => boolean): number[] {
  return records.filter(predicate).map((record) => record.id);
}

function sorted(ids: number[]): number[] {
  return [...ids].sort((a, b) => a - b);
}

/** Words of one field that occur in between `min` and `max` records, most frequent first (deterministic). */
function wordsOf(field: Field, min: number, max: number, count: number): string[] {
  const frequency = new Map<string, number>();
  for (const record of records) {
    for (const word of new Set(record.values[field].flat())) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return [...frequency]
    .filter(([word, n]) => n >= min && n <= max && word.length >= 4 && !/^\d+$/.test(word) && !isStopWord(word))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([word]) => word);
}

beforeAll(async () => {
  testApp = await createTestApp();
  for (const file of marcFiles('.mrc')) await importMarcRecords(testApp.app.context, readMarcFile(file));
  const db = testApp.app.context.db;
  const rows = await db
    .selectFrom('records')
    .select(['id', 'extracted_json', 'publication_year', 'title_sort'])
    .orderBy('id')
    .execute();
  records = rows.map((row) => {
    const extracted = JSON.parse(row.extracted_json);
    return oracleRecord(row.id, extracted.searchFields, {
      language: extracted.language,
      year: row.publication_year,
      titleSort: row.title_sort,
    });
  });
  authorities = (await db.selectFrom('authorities').select(['heading', 'see_from_json']).execute()).map((row) => ({
    heading: row.heading,
    forms: [row.heading, ...(JSON.parse(row.see_from_json) as string[])],
  }));
  facetsOf = new Map();
  for (const facet of await db.selectFrom('record_facets').select(['record_id', 'letter', 'code', 'label']).execute()) {
    const list = facetsOf.get(facet.record_id) ?? [];
    list.push({ letter: facet.letter, code: facet.code, label: facet.label });
    facetsOf.set(facet.record_id, list);
  }
}, 300_000);

afterAll(async () => {
  await testApp?.close();
});

describe('search types and positions', SLOW, () => {
  it('has a real catalogue to search', () => {
    expect(records.length).toBeGreaterThan(1000);
  });

  const cases: { type: string; field: Field }[] = [
    { type: 'livre', field: 'title' },
    { type: 'titulo', field: 'title' },
    { type: 'autor', field: 'author' },
    { type: 'assunto', field: 'subject' },
    { type: 'serie', field: 'series' },
    { type: 'chamada', field: 'callNumber' },
  ];
  for (const { type, field } of cases) {
    it(`tipo=${type}: one word, two words, exact phrase and beginning, with and without similar words`, async () => {
      const words = wordsOf(field, 2, 300, 4);
      expect(words.length, `${type} words`).toBeGreaterThan(1);
      const terms: OracleRow[] = [
        ...words.map((word) => oracleRow(word, type)),
        oracleRow(words.slice(0, 2).join(' '), type),
      ];
      // Phrases and beginnings taken from real values: the first two words of some values of the field.
      const values = records.flatMap((record) => record.values[field]).filter((value) => value.length >= 3);
      for (const value of [values[0]!, values[Math.floor(values.length / 2)]!, values.at(-1)!]) {
        terms.push(oracleRow(value.slice(1, 3).join(' '), type, 'exata'));
        terms.push(oracleRow(value.slice(0, 2).join(' '), type, 'inicio'));
      }
      for (const row of terms) {
        for (const similar of [false, true]) {
          if (similar && (type === 'chamada' || row.words.some((word) => fold(word).length !== 1))) continue;
          const answer = await searchAll([...rowParams([row]), ['similares', similar ? 1 : 0]]);
          const expected = expectedIds((record) => rowMatches(record, row, similar));
          const label = `${type} ${row.position} "${row.words.join(' ')}" similar=${similar}`;
          expect(answer.total, label).toBe(expected.length);
          expect(sorted(answer.ids), label).toEqual(expected);
        }
      }
    });
  }

  it('tipo=isbn_issn finds ISBN-13 from ISBN-10 (hyphens or not) and ISSN with or without hyphen', async () => {
    const withIsbn = records.filter((record) =>
      record.values.identifiers.some((value) => value.some((w) => /^97[89]\d{10}$/.test(w))),
    );
    expect(withIsbn.length).toBeGreaterThan(5);
    for (const record of withIsbn.slice(0, 10)) {
      const isbn13 = record.values.identifiers.flat().find((w) => /^97[89]\d{10}$/.test(w))!;
      const hyphenated = `${isbn13.slice(0, 3)}-${isbn13.slice(3, 5)}-${isbn13.slice(5, 12)}-${isbn13.slice(12)}`;
      const answer = await searchAll([
        ['termo', hyphenated],
        ['tipo', 'isbn_issn'],
      ]);
      expect(answer.ids, hyphenated).toContain(record.id);
      const expected = expectedIds((candidate) =>
        rowMatches(candidate, { words: [isbn13], type: 'isbn_issn', position: 'qualquer' }, false),
      );
      expect(sorted(answer.ids), hyphenated).toEqual(expected);
    }
  });

  it('ignores accents and case: informação = INFORMACAO', async () => {
    const a = await searchAll([['termo', 'informação']]);
    const b = await searchAll([['termo', 'INFORMACAO']]);
    expect(a.ids).toEqual(b.ids);
    expect(a.total).toBe(expectedIds((record) => rowMatches(record, oracleRow('informacao', 'livre'), false)).length);
  });
});

describe('truncation against the oracle', SLOW, () => {
  /** Distinct words of the fields a pattern stands for: the engine keeps the 100 most frequent, so cases stay below. */
  function expansions(pattern: string, fields: readonly Field[]): number {
    const found = new Set<string>();
    for (const record of records)
      for (const field of fields)
        for (const word of record.values[field].flat()) if (matchesTruncated(pattern, word)) found.add(word);
    return found.size;
  }

  it('word* and wo?d in each search type, alone, beside a plain word and in phrases, with and without similar words', async () => {
    let compared = 0;
    for (const { type, field } of [
      { type: 'livre', field: 'title' },
      { type: 'titulo', field: 'title' },
      { type: 'autor', field: 'author' },
      { type: 'assunto', field: 'subject' },
      { type: 'serie', field: 'series' },
    ] as const) {
      const words = wordsOf(field, 2, 300, 12).filter((word) => word.length >= 6);
      const rows: OracleRow[] = [];
      for (const word of words.slice(0, 2)) {
        for (const pattern of [`${word.slice(0, 4)}*`, `${word.slice(0, 2)}?${word.slice(3)}`]) {
          if (expansions(pattern, FIELD_OF_TYPE[type]!) > 100) continue;
          rows.push({ words: [pattern], type, position: 'qualquer' });
          rows.push({ words: [pattern, words.at(-1)!], type, position: 'qualquer' });
        }
      }
      const values = records.flatMap((record) => record.values[field]).filter((value) => value.length >= 3);
      for (const value of [values[0]!, values[Math.floor(values.length / 2)]!]) {
        if (value[1]!.length < 3) continue;
        const pattern = `${value[1]!.slice(0, 3)}*`;
        if (expansions(pattern, FIELD_OF_TYPE[type]!) > 100) continue;
        rows.push({ words: [value[0]!, pattern], type, position: 'exata' });
        rows.push({ words: [value[0]!, pattern], type, position: 'inicio' });
      }
      for (const row of rows) {
        for (const similar of [false, true]) {
          const answer = await searchAll([...rowParams([row]), ['similares', similar ? 1 : 0]]);
          const expected = expectedIds((record) => rowMatches(record, row, similar));
          const label = `${type} ${row.position} "${row.words.join(' ')}" similar=${similar}`;
          expect(answer.total, label).toBe(expected.length);
          expect(sorted(answer.ids), label).toEqual(expected);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('truncated words in position operators: brasi* proximo a plain word, as the oracle reads positions', async () => {
    const [first, second] = wordsOf('title', 20, 300, 2);
    const left: OracleRow = { words: [`${first!.slice(0, 4)}*`], type: 'titulo', position: 'qualquer' };
    const right: OracleRow = { words: [second!], type: 'titulo', position: 'qualquer' };
    for (const operator of ['proximo', 'antes', 'depois']) {
      const answer = await searchAll(rowParams([left, { ...right, operator } as OracleRow & { operator: string }]));
      const expected = expectedIds(
        (record) =>
          rowMatches(record, left, false) &&
          rowMatches(record, right, false) &&
          positionalMatches(record, left, right, operator),
      );
      expect(sorted(answer.ids), `${left.words[0]} ${operator} ${second}`).toEqual(expected);
    }
  });
});

describe('similar words against the oracle’s own stems', SLOW, () => {
  it('the stemming library gives exactly the stems the oracle has written down', () => {
    const differing = Object.entries(ORACLE_STEMS).flatMap(([language, stems]) =>
      Object.entries(stems)
        .filter(([word, stem]) => stemWord(word, language) !== stem)
        .map(([word, stem]) => `${language} ${word}: ${stemWord(word, language)} ≠ ${stem}`),
    );
    expect(differing).toEqual([]);
  });

  it('a folded -ções plural finds the records of its singular (colecoes → colecao, traducoes → traducao)', async () => {
    for (const type of ['livre', 'serie']) {
      for (const plural of ['colecoes', 'traducoes']) {
        const row = oracleRow(plural, type);
        const answer = await searchAll([...rowParams([row]), ['similares', 1]]);
        const expected = expectedIds((record) => rowMatches(record, row, true));
        expect(sorted(answer.ids), `${type} ${plural}`).toEqual(expected);
      }
    }
    // The real catalogue has "Coleção" (series) and "tradução" in Portuguese records: the plurals must reach them.
    const row = oracleRow('colecoes', 'livre');
    expect((await searchAll([...rowParams([row]), ['similares', 1]])).total).toBeGreaterThan(0);
  });
});

describe('stop words and authorities', SLOW, () => {
  it('qualquer drops function words; phrases keep them, even a phrase of only function words', async () => {
    const word = wordsOf('title', 20, 300, 1)[0]!;
    const plain = await searchAll([['termo', word]]);
    const padded = await searchAll([['termo', `the ${word} of a`]]);
    expect(padded.ids).toEqual(plain.ids);
    expect(plain.total).toBeGreaterThan(0);
    for (const text of ['of the', 'de la']) {
      const row = oracleRow(text, 'titulo', 'exata');
      const answer = await searchAll(rowParams([row]));
      const expected = expectedIds((record) => rowMatches(record, row, false));
      expect(sorted(answer.ids), text).toEqual(expected);
    }
    const ofThe = await searchAll(rowParams([oracleRow('of the', 'titulo', 'exata')]));
    expect(ofThe.total).toBeGreaterThan(0);
  });

  it('a see-from (4XX) form finds the records filed under the authorised heading', async () => {
    let checked = 0;
    for (const authority of authorities) {
      const heading = fold(authority.heading);
      const variants = authority.forms.slice(1).filter((form) => fold(form).join(' ') !== heading.join(' '));
      if (heading.length === 0 || variants.length === 0) continue;
      for (const type of ['autor', 'assunto'] as const) {
        const field: Field = type === 'autor' ? 'author' : 'subject';
        const filed = expectedIds((record) =>
          record.values[field].some((value) => value.join(' ').includes(heading.join(' '))),
        );
        if (filed.length === 0) continue;
        const variant = variants[0]!;
        const row = oracleRow(variant, type);
        const answer = await searchAll(rowParams([{ ...row, text: variant }] as never));
        expect(sorted(answer.ids), `${type} "${variant}" → ${authority.heading}`).toEqual(
          expectedIds((record) => rowMatches(record, row, false)),
        );
        const phraseFiled = filed.filter((id) =>
          records
            .find((record) => record.id === id)!
            .values[field].some((value) => ` ${value.join(' ')} `.includes(` ${heading.join(' ')} `)),
        );
        for (const id of phraseFiled) expect(answer.ids, `${variant} finds record ${id}`).toContain(id);
        checked += phraseFiled.length > 0 ? 1 : 0;
      }
      if (checked >= 6) break;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('operators', SLOW, () => {
  it('e, ou, nao combine rows left to right as set operations', async () => {
    const [a, b, c] = wordsOf('title', 20, 400, 3) as [string, string, string];
    const row = (word: string): OracleRow => oracleRow(word, 'livre');
    const set = (word: string) => new Set(expectedIds((record) => rowMatches(record, row(word), false)));
    const [A, B, C] = [set(a), set(b), set(c)];
    const cases: [string[], (id: number) => boolean][] = [
      [['e', 'e', 'e'], (id) => A.has(id) && B.has(id) && C.has(id)],
      [['e', 'ou', 'ou'], (id) => A.has(id) || B.has(id) || C.has(id)],
      [['e', 'ou', 'nao'], (id) => (A.has(id) || B.has(id)) && !C.has(id)],
      [['e', 'nao', 'ou'], (id) => (A.has(id) && !B.has(id)) || C.has(id)],
    ];
    for (const [operators, predicate] of cases) {
      const rows = [a, b, c].map((word, index) => ({ ...row(word), operator: operators[index] }));
      const answer = await searchAll(rowParams(rows));
      const expected = records.map((record) => record.id).filter(predicate);
      expect(sorted(answer.ids), operators.join(' ')).toEqual(expected);
    }
    // One operator per gap between rows works too.
    const gaps = await searchAll([
      ['termo', a],
      ['termo', b],
      ['operador', 'ou'],
    ]);
    expect(gaps.total).toBe(new Set([...A, ...B]).size);
  });

  it('proximo, antes and depois constrain word positions in the same field', async () => {
    const words = wordsOf('title', 10, 400, 8);
    let checked = 0;
    for (let i = 0; i + 1 < words.length; i += 2) {
      for (const type of ['titulo', 'livre']) {
        const left = oracleRow(words[i]!, type);
        const right = oracleRow(words[i + 1]!, type);
        for (const operator of ['proximo', 'antes', 'depois']) {
          const answer = await searchAll(rowParams([left, { ...right, operator }]));
          const expected = expectedIds(
            (record) =>
              rowMatches(record, left, false) &&
              rowMatches(record, right, false) &&
              positionalMatches(record, left, right, operator),
          );
          expect(sorted(answer.ids), `${left.words} ${operator} ${right.words} (${type})`).toEqual(expected);
          checked += expected.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('filters and facets', SLOW, () => {
  it('ANDs filters across letters, ORs within a letter, and counts total and totalSemFiltro exactly', async () => {
    const term = wordsOf('title', 100, 2000, 1)[0]!;
    const base = new Set(expectedIds((record) => rowMatches(record, oracleRow(term, 'livre'), false)));
    const has = (id: number, letter: string, codes: string[]) =>
      (facetsOf.get(id) ?? []).some((facet) => facet.letter === letter && codes.includes(facet.code));
    const count = (letter: string) => {
      const counts = new Map<string, number>();
      for (const id of base)
        for (const facet of facetsOf.get(id) ?? [])
          if (facet.letter === letter) counts.set(facet.code, (counts.get(facet.code) ?? 0) + 1);
      return [...counts].sort((a, b) => b[1] - a[1]).map(([code]) => code);
    };
    const languages = count('I').slice(0, 2);
    const types = count('T').slice(0, 1);
    expect(languages.length).toBe(2);
    const filters: Record<string, string[]> = { I: languages, T: types };
    const passes = (id: number, except?: string) =>
      Object.entries(filters).every(([letter, codes]) => letter === except || has(id, letter, codes));

    const answer = await searchAll([
      ['termo', term],
      ...languages.map((code): [string, string] => ['filtro', `I:${code}`]),
      ...types.map((code): [string, string] => ['filtro', `T:${code}`]),
    ]);
    const expected = [...base].filter((id) => passes(id)).sort((a, b) => a - b);
    expect(sorted(answer.ids)).toEqual(expected);
    expect(answer.total).toBe(expected.length);

    for (const facet of answer.filtros) {
      const withAll = [...base].filter((id) => passes(id) && has(id, facet.tipo, [facet.codigo])).length;
      const ownLetterOff = [...base].filter(
        (id) => passes(id, facet.tipo) && has(id, facet.tipo, [facet.codigo]),
      ).length;
      expect(facet.total, `${facet.tipo}:${facet.codigo} total`).toBe(withAll);
      expect(facet.totalSemFiltro, `${facet.tipo}:${facet.codigo} totalSemFiltro`).toBe(ownLetterOff);
    }
    // Every selected value is listed, with its count.
    for (const code of languages)
      expect(answer.filtros.some((facet) => facet.tipo === 'I' && facet.codigo === code)).toBe(true);
  });

  it('orders facets: years descending, work types numerically, others by description', async () => {
    const term = wordsOf('title', 100, 2000, 1)[0]!;
    const response = await testApp.app.inject(url([['termo', term]]));
    const filtros = response.json().filtros as { tipo: string; codigo: string; descricao: string }[];
    const years = filtros.filter((facet) => facet.tipo === 'Y').map((facet) => Number(facet.codigo));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const types = filtros.filter((facet) => facet.tipo === 'T').map((facet) => Number(facet.codigo));
    expect(types).toEqual([...types].sort((a, b) => a - b));
  });

  it("lists each result's additional data and knowledge areas: its own values, per letter in code order", async () => {
    const term = wordsOf('title', 100, 2000, 1)[0]!;
    const response = await testApp.app.inject(
      url([
        ['termo', term],
        ['quantPag', 100],
      ]),
    );
    const data = response.json().data as {
      cod_acervo: number;
      dados_adicionais: Record<string, { codigo: string; descricao: string }[]>;
      areas_conhecimento: { codigo: string }[];
    }[];
    expect(data.length).toBeGreaterThan(50);
    const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
    let listed = 0;
    for (const item of data) {
      const own = [...(facetsOf.get(item.cod_acervo) ?? [])].sort(byCode);
      const expected: Record<string, { codigo: string; descricao: string }[]> = {};
      for (const facet of own.filter((value) => 'ASEPL'.includes(value.letter))) {
        expected[facet.letter] = [...(expected[facet.letter] ?? []), { codigo: facet.code, descricao: facet.label }];
      }
      expect(item.dados_adicionais, `record ${item.cod_acervo}`).toEqual(expected);
      expect(item.areas_conhecimento.map((area) => area.codigo)).toEqual(
        own.filter((value) => value.letter === 'K').map((value) => value.code),
      );
      listed += Object.values(item.dados_adicionais).flat().length;
    }
    expect(listed).toBeGreaterThan(data.length);
  });

  it('rejects a malformed filter with 422 and a message key', async () => {
    for (const filtro of ['semletra', 'Q:1', 'T:']) {
      const response = await testApp.app.inject(
        url([
          ['termo', 'music'],
          ['filtro', filtro],
        ]),
      );
      expect(response.statusCode, filtro).toBe(422);
      expect(response.json().error.code).toBe('PesquisaInvalida');
    }
  });
});

describe('ordering and paging', SLOW, () => {
  const byUtf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

  it('A year newest first, T title A-Z, N title number', async () => {
    const term = wordsOf('title', 50, 600, 1)[0]!;
    const byId = new Map(records.map((record) => [record.id, record]));
    const expected = expectedIds((record) => rowMatches(record, oracleRow(term, 'livre'), false));
    const year = await searchAll([
      ['termo', term],
      ['ordenacao', 'A'],
    ]);
    const yearOrder = [...expected].sort((a, b) => {
      const [ya, yb] = [byId.get(a)!.year, byId.get(b)!.year];
      if (ya !== yb) return ya === null ? 1 : yb === null ? -1 : yb - ya;
      return a - b;
    });
    expect(year.ids).toEqual(yearOrder);
    const title = await searchAll([
      ['termo', term],
      ['ordenacao', 'T'],
    ]);
    expect(title.ids).toEqual(
      [...expected].sort((a, b) => byUtf8(byId.get(a)!.titleSort, byId.get(b)!.titleSort) || a - b),
    );
    const number = await searchAll([
      ['termo', term],
      ['ordenacao', 'N'],
    ]);
    expect(number.ids).toEqual(sorted(expected));
  });

  it('C relevance puts title matches before matches only in notes', async () => {
    const candidates = wordsOf('notes', 5, 300, 60);
    const byId = new Map(records.map((record) => [record.id, record]));
    let checked = 0;
    for (const word of candidates) {
      const inTitle = expectedIds((record) => record.values.title.some((value) => value.includes(word)));
      const notesOnly = expectedIds(
        (record) => record.values.notes.some((value) => value.includes(word)) && !inTitle.includes(record.id),
      );
      if (inTitle.length === 0 || notesOnly.length === 0) continue;
      const answer = await searchAll([
        ['termo', word],
        ['tipo', 'livre'],
      ]);
      const first = byId.get(answer.ids[0]!)!;
      expect(
        first.values.title.some((value) => value.includes(word)),
        word,
      ).toBe(true);
      checked += 1;
      if (checked >= 5) break;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('pages through the whole result without gaps or repeats; quantPag above 100 serves 100', async () => {
    const term = wordsOf('title', 150, 3000, 1)[0]!;
    const all = await searchAll([
      ['termo', term],
      ['ordenacao', 'T'],
    ]);
    const paged: number[] = [];
    for (let page = 1; paged.length < all.total; page += 1) {
      const response = await testApp.app.inject(
        url([
          ['termo', term],
          ['ordenacao', 'T'],
          ['quantPag', 7],
          ['pagina', page],
        ]),
      );
      paged.push(...response.json().data.map((item: { cod_acervo: number }) => item.cod_acervo));
    }
    expect(paged).toEqual(all.ids);
    const beyond = await testApp.app.inject(
      url([
        ['termo', term],
        ['pagina', 10_000],
      ]),
    );
    expect(beyond.json().data).toEqual([]);
    expect(beyond.json().total).toBe(all.total);
    const big = await testApp.app.inject(
      url([
        ['termo', term],
        ['quantPag', 500],
      ]),
    );
    expect(big.json().data.length).toBe(Math.min(100, all.total));
  });

  it('highlights matched words of the title', async () => {
    const word = wordsOf('title', 5, 100, 1)[0]!;
    const response = await testApp.app.inject(
      url([
        ['termo', word],
        ['tipo', 'titulo'],
        ['quantPag', 100],
      ]),
    );
    // The title search also covers variant and uniform titles (246, 130/240/730): only items whose
    // display title (245) holds the word have a highlight, and in it exactly the matching words are marked.
    const items = response.json().data as { titulo: string; destaque?: string }[];
    expect(items.length).toBeGreaterThan(0);
    let marked = 0;
    for (const item of items) {
      if (fold(item.titulo).includes(word)) {
        expect(item.destaque, item.titulo).toMatch(/<mark>[^<]+<\/mark>/);
        const words = [...item.destaque!.matchAll(/<mark>([^<]+)<\/mark>/g)].map((match) => fold(match[1]!).join(' '));
        expect(
          words.every((marked) => marked === word),
          item.destaque,
        ).toBe(true);
        marked += 1;
      } else {
        expect(item.destaque, item.titulo).toBeUndefined();
      }
    }
    expect(marked).toBeGreaterThan(0);
  });
});

describe('hostile and empty input', SLOW, () => {
  it('searches syntax characters as plain text, never failing', async () => {
    const terms = [
      '"unbalanced',
      'NEAR(a b)',
      '* OR -x ^y',
      'a:b',
      "'; drop table records; --",
      '(((',
      'title:music',
      '\\',
    ];
    for (const termo of terms) {
      const response = await testApp.app.inject(url([['termo', termo]]));
      expect(response.statusCode, termo).toBe(200);
    }
    const near = await searchAll([['termo', 'NEAR(music jazz)']]);
    const plain = await searchAll([['termo', 'near music jazz']]);
    expect(near.ids).toEqual(plain.ids);
  });

  it('answers a clear empty result to an empty term or only function words, and survives 10,000 characters', async () => {
    for (const termo of ['', '   ', 'o de a the', '!!!']) {
      const response = await testApp.app.inject(url([['termo', termo]]));
      expect(response.statusCode, termo).toBe(200);
      expect(response.json().total).toBe(0);
    }
    const long = await testApp.app.inject(url([['termo', 'music '.repeat(1666).slice(0, 10_000)]]));
    expect(long.statusCode).toBe(200);
  });

  it('answers 422 with PesquisaInvalida for unknown tipo, posicao, operador, ordenacao', async () => {
    for (const [key, value] of [
      ['tipo', 'xyz'],
      ['posicao', 'meio'],
      ['operador', 'xor'],
      ['ordenacao', 'Z'],
    ]) {
      const response = await testApp.app.inject(
        url([
          ['termo', 'music'],
          ['termo', 'jazz'],
          [key!, value!],
        ]),
      );
      expect(response.statusCode, key).toBe(422);
      expect(response.json().error.code).toBe('PesquisaInvalida');
    }
  });
});
