// Moved from packages/core: these read MARC-8 files, converted by the server's yaz (core runs no process).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { controlFieldValue, type MarcNote, type MarcRecord, UnknownMarcFormatError } from '@estante/core';
import {
  acceptedRecords,
  collect,
  expectSameRecords,
  inChunks,
  listSampleFiles,
  readSampleBytes,
  SAMPLE_SETS,
  samplePath,
  splitIso2709,
  withoutStructuralLeader,
} from '@estante/core/testing';
import { describe, expect, it } from 'vitest';
import { readIso2709, readMarc, readMarcFile } from './read-marc.ts';

// Each of these reads real sample files: a few seconds in all, more on a busy machine.
const SLOW = { timeout: 60_000 };

const isLatin1Warning = (warning: MarcNote) =>
  warning.reason === 'decoded as ISO-8859-1: bytes were not valid UTF-8' && warning.problem.code === 'LidoComoLatin1';

// Each file is read once and shared by the tests below.
const cache = new Map<string, Promise<MarcRecord[]>>();
function recordsOf(file: string): Promise<MarcRecord[]> {
  let records = cache.get(file);
  if (!records) {
    records = collect(readMarcFile(samplePath(file))).then(acceptedRecords);
    cache.set(file, records);
  }
  return records;
}

function hasNonAscii(record: MarcRecord): boolean {
  return /[^\x00-\x7f]/.test(JSON.stringify(record.fields));
}

describe('readMarcFile on the real sample files', SLOW, () => {
  it('knows every .mrc and .xml file of the sample folder', () => {
    const expected = SAMPLE_SETS.flatMap((set) => [set.xml, ...set.iso2709]).sort();
    expect(listSampleFiles().sort()).toEqual(expected);
  });

  describe.each(SAMPLE_SETS)('$xml', (set) => {
    it(`reads ${set.records} records from each form`, async () => {
      for (const file of [set.xml, ...set.iso2709]) {
        expect((await recordsOf(file)).length, file).toBe(set.records);
      }
    });

    it('reads the same fields and subfields from the ISO 2709 and MARCXML forms', async () => {
      const fromXml = (await recordsOf(set.xml)).map(withoutStructuralLeader);
      for (const file of set.iso2709) {
        expectSameRecords((await recordsOf(file)).map(withoutStructuralLeader), fromXml, file);
      }
    });
  });

  it('returns NFC text with leader/09 = "a" (UTF-8), also after MARC-8 conversion', async () => {
    for (const file of ['evergreen_lul_fre_500.marc8.mrc', 'evergreen_lul_fre_500.xml', 'evergreen_nepali.mrc']) {
      for (const record of await recordsOf(file)) {
        expect(record.leader[9]).toBe('a');
        const text = JSON.stringify(record);
        expect(text).toBe(text.normalize('NFC'));
      }
    }
  });

  it('converts MARC-8 diacritics with yaz (the records agree with the yaz-made MARCXML above)', async () => {
    const records = await recordsOf('evergreen_lul_fre_500.marc8.mrc');
    const converted = records.filter(hasNonAscii);
    expect(converted.length).toBeGreaterThan(100);
    expect(JSON.stringify(converted)).toMatch(/[éèàç]/);
  });

  it('reads the Latin-1 Biblivre file (labelled UTF-8) as the same text as its UTF-8 form, with a warning', async () => {
    const latin1 = await collect(readMarcFile(samplePath('biblivre_pt_br_school_library.latin1.mrc')));
    const utf8 = await recordsOf('biblivre_pt_br_school_library.utf8.mrc');
    expectSameRecords(acceptedRecords(latin1).map(withoutStructuralLeader), utf8.map(withoutStructuralLeader));
    for (const result of latin1) {
      if (!result.ok) throw new Error(result.reason);
      // Only records with bytes above ASCII are a guess; a pure-ASCII record reads the same in any charset.
      expect(result.warnings.some(isLatin1Warning)).toBe(hasNonAscii(result.record));
    }
    expect(latin1.filter((result) => result.ok && result.warnings.some(isLatin1Warning)).length).toBe(11);
    expect(JSON.stringify(utf8)).toMatch(/ção/);
  });

  it('reads UTF-8 records labelled MARC-8 (leader/09 blank) as UTF-8 and says so', async () => {
    const results = await collect(readMarcFile(samplePath('evergreen_maps.mrc')));
    for (const result of results) {
      expect(result.ok && result.warnings).toEqual([
        {
          reason: 'read as UTF-8: leader/09 says MARC-8 (blank) but the bytes are valid UTF-8',
          problem: { code: 'LidoComoUtf8', params: {} },
        },
      ]);
    }
  });
});

describe('MARC-8 through yaz', SLOW, () => {
  it('rejects MARC-8 records with an install hint when yaz-marcdump is missing, and reads the rest', async () => {
    const results = await collect(
      readMarcFile(samplePath('evergreen_jazz_1k.marc8.mrc'), { yazMarcdumpPath: '/nonexistent/yaz-marcdump' }),
    );
    expect(results.map((result) => result.position)).toEqual(Array.from({ length: 1000 }, (_, index) => index + 1));
    const failed = results.filter((result) => !result.ok);
    // The records that are plain ASCII need no conversion; the others do.
    expect(failed.length).toBeGreaterThan(50);
    expect(failed.length).toBeLessThan(200);
    const fromXml = await recordsOf('evergreen_jazz_1k.xml');
    for (const result of failed) {
      if (result.ok) continue;
      expect(result.reason).toMatch(/apt-get install yaz/);
      // The rejection names the record by its 001 (control number) where it has one.
      expect(result.controlNumber).toBe(controlFieldValue(fromXml[result.position - 1] as MarcRecord, '001'));
    }
  });

  it('stops yaz and removes its FIFO when the caller stops reading early', async () => {
    const temporaryDirectory = mkdtempSync(path.join(tmpdir(), 'estante-marc-test-'));
    try {
      let read = 0;
      const file = samplePath('evergreen_lul_fre_500.marc8.mrc');
      for await (const result of readMarcFile(file, { temporaryDirectory })) {
        expect(result.ok).toBe(true);
        read += 1;
        if (read === 40) {
          // yaz is converting: its FIFO folder exists until the reader is closed.
          expect(readdirSync(temporaryDirectory)).toHaveLength(1);
          break;
        }
      }
      expect(read).toBe(40);
      expect(readdirSync(temporaryDirectory)).toEqual([]);
    } finally {
      rmSync(temporaryDirectory, { recursive: true, force: true });
    }
  });

  it('keeps file order and bounded memory when records needing yaz are rare in a long file', async () => {
    // One record that needs conversion, then over 1 MiB of plain-ASCII MARC-8 records, twice over:
    // the reader must end yaz's input to get its (block-buffered) answer instead of queueing the whole file.
    const raw = splitIso2709(readSampleBytes('evergreen_jazz_1k.marc8.mrc'));
    const fromXml = (await recordsOf('evergreen_jazz_1k.xml')).map(withoutStructuralLeader);
    const isAscii = (index: number) => (raw[index] as Buffer).every((byte) => byte < 0x80);
    const converted = raw.map((_, index) => index).filter((index) => !isAscii(index));
    const plain = raw.map((_, index) => index).filter(isAscii);
    const order = [0, 1].flatMap((round) => [converted[round] as number, ...plain, ...plain]);
    const input = Buffer.concat(order.map((index) => raw[index] as Buffer));
    expect(input.length).toBeGreaterThan(2 * 1024 * 1024);
    const results = acceptedRecords(await collect(readIso2709(inChunks(input, 65536))));
    expectSameRecords(
      results.map(withoutStructuralLeader),
      order.map((index) => fromXml[index] as MarcRecord),
    );
  });

  it('gives the same records when the input arrives in small chunks', async () => {
    const bytes = readSampleBytes('evergreen_oss.marc8.mrc');
    const chunked = acceptedRecords(await collect(readIso2709(inChunks(bytes, 333))));
    expectSameRecords(chunked, await recordsOf('evergreen_oss.marc8.mrc'));
  });
});

describe('readMarc', SLOW, () => {
  it('detects the format from the content, whatever the chunk sizes', async () => {
    const xml = acceptedRecords(await collect(readMarc(inChunks(readSampleBytes('evergreen_rda_samples.xml'), 7))));
    expectSameRecords(xml, await recordsOf('evergreen_rda_samples.xml'));
    const iso = acceptedRecords(await collect(readMarc(inChunks(readSampleBytes('evergreen_rda_samples.mrc'), 5))));
    expectSameRecords(iso, await recordsOf('evergreen_rda_samples.mrc'));
  });

  it('accepts plain Uint8Array chunks', async () => {
    const bytes = readSampleBytes('bne_spain.mrc');
    async function* source() {
      yield new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    expect(acceptedRecords(await collect(readMarc(source())))).toEqual(await recordsOf('bne_spain.mrc'));
  });

  it('yields nothing for an empty input and refuses content that is not MARC', async () => {
    expect(await collect(readMarc(inChunks(Buffer.alloc(0), 10)))).toEqual([]);
    await expect(collect(readMarc(inChunks(Buffer.from('title,author\nDom Casmurro,Machado\n'), 10)))).rejects.toThrow(
      UnknownMarcFormatError,
    );
  });
});
