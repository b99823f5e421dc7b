import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMarcFile } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cataloguerSession } from '../catalogue/catalogue-work-fixtures.testing.ts';
import { importMarcRecords } from '../catalogue/import/import-marc.ts';
import { setRecordSuppressed } from '../catalogue/record-admin.ts';
import type { Session } from '../circulation/circulation-fixtures.testing.ts';
import { marcDataDir } from '../testing/marc-data.ts';
import { freePort, waitFor } from '../testing/server-processes.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * SRU over real HTTP on the real catalogue of evergreen_concerto_extras.mrc (51 records), on whichever engine the
 * suite runs: CQL searches by title, author, subject and ISBN, paging, both record schemas, scan, explain and the
 * diagnostics; then Index Data's yaz-client (Debian yaz) searching through SRU, and through Z39.50 with the
 * Simple2ZOOM gateway (Debian libnet-z3950-simple2zoom-perl, installed by .ci/run) in front of it.
 */
let testApp: TestApp;
let origin: string;
let work: string;
let suppressedTitle: string;
let staff: Session;

beforeAll(async () => {
  testApp = await createTestApp();
  const { context } = testApp.app;
  await importMarcRecords(context, readMarcFile(path.join(marcDataDir(), 'evergreen_concerto_extras.mrc')));
  // A title the staff suppressed, as the staff console does it: no protocol finds it (docs/staff-catalogue.md).
  const suppressed = await context.db
    .selectFrom('records')
    .select(['id', 'title'])
    .where('title', '=', 'Coraline')
    .executeTakeFirstOrThrow();
  suppressedTitle = suppressed.title;
  staff = await cataloguerSession(testApp);
  await setRecordSuppressed(context, suppressed.id, true, staff.personId);
  origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-sru-'));
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

async function sru(params: Record<string, string>): Promise<string> {
  const response = await fetch(`${origin}/sru?${new URLSearchParams(params)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return response.text();
}

const all = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<([A-Za-z_]+:)?${element}[^>]*>([^<]*)</`, 'g'))].map((match) => match[2]);
const count = (xml: string) => Number(all(xml, 'numberOfRecords')[0]);
const titles = (xml: string) =>
  [...xml.matchAll(/<datafield tag="245"[^>]*>\s*<subfield code="a">([^<]*)</g)].map((m) =>
    m[1]!.replace(/ [:/.]$/, ''),
  );
const diagnostic = (xml: string) => all(xml, 'uri')[0];

describe('SRU searchRetrieve', () => {
  it('finds records by title, author, subject and ISBN with CQL', async () => {
    const kraken = await sru({ query: 'dc.title = kraken' });
    expect(count(kraken)).toBe(1);
    expect(titles(kraken)).toEqual(['Kraken']);
    expect(all(kraken, 'recordSchema')).toEqual(['info:srw/schema/1/marcxml-v1.1']);

    // Coraline, Gaiman's third title here, is suppressed.
    const gaiman = await sru({ query: 'dc.creator = gaiman' });
    expect(titles(gaiman).sort()).toEqual(['Blueberry girl', 'Stardust']);
    expect(titles(gaiman)).not.toContain(suppressedTitle);

    expect(titles(await sru({ query: 'dc.subject = "giant squids"' }))).toEqual(['Kraken']);
    expect(count(await sru({ query: 'subject = horses' }))).toBe(2);
    // ISBN-13, ISBN-10 and hyphens all name the same book.
    for (const isbn of ['9780345497499', '034549749X', '978-0-345-49749-9'])
      expect(titles(await sru({ query: `bath.isbn = "${isbn}"` })), isbn).toEqual(['Kraken']);
  });

  it('combines clauses with and, or, not and parentheses, and reads any, adj and truncation', async () => {
    expect(count(await sru({ query: 'dc.creator = tolkien' }))).toBe(4);
    expect(titles(await sru({ query: 'dc.creator = tolkien and dc.title = hobbit' }))).toEqual([
      'The hobbit, or, There and back again',
    ]);
    expect(count(await sru({ query: 'dc.creator = tolkien not (dc.title = hobbit or dc.title = towers)' }))).toBe(2);
    expect(count(await sru({ query: 'dc.title any "kraken stardust"' }))).toBe(2);
    expect(count(await sru({ query: 'dc.title adj "two towers"' }))).toBe(1);
    expect(count(await sru({ query: 'dc.title adj "towers two"' }))).toBe(0);
    expect(count(await sru({ query: 'dc.title = krak*' }))).toBe(1);
  });

  it('pages with startRecord and maximumRecords, and answers Dublin Core or escaped XML on request', async () => {
    const first = await sru({ query: 'dc.creator = tolkien', maximumRecords: '3', recordSchema: 'dc' });
    expect(count(first)).toBe(4);
    expect(all(first, 'recordPosition')).toEqual(['1', '2', '3']);
    expect(all(first, 'nextRecordPosition')).toEqual(['4']);
    expect(all(first, 'dc:creator')[0]).toMatch(/^Tolkien, J\. R\. R\./);
    const last = await sru({ query: 'dc.creator = tolkien', startRecord: '4', maximumRecords: '3' });
    expect(all(last, 'recordPosition')).toEqual(['4']);
    expect(all(last, 'nextRecordPosition')).toEqual([]);
    const escaped = await sru({ query: 'dc.title = kraken', recordXMLEscaping: 'string' });
    expect(escaped).toMatch(/<sruResponse:recordData>&lt;record xmlns=(&quot;|")http:\/\/www.loc.gov\/MARC21\/slim/);
    // SRU 1.2 clients get the 1.2 namespace and recordPacking.
    const old = await sru({ operation: 'searchRetrieve', version: '1.2', query: 'kraken' });
    expect(old).toContain('xmlns:zs="http://www.loc.gov/zing/srw/"');
    expect(all(old, 'recordPacking')).toEqual(['xml']);
  });

  it('answers diagnostics for what it cannot do', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ query: 'dc.title = (' }, 'info:srw/diagnostic/1/10'],
      [{ query: 'dc.publisher = x' }, 'info:srw/diagnostic/1/16'],
      [{ query: 'dc.title within x' }, 'info:srw/diagnostic/1/19'],
      [{ query: 'a prox b' }, 'info:srw/diagnostic/1/37'],
      [{ query: Array.from({ length: 22 }, (_, at) => `w${at}`).join(' or ') }, 'info:srw/diagnostic/1/38'],
      [{ query: 'kraken', recordSchema: 'mods' }, 'info:srw/diagnostic/1/66'],
      [{ query: 'kraken', startRecord: '5' }, 'info:srw/diagnostic/1/61'],
      [{ query: 'kraken', maximumRecords: '-1' }, 'info:srw/diagnostic/1/6'],
      [{ query: 'ab*' }, 'info:srw/diagnostic/1/29'],
      [{ operation: 'searchRetrieve' }, 'info:srw/diagnostic/1/7'],
      [{ operation: 'update', query: 'x' }, 'info:srw/diagnostic/1/4'],
      [{ version: '3.0', query: 'x' }, 'info:srw/diagnostic/1/5'],
    ];
    for (const [params, uri] of cases) {
      const xml = await sru(params);
      expect(diagnostic(xml), JSON.stringify(params)).toBe(uri);
    }
  });
});

describe('SRU explain and scan', () => {
  it('explains the server, its indexes and schemas in a ZeeRex record', async () => {
    const xml = await sru({});
    expect(xml).toContain('<zr:explain xmlns:zr="http://explain.z3950.org/dtd/2.0/">');
    expect(xml).toContain('<zr:database>sru</zr:database>');
    expect(xml).toContain('<zr:index search="true" scan="true" sort="false"><zr:title lang="en">Title</zr:title>');
    expect(xml).toContain('identifier="info:srw/schema/1/dc-v1.1"');
  });

  it('scans a browse index from a term, with the terms before it when asked', async () => {
    const xml = await sru({ scanClause: 'dc.creator = gai', maximumTerms: '3' });
    expect(all(xml, 'value')).toEqual(['Gaiman, Neil', 'Giffin, James M.', 'Glover, John']);
    expect(all(xml, 'numberOfRecords').slice(1)).toEqual(['1', '1']);
    const around = await sru({ scanClause: 'dc.creator = gaiman', maximumTerms: '2', responsePosition: '2' });
    expect(all(around, 'value')[1]).toBe('Gaiman, Neil');
    expect(diagnostic(await sru({ scanClause: 'cql.serverChoice = x' }))).toBe('info:srw/diagnostic/1/16');
  });
});

describe('SRU and the staff suppressing a title', () => {
  const gaimanHeading = async () => {
    const xml = await sru({ scanClause: 'dc.creator = "gaiman, neil"', maximumTerms: '1' });
    return { value: all(xml, 'value')[0], count: all(xml, 'numberOfRecords')[0] };
  };

  it('neither counts nor returns a title suppressed while the server runs, in searchRetrieve or scan', async () => {
    // Gaiman's titles here: Blueberry girl, Stardust, and Coraline (suppressed before the server started).
    const before = await sru({ query: 'dc.creator = gaiman' });
    expect(count(before)).toBe(2);
    expect(titles(before).sort()).toEqual(['Blueberry girl', 'Stardust']);
    expect(await gaimanHeading()).toEqual({ value: 'Gaiman, Neil', count: '2' });

    const { context } = testApp.app;
    const stardust = await context.db
      .selectFrom('records')
      .select('id')
      .where('title', '=', 'Stardust')
      .executeTakeFirstOrThrow();
    await setRecordSuppressed(context, stardust.id, true, staff.personId);
    try {
      const after = await sru({ query: 'dc.creator = gaiman' });
      expect(count(after)).toBe(1);
      expect(titles(after)).toEqual(['Blueberry girl']);
      expect(count(await sru({ query: 'dc.title = stardust' }))).toBe(0);
      expect(await gaimanHeading()).toEqual({ value: 'Gaiman, Neil', count: '1' });
      // Its title heading is gone from the title index: scanning from it lands on the next title.
      const titleScan = await sru({ scanClause: 'dc.title = stardust', maximumTerms: '1' });
      expect(all(titleScan, 'value')[0]).not.toMatch(/^Stardust/);
      // Imported again, it stays suppressed: still neither counted nor scanned.
      await importMarcRecords(context, readMarcFile(path.join(marcDataDir(), 'evergreen_concerto_extras.mrc')));
      expect(count(await sru({ query: 'dc.creator = gaiman' }))).toBe(1);
      expect(await gaimanHeading()).toEqual({ value: 'Gaiman, Neil', count: '1' });
    } finally {
      await setRecordSuppressed(context, stardust.id, false, staff.personId);
    }
    expect(count(await sru({ query: 'dc.creator = gaiman' }))).toBe(2);
    expect(await gaimanHeading()).toEqual({ value: 'Gaiman, Neil', count: '2' });
  });
});

/** Runs a command with a bounded time, feeding it `input` on stdin; resolves with what it printed. */
function run(command: string, args: string[], ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(output);
    });
  });
}

async function yazClient(commands: string[]): Promise<string> {
  const file = path.join(work, `commands-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, `${[...commands, 'quit'].join('\n')}\n`);
  return run('yaz-client', ['-f', file], 30_000);
}

const hits = (output: string) => [...output.matchAll(/Number of hits: (\d+)/g)].map((match) => Number(match[1]));

describe('yaz-client', () => {
  it('finds records by title, author, subject and ISBN through SRU, and scans', async () => {
    const output = await yazClient([
      'sru get 2.0',
      `open ${origin}/sru`,
      'find dc.title=kraken',
      'show 1',
      'find dc.creator=gaiman',
      'find dc.subject="giant squids"',
      'find bath.isbn=9780345497499',
      'scan dc.creator=gaim',
    ]);
    // `show` reports the hits of its search again.
    expect(hits(output)).toEqual([1, 1, 2, 1, 1]);
    expect(output).toContain('<subfield code="a">Kraken :</subfield>');
    expect(output).toContain('Gaiman, Neil: 2 Gaiman, Neil');
    expect(output).toContain('Giffin, James M.: 1 Giffin, James M.');
  }, 60_000);

  it("searches through SRU's HTTP POST binding too, and refuses a form larger than 16 KiB", async () => {
    const output = await yazClient([
      'sru post 2.0',
      `open ${origin}/sru`,
      'find dc.title=kraken',
      'show 1',
      'find dc.creator=gaiman',
      'scan dc.creator=gaim',
    ]);
    expect(hits(output)).toEqual([1, 1, 2]);
    expect(output).toContain('<subfield code="a">Kraken :</subfield>');
    expect(output).toContain('Gaiman, Neil: 2 Gaiman, Neil');
    const huge = await fetch(`${origin}/sru`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${'a'.repeat(17 * 1024)}`,
    });
    expect(huge.status).toBe(413);
    // The server goes on answering.
    const after = await fetch(`${origin}/sru`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: 'dc.title=kraken', maximumRecords: '0' }),
    });
    expect(after.status).toBe(200);
    expect(await after.text()).toMatch(/:numberOfRecords>1<\//);
  }, 60_000);

  it('finds the same records through Z39.50 with the Simple2ZOOM gateway in front of SRU', async () => {
    const config = fs
      .readFileSync(new URL('./simple2zoom.xml', import.meta.url), 'utf8')
      .replace('http://127.0.0.1:8080/sru', `${origin}/sru`);
    const configFile = path.join(work, 'simple2zoom.xml');
    fs.writeFileSync(configFile, config);
    const port = await freePort();
    const gateway = spawn('simple2zoom', ['-c', configFile, '--', `tcp:127.0.0.1:${port}`], { stdio: 'ignore' });
    try {
      await waitFor(
        'the Z39.50 gateway',
        async () =>
          (await run('yaz-client', [`tcp:127.0.0.1:${port}/estante`, '-f', '/dev/null'], 5_000)).includes(
            'Connection accepted',
          )
            ? true
            : undefined,
        20_000,
      );
      const output = await yazClient([
        `open tcp:127.0.0.1:${port}/estante`,
        'find @attr 1=4 kraken',
        'format usmarc',
        'show 1',
        'find @attr 1=1003 gaiman',
        'find @attr 1=21 "giant squids"',
        'find @attr 1=7 9780345497499',
      ]);
      expect(output).toContain('Simple2ZOOM');
      expect(hits(output)).toEqual([1, 2, 1, 1]);
      // The gateway turns the MARCXML SRU answered back into a MARC record for the Z39.50 client.
      expect(output).toContain('245 10 $a Kraken : $b an anatomy / $c China Miéville.');
    } finally {
      gateway.kill('SIGTERM');
    }
  }, 60_000);
});
