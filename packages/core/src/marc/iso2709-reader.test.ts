import { describe, expect, it } from 'vitest';
import { readIso2709 } from './iso2709-reader.ts';
import { toIso2709 } from './iso2709-writer.ts';
import { MARC8_WITHOUT_TRANSCODER, type MarcReadResult } from './marc-read-result.ts';
import { controlFieldValue, type MarcRecord } from './marc-record.ts';
import { acceptedRecords, collect, inChunks, readSampleBytes, splitIso2709 } from './sample-data.testing.ts';

// Each of these reads real sample files: a few seconds in all, more on a busy machine.
const SLOW = { timeout: 60_000 };

const real = splitIso2709(readSampleBytes('loc_mds_books_sample.mrc'));

function at(record: Buffer, offset: number, text: string): Buffer {
  const copy = Buffer.from(record);
  copy.write(text, offset, 'latin1');
  return copy;
}

const baseAddress = (record: Buffer) => Number(record.toString('latin1', 12, 17));

/** Damaged copies of real records, each with the reason the reader must give. */
const damage: Record<string, { bytes: (record: Buffer) => Buffer; reason: RegExp }> = {
  'record length not numeric': {
    bytes: (record) => at(record, 0, '0x123'),
    reason: /record length in leader\/00-04 is not numeric/,
  },
  'record length wrong': {
    bytes: (record) => at(record, 0, String(record.length + 7).padStart(5, '0')),
    reason: /record length in leader\/00-04 says \d+ bytes but the record ends .* after \d+ bytes/,
  },
  'truncated in the middle, terminator kept': {
    bytes: (record) => Buffer.concat([record.subarray(0, 300), record.subarray(record.length - 1)]),
    reason: /bad length or truncated record/,
  },
  'base address not after the directory': {
    bytes: (record) => at(record, 12, String(baseAddress(record) + 3).padStart(5, '0')),
    reason: /base address of data in leader\/12-16 \(\d+\) does not point just after the directory terminator/,
  },
  'directory entry not numeric': {
    bytes: (record) => at(record, 24 + 12 + 3, 'ab'),
    reason: /directory entry 2 \(tag "\d{3}"\): field length or starting position is not numeric/,
  },
  'directory entry past the data': {
    bytes: (record) => at(record, 24 + 12 * 2 + 7, '99000'),
    reason: /directory entry 3 \(tag "\d{3}"\): field at 99000\+\d+ runs past the end of the data/,
  },
  'directory length not a multiple of 12': {
    // Drop one directory byte and keep leader/00-04 and 12-16 consistent with that.
    bytes: (record) => {
      const cut = Buffer.concat([record.subarray(0, 30), record.subarray(31)]);
      cut.write(String(cut.length).padStart(5, '0'), 0, 'latin1');
      cut.write(String(baseAddress(record) - 1).padStart(5, '0'), 12, 'latin1');
      return cut;
    },
    reason: /directory length \(\d+ bytes\) is not a multiple of 12/,
  },
};

describe('readIso2709 with malformed records', SLOW, () => {
  it('rejects each damaged record with its position and reason, and reads the records after it', async () => {
    const kinds = Object.entries(damage);
    // good, bad, good, bad, ... : the damaged record sits between two sound ones each time.
    const parts: Buffer[] = [];
    const expected: Array<{ ok: true; id: string | undefined } | { ok: false; reason: RegExp }> = [];
    kinds.forEach(([, { bytes, reason }], index) => {
      const good = real[index * 2] as Buffer;
      const bad = real[index * 2 + 1] as Buffer;
      parts.push(good, bytes(bad));
      expected.push({ ok: true, id: idOf(good) }, { ok: false, reason });
    });
    const last = real[kinds.length * 2] as Buffer;
    parts.push(last);
    expected.push({ ok: true, id: idOf(last) });

    const results = await collect(readIso2709(inChunks(Buffer.concat(parts), 4096)));
    expect(results.map((result) => result.position)).toEqual(expected.map((_, index) => index + 1));
    results.forEach((result, index) => {
      const wanted = expected[index];
      if (wanted?.ok) {
        expect(result.ok, `record ${index + 1}: ${result.ok ? '' : result.reason}`).toBe(true);
        expect(result.ok && controlFieldValue(result.record, '001')).toBe(wanted.id);
      } else {
        expect(result.ok).toBe(false);
        expect(result.ok === false && result.reason).toMatch(wanted?.reason as RegExp);
      }
    });
  });

  it('names a rejected record by its 001 when the directory still allows it', async () => {
    const bad = damage['record length wrong']?.bytes(real[0] as Buffer) as Buffer;
    const [result] = await collect(readIso2709(inChunks(bad, 1000)));
    expect(result).toMatchObject({ ok: false, position: 1, controlNumber: idOf(real[0] as Buffer)?.trim() });
  });

  it('rejects a last record cut short (no record terminator) after reading the others', async () => {
    const input = Buffer.concat([real[0] as Buffer, real[1] as Buffer, (real[2] as Buffer).subarray(0, 200)]);
    const results = await collect(readIso2709(inChunks(input, 64)));
    expect(results.map((result) => result.ok)).toEqual([true, true, false]);
    expect(results[2]).toMatchObject({ position: 3, reason: expect.stringMatching(/truncated record/) });
  });

  it('skips newlines and padding that some exporters put between records', async () => {
    const input = Buffer.concat([real[0] as Buffer, Buffer.from('\r\n'), real[1] as Buffer, Buffer.from('\n\x1a')]);
    const results = await collect(readIso2709(inChunks(input, 100)));
    expect(acceptedRecords(results).map((record) => controlFieldValue(record, '001'))).toEqual([
      idOf(real[0] as Buffer),
      idOf(real[1] as Buffer),
    ]);
  });

  it('keeps going on bytes that are not a record at all', async () => {
    const input = Buffer.concat([Buffer.from('garbage\x1d'), real[0] as Buffer]);
    const results: MarcReadResult[] = await collect(readIso2709(inChunks(input, 100)));
    expect(results.map((result) => result.ok)).toEqual([false, true]);
  });
});

describe('readIso2709 character sets', SLOW, () => {
  it('reads the same records whatever the chunk size, multi-byte characters included', async () => {
    const bytes = Buffer.concat(splitIso2709(readSampleBytes('evergreen_nepali.mrc')).slice(0, 20));
    const whole = await collect(readIso2709(inChunks(bytes, bytes.length)));
    const small = await collect(readIso2709(inChunks(bytes, 3)));
    expect(small).toEqual(whole);
    expect(acceptedRecords(whole)).toHaveLength(20);
  });

  it('normalises decomposed UTF-8 to NFC', async () => {
    // A real record whose 245 $a we rewrite in NFD: "José" as J o s e + U+0301.
    const record = acceptedRecords(await collect(readIso2709(inChunks(real[0] as Buffer, 1000))))[0] as MarcRecord;
    const field = record.fields.find((candidate) => candidate.tag === '245');
    if (!field || !('subfields' in field) || !field.subfields[0]) throw new Error('sample record has no 245 $a');
    field.subfields[0].value = 'Jose\u0301';
    const [result] = await collect(readIso2709(inChunks(toIso2709(record), 1000)));
    const read = result?.ok ? result.record.fields.find((candidate) => candidate.tag === '245') : undefined;
    expect(read && 'subfields' in read && read.subfields[0]?.value).toBe('Jos\u00e9');
  });

  it('rejects MARC-8 records when given no converter (core runs no yaz), and reads the others in order', async () => {
    // evergreen_oss: 42 records, 3 of them MARC-8 with text above ASCII; the server reads them through yaz.
    const results = await collect(readIso2709(inChunks(readSampleBytes('evergreen_oss.marc8.mrc'), 4096)));
    expect(results.map((result) => result.position)).toEqual(Array.from({ length: 42 }, (_, index) => index + 1));
    expect(results.filter((result) => !result.ok)).toEqual([
      {
        ok: false,
        position: 4,
        reason: `bytes 4358-5846: ${MARC8_WITHOUT_TRANSCODER}`,
        controlNumber: '978-3-540-22028-2',
        problem: { code: 'Marc8SemConversor', params: { inicio: 4358, fim: 5846, bytes: 1489 } },
      },
      {
        ok: false,
        position: 28,
        reason: `bytes 40500-41755: ${MARC8_WITHOUT_TRANSCODER}`,
        controlNumber: 'ocm55941496',
        problem: { code: 'Marc8SemConversor', params: { inicio: 40500, fim: 41755, bytes: 1256 } },
      },
      {
        ok: false,
        position: 41,
        reason: `bytes 56152-57506: ${MARC8_WITHOUT_TRANSCODER}`,
        problem: { code: 'Marc8SemConversor', params: { inicio: 56152, fim: 57506, bytes: 1355 } },
      },
    ]);
    expect(MARC8_WITHOUT_TRANSCODER).toBe(
      'this record is MARC-8 and the reader was given no MARC-8 converter (option startMarc8Transcoder)',
    );
  });
});

function idOf(record: Buffer): string | undefined {
  const text = record.toString('latin1');
  const base = baseAddress(record);
  for (let offset = 24; offset < base - 1; offset += 12) {
    if (text.slice(offset, offset + 3) === '001') {
      const start = base + Number(text.slice(offset + 7, offset + 12));
      return text.slice(start, start + Number(text.slice(offset + 3, offset + 7)) - 1);
    }
  }
  return undefined;
}
