// The OAI-PMH provider (issue 24; docs/oai-pmh.md): every verb and every error code, selective harvesting, deleted
// records, and resumption tokens across a restart and a change of the catalogue during a harvest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { cataloguerSession } from '../catalogue/catalogue-work-fixtures.testing.ts';
import { caller, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { loadConfig } from '../config.ts';
import { importBooks } from '../network/network-fixtures.testing.ts';
import { readOaiResponse } from '../network/oai-response-reader.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { OAI_PAGE_SIZE } from './oai-provider.ts';

let testApp: TestApp;
let emptyApp: TestApp;
let ids: Record<string, number>;
let cataloguer: Session;

async function oai(query: string, app = testApp): Promise<string> {
  const response = await app.app.inject({ url: `/oai?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
  return response.body;
}

/** Every item of a list, following its resumption tokens. */
async function harvestAll(query: string) {
  const items: ReturnType<typeof readOaiResponse>['records'] = [];
  let page = readOaiResponse(await oai(query));
  items.push(...page.records);
  while (page.resumptionToken) {
    const verb = /verb=(\w+)/.exec(query)![1];
    page = readOaiResponse(await oai(`verb=${verb}&resumptionToken=${encodeURIComponent(page.resumptionToken)}`));
    expect(page.errors).toEqual([]);
    items.push(...page.records);
  }
  return items;
}

function errorCodes(xml: string): string[] {
  return readOaiResponse(xml).errors.map((error) => error.code);
}

const id = (key: string) => `oai:estante.local:${ids[key]}`;

async function setStamp(key: string, stamp: string) {
  await testApp.database.db.updateTable('records').set({ updated_at: stamp }).where('id', '=', ids[key]!).execute();
}

beforeAll(async () => {
  testApp = await createTestApp();
  emptyApp = await createTestApp();
  ids = await importBooks(testApp, [
    {
      key: 'oai-1',
      title: 'Vidas secas',
      author: 'Ramos, Graciliano',
      year: 1938,
      isbn: '9788501000019',
      libraries: ['BC'],
    },
    { key: 'oai-2', title: 'Iracema', author: 'Alencar, José de', year: 1865, libraries: ['BC', 'BS'] },
    { key: 'oai-3', title: 'Dom Casmurro', author: 'Machado de Assis', year: 1899, libraries: ['BS'] },
  ]);
  await setStamp('oai-1', '2026-01-10T10:00:00.000Z');
  await setStamp('oai-2', '2026-02-10T10:00:00.000Z');
  await setStamp('oai-3', '2026-03-10T10:00:30.500Z');
  cataloguer = await cataloguerSession(testApp);
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await emptyApp?.close();
});

describe('Identify and ListMetadataFormats', () => {
  it('describes the repository: name, base URL, earliest datestamp, persistent deletions, seconds', async () => {
    const xml = await oai('verb=Identify');
    expect(xml).toContain('<request verb="Identify">http://localhost:8080/oai</request>');
    expect(xml).toContain('<baseURL>http://localhost:8080/oai</baseURL>');
    expect(xml).toContain('<protocolVersion>2.0</protocolVersion>');
    expect(xml).toContain('<earliestDatestamp>2026-01-10T10:00:00Z</earliestDatestamp>');
    expect(xml).toContain('<deletedRecord>persistent</deletedRecord>');
    expect(xml).toContain('<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>');
    expect(xml).toContain('<repositoryIdentifier>estante.local</repositoryIdentifier>');
    expect(xml).toContain('<adminEmail>estante@localhost</adminEmail>');
  });

  it('answers POST with a form body as GET', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/oai',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'verb=Identify',
    });
    expect(response.body).toContain('<protocolVersion>2.0</protocolVersion>');
  });

  it('lists oai_dc and marc21, for the repository and for one record; an unknown record is idDoesNotExist', async () => {
    for (const xml of [
      await oai('verb=ListMetadataFormats'),
      await oai(`verb=ListMetadataFormats&identifier=${id('oai-1')}`),
    ]) {
      expect(readOaiResponse(xml).errors).toEqual([]);
      expect(xml).toContain('<metadataPrefix>oai_dc</metadataPrefix>');
      expect(xml).toContain('<metadataPrefix>marc21</metadataPrefix>');
      expect(xml).toContain('<metadataNamespace>http://www.loc.gov/MARC21/slim</metadataNamespace>');
    }
    expect(errorCodes(await oai('verb=ListMetadataFormats&identifier=oai:estante.local:999999'))).toEqual([
      'idDoesNotExist',
    ]);
    expect(errorCodes(await oai('verb=ListMetadataFormats&identifier=oai:elsewhere.org:1'))).toEqual([
      'idDoesNotExist',
    ]);
  });
});

describe('ListSets', () => {
  it('lists a set per holding library and per work type under their parents', async () => {
    const xml = await oai('verb=ListSets');
    const specs = [...xml.matchAll(/<setSpec>([^<]+)<\/setSpec>/g)].map((match) => match[1]);
    expect(specs).toEqual(['biblioteca', 'biblioteca:BC', 'biblioteca:BS', 'tipo', 'tipo:1']);
    expect(xml).toContain('<setName>Livro</setName>');
  });

  it('answers noSetHierarchy for a repository without records, and badResumptionToken for a token', async () => {
    expect(errorCodes(await oai('verb=ListSets', emptyApp))).toEqual(['noSetHierarchy']);
    expect(errorCodes(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=tipo:1', emptyApp))).toEqual([
      'noSetHierarchy',
    ]);
    expect(errorCodes(await oai('verb=ListSets&resumptionToken=abc'))).toEqual(['badResumptionToken']);
  });
});

describe('GetRecord', () => {
  it('disseminates MARCXML and Dublin Core, with the sets in the header', async () => {
    const marc = await oai(`verb=GetRecord&identifier=${id('oai-2')}&metadataPrefix=marc21`);
    expect(marc).toContain(`<identifier>${id('oai-2')}</identifier>`);
    expect(marc).toContain('<datestamp>2026-02-10T10:00:00Z</datestamp>');
    expect(marc).toContain(
      '<setSpec>biblioteca:BC</setSpec><setSpec>biblioteca:BS</setSpec><setSpec>tipo</setSpec><setSpec>tipo:1</setSpec>',
    );
    expect(marc).toContain('<record xmlns="http://www.loc.gov/MARC21/slim">');
    expect(readOaiResponse(marc).records[0]!.marc!.fields.find((field) => field.tag === '001')).toEqual({
      tag: '001',
      value: 'oai-2',
    });
    const dc = await oai(`verb=GetRecord&identifier=${id('oai-1')}&metadataPrefix=oai_dc`);
    expect(dc).toContain('<dc:title>Vidas secas</dc:title>');
    expect(dc).toContain('<dc:creator>Ramos, Graciliano</dc:creator>');
    expect(dc).toContain('<dc:identifier>ISBN 978-85-01-00001-9</dc:identifier>');
  });

  it('answers cannotDisseminateFormat, idDoesNotExist and badArgument', async () => {
    expect(errorCodes(await oai(`verb=GetRecord&identifier=${id('oai-1')}&metadataPrefix=mods`))).toEqual([
      'cannotDisseminateFormat',
    ]);
    expect(errorCodes(await oai('verb=GetRecord&identifier=oai:estante.local:0&metadataPrefix=marc21'))).toEqual([
      'idDoesNotExist',
    ]);
    const missing = await oai(`verb=GetRecord&identifier=${id('oai-1')}`);
    expect(errorCodes(missing)).toEqual(['badArgument']);
    // After badArgument the request element carries no attributes (§3.6).
    expect(missing).toContain('<request>http://localhost:8080/oai</request>');
  });
});

describe('ListIdentifiers and ListRecords: selective harvesting and errors', () => {
  const identifiersOf = (xml: string) => [...xml.matchAll(/<identifier>([^<]+)<\/identifier>/g)].map((m) => m[1]);

  it('selects by from and until (inclusive, days or seconds) and by set, in datestamp order', async () => {
    expect(identifiersOf(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc'))).toEqual([
      id('oai-1'),
      id('oai-2'),
      id('oai-3'),
    ]);
    expect(
      identifiersOf(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-02-10&until=2026-03-10')),
    ).toEqual([id('oai-2'), id('oai-3')]);
    // Seconds: 10:00:30.500 is within the second 10:00:30.
    expect(
      identifiersOf(
        await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-03-10T10:00:30Z&until=2026-03-10T10:00:30Z'),
      ),
    ).toEqual([id('oai-3')]);
    expect(identifiersOf(await oai('verb=ListIdentifiers&metadataPrefix=marc21&set=biblioteca:BS'))).toEqual([
      id('oai-2'),
      id('oai-3'),
    ]);
    const records = readOaiResponse(
      await oai('verb=ListRecords&metadataPrefix=marc21&set=biblioteca:BC&until=2026-01-31'),
    );
    expect(records.records.map((record) => record.identifier)).toEqual([id('oai-1')]);
    expect(records.records[0]!.marc!.fields.some((field) => field.tag === '245')).toBe(true);
  });

  it('answers noRecordsMatch, badArgument, badResumptionToken, cannotDisseminateFormat and badVerb', async () => {
    expect(errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc&from=2030-01-01'))).toEqual(['noRecordsMatch']);
    expect(errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc&set=biblioteca:XX'))).toEqual([
      'noRecordsMatch',
    ]);
    expect(errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc&set=nada'))).toEqual(['noRecordsMatch']);
    expect(
      errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-02-01T00:00:00Z')),
    ).toEqual(['badArgument']);
    expect(errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-30'))).toEqual(['badArgument']);
    expect(errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc&from=2026-03-01&until=2026-02-01'))).toEqual([
      'badArgument',
    ]);
    expect(errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=marc21'))).toEqual([
      'badArgument',
    ]);
    expect(errorCodes(await oai('verb=ListRecords'))).toEqual(['badArgument']);
    expect(errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc&identifier=x'))).toEqual(['badArgument']);
    expect(errorCodes(await oai('verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc'))).toEqual([
      'badArgument',
    ]);
    expect(errorCodes(await oai('verb=ListRecords&resumptionToken=abc'))).toEqual(['badResumptionToken']);
    expect(errorCodes(await oai('verb=ListIdentifiers&resumptionToken=WzEsInIiXQ'))).toEqual(['badResumptionToken']);
    expect(errorCodes(await oai('verb=ListRecords&metadataPrefix=mods'))).toEqual(['cannotDisseminateFormat']);
    expect(errorCodes(await oai('verb=Harvest'))).toEqual(['badVerb']);
    expect(errorCodes(await oai(''))).toEqual(['badVerb']);
    expect(errorCodes(await oai('verb=Identify&verb=Identify'))).toEqual(['badVerb']);
    expect(errorCodes(await oai('verb=Identify&extra=1'))).toEqual(['badArgument']);
  });
});

describe('resumption tokens and deleted records', () => {
  it('harvests page by page across a restart and a change of the catalogue, never an item twice', async () => {
    const many = Array.from({ length: OAI_PAGE_SIZE + 30 }, (_, index) => ({
      key: `lote-${index}`,
      title: `Volume ${index} da coleção`,
      author: 'Autor, Exemplo',
      year: 2000 + (index % 20),
    }));
    const manyIds = await importBooks(testApp, many);
    const before = await testApp.database.db
      .selectFrom('records')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('suppressed', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBe(3 + OAI_PAGE_SIZE + 30);

    const first = readOaiResponse(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc'));
    expect(first.records).toHaveLength(OAI_PAGE_SIZE);
    expect(first.resumptionToken).toBeTruthy();
    const firstXml = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    expect(firstXml).toMatch(/<resumptionToken completeListSize="133" cursor="0">/);
    const seen = new Set(first.records.map((record) => record.identifier));
    const lastSent = first.records.at(-1)!.identifier;

    // The catalogue changes during the harvest: a record already sent and one not yet sent are edited (imported
    // again), one not yet sent is deleted, and a new one arrives.
    const notYetSent = `lote-${OAI_PAGE_SIZE + 20}`;
    const deletedKey = `lote-${OAI_PAGE_SIZE + 25}`;
    await importBooks(testApp, [
      { key: 'lote-0', title: 'Volume 0 revisto', author: 'Autor, Exemplo', year: 2000 },
      { key: notYetSent, title: 'Volume revisto', author: 'Autor, Exemplo', year: 2001 },
      { key: 'novo-1', title: 'Título novo', author: 'Autor, Novo', year: 2026 },
    ]);
    const deleted = await caller(testApp, cataloguer)('DELETE', `/api/equipe/registros/${manyIds[deletedKey]}`);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // Another server (the first one restarted) resumes with the token: nothing of the harvest lived in memory.
    const restarted = await buildApp(
      loadConfig({
        DATA_DIR: testApp.database.dataDir,
        DEMO_DATA: 'off',
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'silent',
        RATE_LIMIT: 'off',
      }),
      { database: testApp.database, logger: false },
    );
    let token = first.resumptionToken;
    let pages = 1;
    try {
      while (token) {
        const response = await restarted.inject({
          url: `/oai?verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`,
        });
        const page = readOaiResponse(response.body);
        expect(page.errors).toEqual([]);
        for (const record of page.records) {
          expect(seen.has(record.identifier), record.identifier).toBe(false);
          seen.add(record.identifier);
        }
        token = page.resumptionToken;
        pages += 1;
      }
    } finally {
      await restarted.close();
    }
    expect(pages).toBe(2);
    // Everything as of the first request, but the two changed after it (past the fixed until: the next harvest's).
    expect(seen.size).toBe(3 + OAI_PAGE_SIZE + 30 - 2);
    expect(seen.has(lastSent)).toBe(true);
    expect(seen.has(id('oai-1'))).toBe(true);
    expect(seen.has(`oai:estante.local:${manyIds[notYetSent]}`)).toBe(false);
    expect(seen.has(`oai:estante.local:${manyIds[deletedKey]}`)).toBe(false);

    // The next incremental harvest, from the first response's date, brings the changes and the deletion.
    const since = first.responseDate!;
    const next = await harvestAll(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${since}`);
    const changes = new Map(next.map((record) => [record.identifier, record.deleted]));
    expect(changes.get(`oai:estante.local:${manyIds['lote-0']}`)).toBe(false);
    expect(changes.get(`oai:estante.local:${manyIds[notYetSent]}`)).toBe(false);
    expect(changes.get(`oai:estante.local:${manyIds[deletedKey]}`)).toBe(true);
    expect([...changes.keys()].some((identifier) => !seen.has(identifier) && changes.get(identifier) === false)).toBe(
      true,
    );
  }, 60_000);

  it('reports a deleted record by its header in GetRecord and in lists', async () => {
    const gone = await importBooks(testApp, [
      { key: 'apagar-1', title: 'Registro a apagar', author: 'X, Y', year: 2020 },
    ]);
    const deleted = await caller(testApp, cataloguer)('DELETE', `/api/equipe/registros/${gone['apagar-1']}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const identifier = `oai:estante.local:${gone['apagar-1']}`;
    const xml = await oai(`verb=GetRecord&identifier=${identifier}&metadataPrefix=marc21`);
    expect(xml).toContain('<header status="deleted">');
    expect(xml).not.toContain('<metadata>');
    const reported = (await harvestAll('verb=ListRecords&metadataPrefix=oai_dc&from=2026-11-01')).find(
      (record) => record.identifier === identifier,
    );
    expect(reported?.deleted).toBe(true);
    expect(reported?.marc).toBeUndefined();
  });
});
