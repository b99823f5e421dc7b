// An independent OAI-PMH harvester (the `oai-pmh` package from npm, not ours) harvests the whole demo catalogue over
// HTTP, following the provider's resumption tokens, and gets exactly the catalogue's records (issue 24).
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoLibrary } from '../demo/seed-demo.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { OAI_PAGE_SIZE } from './oai-provider.ts';

interface OaiPmhClient {
  identify(): Promise<{ repositoryName: string; deletedRecord: string }>;
  listRecords(options: {
    metadataPrefix: string;
  }): AsyncIterable<{ header: { identifier: string }; metadata?: unknown }>;
  listIdentifiers(options: { metadataPrefix: string }): AsyncIterable<{ identifier: string }>;
}
// The package is CommonJS loaded through `esm`; it has no type declarations.
const { OaiPmh } = createRequire(import.meta.url)('oai-pmh') as {
  OaiPmh: new (baseUrl: string, options?: object) => OaiPmhClient;
};

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await createTestApp();
  expect((await seedDemoLibrary(testApp.app.context))?.created).toBe(true);
  baseUrl = `${await testApp.app.listen({ port: 0, host: '127.0.0.1' })}/oai`;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

it('harvests every record of the demo catalogue with resumption tokens', async () => {
  const { db } = testApp.database;
  const live = Number(
    (
      await db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('suppressed', '=', 0)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const withdrawn = Number(
    (
      await db
        .selectFrom('record_tombstones')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  // Several pages, so the harvest depends on the tokens.
  expect(live).toBeGreaterThan(2 * OAI_PAGE_SIZE);

  const client = new OaiPmh(baseUrl, { retry: false });
  expect(await client.identify()).toMatchObject({ deletedRecord: 'persistent' });

  const identifiers = new Set<string>();
  let withMetadata = 0;
  for await (const record of client.listRecords({ metadataPrefix: 'marc21' })) {
    identifiers.add(record.header.identifier);
    if (record.metadata) withMetadata += 1;
  }
  expect(identifiers.size).toBe(live + withdrawn);
  expect(withMetadata).toBe(live);

  let headers = 0;
  for await (const header of client.listIdentifiers({ metadataPrefix: 'oai_dc' })) {
    expect(identifiers.has(header.identifier)).toBe(true);
    headers += 1;
  }
  expect(headers).toBe(live + withdrawn);
}, 120_000);
