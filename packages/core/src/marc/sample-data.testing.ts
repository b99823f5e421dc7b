// Test support: where the real MARC sample files live and what they must contain (SOURCES.md).
// The files are read in place and never copied into the project.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { MarcReadResult } from './marc-read-result.ts';
import type { MarcRecord } from './marc-record.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** /work/shared/data/marc next to the repository; fails loudly (never skips) when it is missing. */
export function marcSampleDirectory(): string {
  const directory = path.resolve(repositoryRoot, '../shared/data/marc');
  if (!existsSync(path.join(directory, 'SOURCES.md'))) {
    throw new Error(
      `MARC sample data not found at ${directory}: these tests read the real files described in SOURCES.md there`,
    );
  }
  return directory;
}

export interface SampleSet {
  /** Path of the MARCXML file, relative to the sample folder. */
  xml: string;
  /** ISO 2709 forms of the same records. */
  iso2709: string[];
  records: number;
}

/** Every data set with its record count from SOURCES.md. */
export const SAMPLE_SETS: SampleSet[] = [
  { xml: 'evergreen_jazz_1k.xml', iso2709: ['evergreen_jazz_1k.marc8.mrc'], records: 1000 },
  { xml: 'evergreen_lul_fre_500.xml', iso2709: ['evergreen_lul_fre_500.marc8.mrc'], records: 500 },
  { xml: 'evergreen_oss.xml', iso2709: ['evergreen_oss.marc8.mrc'], records: 42 },
  { xml: 'evergreen_nepali.xml', iso2709: ['evergreen_nepali.mrc'], records: 96 },
  { xml: 'evergreen_rda_samples.xml', iso2709: ['evergreen_rda_samples.mrc'], records: 10 },
  { xml: 'evergreen_maps.xml', iso2709: ['evergreen_maps.mrc'], records: 3 },
  { xml: 'evergreen_acq_order.xml', iso2709: ['evergreen_acq_order.mrc'], records: 10 },
  { xml: 'evergreen_badisbns.xml', iso2709: ['evergreen_badisbns.mrc'], records: 10 },
  { xml: 'evergreen_serials.xml', iso2709: ['evergreen_serials.mrc'], records: 7 },
  { xml: 'evergreen_serials_mfhd.xml', iso2709: ['evergreen_serials_mfhd.mrc'], records: 7 },
  { xml: 'evergreen_concerto_extras.xml', iso2709: ['evergreen_concerto_extras.mrc'], records: 51 },
  { xml: 'trln_marc_to_argot.xml', iso2709: ['trln_marc_to_argot.mrc'], records: 314 },
  { xml: 'qa_catalogue_yale_thomas_mann.xml', iso2709: ['qa_catalogue_yale_thomas_mann.mrc'], records: 352 },
  { xml: 'loc_mds_books_sample.xml', iso2709: ['loc_mds_books_sample.mrc'], records: 100 },
  { xml: 'qa_catalogue_uva_amsterdam_music.xml', iso2709: ['qa_catalogue_uva_amsterdam_music.mrc'], records: 10 },
  { xml: 'lc_marc2bibframe2_samples.xml', iso2709: ['lc_marc2bibframe2_samples.mrc'], records: 25 },
  { xml: 'bne_spain.xml', iso2709: ['bne_spain.mrc'], records: 6 },
  {
    xml: 'biblivre_pt_br_school_library.xml',
    iso2709: ['biblivre_pt_br_school_library.utf8.mrc', 'biblivre_pt_br_school_library.latin1.mrc'],
    records: 12,
  },
  {
    xml: 'authorities/evergreen_iisg_auth_1066.xml',
    iso2709: ['authorities/evergreen_iisg_auth_1066.mrc'],
    records: 1066,
  },
  {
    xml: 'authorities/evergreen_lc_authorities.xml',
    iso2709: ['authorities/evergreen_lc_authorities.mrc'],
    records: 14,
  },
  {
    xml: 'authorities/evergreen_mesh_authorities.xml',
    iso2709: ['authorities/evergreen_mesh_authorities.mrc'],
    records: 12,
  },
  {
    xml: 'authorities/evergreen_concerto_authorities.xml',
    iso2709: ['authorities/evergreen_concerto_authorities.mrc'],
    records: 72,
  },
  { xml: 'authorities/dnb_gnd_authorities.xml', iso2709: ['authorities/dnb_gnd_authorities.mrc'], records: 8 },
];

/** `.mrc` and `.xml` files actually present in the sample folder and in `authorities/`. */
export function listSampleFiles(): string[] {
  const directory = marcSampleDirectory();
  return ['', 'authorities'].flatMap((folder) =>
    readdirSync(path.join(directory, folder))
      .filter((name) => /\.(mrc|xml)$/.test(name))
      .map((name) => (folder ? `${folder}/${name}` : name)),
  );
}

export function samplePath(file: string): string {
  return path.join(marcSampleDirectory(), file);
}

export function readSampleBytes(file: string): Buffer {
  return readFileSync(samplePath(file));
}

/** The raw ISO 2709 records of a sample file, each ending with 0x1D. */
export function splitIso2709(bytes: Buffer): Buffer[] {
  const records: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf(0x1d); end >= 0; end = bytes.indexOf(0x1d, start)) {
    records.push(bytes.subarray(start, end + 1));
    start = end + 1;
  }
  return records;
}

export async function collect(results: AsyncIterable<MarcReadResult>): Promise<MarcReadResult[]> {
  const all: MarcReadResult[] = [];
  for await (const result of results) all.push(result);
  return all;
}

/** Records of results that must all be accepted; throws with the first rejection otherwise. */
export function acceptedRecords(results: MarcReadResult[]): MarcRecord[] {
  return results.map((result) => {
    if (!result.ok) throw new Error(`record ${result.position} rejected: ${result.reason}`);
    return result.record;
  });
}

/**
 * A record without leader/00-04 (record length) and leader/12-16 (base address): they describe one ISO 2709
 * serialisation, not the record, and differ between a file and its MARCXML form.
 */
export function withoutStructuralLeader(record: MarcRecord): MarcRecord {
  return { leader: `${record.leader.slice(5, 12)}${record.leader.slice(17)}`, fields: record.fields };
}

/** Feeds a buffer in chunks of `size` bytes, to exercise records and characters split across chunks. */
export async function* inChunks(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

/**
 * Asserts that two lists of records are equal. Compares serialised records first (Vitest's deep equality is
 * slow on thousands of records) and shows a structural diff of the first record that differs.
 */
export function expectSameRecords(actual: MarcRecord[], expected: MarcRecord[], label = 'records'): void {
  expect(actual.length, `${label}: number of records`).toBe(expected.length);
  actual.forEach((record, index) => {
    if (JSON.stringify(record) !== JSON.stringify(expected[index])) {
      expect(record, `${label}: record ${index + 1}`).toEqual(expected[index]);
    }
  });
}
