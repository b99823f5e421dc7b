// Issue 27, finding 7 (moved from packages/core/src/marc/read-garbage.security.test.ts, which keeps the junk
// cases): MARC-8 escape sequences in an all-ASCII record are converted, here by the server's yaz, since core
// runs no process. A real LC record from ../shared/data/marc with hand-made MARC-8 text; expected texts by hand.
import { type MarcDataField, type MarcRecord, toIso2709 } from '@estante/core';
import { acceptedRecords, collect, inChunks, readSampleBytes, splitIso2709 } from '@estante/core/testing';
import { describe, expect, it } from 'vitest';
import { readIso2709 } from './read-marc.ts';

const SLOW = { timeout: 60_000 };

// The 100 Library of Congress records (UTF-8), ids "   00000002 " and so on.
const real = splitIso2709(readSampleBytes('loc_mds_books_sample.mrc'));

/** Record 1 of the LC sample, all ASCII, with hand-made MARC-8 text written with escape sequences. */
async function withEscapedText(codingScheme: ' ' | 'a'): Promise<Buffer> {
  const [first] = acceptedRecords(await collect(readIso2709(inChunks(real[0] as Buffer, 100_000))));
  const record = first as MarcRecord;
  const title = record.fields.find((field) => field.tag === '245') as MarcDataField;
  // MARC-8 (MARC 21 Specifications, Part 3, code tables): ESC ( N basic Cyrillic, ESC ( S basic Greek,
  // ESC ( 2 basic Hebrew, ESC ( 3 basic Arabic, ESC ( B back to ASCII; ESC b subscripts, ESC g Greek symbols,
  // ESC s back to ASCII.
  title.subfields = [{ code: 'a', value: '\x1b(NmOSKWA\x1b(B' }];
  const note = (value: string): MarcDataField => ({
    tag: '500',
    ind1: ' ',
    ind2: ' ',
    subfields: [{ code: 'a', value }],
  });
  record.fields.push(
    note('\x1b(SAKJPA\x1b(B'),
    note('\x1b(2ixeylim\x1b(B'),
    note('\x1b(3GdbGgQI\x1b(B'),
    note('H\x1bb2\x1bsO, \x1bga\x1bs-rays'),
  );
  const bytes = toIso2709(record);
  expect(bytes.every((byte) => byte < 0x80)).toBe(true);
  bytes.write(codingScheme, 9, 'latin1');
  return bytes;
}

function texts(record: MarcRecord, tag: string): string[] {
  return record.fields.flatMap((field) =>
    field.tag === tag && 'subfields' in field ? field.subfields.map((subfield) => subfield.value) : [],
  );
}

describe('MARC-8 escape sequences in an all-ASCII record', SLOW, () => {
  it('are converted by yaz (Cyrillic, Greek, Hebrew, Arabic, subscript, Greek symbol), not stored as codes', async () => {
    const [result] = await collect(readIso2709(inChunks(await withEscapedText(' '), 100_000)));
    if (!result?.ok) throw new Error(`rejected: ${result?.ok === false ? result.reason : 'nothing read'}`);
    expect(texts(result.record, '245')).toEqual(['Москва']);
    expect(texts(result.record, '500').slice(-4)).toEqual(['ΑΘΗΝΑ', 'ירושלים', 'القاهرة', 'H₂O, α-rays']);
    expect(result.record.leader[9]).toBe('a');
    expect(result.warnings).toEqual([]);
  });

  it('are converted too when leader/09 says Unicode, with a warning', async () => {
    const [result] = await collect(readIso2709(inChunks(await withEscapedText('a'), 100_000)));
    if (!result?.ok) throw new Error('rejected');
    expect(texts(result.record, '245')).toEqual(['Москва']);
    expect(result.warnings).toEqual([
      {
        reason: 'read as MARC-8: the record has MARC-8 escape sequences (leader/09 is not blank)',
        problem: { code: 'LidoComoMarc8', params: {} },
      },
    ]);
  });
});
