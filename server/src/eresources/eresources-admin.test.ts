import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerKeys } from '../auth/index.ts';
import { seedDemoEresources } from '../demo/seed-eresources.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { EresourceUsageError, runEresourceCommand } from './eresources-admin.ts';

describe('the eresource admin command and the demo providers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const run = (...argv: string[]) =>
    runEresourceCommand(
      testApp.database.db,
      ['eresource', ...argv],
      () => new Date(),
      () => openServerKeys(testApp.database.db, { dataDir: testApp.database.dataDir }, () => new Date()),
    );

  it('adds, changes, lists and removes a provider; refuses what the API refuses', async () => {
    expect(await run('list')).toBe('no e-resource provider configured\n');
    expect(
      await run(
        'set',
        'Gale',
        'label=Gale',
        'connector=signed-url',
        'url=https://gale.example/entry',
        'hosts=*.gale.example',
        'secret=s3cret-hmac',
        'userParam=u',
        'ttlSeconds=120',
      ),
    ).toBe('gale: signed-url added\n');
    expect(await run('set', 'gale', 'active=false')).toBe('gale: signed-url changed\n');
    expect(await run('list')).toBe(
      'gale\tsigned-url\tinactive\thttps://gale.example/entry\t*.gale.example\tsecret set\n',
    );
    const stored = await testApp.database.db
      .selectFrom('eresource_providers')
      .select('settings_json')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.settings_json)).toEqual({ userParam: 'u', ttlSeconds: 120 });
    await expect(run('set', 'ezproxy', 'connector=ezproxy', 'url=https://ez.example/login')).rejects.toThrow(
      'connector ezproxy signs with a shared secret: give one',
    );
    await expect(run('set', 'x', 'connector=ftp', 'url=https://x.example')).rejects.toThrow(/connector "ftp"/);
    await expect(run('set', 'bad name!', 'connector=ezproxy')).rejects.toThrow(/letters, digits/);
    await expect(run('frobnicate')).rejects.toBeInstanceOf(EresourceUsageError);
    expect(await run('remove', 'gale')).toBe('gale: removed\n');
    await expect(run('remove', 'gale')).rejects.toThrow('no provider gale');
  });

  it('the demo configures six connector types, restricted e-books, and clicks the staff CSV counts', async () => {
    await seedDemoEresources(testApp.app.context);
    const providers = await testApp.database.db
      .selectFrom('eresource_providers')
      .select(['name', 'connector'])
      .orderBy('name')
      .execute();
    expect(providers.map((row) => `${row.name}:${row.connector}`)).toEqual([
      'ezproxy:ezproxy',
      'minhabiblioteca:grupoa',
      'pearson:pearson',
      'proquest:signed-url',
      'repositorio:deposit',
      'target:target',
    ]);
    const book = await testApp.database.db
      .selectFrom('records')
      .select('id')
      .where('control_number', '=', 'demo-er-0001')
      .executeTakeFirstOrThrow();
    const links = await testApp.app.inject({ url: `/api/vinculos/acesso-restrito/${book.id}` });
    expect(links.json()).toEqual([
      {
        seq_paragrafo: 1,
        url: 'https://plataforma.bvirtual.com.br/Acervo/Publicacao/176432',
        descricao: 'Acesso restrito aos usuários da instituição',
        restrito: true,
        recurso: 'Biblioteca Virtual Pearson',
      },
    ]);
    const reports = await staffSession(testApp, 'demo-reports', ['reports']);
    const now = new Date();
    const month = (back: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    const csv = await testApp.app.inject({
      url: `/api/equipe/recursos-eletronicos/estatisticas?inicio=${month(11)}&fim=${month(0)}&agrupamento=recurso&formato=csv`,
      headers: { authorization: `Bearer ${reports.token}` },
    });
    const platforms = csv.body
      .split('\r\n')
      .slice(15)
      .filter(Boolean)
      .map((line) => line.split(',')[0]);
    expect(platforms.sort()).toEqual(['Biblioteca Virtual Pearson', 'Minha Biblioteca', 'ProQuest Ebook Central']);
  });
});
