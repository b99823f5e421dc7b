import { describe, expect, it } from 'vitest';
import { catalogueSearchOfImage, loadCatalogueSearch } from '../catalogue-search.ts';
import { catalogueEntry, searchForTest, type TestBook } from './catalogue-entries.testing.ts';
import {
  type CatalogueImage,
  newSnapshotArray,
  SNAPSHOT_FORMAT,
  type SnapshotArray,
  snapshotArrayKind,
} from './snapshot.ts';

async function* batches(books: TestBook[]) {
  yield books.map(catalogueEntry);
}

const BOOKS: TestBook[] = [
  { id: 1, title: 'História do Brasil', author: 'Silva, Ana', year: 1990, language: 'por', facets: [['T', '1']] },
  { id: 2, title: 'Políticas públicas no Brasil', year: 2005, language: 'por', facets: [['T', '1']] },
  { id: 3, title: 'Brazil: a history', year: 1970, language: 'eng', facets: [['T', '2']] },
  { id: 4, title: 'Cartas de Portugal', author: 'Silva, Ana', year: 1890, language: 'por', facets: [['T', '2']] },
];

const search = searchForTest;

/** What a file does to an image: the layout through JSON, each array into a new one of its kind. */
function throughFile(image: CatalogueImage): CatalogueImage {
  const arrays = image.arrays.map((array) => {
    const copy = newSnapshotArray(snapshotArrayKind(array), array.length) as SnapshotArray;
    copy.set(array as never);
    return copy;
  });
  return { layout: JSON.parse(JSON.stringify(image.layout)), arrays };
}

describe('catalogue snapshot image', () => {
  it('answers, once read back, as the catalogue it was taken from, base and changes alike', async () => {
    const loaded = await loadCatalogueSearch(batches(BOOKS));
    // Record 2 changed (now about Portugal), 3 deleted, 5 added: a second segment over the first.
    const changed = await loaded.applyChanges(
      [2, 3, 5],
      batches([
        { id: 2, title: 'Políticas públicas em Portugal', year: 2006, language: 'por', facets: [['T', '2']] },
        { id: 5, title: 'Saudade do Brasil', year: 2010, language: 'por', facets: [['T', '1']] },
      ]),
    );
    const { base, catalogue } = catalogueSearchOfImage(throughFile(changed.image()));
    expect(catalogue.segmentCount).toBe(2);
    expect(base.segmentCount).toBe(1);
    expect(catalogue.size).toBe(4);
    expect(search(catalogue, { termo: 'brasil', ordenacao: 'N' })).toEqual({
      total: 2,
      ids: [1, 5],
      facets: ['T:1=2/2'],
    });
    expect(search(catalogue, { termo: 'portugal', ordenacao: 'A' })).toEqual({
      total: 2,
      ids: [2, 4],
      facets: ['T:2=2/2'],
    });
    // Accents folded, and the author column, read from the restored postings and vocabulary.
    expect(search(catalogue, { termo: 'politicas', ordenacao: 'N' }).ids).toEqual([2]);
    expect(search(catalogue, { termo: 'silva', tipo: 'autor', filtro: 'T:2' })).toEqual({
      total: 1,
      ids: [4],
      facets: ['T:1=0/1', 'T:2=1/1'],
    });
    expect(catalogue.facetValuesOf([5, 4], ['T'])).toEqual([
      { recordId: 5, letter: 'T', code: '1', label: 'label 1' },
      { recordId: 4, letter: 'T', code: '2', label: 'label 2' },
    ]);
    expect(catalogue.expandTruncation('hist*', ['title'])).toEqual(['historia', 'history']);
  });

  it('goes on taking changes after it is read back: new words are numbered after the imaged ones', async () => {
    const loaded = await loadCatalogueSearch(batches(BOOKS));
    const { base } = catalogueSearchOfImage(throughFile(loaded.image()));
    const next = await base.applyChanges(
      [1, 6],
      batches([{ id: 6, title: 'Geografia do sertão', year: 2001, language: 'por', facets: [['T', '1']] }]),
    );
    expect(search(next, { termo: 'sertao' }).ids).toEqual([6]);
    expect(search(next, { termo: 'brasil', ordenacao: 'N' })).toEqual({ total: 1, ids: [2], facets: ['T:1=1/1'] });
    expect(search(next, { termo: 'historia' }).total).toBe(0);
    expect(search(next, { termo: 'history' }).ids).toEqual([3]);
  });

  it('is taken as it stands: changes applied afterwards do not reach an image already taken', async () => {
    const loaded = await loadCatalogueSearch(batches(BOOKS));
    const image = loaded.image();
    const changed = await loaded.applyChanges([1], batches([]));
    expect(search(changed, { termo: 'brasil', ordenacao: 'N' }).ids).toEqual([2]);
    const { catalogue } = catalogueSearchOfImage(throughFile(image));
    expect(search(catalogue, { termo: 'brasil', ordenacao: 'N' }).ids).toEqual([1, 2]);
  });

  it('refuses an image of another format or with an array missing', async () => {
    const image = throughFile((await loadCatalogueSearch(batches(BOOKS))).image());
    const older = { ...image, layout: { ...(image.layout as object), format: SNAPSHOT_FORMAT - 1 } };
    expect(() => catalogueSearchOfImage(older)).toThrow(/format/);
    expect(() => catalogueSearchOfImage({ ...image, arrays: image.arrays.slice(0, -1) })).toThrow();
    expect(() => newSnapshotArray('f64', 3)).toThrow();
  });
});
