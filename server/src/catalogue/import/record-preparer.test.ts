import { type MarcRecord, readMarcFile } from '@estante/core';
import { describe, expect, it } from 'vitest';
import { marcFiles } from '../../testing/marc-data.ts';
import { prepareRecord, prepareRecords } from './record-preparation.ts';
import { startWorkerPreparer } from './record-preparer.ts';

async function firstRecords(file: string, count: number) {
  const records = [];
  for await (const result of readMarcFile(file)) {
    if (result.ok) records.push(result.record);
    if (records.length === count) break;
  }
  return records;
}

describe('record preparation in the worker thread', () => {
  it('gives what the import thread gives, batch by batch, and prepares in the caller once closed', async () => {
    const file = marcFiles('.mrc').find((candidate) => candidate.endsWith('loc_mds_books_sample.mrc'))!;
    const records = await firstRecords(file, 12);
    expect(records).toHaveLength(12);
    const preparer = startWorkerPreparer();
    try {
      const [first, second] = await Promise.all([
        preparer.prepare(records.slice(0, 5)),
        preparer.prepare(records.slice(5)),
      ]);
      expect(first).toEqual(prepareRecords(records.slice(0, 5)));
      expect(second).toEqual(prepareRecords(records.slice(5)));
      expect(first.map((prepared) => prepared.kind)).toEqual(Array(5).fill('bibliographic'));
    } finally {
      await preparer.close();
    }
    expect(await preparer.prepare(records.slice(0, 2))).toEqual(prepareRecords(records.slice(0, 2)));
  });
});

describe('record preparation in two worker threads', () => {
  it('gives each batch its own prepared records, whichever worker prepared it', async () => {
    const file = marcFiles('.mrc').find((candidate) => candidate.endsWith('loc_mds_books_sample.mrc'))!;
    const records = await firstRecords(file, 12);
    const preparer = startWorkerPreparer(2);
    try {
      const batches = [records.slice(0, 3), records.slice(3, 7), records.slice(7, 8), records.slice(8)];
      const prepared = await Promise.all(batches.map((batch) => preparer.prepare(batch)));
      expect(prepared.map((batch) => batch.length)).toEqual([3, 4, 1, 4]);
      expect(prepared).toEqual(batches.map((batch) => prepareRecords(batch)));
    } finally {
      await preparer.close();
    }
  });
});

describe('a prepared record’s index words', () => {
  it('are the stored string: the eight text columns, folded, each value opened by the marker, no stemmed twins', () => {
    const record: MarcRecord = {
      leader: '00000nam a2200000 a 4500',
      fields: [
        { tag: '001', value: 'words-1' },
        { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: 'Souza, Beatriz.' }] },
        { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Lições de física /' }] },
        { tag: '650', ind1: ' ', ind2: '4', subfields: [{ code: 'a', value: 'Mecânica.' }] },
      ],
    };
    const prepared = prepareRecord(record);
    expect(prepared.kind).toBe('bibliographic');
    if (prepared.kind !== 'bibliographic') return;
    // Title, author, subject, series, call number, identifiers, notes, publisher: "licoes" and "fisica", never the
    // Portuguese stems ("lico", "fisic") that the index computes when it loads.
    expect(prepared.words.split('\t')).toEqual([
      'qqzzinicio licoes de fisica',
      'qqzzinicio souza beatriz',
      'qqzzinicio mecanica',
      '',
      '',
      'qqzzinicio words 1',
      '',
      '',
    ]);
  });
});
