// Core's MARC writers, tested here because the sample files they round-trip include MARC-8 (read through the
// server's yaz) and yaz-marcdump reads the written files back: core runs no process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { type MarcRecord, MarcWriteError, MarcXmlWriter, readMarcXml, toIso2709, toMarcXml } from '@estante/core';
import {
  acceptedRecords,
  checkIso2709Structure,
  collect,
  expectSameRecords,
  inChunks,
  SAMPLE_SETS,
  samplePath,
  withoutStructuralLeader,
} from '@estante/core/testing';
import { describe, expect, it } from 'vitest';
import { readIso2709, readMarcFile } from './read-marc.ts';

// Each of these reads real sample files: a few seconds in all, more on a busy machine.
const SLOW = { timeout: 60_000 };

const readBackIso = async (bytes: Buffer) => acceptedRecords(await collect(readIso2709(inChunks(bytes, 65536))));
const readBackXml = async (xml: string) =>
  acceptedRecords(await collect(readMarcXml(inChunks(Buffer.from(xml, 'utf8'), 65536))));

// The real records of every sample set, read once from their ISO 2709 form (the same records as the
// MARCXML form: read-marc.test.ts proves it).
const realRecords = await Promise.all(
  SAMPLE_SETS.map(async (set) => ({
    file: set.iso2709[0] as string,
    records: acceptedRecords(await collect(readMarcFile(samplePath(set.iso2709[0] as string)))),
  })),
);

const sample: MarcRecord = {
  leader: '00000cam  2200000 i 4500',
  fields: [
    { tag: '001', value: 'A&B <1> "x"' },
    { tag: '008', value: '210101s2021    bl            000 0 por d' },
    {
      tag: '245',
      ind1: '1',
      ind2: '0',
      subfields: [
        { code: 'a', value: 'Coração & <alma> "tudo" \u0927\u0930\u094d\u092e 漢字 😀' },
        { code: 'b', value: 'linha\r\nnova\ttab' },
      ],
    },
    { tag: '500', ind1: ' ', ind2: ' ', subfields: [] },
  ],
};

describe('toIso2709', SLOW, () => {
  it('counts lengths in bytes for multi-byte UTF-8 and sets leader/09 = "a"', async () => {
    const bytes = toIso2709(sample);
    expect(Number(bytes.toString('latin1', 0, 5))).toBe(bytes.length);
    expect(bytes[9]).toBe(0x61);
    expect(checkIso2709Structure(bytes).ok).toBe(true);
    const [record] = await readBackIso(bytes);
    expect(withoutStructuralLeader(record as MarcRecord)).toEqual(
      withoutStructuralLeader({ ...sample, leader: '00000cam a2200000 i 4500' }),
    );
  });

  it('refuses records ISO 2709 cannot hold instead of writing a corrupt one', () => {
    const long: MarcRecord = {
      leader: sample.leader,
      fields: [{ tag: '500', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'é'.repeat(5000) }] }],
    };
    expect(() => toIso2709(long)).toThrow(MarcWriteError);
    const delimiter: MarcRecord = { leader: sample.leader, fields: [{ tag: '001', value: 'a\x1eb' }] };
    expect(() => toIso2709(delimiter)).toThrow(/delimiter/);
    expect(() => toIso2709({ leader: 'short', fields: [] })).toThrow(/24 characters/);
  });

  it('round-trips every record of every sample file', async () => {
    for (const { file, records } of realRecords) {
      const written = Buffer.concat(records.map(toIso2709));
      const again = await readBackIso(written);
      expectSameRecords(again.map(withoutStructuralLeader), records.map(withoutStructuralLeader), file);
      // Writing what we read back gives the very same bytes.
      expect(Buffer.concat(again.map(toIso2709)).equals(written), file).toBe(true);
    }
  });

  it('writes files that yaz-marcdump reads back to the same records', async () => {
    // Devanagari, CJK, Persian and Portuguese text: byte lengths differ from character counts everywhere.
    const sets = ['evergreen_nepali.mrc', 'lc_marc2bibframe2_samples.mrc', 'biblivre_pt_br_school_library.utf8.mrc'];
    const records = realRecords.filter(({ file }) => sets.includes(file)).flatMap((set) => set.records);
    expect(records).toHaveLength(96 + 25 + 12);
    const folder = mkdtempSync(path.join(tmpdir(), 'estante-marc-test-'));
    try {
      const file = path.join(folder, 'written.mrc');
      writeFileSync(file, Buffer.concat(records.map(toIso2709)));
      const yaz = spawnSync('yaz-marcdump', ['-i', 'marc', '-o', 'marcxml', file], { maxBuffer: 64 * 1024 * 1024 });
      expect(yaz.status, String(yaz.stderr)).toBe(0);
      const viaYaz = await readBackXml(String(yaz.stdout));
      expectSameRecords(viaYaz.map(withoutStructuralLeader), records.map(withoutStructuralLeader));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('MARCXML writer', SLOW, () => {
  it('escapes markup, quotes and line breaks so they survive a round trip', async () => {
    const xml = toMarcXml([sample]);
    expect(xml).toContain('A&amp;B &lt;1&gt; "x"');
    expect(await readBackXml(xml)).toEqual([{ ...sample, leader: '00000cam a2200000 i 4500' }]);
  });

  it('replaces characters XML 1.0 cannot carry with U+FFFD, keeping the document well-formed', async () => {
    const record: MarcRecord = { leader: sample.leader, fields: [{ tag: '001', value: 'a\x00b\x1bc' }] };
    const [read] = await readBackXml(toMarcXml([record]));
    expect(read?.fields).toEqual([{ tag: '001', value: 'a\uFFFDb\uFFFDc' }]);
  });

  it('round-trips every record of every sample file', async () => {
    for (const { file, records } of realRecords) {
      expectSameRecords(await readBackXml(toMarcXml(records)), records, file);
    }
  });

  it('streams a collection with MarcXmlWriter', async () => {
    const destination = new PassThrough();
    const chunks: Buffer[] = [];
    destination.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = new MarcXmlWriter(destination);
    await writer.write(sample);
    await writer.write(sample);
    await writer.end();
    const xml = Buffer.concat(chunks).toString('utf8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<collection')).toBe(true);
    expect(await readBackXml(xml)).toHaveLength(2);
  });
});
