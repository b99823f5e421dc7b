import { describe, expect, it } from 'vitest';
import { type CatalogueSearch, catalogueSearchOfImage, loadCatalogueSearch } from './catalogue-search.ts';
import { catalogueEntry, requestForTest, searchForTest, type TestBook } from './memory/catalogue-entries.testing.ts';
import type { SearchParameters } from './parse-search-query.ts';

/**
 * addChanges: each refresh adds a segment of what changed since the previous one, and the newest segments are
 * rebuilt as one in binary tiers. Checked against a catalogue loaded afresh with the same books (what a reload gives).
 */

function book(id: number, title: string, facet = '1'): TestBook {
  return { id, title, year: 2000 + id, language: 'por', facets: [['T', facet]] };
}

/** The library's books as a map by id: what the database holds. */
function library(books: TestBook[]): Map<number, TestBook> {
  return new Map(books.map((entry) => [entry.id, entry]));
}

/** What entriesOfRecords reads: the entries of the ids still in the library, in id order, in batches of two. */
function reader(held: Map<number, TestBook>, asked: number[][]) {
  return async function* (ids: readonly number[]) {
    asked.push([...ids].sort((a, b) => a - b));
    const found = [...ids].sort((a, b) => a - b).flatMap((id) => (held.has(id) ? [catalogueEntry(held.get(id)!)] : []));
    for (let start = 0; start < found.length; start += 2) yield found.slice(start, start + 2);
  };
}

async function* batches(books: Iterable<TestBook>) {
  yield [...books].sort((a, b) => a.id - b.id).map(catalogueEntry);
}

const search = searchForTest;

const QUERIES: SearchParameters[] = [
  { termo: 'brasil', ordenacao: 'N' },
  { termo: 'portugal', ordenacao: 'N' },
  { termo: 'historia', ordenacao: 'A' },
  { termo: 'brasil', filtro: 'T:2', ordenacao: 'N' },
];

describe('changes added as segments in binary tiers', () => {
  it('answers after each refresh as a catalogue loaded afresh, with the segments the tiers give', async () => {
    const held = library([
      book(1, 'História do Brasil'),
      book(2, 'Políticas públicas no Brasil'),
      book(3, 'Cartas de Portugal', '2'),
      book(4, 'Viagem ao Brasil', '2'),
    ]);
    const asked: number[][] = [];
    let catalogue = await loadCatalogueSearch(batches(held.values()));
    const refreshes: { set?: TestBook[]; remove?: number[]; segments: number }[] = [
      // 2 retitled: a second segment of one record.
      { set: [book(2, 'Políticas públicas em Portugal', '2')], segments: 2 },
      // 5 added: the segment before holds one live record, no more than the new one: both rebuilt as one (2, 5).
      { set: [book(5, 'Saudade do Brasil')], segments: 2 },
      // 1 deleted: its copy in the base is marked deleted, and no segment is added.
      { remove: [1], segments: 2 },
      // 2 changed again and 6, 7 added: its copy in the tier below is marked deleted; that tier's one live record (5)
      // is no more than the new three, so the two are rebuilt as one.
      {
        set: [book(2, 'História de Portugal'), book(6, 'Brasil colonial', '2'), book(7, 'Portugal e Brasil')],
        segments: 2,
      },
      // 4 changed: the base's copy is deleted and the new segment is the smaller tier.
      { set: [book(4, 'Viagem a Portugal', '2')], segments: 3 },
    ];
    for (const refresh of refreshes) {
      for (const changed of refresh.set ?? []) held.set(changed.id, changed);
      for (const id of refresh.remove ?? []) held.delete(id);
      const changed = [...(refresh.set ?? []).map((changed) => changed.id), ...(refresh.remove ?? [])];
      catalogue = await catalogue.addChanges(changed, reader(held, asked));
      const fresh = await loadCatalogueSearch(batches(held.values()));
      expect(catalogue.segmentCount).toBe(refresh.segments);
      expect(catalogue.size).toBe(held.size);
      for (const query of QUERIES) expect(search(catalogue, query)).toEqual(search(fresh, query));
    }
    // What was read: each refresh's own changes only. The tiers it rebuilt came from the segments' own records, and
    // the base's records (1-4) were never read again.
    expect(asked).toEqual([[2], [5], [1], [2, 6, 7], [4]]);
    // The final answers, by hand.
    expect(search(catalogue, { termo: 'brasil', ordenacao: 'N' }).ids).toEqual([5, 6, 7]);
    expect(search(catalogue, { termo: 'portugal', ordenacao: 'N' }).ids).toEqual([2, 3, 4, 7]);
  });

  it('ranks by relevance over a base and its tiers as a fresh load, ties in number order, on every page', async () => {
    // Three scores, each shared by a third of the books: "brasil" in the title and a subject, in the title alone, in
    // the notes alone. The segments after the base rank only what the base's k-th best score lets them keep.
    const scored = (id: number, kind = id % 3): TestBook =>
      kind === 0
        ? { id, title: 'Brasil colonial', subject: 'Brasil', year: 2000 }
        : kind === 1
          ? { id, title: 'Brasil', year: 2000 }
          : { id, title: 'Outro livro', notes: 'brasil', year: 2000 };
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const held = library(range(1, 60).map((id) => scored(id)));
    let catalogue = await loadCatalogueSearch(batches(held.values()));
    const refreshes: TestBook[][] = [
      range(61, 66).map((id) => scored(id)),
      // 3 falls to the notes, 4 rises to title and subject.
      [scored(3, 2), ...range(67, 70).map((id) => scored(id))],
      [scored(4, 0)],
    ];
    for (const changed of refreshes) {
      for (const book of changed) held.set(book.id, book);
      catalogue = await catalogue.addChanges(
        changed.map((book) => book.id),
        reader(held, []),
      );
    }
    expect(catalogue.segmentCount).toBeGreaterThan(1);
    const fresh = await loadCatalogueSearch(batches(held.values()));
    const page = (from: CatalogueSearch, offset: number, limit: number) =>
      from.search(requestForTest({ termo: 'brasil' }, { offset, limit }), { reuse: false }).ids;
    for (const [offset, limit] of [
      [0, 10],
      [0, 70],
      [7, 7],
      [21, 7],
      [44, 7],
      [63, 10],
    ] as const) {
      expect({ offset, limit, ids: page(catalogue, offset, limit) }).toEqual({
        offset,
        limit,
        ids: page(fresh, offset, limit),
      });
    }
    // By hand: title and subject (4, 6, 9 … 69: 23 books), then the title alone (1, 7, 10 … 70), then the notes.
    expect(page(catalogue, 0, 10)).toEqual([4, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    expect(page(catalogue, 21, 7)).toEqual([66, 69, 1, 7, 10, 13, 16]);
    expect(page(catalogue, 44, 4)).toEqual([67, 70, 2, 3]);
    // No page at all (a count, as SRU's maximumRecords=0 asks): the total alone.
    const counted = catalogue.search(requestForTest({ termo: 'brasil' }, { offset: 0, limit: 0 }), { reuse: false });
    expect([counted.total, counted.ids]).toEqual([70, []]);
  });

  it('keeps its segments through a snapshot image, and goes on adding to them', async () => {
    const held = library([book(1, 'História do Brasil'), book(2, 'Cartas de Portugal')]);
    const asked: number[][] = [];
    const loaded = await loadCatalogueSearch(batches(held.values()));
    held.set(3, book(3, 'Brasil colonial'));
    const changed = await loaded.addChanges([3], reader(held, asked));
    const { catalogue } = catalogueSearchOfImage(changed.image());
    expect(catalogue.segmentCount).toBe(2);
    held.set(1, book(1, 'História de Portugal'));
    const next = await catalogue.addChanges([1], reader(held, asked));
    expect(next.segmentCount).toBe(2);
    expect(search(next, { termo: 'brasil', ordenacao: 'N' }).ids).toEqual([3]);
    expect(search(next, { termo: 'portugal', ordenacao: 'N' }).ids).toEqual([1, 2]);
  });

  it('finds every word of a small segment beside a large vocabulary, whatever order its words were numbered in', async () => {
    // 300 books of words of their own make a vocabulary far larger than one record's words: a refresh's segment then
    // numbers its rows by the words it holds (search-segment.ts), as at a million records.
    const filler = Array.from({ length: 300 }, (_, index) => book(10 + index, `Volume ${index} palavra${index}`));
    // xray, yankee and zulu numbered in that order; the changed title meets them the other way round.
    const held = library([book(1, 'Xray'), book(2, 'Yankee'), book(3, 'Zulu'), ...filler]);
    let catalogue = await loadCatalogueSearch(batches(held.values()));
    // 20 records, so that a list of one record is kept as gaps, found by its word's row, not as a set (1/16).
    const changed = [
      book(4, 'Zulu yankee xray'),
      ...filler.slice(0, 19).map((entry) => book(entry.id, `Tomo ${entry.id}`)),
    ];
    for (const entry of changed) held.set(entry.id, entry);
    catalogue = await catalogue.addChanges(
      changed.map((entry) => entry.id),
      reader(held, []),
    );
    expect(catalogue.segmentCount).toBe(2);
    const fresh = await loadCatalogueSearch(batches(held.values()));
    for (const termo of ['xray', 'yankee', 'zulu', 'zulu yankee', 'palavra7']) {
      expect(search(catalogue, { termo, ordenacao: 'N' })).toEqual(search(fresh, { termo, ordenacao: 'N' }));
    }
    expect(search(catalogue, { termo: 'xray', ordenacao: 'N' }).ids).toEqual([1, 4]);
    expect(search(catalogue, { termo: 'zulu', ordenacao: 'N' }).ids).toEqual([3, 4]);
    expect(search(catalogue, { termo: 'zulu yankee xray', ordenacao: 'N' }).ids).toEqual([4]);
  });

  it('leaves a tier rebuild larger than maxMergedRecords, stacking segments that still answer as a fresh load', async () => {
    const held = library([book(1, 'História do Brasil'), book(2, 'Cartas de Portugal')]);
    const asked: number[][] = [];
    let catalogue = await loadCatalogueSearch(batches(held.values()));
    // One record at a time, at most two records rebuilt as one: 3 and 4 merge; 5 stays on its own above them, as
    // the pair (3, 4) and 5 would be three; 6 merges with 5.
    for (const [id, segments] of [
      [3, 2],
      [4, 2],
      [5, 3],
      [6, 3],
    ] as const) {
      held.set(id, book(id, `Brasil ${id}`));
      catalogue = await catalogue.addChanges([id], reader(held, asked), 2);
      expect(catalogue.segmentCount).toBe(segments);
      const fresh = await loadCatalogueSearch(batches(held.values()));
      for (const query of QUERIES) expect(search(catalogue, query)).toEqual(search(fresh, query));
    }
    // The pairs rebuilt from their segments' records, not read again.
    expect(asked).toEqual([[3], [4], [5], [6]]);
    expect(search(catalogue, { termo: 'brasil', ordenacao: 'N' }).ids).toEqual([1, 3, 4, 5, 6]);
  });

  it('merges the tiers addChanges left, beside, from their own records, keeping the changes made meanwhile', async () => {
    const held = library([book(1, 'História do Brasil'), book(2, 'Cartas de Portugal')]);
    const asked: number[][] = [];
    let catalogue = await loadCatalogueSearch(batches(held.values()));
    // At most two records rebuilt in a refresh: (3, 4) and (5, 6) stay two tiers above the base.
    for (const id of [3, 4, 5, 6]) {
      held.set(id, book(id, `Brasil ${id}`));
      catalogue = await catalogue.addChanges([id], reader(held, asked), 2);
    }
    expect(catalogue.segmentCount).toBe(3);
    // Tiers of one live record at most are addChanges' own: nothing to merge among those above one.
    expect(catalogue.plannedMerge(2)).toBeUndefined();
    const merge = catalogue.plannedMerge(1)!;
    expect(merge.records).toBe(4);
    const readBefore = asked.length;
    let pauses = 0;
    const merged = await merge.build(async () => {
      pauses += 1;
      if (pauses !== 1) return;
      // Refreshes during the merge: 3 retitled, 5 deleted, 7 added.
      held.set(3, book(3, 'Portugal 3', '2'));
      held.delete(5);
      held.set(7, book(7, 'Brasil 7'));
      catalogue = await catalogue.addChanges([3, 5, 7], reader(held, asked), 2);
    });
    // Built from the segments' own records: the database was not read again.
    expect(asked.length).toBe(readBefore + 1);
    expect(merged.size).toBe(4);
    const reloaded = await loadCatalogueSearch(batches(held.values()));
    expect(reloaded.withMerged(merged)).toBeUndefined();
    catalogue = catalogue.withMerged(merged)!;
    // The base, the merged (3, 4, 5, 6) with 3 and 5 marked deleted, and (3, 7).
    expect(catalogue.segmentCount).toBe(3);
    expect(catalogue.size).toBe(held.size);
    for (const query of QUERIES) expect(search(catalogue, query)).toEqual(search(reloaded, query));
    expect(search(catalogue, { termo: 'brasil', ordenacao: 'N' }).ids).toEqual([1, 4, 6, 7]);
    expect(search(catalogue, { termo: 'portugal', ordenacao: 'N' }).ids).toEqual([2, 3]);
    // Its records keep their facets and years: by year, the newest first.
    expect(search(catalogue, { termo: 'brasil', filtro: 'T:1', ordenacao: 'A' }).ids).toEqual([7, 6, 4, 1]);
  });
  it('lists an author rare in every segment once refreshes, a merge and an image sum its records above the others', async () => {
    // The base: 2,000 books, authors F0…F9 with 60 each (frequent), X with 31 (rare); two refreshes add 1,100 books
    // each, with X in 20 and then 11 of them (rare in each), kept apart by a rebuild cap of 1,100. Every book matches
    // "comum", so each segment counts its common values in one pass and X only if it may be listed.
    const authored = (id: number, authors: string[]): TestBook => ({
      id,
      title: 'comum',
      facets: authors.map((author) => ['A', author] as [string, string]),
    });
    const held = library(
      Array.from({ length: 2000 }, (_, i) =>
        authored(i + 1, [...(i < 600 ? [`F${i % 10}`] : []), `R${i % 1000}`, ...(i >= 1000 && i < 1031 ? ['X'] : [])]),
      ),
    );
    const asked: number[][] = [];
    let catalogue = await loadCatalogueSearch(batches(held.values()));
    const authors = (searched: CatalogueSearch) =>
      search(searched, { termo: 'comum' }).facets.filter((facet) => facet.startsWith('A:'));
    const tenth = ['F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9'].map((code) => `A:${code}=60/60`);
    for (const [first, withX, expected] of [
      // X 51: below the tenth author (60), left uncounted.
      [5001, 20, tenth],
      // X 62: summed over three segments where it is rare, listed above them.
      [6101, 11, ['A:X=62/62', ...tenth.slice(0, 9)].sort()],
    ] as const) {
      const added = Array.from({ length: 1100 }, (_, i) => authored(first + i, [`R${i}`, ...(i < withX ? ['X'] : [])]));
      for (const book of added) held.set(book.id, book);
      catalogue = await catalogue.addChanges(
        added.map((book) => book.id),
        reader(held, asked),
        1100,
      );
      const fresh = await loadCatalogueSearch(batches(held.values()));
      expect(authors(catalogue)).toEqual(expected);
      expect(search(catalogue, { termo: 'comum' })).toEqual(search(fresh, { termo: 'comum' }));
    }
    expect(catalogue.segmentCount).toBe(3);
    // In a search thread or from a snapshot file the catalogue comes from its image, the sum with it.
    expect(authors(catalogueSearchOfImage(catalogue.image()).catalogue)).toContain('A:X=62/62');
    // The two refreshes' tiers merged: X still rare (31), summed again over the segments.
    const merged = await catalogue.plannedMerge(1000)!.build(async () => {});
    catalogue = catalogue.withMerged(merged)!;
    expect(catalogue.segmentCount).toBe(2);
    expect(authors(catalogue)).toContain('A:X=62/62');
  });
});

/** The engine's request for a test search, a page of `limit` from `offset`, ten facet values per letter. */
const requestOf = (params: SearchParameters, offset = 0, limit = 10) => requestForTest(params, { offset, limit });

describe('a full load in several segments, and one search split over them (BASE_PART_RECORDS)', () => {
  it('keeps the full load as its first segments: changes go above them, never merged with them', async () => {
    const held = library([
      book(1, 'História do Brasil'),
      book(2, 'Políticas públicas no Brasil'),
      book(3, 'Cartas de Portugal', '2'),
      book(4, 'Viagem ao Brasil', '2'),
      book(5, 'Portugal antigo'),
      book(6, 'Brasil moderno', '2'),
      book(7, 'Saudade de Portugal'),
    ]);
    const asked: number[][] = [];
    const loaded = await loadCatalogueSearch(batches(held.values()), 3);
    // Three records a segment: (1, 2, 3), (4, 5, 6) and (7).
    expect([loaded.segmentCount, loaded.loadedSize, loaded.size]).toEqual([3, 7, 7]);
    const whole = await loadCatalogueSearch(batches(held.values()));
    for (const query of QUERIES) expect(search(loaded, query)).toEqual(search(whole, query));
    // 7 retitled and 8 added: the last part holds one live record, fewer than the new segment's two, and is kept.
    held.set(7, book(7, 'Saudade do Brasil'));
    held.set(8, book(8, 'Portugal e Brasil'));
    const changed = await loaded.addChanges([7, 8], reader(held, asked));
    // Drift from the full load: two records held beyond its live six (7's new copy and 8).
    expect([changed.segmentCount, changed.loadedSize, changed.size, changed.changesSinceLoad]).toEqual([4, 7, 8, 2]);
    expect(changed.plannedMerge(0)).toBeUndefined();
    expect(search(changed, { termo: 'brasil', ordenacao: 'N' }).ids).toEqual([1, 2, 4, 6, 7, 8]);
    expect(search(changed, { termo: 'portugal', ordenacao: 'N' }).ids).toEqual([3, 5, 8]);
    // Through an image (a snapshot file, a search thread): the same parts, and changes applied to the full load.
    const { base, catalogue } = catalogueSearchOfImage(changed.image());
    expect([catalogue.segmentCount, base.segmentCount, base.loadedSize]).toEqual([4, 3, 7]);
    held.set(1, book(1, 'História de Portugal'));
    const applied = await base.applyChanges([1, 7, 8], batches([held.get(1)!, held.get(7)!, held.get(8)!]));
    expect(applied.segmentCount).toBe(4);
    expect(search(applied, { termo: 'brasil', ordenacao: 'N' }).ids).toEqual([2, 4, 6, 7, 8]);
    expect(search(applied, { termo: 'portugal', ordenacao: 'N' }).ids).toEqual([1, 3, 5, 8]);
  });

  it('answers a search split over groups of its segments, merged elsewhere, as the whole search does', async () => {
    // 6,300 books in parts of 2,100: "comum" matches every one, so each part counts its common authors in one pass
    // and the merge decides the rare ones (R…, one or two records each) over the three parts' sets. F0…F29 have
    // 70 records each; X is rare in every part (30 + 30 + 30 = 90), above them once summed.
    const books: TestBook[] = Array.from({ length: 6300 }, (_, i) => ({
      id: i + 1,
      title: i % 3 === 0 ? 'comum raro' : 'comum',
      year: 1900 + (i % 120),
      facets: [
        ['T', String(i % 4)],
        ...(i % 3 === 1 ? [['A', `F${((i - 1) / 3) % 30}`] as [string, string]] : []),
        ['A', `R${(i * 7) % 4000}`],
        ...(i % 2100 < 30 ? [['A', 'X'] as [string, string]] : []),
      ],
    }));
    const parted = await loadCatalogueSearch(batches(books), 2100);
    const whole = await loadCatalogueSearch(batches(books));
    expect([parted.segmentCount, whole.segmentCount]).toEqual([3, 1]);
    expect(parted.splitOver(2)).toEqual([[0, 2], [1]]);
    expect(parted.splitOver(1)).toBeUndefined();
    expect(whole.splitOver(2)).toBeUndefined();
    // Each thread holds its own catalogue over the same arrays; the server thread merges on another one.
    const threads = [
      catalogueSearchOfImage(parted.image()).catalogue,
      catalogueSearchOfImage(parted.image()).catalogue,
    ];
    const merging = catalogueSearchOfImage(parted.image()).catalogue;
    const requests = [
      requestOf({ termo: 'comum' }),
      // Every book scores the same: a page across the parts' boundary is decided by number alone.
      requestOf({ termo: 'comum' }, 2095, 10),
      requestOf({ termo: 'raro', ordenacao: 'A' }, 30, 15),
      requestOf({ termo: 'comum', filtro: ['T:1', 'A:X'] }),
      requestOf({ termo: 'comum', ordenacao: 'T' }, 95, 10),
      requestOf({ termo: 'raro', ordenacao: 'N', filtro: 'T:3' }),
    ];
    for (const split of [[[0, 2], [1]], [[0], [1], [2]], [[2, 1, 0]]]) {
      for (const request of requests) {
        const parts = await Promise.all(
          split.map((indexes, i) => threads[i % 2]!.searchPart(request, indexes, async () => {})),
        );
        // As posted between threads: plain data only.
        const merged = merging.mergeParts(request, structuredClone(parts));
        expect({ split, request, merged }).toEqual({ split, request, merged: whole.search(request, { reuse: false }) });
      }
    }
    // By hand: X summed over the three parts is the first author of "comum"; the total and first page of "raro".
    const comum = whole.search(requestOf({ termo: 'comum' }), { reuse: false });
    expect(comum.total).toBe(6300);
    const authors = comum.facets.filter((facet) => facet.letter === 'A').map((facet) => [facet.code, facet.count]);
    expect(authors).toContainEqual(['X', 90]);
    expect(authors.filter(([, count]) => count === 70)).toHaveLength(9);
    const raro = merging.mergeParts(requestOf({ termo: 'raro', ordenacao: 'N' }), [
      await threads[0]!.searchPart(requestOf({ termo: 'raro', ordenacao: 'N' }), [0, 1, 2], async () => {}),
    ]);
    expect([raro.total, raro.ids.slice(0, 3)]).toEqual([2100, [1, 4, 7]]);
  });
});
