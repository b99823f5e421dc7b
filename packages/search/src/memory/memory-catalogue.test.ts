import { describe, expect, it } from 'vitest';
import { compileSearch } from '../match-expression.ts';
import { parseSearchQuery, type SearchParameters } from '../parse-search-query.ts';
import { Bitset } from './bitset.ts';
import { catalogueEntry, requestForTest, type TestBook } from './catalogue-entries.testing.ts';
import { MemoryCatalogue } from './memory-catalogue.ts';
import { compareUtf8, SegmentBuilder } from './search-segment.ts';
import { kthLargest, ScoreHeap, topK } from './top-k.ts';
import { Vocabulary } from './vocabulary.ts';

function segmentOf(vocabulary: Vocabulary, books: TestBook[]) {
  const builder = new SegmentBuilder(vocabulary);
  for (const book of books) builder.add(catalogueEntry(book));
  return builder.build();
}

const BOOKS: TestBook[] = [
  {
    id: 1,
    title: 'História do Brasil',
    author: 'Silva, Ana',
    year: 1990,
    language: 'por',
    facets: [
      ['T', '1'],
      ['I', 'por'],
      ['Y', '1990'],
    ],
  },
  {
    id: 2,
    title: 'Políticas públicas no Brasil',
    subject: 'Políticas públicas',
    year: 2005,
    language: 'por',
    facets: [
      ['T', '1'],
      ['I', 'por'],
      ['Y', '2005'],
    ],
  },
  {
    id: 3,
    title: 'Brazil: a history',
    notes: 'Brasil e historia, only in the notes',
    language: 'eng',
    facets: [
      ['T', '2'],
      ['I', 'eng'],
    ],
  },
  {
    id: 4,
    title: 'A política pública da educação',
    author: 'Souza, Carlos',
    year: 2005,
    language: 'por',
    titleSort: 'politica publica da educacao',
    facets: [
      ['T', '2'],
      ['I', 'por'],
      ['Y', '2005'],
    ],
  },
  { id: 5, title: 'Cartas do Brasil e de Portugal', notes: 'educação', year: 1890, language: 'por' },
];

function search(catalogue: MemoryCatalogue, params: SearchParameters, page = { offset: 0, limit: 100 }) {
  return catalogue.search(requestForTest(params, { ...page, facetValuesPerLetter: 30 }));
}

function catalogueOf(books: TestBook[]) {
  const vocabulary = new Vocabulary();
  return new MemoryCatalogue(vocabulary, [segmentOf(vocabulary, books)]);
}

describe('Bitset and topK', () => {
  it('keeps ordinals across word boundaries and combines sets', () => {
    const a = Bitset.fromSorted(70, [0, 31, 32, 63, 69]);
    const b = Bitset.fromSorted(70, [31, 40, 69]);
    expect([...a.clone().and(b).toArray()]).toEqual([31, 69]);
    expect([...a.clone().or(b).toArray()]).toEqual([0, 31, 32, 40, 63, 69]);
    expect([...a.clone().andNot(b).toArray()]).toEqual([0, 32, 63]);
    expect(Bitset.full(70).count()).toBe(70);
  });

  it('selects the k best in order, as a full sort would', () => {
    const values = Array.from({ length: 500 }, (_, i) => (i * 7919) % 1000);
    const byValue = (a: number, b: number) => values[b]! - values[a]! || a - b;
    const indexes = values.map((_, i) => i);
    expect(topK(indexes, 25, byValue)).toEqual([...indexes].sort(byValue).slice(0, 25));
    expect(topK(indexes.slice(0, 3), 10, byValue)).toEqual(indexes.slice(0, 3).sort(byValue));
  });

  it('finds the k-th largest value, as a full sort would (ties counted)', () => {
    const values = Array.from({ length: 700 }, (_, i) => (i * 7919) % 97);
    const descending = [...values].sort((a, b) => b - a);
    for (const k of [1, 2, 30, 699, 700]) expect(kthLargest(values, k)).toBe(descending[k - 1]);
    expect(kthLargest([5, 5, 5, 1], 3)).toBe(5);
    expect(() => kthLargest([1, 2], 3)).toThrow(RangeError);
  });

  it('selects the k best scores (ties by lower ordinal), as a full sort would', () => {
    // Few distinct scores, so ties decide most places.
    const scores = Float32Array.from({ length: 600 }, (_, i) => ((i * 7919) % 13) / 4);
    const ordinals = Uint32Array.from({ length: 400 }, (_, i) => i + Math.floor(i / 2));
    const sorted = [...ordinals].sort((a, b) => scores[b]! - scores[a]! || a - b);
    for (const k of [1, 25, 399, 400, 500]) {
      const heap = new ScoreHeap(k);
      for (const ordinal of ordinals) heap.offer(ordinal, scores[ordinal]!);
      expect(heap.sorted().map(({ ordinal }) => ordinal)).toEqual(sorted.slice(0, k));
    }
  });

  it('orders text by UTF-8 bytes (code points), not by UTF-16 units', () => {
    expect(compareUtf8('a\u{1F600}', 'a\uFB01')).toBeGreaterThan(0);
    expect(compareUtf8('abc', 'abd')).toBeLessThan(0);
    expect(compareUtf8('ab', 'abc')).toBeLessThan(0);
  });
});

/**
 * 2,000 records whose facets exercise the packed groups:
 * T: one of 6 values or none; Y: one of 150 years (a group of its own); I and L: sets of up to 3 of 3 and 4
 * values; B: up to 2 of 7 values (too many to pack); A: up to 2 of 40 values, rows.
 */
function packedBooks(): TestBook[] {
  return Array.from({ length: 2000 }, (_, i): TestBook => {
    const facets: [string, string][] = [['Y', String(1900 + (i % 150))]];
    if (i % 7 !== 0) facets.push(['T', String(i % 6)]);
    facets.push(['I', ['por', 'eng', 'spa'][i % 3]!]);
    if (i % 5 === 0) facets.push(['I', 'spa'], ['I', 'eng']);
    for (const library of ['BC', 'BS', 'BE', 'BM'])
      if ((i >> (library.charCodeAt(1) % 4)) % 2 === 1) facets.push(['L', library]);
    facets.push(['B', `b${i % 7}`]);
    if (i % 4 === 0) facets.push(['B', `b${(i + 3) % 7}`]);
    facets.push(['A', `A${i % 40}`]);
    if (i % 2 === 0) facets.push(['A', `A${(i * 3 + 1) % 40}`]);
    // A few records with more values than their cells: the rest overflow.
    if (i % 50 === 0) for (let extra = 1; extra <= 6; extra += 1) facets.push(['A', `A${(i + extra * 5) % 40}`]);
    return {
      id: i + 1,
      title: i === 100 ? 'comum unico' : i % 3 === 1 ? 'comum raro' : 'comum',
      facets: [...new Map(facets.map((f) => [f.join(':'), f])).values()],
    };
  });
}

describe('MemoryCatalogue', () => {
  const catalogue = catalogueOf(BOOKS);

  it('finds words in any field, accents and case ignored, and in one field', () => {
    expect(search(catalogue, { termo: 'brasil', ordenacao: 'N' }).ids).toEqual([1, 2, 3, 5]);
    expect(search(catalogue, { termo: 'BRASIL', tipo: 'titulo', ordenacao: 'N' }).ids).toEqual([1, 2, 5]);
    expect(search(catalogue, { termo: 'educacao', ordenacao: 'N' }).ids).toEqual([4, 5]);
    expect(search(catalogue, { termo: 'inexistente' }).total).toBe(0);
  });

  it('matches phrases in order within one value, and beginnings of a value', () => {
    expect(search(catalogue, { termo: 'politicas publicas', posicao: 'exata', ordenacao: 'N' }).ids).toEqual([2]);
    expect(search(catalogue, { termo: 'publicas politicas', posicao: 'exata' }).total).toBe(0);
    expect(search(catalogue, { termo: 'politicas', tipo: 'assunto', posicao: 'inicio' }).ids).toEqual([2]);
    expect(search(catalogue, { termo: 'publicas', tipo: 'assunto', posicao: 'inicio' }).total).toBe(0);
  });

  it('matches phrases whose words first occur beyond the positions a posting list keeps (63)', () => {
    const filler = Array.from({ length: 70 }, (_, i) => `palavra${i}`).join(' ');
    const late = catalogueOf([
      // The phrase at positions 71-72 of the notes (a value marker opens the value).
      { id: 1, title: 'Politicas', notes: `${filler} politicas publicas` },
      // Both words early but apart, then the phrase reversed beyond the kept positions.
      { id: 2, title: 'Outro', notes: `politicas x publicas ${filler} publicas politicas` },
      // The words in the author column, an empty subject and the notes between: each column read as its own.
      { id: 3, title: 'Terceiro', author: 'Politicas, Publicas', notes: filler },
      { id: 4, title: `${filler} politicas`, notes: 'publicas' },
    ]);
    expect(search(late, { termo: 'politicas publicas', posicao: 'exata', ordenacao: 'N' }).ids).toEqual([1, 3]);
    expect(search(late, { termo: 'publicas politicas', posicao: 'exata', ordenacao: 'N' }).ids).toEqual([2]);
    expect(search(late, { termo: 'palavra69 politicas', posicao: 'exata', ordenacao: 'N' }).ids).toEqual([1, 4]);
    expect(search(late, { termo: 'palavra3 palavra4', posicao: 'exata', ordenacao: 'N' }).ids).toEqual([1, 2, 3, 4]);
    expect(search(late, { termo: 'politicas', tipo: 'autor', posicao: 'inicio', ordenacao: 'N' }).ids).toEqual([3]);
  });

  it('finds word variants with similar words through the stemmed columns', () => {
    expect(search(catalogue, { termo: 'política', tipo: 'titulo', ordenacao: 'N' }).ids).toEqual([4]);
    expect(search(catalogue, { termo: 'política', tipo: 'titulo', similares: 1, ordenacao: 'N' }).ids).toEqual([2, 4]);
  });

  it('combines rows with e, ou, nao and checks position operators', () => {
    const rows = (operator: string) => ({
      termo: ['brasil', 'historia'],
      tipo: ['livre', 'livre'],
      operador: ['e', operator],
      ordenacao: 'N',
    });
    expect(search(catalogue, rows('e')).ids).toEqual([1, 3]);
    expect(search(catalogue, rows('ou')).ids).toEqual([1, 2, 3, 5]);
    expect(search(catalogue, rows('nao')).ids).toEqual([2, 5]);
    // Record 1's title has "brasil" after "historia"; record 3's notes have it before.
    expect(search(catalogue, rows('depois')).ids).toEqual([1]);
    expect(search(catalogue, rows('antes')).ids).toEqual([3]);
    expect(search(catalogue, rows('proximo')).ids).toEqual([1, 3]);
  });

  it('counts facets exactly, with and without the filters of their own letter', () => {
    const all = search(catalogue, { termo: 'brasil' });
    const count = (facets: typeof all.facets, letter: string, code: string) =>
      facets.find((facet) => facet.letter === letter && facet.code === code);
    expect(count(all.facets, 'I', 'por')).toMatchObject({ count: 2, countWithoutOwnLetter: 2, label: 'label por' });
    expect(count(all.facets, 'T', '1')?.count).toBe(2);

    const filtered = search(catalogue, { termo: 'brasil', filtro: ['T:2', 'I:eng', 'I:por'], ordenacao: 'N' });
    expect(filtered.ids).toEqual([3]);
    expect(filtered.total).toBe(1);
    // T:1 would add records 1 and 2 (both also pass the language filter).
    expect(count(filtered.facets, 'T', '1')).toMatchObject({ count: 0, countWithoutOwnLetter: 2, selected: false });
    expect(count(filtered.facets, 'T', '2')).toMatchObject({ count: 1, countWithoutOwnLetter: 1, selected: true });
    expect(count(filtered.facets, 'I', 'eng')).toMatchObject({ count: 1, countWithoutOwnLetter: 1, selected: true });
    expect(count(filtered.facets, 'Y', '1990')).toBeUndefined();
    expect(search(catalogue, { termo: 'brasil', filtro: 'R:1' }).total).toBe(0);
  });

  it('orders by year (no year last), by title key, by number and by relevance, and pages', () => {
    expect(search(catalogue, { termo: 'brasil', ordenacao: 'A' }).ids).toEqual([2, 1, 5, 3]);
    expect(search(catalogue, { termo: 'brasil', ordenacao: 'T' }).ids).toEqual([3, 5, 1, 2]);
    expect(search(catalogue, { termo: 'brasil', ordenacao: 'N' }, { offset: 1, limit: 2 }).ids).toEqual([2, 3]);
    // A title match weighs more than a match in the notes only.
    const relevance = search(catalogue, { termo: 'brasil' }).ids;
    expect(relevance.at(-1)).toBe(3);
  });

  it('ranks the matches of a filtered search as the unfiltered search ranks them', () => {
    // "brasil" in 1,200 records, in title, subject or notes by turns; filter value F:x in every 40th record.
    const books: TestBook[] = Array.from({ length: 1200 }, (_, i) => ({
      id: i + 1,
      title: i % 3 === 0 ? 'Brasil colonial' : `Título ${i}`,
      subject: i % 5 === 0 ? 'Brasil história' : 'Economia',
      notes: i % 3 !== 0 ? 'Sobre o brasil' : '',
      facets: i % 40 === 7 ? [['F', 'x']] : [],
    }));
    const catalogue = catalogueOf(books);
    const everything = search(catalogue, { termo: 'brasil' }, { offset: 0, limit: 1200 });
    expect(everything.total).toBe(1200);
    const filtered = search(catalogue, { termo: 'brasil', filtro: 'F:x' }, { offset: 0, limit: 100 });
    const withValue = new Set(books.filter((book) => book.facets!.length > 0).map((book) => book.id));
    expect(filtered.ids).toEqual(everything.ids.filter((id) => withValue.has(id)));
    // The title matches (every 120th record from the 88th) before the others, in id order among equal scores.
    expect(filtered.ids.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, n) => 88 + 120 * n));
  });

  it('answers from a newer segment for changed records, leaving their older copies out', () => {
    const vocabulary = new Vocabulary();
    const base = segmentOf(vocabulary, BOOKS);
    const changed = segmentOf(vocabulary, [
      { id: 1, title: 'Geografia de Portugal', year: 2020, facets: [['T', '3']] },
      { id: 6, title: 'Novo Brasil', year: 2021, facets: [['T', '3']] },
    ]);
    base.deleted.add(base.ordinalOf(1));
    const updated = new MemoryCatalogue(vocabulary, [base, changed]);
    expect(search(updated, { termo: 'brasil', ordenacao: 'N' }).ids).toEqual([2, 3, 5, 6]);
    expect(search(updated, { termo: 'portugal', ordenacao: 'A' }).ids).toEqual([1, 5]);
    const facets = search(updated, { termo: 'brasil' }).facets.filter((facet) => facet.letter === 'T');
    expect(facets.map((facet) => [facet.code, facet.count]).sort()).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 1],
    ]);
    expect(updated.size).toBe(6);
  });

  it("lists a record's own facet values per letter in code order, frequent and rare, from its newest copy", () => {
    // "Common" (every record) is frequent, "Alpha n" (one record) rare: stored apart, listed in code order.
    const books: TestBook[] = Array.from({ length: 200 }, (_, i) => ({
      id: i + 1,
      title: 'livro',
      facets: [
        ['T', String(i % 3)],
        ['A', 'Common'],
        ['A', `Alpha ${i}`],
        ['S', `Zeta ${i}`],
      ],
    }));
    const vocabulary = new Vocabulary();
    const base = segmentOf(vocabulary, books);
    const changed = segmentOf(vocabulary, [
      {
        id: 7,
        title: 'novo',
        facets: [
          ['A', 'Novo'],
          ['T', '9'],
        ],
      },
    ]);
    base.deleted.add(base.ordinalOf(7));
    const catalogue = new MemoryCatalogue(vocabulary, [base, changed]);
    const listed = catalogue.facetValuesOf([5, 7, 999], ['A', 'T', 'K']);
    expect(listed.map((value) => [value.recordId, value.letter, value.code, value.label])).toEqual([
      [5, 'A', 'Alpha 4', 'label Alpha 4'],
      [5, 'A', 'Common', 'label Common'],
      [5, 'T', '1', 'label 1'],
      [7, 'A', 'Novo', 'label Novo'],
      [7, 'T', '9', 'label 9'],
    ]);
  });

  it('reuses a recent search for its other pages and orders, answering exactly what a fresh search answers', () => {
    const cached = catalogueOf(BOOKS);
    const first = search(cached, { termo: 'brasil', filtro: ['I:por'] }, { offset: 0, limit: 2 });
    expect(search(cached, { termo: 'brasil', filtro: ['I:por'] }, { offset: 0, limit: 2 })).toBe(first);
    for (const ordenacao of ['C', 'A', 'T', 'N']) {
      for (const offset of [0, 1, 2]) {
        const params = { termo: 'brasil', filtro: ['I:por'], ordenacao };
        const reused = search(cached, params, { offset, limit: 2 });
        const query = parseSearchQuery(params);
        const compiled = compileSearch(query)!;
        const fresh = catalogueOf(BOOKS).search(
          {
            expression: compiled.expression,
            positional: compiled.positional,
            filters: query.filters,
            sort: query.sort,
            offset,
            limit: 2,
            facetValuesPerLetter: 30,
          },
          { reuse: false },
        );
        expect(reused, `${ordenacao} ${offset}`).toEqual(fresh);
      }
    }
  });

  it('matches words of dense posting lists (kept as sets) as it matches those of sparse ones', () => {
    // 2,000 records: "denso" in the title of every other record and the notes of every third (lists of 1/32 of the
    // records or more are kept as sets), "ralo" in every 97th (a list); a newer segment replaces 50 of them.
    const book = (i: number, generation: string): TestBook => ({
      id: i + 1,
      title: `${i % 2 === 0 ? 'denso' : 'outro'} ${i % 97 === 0 ? 'ralo' : ''} ${generation}`,
      notes: i % 3 === 0 ? 'denso nota' : 'nota',
    });
    const books = Array.from({ length: 2000 }, (_, i) => book(i, 'velho'));
    const replaced = Array.from({ length: 50 }, (_, i) => book(i * 40, 'novo'));
    const vocabulary = new Vocabulary();
    const base = segmentOf(vocabulary, books);
    const recent = segmentOf(vocabulary, replaced);
    for (const { id } of replaced) base.deleted.add(base.ordinalOf(id));
    const catalogue = new MemoryCatalogue(vocabulary, [base, recent]);
    const current = [...books.filter((b) => !replaced.some((r) => r.id === b.id)), ...replaced];
    const has = (text: string | undefined, word: string) => (text ?? '').split(' ').includes(word);
    const expected = (word: string, fields: (keyof TestBook)[]) =>
      current
        .filter((b) => fields.some((field) => has(b[field] as string | undefined, word)))
        .map((b) => b.id)
        .sort((x, y) => x - y);
    const ids = (params: SearchParameters) =>
      search(catalogue, { ...params, ordenacao: 'N' }, { offset: 0, limit: 3000 }).ids;
    expect(ids({ termo: 'denso' })).toEqual(expected('denso', ['title', 'notes']));
    expect(ids({ termo: 'denso', tipo: 'titulo' })).toEqual(expected('denso', ['title']));
    expect(ids({ termo: 'ralo' })).toEqual(expected('ralo', ['title']));
    expect(ids({ termo: 'denso ralo' })).toEqual(
      expected('ralo', ['title']).filter((id) => expected('denso', ['title', 'notes']).includes(id)),
    );
    expect(ids({ termo: ['denso', 'velho'], tipo: ['livre', 'livre'], operador: ['e', 'nao'] })).toEqual(
      expected('denso', ['title', 'notes']).filter((id) => !expected('velho', ['title']).includes(id)),
    );
  });

  it('lists the most frequent facet values exactly when the rare ones are left uncounted', () => {
    // 3,000 records: authors A0…A29 frequent (50 records each), hundreds of authors with a record or two, and a
    // recent segment that gives some base-rare authors more records. "comum" can skip the rare authors; "raro"
    // (5 frequent authors) cannot.
    const books: TestBook[] = Array.from({ length: 3000 }, (_, i) => ({
      id: i + 1,
      title: i % 3 === 0 ? 'comum raro' : 'comum',
      facets: [
        ['T', String(i % 4)],
        ['A', i % 2 === 0 ? `A${(i / 2) % 30}` : `R${i % 900}`],
        ['A', `R${(i * 7) % 1400}`],
      ],
    }));
    const recentBooks: TestBook[] = Array.from({ length: 30 }, (_, i) => ({
      id: 5000 + i,
      title: 'comum',
      facets: [['A', `R${i % 3}`]],
    }));
    const vocabulary = new Vocabulary();
    const catalogue = new MemoryCatalogue(vocabulary, [
      segmentOf(vocabulary, books),
      segmentOf(vocabulary, recentBooks),
    ]);
    const all = [...books, ...recentBooks];
    for (const termo of ['comum', 'raro']) {
      const matched = all.filter((book) => book.title.split(' ').includes(termo));
      const counts = new Map<string, number>();
      for (const book of matched)
        for (const [letter, code] of book.facets ?? []) {
          if (letter === 'A') counts.set(code, (counts.get(code) ?? 0) + 1);
        }
      const expected = [...counts].sort((a, b) => b[1] - a[1] || compareUtf8(a[0], b[0])).slice(0, 30);
      const listed = search(catalogue, { termo })
        .facets.filter((facet) => facet.letter === 'A')
        .map((facet) => [facet.code, facet.count]);
      expect(listed, termo).toEqual(expected);
    }
    expect(catalogue.rareFacetCountsSkipped).toBe(1);
  });

  it('counts every rare value of the matches read in batches, one record holding more than a batch', () => {
    // 1,500 records with "comum", subjects S0…S699 rare (two or three records each); record 701 also has 2,100
    // subjects of its own, more than countRareRows holds at once.
    const books: TestBook[] = Array.from({ length: 1500 }, (_, i) => ({
      id: i + 1,
      title: 'comum',
      facets: [
        ['T', '1'],
        ['S', `S${i % 700}`],
        ...(i === 700 ? Array.from({ length: 2100 }, (_, j): [string, string] => ['S', `P${j}`]) : []),
      ],
    }));
    const vocabulary = new Vocabulary();
    const catalogue = new MemoryCatalogue(vocabulary, [segmentOf(vocabulary, books)]);
    const result = catalogue.search(requestForTest({ termo: 'comum' }, { facetValuesPerLetter: 3000 }), {
      reuse: false,
    });
    const subjects = new Map(result.facets.filter((facet) => facet.letter === 'S').map((f) => [f.code, f.count]));
    expect(subjects.size).toBe(2800);
    // S0…S99 three times (i, i + 700, i + 1400), S100…S699 twice, each P once.
    expect([subjects.get('S0'), subjects.get('S99'), subjects.get('S100'), subjects.get('S699')]).toEqual([3, 3, 2, 2]);
    expect([subjects.get('P0'), subjects.get('P2099')]).toEqual([1, 1]);
    expect([...subjects.values()].reduce((sum, count) => sum + count, 0)).toBe(1500 + 2100);
  });

  it('leaves rare values uncounted over several segments only when no value summed over them can be listed', () => {
    // A base of 3,000 records and two newer segments of 1,200 and 1,100, all matching "comum": authors F0…F29 with
    // 60 records each in the base (frequent there), F0 also rare in both newer segments (20 + 25 records); X rare
    // everywhere: 31 records in the base and `xInNewer` in the second segment; R authors with a few records each.
    const catalogueWith = (xInNewer: number) => {
      const base: TestBook[] = Array.from({ length: 3000 }, (_, i) => ({
        id: i + 1,
        title: 'comum',
        facets: [
          ...(i < 1800 ? [['A', `F${i % 30}`] as [string, string]] : []),
          ['A', `R${(i * 7) % 1400}`],
          ...(i >= 2000 && i < 2031 ? [['A', 'X'] as [string, string]] : []),
        ],
      }));
      const second: TestBook[] = Array.from({ length: 1200 }, (_, i) => ({
        id: 10_000 + i,
        title: 'comum',
        facets: [
          ['A', `R${(i * 11) % 900}`],
          ...(i < xInNewer ? [['A', 'X'] as [string, string]] : []),
          ...(i >= 600 && i < 620 ? [['A', 'F0'] as [string, string]] : []),
        ],
      }));
      const third: TestBook[] = Array.from({ length: 1100 }, (_, i) => ({
        id: 20_000 + i,
        title: 'comum',
        facets: [['A', `R${(i * 13) % 800}`], ...(i < 25 ? [['A', 'F0'] as [string, string]] : [])],
      }));
      const vocabulary = new Vocabulary();
      const segments = [base, second, third].map((books) => segmentOf(vocabulary, books));
      return new MemoryCatalogue(vocabulary, segments);
    };
    const authors = (catalogue: MemoryCatalogue) =>
      search(catalogue, { termo: 'comum' })
        .facets.filter((facet) => facet.letter === 'A')
        .map((facet) => [facet.code, facet.count]);
    const tied = ['F1', 'F10', 'F11', 'F12', 'F13', 'F14', 'F15', 'F16', 'F17', 'F18', 'F19', 'F2', 'F20', 'F21'];
    const more = ['F22', 'F23', 'F24', 'F25', 'F26', 'F27', 'F28', 'F29', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9'];
    // X has 62 records: above the 30th author counted so far (60), though no segment has a rare author of more than
    // 31 records. The newer segments' rare authors are counted (the fewest matches first), then the base's are left
    // uncounted (at most 31 more for any author): X, counted 31 in the second segment, is completed from its list there.
    const summedAbove = catalogueWith(31);
    expect(authors(summedAbove)).toEqual([
      ['F0', 105],
      ['X', 62],
      ...[...tied, ...more].slice(0, 28).map((code) => [code, 60]),
    ]);
    expect([summedAbove.rareFacetPartsCounted, summedAbove.rareFacetCountsSkipped]).toEqual([2, 1]);
    // X has 41 and F0's rare parts 45: below 60, so no segment's rare authors are counted and F0 is completed from
    // its short lists. One bound per segment (31 + 20 + 25 = 76) would have had the newer segments' counted.
    const summedBelow = catalogueWith(10);
    expect(authors(summedBelow)).toEqual([['F0', 105], ...[...tied, ...more].map((code) => [code, 60])]);
    expect([summedBelow.rareFacetPartsCounted, summedBelow.rareFacetCountsSkipped]).toEqual([0, 1]);
  });

  it('counts the letters packed into combined codes exactly, with one value or several per record', () => {
    const books = packedBooks();
    const vocabulary = new Vocabulary();
    const segment = segmentOf(vocabulary, books);
    expect([...segment.groupedLetters].sort()).toEqual(['I', 'L', 'T', 'Y']);
    expect(segment.commonFacetSlots.groups.length).toBeGreaterThan(1);
    expect(segment.commonFacetSlots.overflowRecords).toContain(100);
    const catalogue = new MemoryCatalogue(vocabulary, [segment]);
    // 'unico' matches one overflowing record: its extra values are looked up, not scanned for.
    for (const termo of ['comum', 'raro', 'unico']) {
      const matched = books.filter((book) => book.title.split(' ').includes(termo));
      const expected = new Map<string, Map<string, number>>();
      for (const book of matched)
        for (const [letter, code] of book.facets ?? []) {
          const counts = expected.get(letter) ?? new Map<string, number>();
          counts.set(code, (counts.get(code) ?? 0) + 1);
          expected.set(letter, counts);
        }
      const listed = search(catalogue, { termo }).facets;
      for (const [letter, counts] of expected) {
        const top = [...counts].sort((a, b) => b[1] - a[1] || compareUtf8(a[0], b[0])).slice(0, 30);
        const got = listed
          .filter((facet) => facet.letter === letter)
          .map((facet) => [facet.code, facet.count] as const);
        expect(new Map(got), `${termo} ${letter}`).toEqual(new Map(top));
      }
    }
  });
  it("counts a filtered letter's totalSemFiltro exactly with filters on letters of its group and outside it", () => {
    const books = packedBooks();
    const vocabulary = new Vocabulary();
    const catalogue = new MemoryCatalogue(vocabulary, [segmentOf(vocabulary, books)]);
    const chosen: Record<string, string[]> = {
      T: ['1', '4'],
      I: ['spa'],
      L: ['BS', 'BE'],
      Y: ['1901', '1950', '2049'],
      B: ['b2', 'b5'],
    };
    const passes = (book: TestBook, letters: string[]) =>
      letters.every((letter) =>
        (book.facets ?? []).some(([l, code]) => l === letter && chosen[letter]!.includes(code)),
      );
    const countsOf = (matched: TestBook[], letter: string) => {
      const counts = new Map<string, number>();
      for (const book of matched)
        for (const [l, code] of book.facets ?? []) if (l === letter) counts.set(code, (counts.get(code) ?? 0) + 1);
      return counts;
    };
    // Every combination of two or more filtered letters, among them one code no record has.
    const letters = Object.keys(chosen);
    for (let mask = 3; mask < 1 << letters.length; mask += 1) {
      const filtered = letters.filter((_, bit) => mask & (1 << bit));
      if (filtered.length < 2) continue;
      const filtro = filtered.flatMap((letter) => chosen[letter]!.map((code) => `${letter}:${code}`));
      if (mask % 5 === 0 && filtered.includes('T')) filtro.push('T:99');
      const comum = books.filter((book) => book.title.split(' ').includes('comum'));
      const facets = search(catalogue, { termo: 'comum', filtro }).facets;
      for (const letter of filtered) {
        const withAll = countsOf(
          comum.filter((book) => passes(book, filtered)),
          letter,
        );
        const withOthers = countsOf(
          comum.filter((book) =>
            passes(
              book,
              filtered.filter((other) => other !== letter),
            ),
          ),
          letter,
        );
        const listed = facets.filter((facet) => facet.letter === letter);
        // The 30 most frequent, and the chosen values (when they have records) even below them.
        expect(listed.length, `${filtro} ${letter}`).toBeGreaterThanOrEqual(Math.min(30, withOthers.size));
        for (const code of chosen[letter]!.filter((code) => withOthers.has(code)))
          expect(listed.find((facet) => facet.code === code)?.selected, `${filtro} ${letter}:${code}`).toBe(true);
        for (const facet of listed) {
          expect(facet.countWithoutOwnLetter, `${filtro} ${letter}:${facet.code}`).toBe(withOthers.get(facet.code));
          expect(facet.count, `${filtro} ${letter}:${facet.code} count`).toBe(withAll.get(facet.code) ?? 0);
        }
      }
    }
  });

  it('answers step by step what it answers at once, with searches interleaved between their steps', async () => {
    const books = packedBooks();
    const vocabulary = new Vocabulary();
    const recent = books.slice(0, 40).map((book) => ({ ...book, id: book.id + 10_000 }));
    const catalogue = new MemoryCatalogue(vocabulary, [segmentOf(vocabulary, books), segmentOf(vocabulary, recent)]);
    const requests = [
      { termo: 'comum', filtro: ['T:1', 'T:4', 'I:spa', 'Y:1950'] },
      { termo: 'raro', ordenacao: 'C' },
      { termo: ['comum', 'raro'], operador: ['e', 'proximo'] },
      { termo: 'comum', filtro: ['L:BS', 'B:b2'], ordenacao: 'A' },
    ].map((params) => requestForTest(params as SearchParameters, { limit: 25, facetValuesPerLetter: 30 }));
    const atOnce = requests.map((request) => catalogue.search(request, { reuse: false }));
    let pauses = 0;
    // A pause lets the other searches take a step: all four run interleaved, sharing the scratch arrays.
    const pause = () => {
      pauses += 1;
      return new Promise<void>((resolve) => setTimeout(resolve, 0));
    };
    const interleaved = await Promise.all(
      requests.map((request) => catalogue.searchInSteps(request, { reuse: false }, pause)),
    );
    expect(interleaved).toEqual(atOnce);
    // Each search paused after matching each of the two segments and after counting its facets.
    expect(pauses).toBeGreaterThanOrEqual(requests.length * 3);
  });
});
