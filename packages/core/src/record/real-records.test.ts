import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMarcFile } from '../marc/index.ts';
import { dataFields, firstSubfield, type MarcRecord } from '../marc/marc-record.ts';
import { extractAuthority } from './authority.ts';
import { type BibliographicRecord, extractBibliographic } from './extract-bibliographic.ts';
import { extractHoldingsRecord } from './holdings.ts';
import { isAuthority, isBibliographic, isHoldingsRecord } from './record-kind.ts';
import type { WorkTypeKey } from './work-types.ts';

/**
 * Extraction over the real MARC 21 sample records (MARCXML files described in SOURCES.md). The data stays
 * outside the project; MARC_SAMPLE_DIR overrides its place. A missing folder fails the suite: these tests
 * are the check that the rules hold on what libraries really write.
 */
const DATA_DIR = process.env.MARC_SAMPLE_DIR ?? '/work/shared/data/marc';
const AUTHORITY_DIR = join(DATA_DIR, 'authorities');

interface Loaded {
  file: string;
  record: MarcRecord;
  extracted: BibliographicRecord;
}

const files = new Map<string, MarcRecord[]>();
const bibliographic = new Map<string, Loaded[]>();

async function readAll(path: string): Promise<MarcRecord[]> {
  const records: MarcRecord[] = [];
  for await (const result of readMarcFile(path)) {
    if (!result.ok) throw new Error(`${path}: record ${result.position} rejected: ${result.reason}`);
    records.push(result.record);
  }
  return records;
}

beforeAll(async () => {
  if (!existsSync(DATA_DIR) || !existsSync(AUTHORITY_DIR)) {
    throw new Error(`MARC sample data not found at ${DATA_DIR} (set MARC_SAMPLE_DIR): the real-record tests need it`);
  }
  const paths = [
    ...readdirSync(DATA_DIR).filter((name) => name.endsWith('.xml')),
    ...readdirSync(AUTHORITY_DIR)
      .filter((name) => name.endsWith('.xml'))
      .map((name) => `authorities/${name}`),
  ];
  for (const path of paths) {
    const file = path.replace(/^authorities\//, '').replace(/\.xml$/, '');
    const records = await readAll(join(DATA_DIR, path));
    files.set(file, records);
    bibliographic.set(
      file,
      records.filter(isBibliographic).map((record) => ({ file, record, extracted: extractBibliographic(record) })),
    );
  }
}, 180_000);

function records(file: string): MarcRecord[] {
  const found = files.get(file);
  if (!found) throw new Error(`sample file ${file}.xml is missing`);
  return found;
}

function extracted(file: string): Loaded[] {
  records(file);
  return bibliographic.get(file) ?? [];
}

function allExtracted(): Loaded[] {
  return [...bibliographic.values()].flat();
}

/** Work types of the records whose leader/06-07 is the given pair. */
function workTypesOf(file: string, typeAndLevel: string): WorkTypeKey[] {
  return extracted(file)
    .filter(({ record }) => record.leader.slice(6, 8) === typeAndLevel)
    .map(({ extracted: result }) => result.workType);
}

function countBy<T extends string>(values: T[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function countFields(file: string, tag: string): number {
  return records(file).reduce((sum, record) => sum + dataFields(record, tag).length, 0);
}

const THESIS_TYPES: WorkTypeKey[] = ['thesis', 'dissertation', 'undergraduateWork'];

/** Time limit for the tests that go over all 3,727 records (the machine may be busy). */
const SLOW = 60_000;

describe('real MARC 21 samples', { timeout: SLOW }, () => {
  it('finds every sample set with the record counts of SOURCES.md', () => {
    const all = [...files.values()].flat();
    expect(files.size).toBe(23);
    expect(all.filter(isBibliographic)).toHaveLength(2548);
    expect(all.filter(isHoldingsRecord)).toHaveLength(7);
    expect(all.filter(isAuthority)).toHaveLength(1172);
  });

  it('extracts every record without throwing, whatever its kind', () => {
    const failures: string[] = [];
    for (const [file, list] of files) {
      for (const [index, record] of list.entries()) {
        try {
          extractBibliographic(record);
          if (isAuthority(record)) extractAuthority(record);
          if (isHoldingsRecord(record)) extractHoldingsRecord(record);
        } catch (error) {
          failures.push(`${file} #${index}: ${String(error)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives a title to every record with a 245 $a', () => {
    for (const { file, record, extracted: result } of allExtracted()) {
      const titleA = dataFields(record, '245')
        .map((field) => firstSubfield(field, 'a')?.trim())
        .find(Boolean);
      if (titleA) expect(result.title, `${file} ${result.controlNumber}`).not.toBe('');
    }
  });

  it('returns trimmed NFC text (the XML is decomposed, NFD)', () => {
    for (const { file, extracted: result } of allExtracted()) {
      const texts = [
        result.title,
        result.statementOfResponsibility ?? '',
        ...result.authors.map((author) => author.name),
        ...result.subjects,
        result.publication.imprint ?? '',
        ...result.notes.map((note) => note.text),
      ];
      for (const text of texts) expect(text, file).toBe(text.normalize('NFC').trim());
    }
  });

  it('gives every record with a 001 a match key', () => {
    for (const { record, extracted: result } of allExtracted()) {
      if (result.controlNumber) expect(result.matchKey).toContain(result.controlNumber);
      else
        expect(record.fields.some((field) => field.tag === '001' && 'value' in field && field.value.trim())).toBe(
          false,
        );
    }
  });
});

describe('work types match SOURCES.md', { timeout: SLOW }, () => {
  it('evergreen_jazz_1k: 505 jm recordings, 229 scores, 171 books, 13 videos, 2 serials', () => {
    expect(countBy(workTypesOf('evergreen_jazz_1k', 'jm'))).toEqual({ musicRecording: 505 });
    expect(countBy(workTypesOf('evergreen_jazz_1k', 'cm'))).toEqual({ score: 229 });
    expect(countBy(workTypesOf('evergreen_jazz_1k', 'gm'))).toEqual({ video: 13 });
    expect(countBy(workTypesOf('evergreen_jazz_1k', 'as'))).toEqual({ periodical: 2 });
    // One "book" carries a 502 that is not a dissertation note ("Essays from Gene Lees jazzletter."): the rule
    // "502 present → thesis, unknown degree → thesis" makes it a thesis.
    expect(countBy(workTypesOf('evergreen_jazz_1k', 'am'))).toEqual({ book: 170, thesis: 1 });
    // SOURCES.md calls the 78 jc records "non-music sound recordings", but leader/06 j is a musical sound
    // recording (c = collection level): they are music recordings.
    expect(countBy(workTypesOf('evergreen_jazz_1k', 'jc'))).toEqual({ musicRecording: 78 });
  });

  it('evergreen_rda_samples: a CD, a DVD and a Blu-ray, a map, a photograph, 4 scores, 1 serial', () => {
    expect(countBy(extracted('evergreen_rda_samples').map(({ extracted: result }) => result.workType))).toEqual({
      musicRecording: 1,
      video: 2,
      map: 1,
      image: 1,
      score: 4,
      periodical: 1,
    });
  });

  it('the other sets with stated contents', () => {
    const types = (file: string) => countBy(extracted(file).map(({ extracted: result }) => result.workType));
    expect(types('evergreen_maps')).toEqual({ map: 3 });
    expect(types('evergreen_serials')).toEqual({ periodical: 7 });
    expect(types('qa_catalogue_uva_amsterdam_music')).toEqual({ musicRecording: 8, soundRecording: 2 });
    expect(types('qa_catalogue_yale_thomas_mann')).toEqual({ book: 338, article: 13, musicRecording: 1 });
    expect(types('bne_spain')).toEqual({ book: 3, video: 2, score: 1 });
    expect(types('biblivre_pt_br_school_library')).toEqual({ book: 12 });
    expect(types('evergreen_lul_fre_500')).toEqual({ book: 496, thesis: 4 });
    // evergreen_oss: "e-books, software (mm) and e-serials".
    expect(types('evergreen_oss')).toMatchObject({ electronicResource: 9, eperiodical: 5 });
    expect(types('evergreen_oss').ebook).toBeGreaterThan(0);
  });

  it('detects the 4 theses (502) of evergreen_lul_fre_500 and the language-material theses of TRLN', () => {
    const lul = extracted('evergreen_lul_fre_500').filter(({ record }) => dataFields(record, '502').length > 0);
    expect(lul).toHaveLength(4);
    for (const { extracted: result } of lul) expect(THESIS_TYPES).toContain(result.workType);
    const trln = extracted('trln_marc_to_argot').filter(
      ({ record }) => dataFields(record, '502').length > 0 && 'at'.includes(record.leader.charAt(6)),
    );
    expect(trln.length).toBeGreaterThan(0);
    for (const { extracted: result } of trln) expect(THESIS_TYPES).toContain(result.workType);
  });
});

describe('identifiers in real data', { timeout: SLOW }, () => {
  it('evergreen_badisbns: bad ISBNs do not crash and none is lost', () => {
    for (const { record, extracted: result } of extracted('evergreen_badisbns')) {
      for (const field of dataFields(record, '020')) {
        for (const subfield of field.subfields) {
          if (subfield.code !== 'a' && subfield.code !== 'z') continue;
          const digits = subfield.value.replace(/[^0-9Xx]/g, '').toUpperCase();
          const asValid = result.isbns.some(
            (isbn) => digits.includes(isbn.isbn10 ?? '-') || digits.includes(isbn.isbn13),
          );
          const asInvalid = result.invalidIsbns.some((text) => text.replace(/[^0-9Xx]/g, '').toUpperCase() === digits);
          expect(subfield.code === 'z' ? asInvalid : asValid || asInvalid, subfield.value).toBe(true);
        }
      }
    }
    const invalid = extracted('evergreen_badisbns').flatMap(({ extracted: result }) => result.invalidIsbns);
    expect(invalid).toContain('8901452100503');
    expect(invalid).toContain('089542262X295');
  });

  it('every valid ISBN finds its record by both forms', () => {
    for (const { extracted: result } of allExtracted()) {
      for (const isbn of result.isbns) {
        expect(result.isbnSearchKeys).toContain(isbn.isbn13);
        if (isbn.isbn10) expect(result.isbnSearchKeys).toContain(isbn.isbn10);
      }
    }
  });

  it('evergreen_serials: ISSNs are validated', () => {
    const results = extracted('evergreen_serials').map(({ extracted: result }) => result);
    expect(results.flatMap((result) => result.issns).length).toBeGreaterThan(0);
    for (const issn of results.flatMap((result) => result.issns)) expect(issn).toMatch(/^\d{4}-\d{3}[\dX]$/);
  });
});

describe('copies from local fields', { timeout: SLOW }, () => {
  it('makes every 949 and every 852 a copy, file by file', () => {
    for (const file of files.keys()) {
      const copies = [
        ...extracted(file).flatMap(({ extracted: result }) => result.holdings),
        ...records(file)
          .filter(isHoldingsRecord)
          .flatMap((record) => extractHoldingsRecord(record).copies),
      ];
      expect(
        copies.filter((copy) => copy.sourceTag === '949'),
        file,
      ).toHaveLength(countFields(file, '949'));
      expect(
        copies.filter((copy) => copy.sourceTag === '852'),
        file,
      ).toHaveLength(countFields(file, '852'));
    }
    expect(countFields('evergreen_jazz_1k', '949')).toBe(1238);
    expect(countFields('evergreen_lul_fre_500', '949')).toBe(756);
  });

  it('does not make copies of the 952s in the samples: none is a Koha item', () => {
    // The 23 real 952s are a note ("Library has 2 copies.", evergreen_nepali), cataloguer's notes (LC),
    // a bare number (RDA samples) and OCLC holdings symbols (TRLN); Koha 952 items are covered by the
    // koha-952-items fixture.
    const total = [...files.keys()].reduce((sum, file) => sum + countFields(file, '952'), 0);
    expect(total).toBe(23);
    const from952 = allExtracted().flatMap(({ extracted: result }) =>
      result.holdings.filter((copy) => copy.sourceTag === '952'),
    );
    expect(from952).toEqual([]);
  });

  it('reads the Sirsi 949 barcodes and libraries', () => {
    const copies = extracted('evergreen_jazz_1k').flatMap(({ extracted: result }) => result.holdings);
    expect(copies.every((copy) => /^\d{14}$/.test(copy.barcode ?? ''))).toBe(true);
    expect(new Set(copies.map((copy) => copy.libraryCode))).toEqual(new Set(['HUNTINGTON', 'DESMARAIS']));
  });
});

describe('vernacular and languages', { timeout: SLOW }, () => {
  it('keeps every 880 with its partner tag', () => {
    for (const file of ['lc_marc2bibframe2_samples', 'evergreen_concerto_extras', 'trln_marc_to_argot']) {
      const vernacular = extracted(file).flatMap(({ extracted: result }) => result.vernacular);
      const fields = countFields(file, '880');
      expect(vernacular.length, file).toBeGreaterThan(0);
      expect(vernacular.length, file).toBeLessThanOrEqual(fields);
    }
    const linkedTitles = extracted('lc_marc2bibframe2_samples').filter(({ record }) =>
      dataFields(record, '245').some((field) => firstSubfield(field, '6')?.startsWith('880')),
    );
    expect(linkedTitles.length).toBeGreaterThan(0);
    for (const { extracted: result } of linkedTitles) expect(result.titleVernacular).toBeTruthy();
  });

  it('reads Portuguese from every Biblivre record, including its short 008', () => {
    for (const { extracted: result } of extracted('biblivre_pt_br_school_library')) expect(result.language).toBe('por');
  });
});

describe('authorities', { timeout: SLOW }, () => {
  it('gives every authority record a heading', () => {
    const withoutHeading = [...files.values()]
      .flat()
      .filter(isAuthority)
      .map(extractAuthority)
      .filter((result) => result.heading === '')
      .map((result) => result.matchKey);
    expect(withoutHeading).toEqual([]);
  });

  it('reads the IISG 103 quirk as topical headings with 403/503 tracings', () => {
    const results = records('evergreen_iisg_auth_1066').map(extractAuthority);
    expect(countBy(results.map((result) => result.type))).toEqual({ topical: 1066 });
    expect(results.every((result) => result.headingTag === '103')).toBe(true);
    expect(results.filter((result) => result.seeAlso.length > 0).length).toBeGreaterThan(0);
    expect(results.filter((result) => result.seeFrom.length > 0).length).toBeGreaterThan(0);
  });

  it('types the GND persons and works', () => {
    const results = records('dnb_gnd_authorities').map(extractAuthority);
    expect(countBy(results.map((result) => result.type))).toEqual({ personal: 5, uniformTitle: 3 });
  });
});
