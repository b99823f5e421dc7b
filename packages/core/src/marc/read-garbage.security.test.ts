// Issue 27, finding 7: reading MARC files with junk between and inside the records. Real records from
// ../shared/data/marc with junk inserted here, in memory; expected counts and texts written by hand.
import { describe, expect, it } from 'vitest';
import { readIso2709 } from './iso2709-reader.ts';
import { type MarcReadResult, UnknownMarcFormatError } from './marc-read-result.ts';
import { controlFieldValue, type MarcRecord } from './marc-record.ts';
import { readMarcXml } from './marcxml-reader.ts';
import { recordToMarcXmlElement } from './marcxml-writer.ts';
import { readMarc } from './read-marc.ts';
import { acceptedRecords, collect, inChunks, readSampleBytes, splitIso2709 } from './sample-data.testing.ts';

const SLOW = { timeout: 60_000 };

// The 100 Library of Congress records (UTF-8), ids "   00000002 " and so on.
const real = splitIso2709(readSampleBytes('loc_mds_books_sample.mrc'));

function idOf(record: Buffer): string {
  const base = Number(record.toString('latin1', 12, 17));
  for (let offset = 24; offset < base - 1; offset += 12) {
    if (record.toString('latin1', offset, offset + 3) === '001') {
      const start = base + Number(record.toString('latin1', offset + 7, offset + 12));
      return record.toString('latin1', start, start + Number(record.toString('latin1', offset + 3, offset + 7)) - 1);
    }
  }
  throw new Error('sample record without 001');
}

/** Deterministic bytes (no 0x1D), standing for binary junk; 0x1E/0x1F and digits included on purpose. */
function binaryJunk(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 27;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const byte = state >> 23;
    bytes[index] = byte === 0x1d ? 0x1e : byte;
  }
  return bytes;
}

/** A copy of a record whose directory entry for `tag` says its field starts at 99000: past the record's end. */
function pointingPastTheEnd(record: Buffer, tag: string): Buffer {
  const copy = Buffer.from(record);
  const base = Number(copy.toString('latin1', 12, 17));
  for (let offset = 24; offset < base - 1; offset += 12) {
    if (copy.toString('latin1', offset, offset + 3) === tag) copy.write('99000', offset + 7, 'latin1');
  }
  return copy;
}

function rejections(results: MarcReadResult[]) {
  return results.flatMap((result) => (result.ok ? [] : [{ position: result.position, reason: result.reason }]));
}

describe('ISO 2709 with junk between the records', SLOW, () => {
  it('keeps every good record and rejects each piece of junk with its byte range and reason', async () => {
    const junk1 = Buffer.from('GARBAGE LINE\n', 'latin1'); // 13 bytes
    const junk2 = binaryJunk(300);
    const junk3 = Buffer.from('abc\x1ddef', 'latin1'); // a record terminator inside the junk
    const cutCopy = (real[50] as Buffer).subarray(0, 500); // a damaged copy of record 51, cut short
    const junk5 = Buffer.from('12345 looks like a length', 'latin1');
    const parts: Buffer[] = [];
    real.forEach((record, index) => {
      if (index === 1) parts.push(junk1);
      if (index === 2) parts.push(junk2);
      if (index === 3) parts.push(junk3);
      if (index === 5) parts.push(cutCopy);
      if (index === 8) parts.push(junk5);
      if (index === 9) parts.push(Buffer.from('\r\n\0\0\x1a', 'latin1')); // filler: silently skipped
      if (index === 98) parts.push(pointingPastTheEnd(real[70] as Buffer, '001'));
      parts.push(record);
    });
    const file = Buffer.concat(parts);
    for (const chunkSize of [file.length, 4096, 7]) {
      const results = await collect(readIso2709(inChunks(file, chunkSize)));
      expect(results.length, `chunks of ${chunkSize}`).toBe(107);
      expect(acceptedRecords(results.filter((result) => result.ok)).map((r) => controlFieldValue(r, '001'))).toEqual(
        real.map(idOf),
      );
      const offset = (index: number) => parts.slice(0, index).reduce((sum, part) => sum + part.length, 0);
      const junk1At = offset(1) + 1; // first byte of junk1, 1-based
      expect(junk1At).toBe((real[0] as Buffer).length + 1);
      const rejected = rejections(results);
      expect(rejected.map((item) => item.position)).toEqual([2, 4, 6, 7, 10, 14, 105]);
      expect(rejected[0]?.reason).toBe(
        `bytes ${junk1At}-${junk1At + 12}: 13 bytes before the next record are bytes that are not a MARC record (no valid leader): skipped`,
      );
      expect(rejected[1]?.reason).toMatch(
        /^bytes \d+-\d+: 300 bytes before the next record are bytes that are not a MARC record \(no valid leader\): skipped$/,
      );
      // "abc" + 0x1D is a frame of its own; "def" sits in front of the next record.
      expect(rejected[2]?.reason).toMatch(/^bytes \d+-\d+: record of 4 bytes is shorter than a 24-byte leader/);
      expect(rejected[3]?.reason).toMatch(/^bytes \d+-\d+: 3 bytes before the next record are bytes that are not/);
      expect(rejected[4]?.reason).toMatch(
        /^bytes \d+-\d+: 500 bytes before the next record are a damaged or cut record \(its leader says \d+ bytes\): skipped$/,
      );
      expect(rejected[5]?.reason).toMatch(
        /^bytes \d+-\d+: 25 bytes before the next record are a damaged or cut record \(its leader says 12345 bytes\)/,
      );
      // The directory points past the end: a rejection, no longer "offset is outside of buffer bounds".
      expect(rejected[6]?.reason).toMatch(
        /^bytes \d+-\d+: directory entry 1 \(tag "001"\): field at 99000\+\d+ runs past the end of the data/,
      );
    }
  });

  it('reads a file that starts with junk as ISO 2709, and says what the junk was', async () => {
    const junk = binaryJunk(700);
    const input = Buffer.concat([junk, real[0] as Buffer, real[1] as Buffer]);
    const results = await collect(readMarc(inChunks(input, 100)));
    expect(results.map((result) => result.ok)).toEqual([false, true, true]);
    expect(results[0]).toEqual({
      ok: false,
      position: 1,
      reason:
        'bytes 1-700: 700 bytes before the next record are bytes that are not a MARC record (no valid leader): skipped',
      problem: { code: 'NaoEhMarc', params: { inicio: 1, fim: 700, bytes: 700 } },
    });
    // Without any record behind it, junk is still not a MARC file.
    await expect(collect(readMarc(inChunks(junk, 100)))).rejects.toThrow(UnknownMarcFormatError);
  });

  it('never throws on a record whose directory points past the end of the input (the findControlNumber crash)', async () => {
    // Last in a buffer of its own, so that reading past the record is reading past the memory.
    const damaged = pointingPastTheEnd(real[0] as Buffer, '001');
    const input = Buffer.concat([real[1] as Buffer, damaged]);
    const exact = new Uint8Array(new ArrayBuffer(input.length));
    exact.set(input);
    const results = await collect(readIso2709(inChunks(Buffer.from(exact.buffer), exact.length)));
    expect(results.map((result) => result.ok)).toEqual([true, false]);
    expect(results[1]).toEqual({
      ok: false,
      position: 2,
      reason: expect.stringMatching(/^bytes \d+-\d+: directory entry 1 \(tag "001"\): field at 99000\+\d+ runs past/),
      problem: {
        code: 'DiretorioInvalido',
        params: { inicio: (real[1] as Buffer).length + 1, fim: input.length, bytes: damaged.length },
      },
    });
  });

  it('bounds the memory on a long run without record terminator, and finds the record after it', async () => {
    // 1,000,000 bytes of junk, no 0x1D, read in chunks of 65,536: cut at 458,752 (7 chunks) keeping 99,999, at
    // 99,999 + 5 × 65,536 keeping 99,999, and the rest (313,567 bytes) is junk in front of the record.
    const junk = Buffer.alloc(1_000_000, 'notMARC-'); // no filler byte (space, newline) to be trimmed
    const record = real[9] as Buffer;
    const results = await collect(readIso2709(inChunks(Buffer.concat([junk, record]), 65_536)));
    expect(rejections(results)).toEqual([
      {
        position: 1,
        reason:
          'bytes 1-358753: 358753 bytes without a record terminator (0x1D), more than an ISO 2709 record can hold (99,999): not a MARC record, skipped',
      },
      {
        position: 2,
        reason:
          'bytes 358754-686433: 327680 bytes without a record terminator (0x1D), more than an ISO 2709 record can hold (99,999): not a MARC record, skipped',
      },
      {
        position: 3,
        reason:
          'bytes 686434-1000000: 313567 bytes before the next record are bytes that are not a MARC record (no valid leader): skipped',
      },
    ]);
    expect(results[3]?.ok && controlFieldValue(results[3].record, '001')).toBe(idOf(record));
  });
});

describe('MARCXML: records without a leader, and fields and records over the ISO 2709 limits', SLOW, () => {
  const records = [1, 2, 3, 4, 5].map((index) => real[index] as Buffer);

  async function xmlRecords(): Promise<MarcRecord[]> {
    return acceptedRecords(await collect(readIso2709(inChunks(Buffer.concat(records), 100_000))));
  }

  function readXml(elements: string[]) {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">${elements.join('\n')}</collection>`;
    return collect(readMarcXml(inChunks(Buffer.from(xml, 'utf8'), 8192)));
  }

  it('supplies a default leader, with a warning, to a record that has fields but no <leader>', async () => {
    const [book] = await xmlRecords();
    const bookXml = recordToMarcXmlElement(book as MarcRecord).replace(/<leader>.*<\/leader>/, '');
    const authorityXml =
      '<record><controlfield tag="001">n 79021164</controlfield><datafield tag="100" ind1="1" ind2=" "><subfield code="a">Mann, Thomas,</subfield><subfield code="d">1875-1955</subfield></datafield></record>';
    const holdingsXml =
      '<record><controlfield tag="001">h1</controlfield><controlfield tag="004">b1</controlfield><datafield tag="852" ind1="0" ind2=" "><subfield code="b">MAIN</subfield></datafield></record>';
    const results = await readXml([bookXml, authorityXml, holdingsXml, '<record></record>']);
    expect(results.map((result) => [result.position, result.ok])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    const leaders = results.map((result) => (result.ok ? result.record.leader : undefined));
    expect(leaders.slice(0, 3)).toEqual([
      '00000nam a2200000uu 4500',
      '00000nz  a2200000n  4500',
      '00000nu  a2200000u  4500',
    ]);
    expect(results[0]?.ok && results[0].warnings).toEqual([
      {
        reason: 'the record has no <leader>: supplied "00000nam a2200000uu 4500" (type guessed from its fields)',
        problem: { code: 'SemLider', params: { lider: '00000nam a2200000uu 4500' } },
      },
    ]);
    expect(results[0]?.ok && results[0].record.fields).toEqual((book as MarcRecord).fields);
    expect(results[3]).toMatchObject({
      reason: 'the record has neither a <leader> nor any field',
      problem: { code: 'RegistroVazio', params: {} },
    });
  });

  it('rejects a 688,889-character title and a record over 99,999 bytes, and keeps the records around them', async () => {
    const [first, second, third, fourth, fifth] = await xmlRecords();
    const elements = [first, second, third, fourth, fifth].map((record) =>
      recordToMarcXmlElement(record as MarcRecord),
    );
    // A title of 688,889 characters, as the probe stored.
    elements[1] = (elements[1] as string).replace(
      /(<datafield tag="245"[^>]*>\s*<subfield code="a">)/,
      `$1${'A'.repeat(688_889)}`,
    );
    // 200 notes of 600 characters: each field is within its limit, the record is not (about 123,000 bytes).
    const notes = Array.from(
      { length: 200 },
      () => `<datafield tag="500" ind1=" " ind2=" "><subfield code="a">${'n'.repeat(600)}</subfield></datafield>`,
    ).join('');
    elements[3] = (elements[3] as string).replace('</record>', `${notes}</record>`);
    const results = await readXml(elements);
    expect(results.map((result) => [result.position, result.ok])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
      [5, true],
    ]);
    expect(results[1]).toMatchObject({
      reason: "field 245 has more than 9,999 bytes (ISO 2709's limit for a field)",
      controlNumber: controlFieldValue(second as MarcRecord, '001')?.trim(),
      problem: { code: 'CampoGrandeDemais', params: { campo: '245', limite: 9999 } },
    });
    expect(results[3]).toMatchObject({
      reason: 'the record has more than 99,999 bytes',
      problem: { code: 'RegistroGrandeDemais', params: { limite: 99999 } },
    });
    expect(results.filter((result) => result.ok).map((result) => result.ok && result.record.fields)).toEqual(
      [first, third, fifth].map((record) => (record as MarcRecord).fields),
    );
  });

  it('counts the limit in UTF-8 bytes: a field of 9,999 bytes is read, one of 10,000 is not', async () => {
    const [first] = await xmlRecords();
    const withNote = (text: string) =>
      recordToMarcXmlElement(first as MarcRecord).replace(
        '</record>',
        `<datafield tag="500" ind1=" " ind2=" "><subfield code="a">${text}</subfield></datafield></record>`,
      );
    // Indicators (2) + delimiter and code (2) + terminator (1) = 5 bytes around the text.
    const results = await readXml([
      withNote('x'.repeat(9_994)),
      withNote('x'.repeat(9_995)),
      withNote('é'.repeat(4_997)), // 9,994 bytes in UTF-8
      withNote('é'.repeat(4_998)), // 9,996 bytes
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, false, true, false]);
    expect(results[1]).toMatchObject({ reason: "field 500 has 10,000 bytes, more than ISO 2709's limit of 9,999" });
    expect(results[3]).toMatchObject({ reason: "field 500 has 10,001 bytes, more than ISO 2709's limit of 9,999" });
  });
});
