import path from 'node:path';
import type { MarcRecord } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcFiles } from '../../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type ImportCounts, type ImportProblem, importMarcRecords } from './import-marc.ts';
import { readMarcFile } from './read-marc.ts';

/** Reads a whole file with the core reader; the test then checks the database against it. */
async function readAll(file: string) {
  const ok: MarcRecord[] = [];
  let failed = 0;
  for await (const result of readMarcFile(file)) {
    if (result.ok) ok.push(result.record);
    else failed += 1;
  }
  return { ok, failed };
}

/** Identity of a record computed here from the raw fields (003 + 001), independently of the importer. */
function controlKey(record: MarcRecord): string | undefined {
  const value = (tag: string) => {
    const field = record.fields.find((candidate) => candidate.tag === tag);
    return field && 'value' in field ? field.value.trim() : undefined;
  };
  const number = value('001');
  if (!number) return undefined;
  const source = value('003');
  return source ? `${source}:${number}` : number;
}

function withoutLengths(leader: string): string {
  // Leader/00-04 (record length) and 12-16 (base address) depend on the serialisation.
  return leader.slice(5, 12) + leader.slice(17);
}

function normalise(record: MarcRecord): MarcRecord {
  const nfc = (text: string) => text.normalize('NFC');
  return {
    leader: withoutLengths(record.leader),
    fields: record.fields.map((field) =>
      'subfields' in field
        ? {
            ...field,
            subfields: field.subfields.map((subfield) => ({ code: subfield.code, value: nfc(subfield.value) })),
          }
        : { tag: field.tag, value: nfc(field.value) },
    ),
  };
}

describe('MARC import of every real file', () => {
  let testApp: TestApp;
  const firstRun = new Map<string, { counts: ImportCounts; problems: ImportProblem[] }>();

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const file of marcFiles('.mrc')) {
      const problems: ImportProblem[] = [];
      const counts = await importMarcRecords(testApp.app.context, readMarcFile(file), {
        onProblem: (problem) => problems.push(problem),
      });
      firstRun.set(file, { counts, problems });
    }
  }, 300_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('accounts for every record of every file: stored, or rejected with a position and a reason', async () => {
    expect(firstRun.size).toBeGreaterThanOrEqual(23);
    for (const [file, { counts, problems }] of firstRun) {
      const name = path.basename(file);
      const { ok, failed } = await readAll(file);
      expect(counts.read, name).toBe(ok.length + failed);
      expect(counts.imported + counts.updated + counts.rejected, name).toBe(counts.read);
      const rejections = problems.filter((problem) => problem.severity === 'rejected');
      expect(rejections.length, name).toBe(counts.rejected);
      for (const problem of rejections) {
        expect(problem.position, name).toBeGreaterThan(0);
        expect(problem.reason.length, name).toBeGreaterThan(5);
      }
    }
  });

  it('stores each distinct bibliographic record once', async () => {
    const { db } = testApp.app.context;
    const keys = new Set<string>();
    const untitled = new Set<string>();
    let withoutKey = 0;
    for (const file of marcFiles('.mrc')) {
      for (const record of (await readAll(file)).ok) {
        if (['z', 'u', 'v', 'x', 'y'].includes(record.leader[6] ?? '')) continue;
        if (!record.fields.some((field) => field.tag === '245')) {
          // Refused by the import (no title): TRLN's hand-made 856 fixtures, 001 "SHOULD BE ONLINE, …".
          untitled.add(controlKey(record) ?? '');
          continue;
        }
        const key = controlKey(record);
        if (key) keys.add(key);
        else withoutKey += 1;
      }
    }
    const rows = await db.selectFrom('records').select(['match_key']).execute();
    const stored = new Set(rows.map((row) => row.match_key));
    for (const key of keys) expect(stored.has(key), key).toBe(true);
    expect(untitled.size).toBe(7);
    for (const key of untitled) expect(stored.has(key), key).toBe(false);
    // Records without 001 are keyed by 035 or a content hash: at most one row each.
    expect(rows.length - keys.size).toBeLessThanOrEqual(withoutKey);
    expect(rows.length - keys.size).toBeGreaterThanOrEqual(0);
  });

  it('links MFHD holdings to their bibliographic record by 004, or by their 001 = a 035 system number', async () => {
    const { db } = testApp.app.context;
    const mfhdFile = marcFiles('.mrc').find((file) => file.includes('_mfhd'))!;
    const bibliographic = (await readAll(marcFiles('.mrc').find((file) => file.includes('evergreen_serials.'))!)).ok;
    // Expected links computed from the raw fields: an MFHD 001 that some bib's 035 $a ends with.
    const systemNumbers = new Map<string, string>();
    for (const record of bibliographic) {
      const values = record.fields.flatMap((field) =>
        field.tag === '035' && 'subfields' in field
          ? field.subfields.filter((subfield) => subfield.code === 'a').map((subfield) => subfield.value.trim())
          : [],
      );
      // Identity rule (docs/decisions.md): 003:001, else 001, else the first 035 $a.
      const key = controlKey(record) ?? values[0]!;
      for (const value of values) systemNumbers.set(value.replace(/^\([^)]*\)\s*/, '').toLowerCase(), key);
    }
    let linked = 0;
    for (const holdings of (await readAll(mfhdFile)).ok) {
      const numbers = holdings.fields.filter((field) => field.tag === '001' && 'value' in field);
      const target = numbers
        .map((field) => systemNumbers.get(('value' in field ? field.value : '').trim().toLowerCase()))
        .find(Boolean);
      const holdingsKey = numbers[0] && 'value' in numbers[0] ? numbers[0].value.trim() : '';
      const copies = await db
        .selectFrom('copies')
        .innerJoin('records', 'records.id', 'copies.record_id')
        .select(['records.match_key'])
        .where('copies.import_key', 'like', `mfhd-${holdingsKey}-%`)
        .execute();
      if (target) {
        linked += 1;
        expect(copies.length, holdingsKey).toBeGreaterThan(0);
        expect(new Set(copies.map((copy) => copy.match_key)), holdingsKey).toEqual(new Set([target]));
      } else {
        expect(copies, holdingsKey).toEqual([]);
      }
    }
    expect(linked).toBeGreaterThan(0);
    expect(firstRun.get(mfhdFile)!.counts.imported).toBe(linked);
  });

  it('re-importing every file updates and never duplicates', async () => {
    const { db } = testApp.app.context;
    const countRows = async () => ({
      records: (await db.selectFrom('records').select('id').execute()).length,
      authorities: (await db.selectFrom('authorities').select('id').execute()).length,
      copies: (await db.selectFrom('copies').select('id').execute()).length,
    });
    const before = await countRows();
    for (const file of marcFiles('.mrc')) {
      const counts = await importMarcRecords(testApp.app.context, readMarcFile(file));
      expect(counts.imported, path.basename(file)).toBe(
        file.includes('_mfhd') ? firstRun.get(file)!.counts.imported : 0,
      );
    }
    expect(await countRows()).toEqual(before);
    expect(before.records).toBeGreaterThan(2400);
    expect(before.authorities).toBeGreaterThan(1100);
    expect(before.copies).toBeGreaterThan(1000);
  }, 300_000);

  it('serves each record through /api/acervo/{id}/marc with the fields of the source (MARC-8 converted to UTF-8)', async () => {
    const { app } = testApp;
    const { db } = app.context;
    let compared = 0;
    for (const file of marcFiles('.xml').filter((name) => !name.includes('authorities') && !name.includes('_mfhd'))) {
      // The .xml files are the UTF-8 reference: for the MARC-8 sets, yaz's conversion of the .mrc we imported.
      for (const source of (await readAll(file)).ok) {
        const key = controlKey(source);
        // Records without 245 are refused by the import (see above).
        if (!key || !source.fields.some((field) => field.tag === '245')) continue;
        const row = await db
          .selectFrom('records')
          .select(['id', 'match_key'])
          .where('match_key', '=', key)
          .executeTakeFirst();
        expect(row, `${path.basename(file)} ${key}`).toBeDefined();
        const response = await app.inject({ method: 'GET', url: `/api/acervo/${row!.id}/marc` });
        expect(response.statusCode).toBe(200);
        const served = response.json() as MarcRecord;
        expect(normalise(served), `${path.basename(file)} ${key}`).toEqual(normalise(source));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(2000);
  }, 300_000);
});
