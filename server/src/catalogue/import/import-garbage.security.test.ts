// Issue 27, finding 7: `npm run import` through files with junk between and inside the records. The damaged
// files are built here, in a temporary folder, from the real records of ../shared/data/marc; every expected
// count is written by hand.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type MarcReadResult, type MarcRecord, recordToMarcXmlElement, toIso2709 } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcDataDir } from '../../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type ImportProblem, importMarcRecords } from './import-marc.ts';
import { readMarcFile } from './read-marc.ts';

/** The raw ISO 2709 records of a file, each ending with 0x1D. */
function rawRecords(file: string): Buffer[] {
  const bytes = fs.readFileSync(file);
  const records: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf(0x1d); end >= 0; end = bytes.indexOf(0x1d, start)) {
    records.push(bytes.subarray(start, end + 1));
    start = end + 1;
  }
  return records;
}

async function parsed(file: string): Promise<MarcRecord[]> {
  const records: MarcRecord[] = [];
  for await (const result of readMarcFile(file)) if (result.ok) records.push(result.record);
  return records;
}

/** A copy whose directory says the 001 field starts at byte 99000 of the data: past the end of the record. */
function pointingPastTheEnd(record: Buffer): Buffer {
  const copy = Buffer.from(record);
  const base = Number(copy.toString('latin1', 12, 17));
  for (let offset = 24; offset < base - 1; offset += 12) {
    if (copy.toString('latin1', offset, offset + 3) === '001') copy.write('99000', offset + 7, 'latin1');
  }
  return copy;
}

function withControlNumber(record: MarcRecord, value: string): MarcRecord {
  return {
    leader: record.leader,
    fields: record.fields.map((field) => (field.tag === '001' ? { tag: '001', value } : field)),
  };
}

function runImport(
  database: TestDatabase,
  files: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/catalogue/import/import.cli.ts', ...files], {
      cwd: new URL('../../..', import.meta.url).pathname,
      env: {
        ...process.env,
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        DATABASE_SCHEMA: database.schema ?? '',
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run import through garbage', () => {
  let database: TestDatabase;
  let folder: string;
  let isoFile: string;
  let xmlFile: string;
  let loc: Buffer[];
  let run: { code: number | null; stdout: string; stderr: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-garbage-'));
    const data = marcDataDir();

    // ISO 2709: the 100 Library of Congress records with junk, a damaged copy, and two records without title
    // or heading appended.
    loc = rawRecords(path.join(data, 'loc_mds_books_sample.mrc'));
    const locParsed = await parsed(path.join(data, 'loc_mds_books_sample.mrc'));
    const untitled = withControlNumber(locParsed[20] as MarcRecord, 'GARBAGE-NO-TITLE');
    untitled.fields = untitled.fields.filter((field) => field.tag !== '245');
    const [authority] = await parsed(path.join(data, 'authorities/evergreen_lc_authorities.mrc'));
    const headless = withControlNumber(authority as MarcRecord, 'GARBAGE-NO-HEADING');
    headless.fields = headless.fields.filter((field) => !field.tag.startsWith('1'));
    const parts: Buffer[] = [];
    loc.forEach((record, index) => {
      if (index === 1) parts.push(Buffer.from('GARBAGE LINE\n', 'latin1'));
      if (index === 3) parts.push(Buffer.from('abc\x1ddef', 'latin1'));
      if (index === 5) parts.push((loc[50] as Buffer).subarray(0, 500));
      if (index === 98) parts.push(pointingPastTheEnd(loc[70] as Buffer));
      parts.push(record);
    });
    parts.push(toIso2709(untitled), toIso2709(headless));
    isoFile = path.join(folder, 'damaged.mrc');
    fs.writeFileSync(isoFile, Buffer.concat(parts));

    // MARCXML: the 6 records of the Biblioteca Nacional de España, one without <leader>, one with a
    // 688,889-character title, one over 99,999 bytes, and a fragment with a leader and a note but no title.
    const bne = await parsed(path.join(data, 'bne_spain.mrc'));
    const elements = bne.map((record) => recordToMarcXmlElement(record));
    elements[0] = (elements[0] as string).replace(/<leader>.*<\/leader>/, '');
    elements[1] = (elements[1] as string).replace(
      /(<datafield tag="245"[^>]*>\s*<subfield code="a">)/,
      `$1${'A'.repeat(688_889)}`,
    );
    const notes = `<datafield tag="500" ind1=" " ind2=" "><subfield code="a">${'n'.repeat(600)}</subfield></datafield>`;
    elements[3] = (elements[3] as string).replace('</record>', `${notes.repeat(200)}</record>`);
    elements.push(
      '<record><leader>00000nam a2200000 a 4500</leader><datafield tag="500" ind1=" " ind2=" "><subfield code="a">junk</subfield></datafield></record>',
    );
    xmlFile = path.join(folder, 'damaged.xml');
    fs.writeFileSync(
      xmlFile,
      `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n${elements.join('\n')}\n</collection>\n`,
    );
    run = await runImport(database, [isoFile, xmlFile]);
  }, 120_000);

  afterAll(async () => {
    await database?.destroy();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('imports every good record, rejects the rest, and says so in its last line', () => {
    expect(run.code, run.stderr).toBe(0);
    // ISO: 100 good + 5 pieces of junk + 2 records without title or heading; XML: 7 records, 3 refused.
    expect(run.stdout.trim()).toMatch(/^read 114, imported 104, updated 0, rejected 10 \(\d+ records\/s\)$/);
    expect(run.stderr).not.toMatch(/outside of buffer bounds|import stopped/);
  });

  it('reports each rejection with its place in the file and its reason', () => {
    const rejected = run.stderr.split('\n').filter((line) => line.includes(': rejected: '));
    const iso = (line: string) => line.replace(`${isoFile}: `, '');
    const xml = (line: string) => line.replace(`${xmlFile}: `, '');
    expect(rejected.length).toBe(10);
    expect(iso(rejected[0] as string)).toBe(
      `record 2: rejected: bytes ${(loc[0] as Buffer).length + 1}-${(loc[0] as Buffer).length + 13}: 13 bytes before the next record are bytes that are not a MARC record (no valid leader): skipped`,
    );
    expect(iso(rejected[1] as string)).toMatch(/^record 5: rejected: bytes \d+-\d+: record of 4 bytes is shorter/);
    expect(iso(rejected[2] as string)).toMatch(/^record 6: rejected: bytes \d+-\d+: 3 bytes before the next record/);
    expect(iso(rejected[3] as string)).toMatch(
      /^record 9: rejected: bytes \d+-\d+: 500 bytes before the next record are a damaged or cut record/,
    );
    expect(iso(rejected[4] as string)).toMatch(
      /^record 103: rejected: bytes \d+-\d+: directory entry 1 \(tag "001"\): field at 99000/,
    );
    expect(iso(rejected[5] as string)).toBe(
      'record 106: rejected: no title: a bibliographic record needs a 245 field with its title (MARC 21); not stored',
    );
    expect(iso(rejected[6] as string)).toBe(
      'record 107: rejected: no heading: an authority record needs a 1XX heading field (MARC 21 Authority); not stored',
    );
    expect(xml(rejected[7] as string)).toBe(
      "record 2: rejected: field 245 has more than 9,999 bytes (ISO 2709's limit for a field)",
    );
    expect(xml(rejected[8] as string)).toBe('record 4: rejected: the record has more than 99,999 bytes');
    expect(xml(rejected[9] as string)).toBe(
      'record 7: rejected: no title: a bibliographic record needs a 245 field with its title (MARC 21); not stored',
    );
    expect(run.stderr).toContain(
      `${xmlFile}: record 1: warning: the record has no <leader>: supplied "00000nam a2200000uu 4500" (type guessed from its fields)`,
    );
  });

  it('stores no junk: every title is a real one, each record once, the damaged copy under no garbled key', async () => {
    const { db } = database;
    const rows = await db.selectFrom('records').select(['match_key', 'title', 'leader']).execute();
    expect(rows.length).toBe(104);
    expect(rows.filter((row) => row.title.trim() === '')).toEqual([]);
    expect(Math.max(...rows.map((row) => row.title.length))).toBeLessThan(1000);
    expect(rows.filter((row) => row.match_key.startsWith('GARBAGE'))).toEqual([]);
    expect(rows.find((row) => row.match_key === 'SpMaBN:a6980999')).toMatchObject({
      title: 'Federico García Lorca',
      leader: '00000nam a2200000uu 4500',
    });
    const authorities = await db.selectFrom('authorities').select('match_key').execute();
    expect(authorities).toEqual([]);
  });
});

describe('importMarcRecords counts the records the reader rejects', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('counts and reports a rejected read result, and imports the good ones', async () => {
    const [good] = await parsed(path.join(marcDataDir(), 'bne_spain.mrc'));
    async function* results(): AsyncGenerator<MarcReadResult> {
      yield { ok: false, position: 1, reason: 'bytes 1-13: junk' };
      yield { ok: true, position: 2, record: good as MarcRecord, warnings: [] };
      yield { ok: false, position: 3, reason: 'bytes 900-1000: more junk' };
    }
    const problems: ImportProblem[] = [];
    const counts = await importMarcRecords(testApp.app.context, results(), {
      onProblem: (problem) => problems.push(problem),
    });
    expect(counts).toEqual({ read: 3, imported: 1, updated: 0, rejected: 2 });
    expect(problems).toEqual([
      { position: 1, reason: 'bytes 1-13: junk', severity: 'rejected' },
      { position: 3, reason: 'bytes 900-1000: more junk', severity: 'rejected' },
    ]);
  });
});
