import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { compactDecrypt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openServerKeys } from '../auth/index.ts';
import type { Session } from '../circulation/circulation-fixtures.testing.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../database/database.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { runEresourceCommand } from './eresources-admin.ts';
import { importTitleWithLinks } from './provider-double.testing.ts';

/**
 * A provider's shared secret lets whoever holds it mint tickets to the library's licensed resources, so a copy of the
 * database (a backup, a stolen SQLite file) must not give it away: it is sealed under the key-encryption key, which
 * is never in the database (docs/e-resources.md, "Secrets").
 */
describe('e-resource provider secrets at rest', () => {
  let testApp: TestApp;
  let admin: Session;
  let reader: Session;
  let recordId: number;
  /**
   * A fixed clock for the ticket's time: the start of the minute in which the sessions were signed (on the system
   * clock, which their tokens' expiry is checked against), as in eresources.test.ts.
   */
  let now: Date;
  const two = (value: number) => String(value).padStart(2, '0');

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });
  const open = (paragraph: number) =>
    inject({
      method: 'POST',
      url: `/api/vinculos/acesso-restrito/${recordId}/s/${paragraph}`,
      headers: bearer(reader),
      payload: { browser: 'Chrome', device: 'desktop', os: 'Linux' },
    });
  const storedSecret = async (name: string) =>
    (
      await testApp.database.db
        .selectFrom('eresource_providers')
        .select('secret')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).secret as string;
  /** The ticket OCLC's rule makes with this secret for the reader at `now`: md5(secret + user + packet) + packet. */
  const ticketWith = (secret: string) => {
    const stamp = `${now.getUTCFullYear()}${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}${two(now.getUTCHours())}${two(now.getUTCMinutes())}00`;
    const packet = `$c${stamp}$e`;
    return `${crypto.createHash('md5').update(`${secret}2026101${packet}`).digest('hex')}${packet}`;
  };
  /** Opens a sealed value the way someone holding the KEK would: jose and the key file, not the server's code. */
  const openWithKek = async (stored: string) => {
    const key = Buffer.from(
      fs.readFileSync(path.join(testApp.database.dataDir, 'key-encryption.key'), 'utf8'),
      'base64',
    );
    const { plaintext } = await compactDecrypt((JSON.parse(stored) as { jwe: string }).jwe, new Uint8Array(key));
    return JSON.parse(new TextDecoder().decode(plaintext)) as string;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await staffSession(testApp, 'admin-segredos', ['siteAdmin']);
    reader = await staffSession(testApp, '2026101', [], { name: 'Beatriz Leitora' });
    recordId = await importTitleWithLinks(testApp, 'er-sec-1', 'Estatística aplicada', [
      { url: 'https://periodicos.ezproxied.example/artigo/11' },
      { url: 'https://plataforma.signed.example/livro/12' },
    ]);
    for (const [name, payload] of [
      [
        'ezproxy',
        {
          rotulo: 'EZproxy',
          conector: 'ezproxy',
          url_base: 'https://proxy.biblioteca.example/login',
          hosts: ['*.ezproxied.example'],
          segredo: 'chave-do-proxy-2026',
        },
      ],
      [
        'gale',
        {
          rotulo: 'Gale',
          conector: 'signed-url',
          url_base: 'https://plataforma.signed.example/entrada',
          hosts: ['plataforma.signed.example'],
          segredo: 'segredo-hmac-da-gale',
        },
      ],
    ] as const) {
      const answer = await inject({
        method: 'PUT',
        url: `/api/equipe/recursos-eletronicos/${name}`,
        headers: bearer(admin),
        payload,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    testApp.app.context.now = () => now;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('keeps a secret set by staff sealed in its row, bound to its provider, and signs with it', async () => {
    const stored = await storedSecret('ezproxy');
    expect(stored).not.toContain('chave-do-proxy');
    expect(decodeProtectedHeader((JSON.parse(stored) as { jwe: string }).jwe)).toMatchObject({
      alg: 'dir',
      enc: 'A256GCM',
      'estante-key': 'eresource-provider:ezproxy',
    });
    expect(await openWithKek(stored)).toBe('chave-do-proxy-2026');
    const answer = await open(1);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(new URL(answer.json().url).searchParams.get('ticket')).toBe(ticketWith('chave-do-proxy-2026'));
  });

  it('seals at start a secret left in clear; a sealed secret moved onto another provider does not open', async () => {
    await testApp.database.db
      .updateTable('eresource_providers')
      .set({ secret: 'chave-antiga-em-claro' })
      .where('name', '=', 'ezproxy')
      .execute();
    // Another server starting on the same database (as after an upgrade) seals it.
    const { database: test } = testApp;
    const database = openDatabase({ dataDir: test.dataDir, databaseUrl: test.databaseUrl, schema: test.schema });
    const second = await buildApp(
      loadConfig({
        DATA_DIR: test.dataDir,
        DEMO_DATA: 'off',
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'silent',
        ...(test.databaseUrl ? { DATABASE_URL: test.databaseUrl, DATABASE_SCHEMA: test.schema! } : {}),
      }),
      { database, logger: false },
    );
    await second.close();
    const sealed = await storedSecret('ezproxy');
    expect(sealed).not.toContain('chave-antiga');
    expect(await openWithKek(sealed)).toBe('chave-antiga-em-claro');
    expect(new URL((await open(1)).json().url).searchParams.get('ticket')).toBe(ticketWith('chave-antiga-em-claro'));

    // Gale's row given EZproxy's sealed secret: the name in the sealed header is not Gale's, so it does not open.
    await testApp.database.db
      .updateTable('eresource_providers')
      .set({ secret: sealed })
      .where('name', '=', 'gale')
      .execute();
    const refused = await open(2);
    expect(refused.statusCode).toBe(500);
    expect(refused.body).not.toContain('chave');
    expect((await open(1)).statusCode).toBe(200);
  });

  it('seals the secret the admin command is given', async () => {
    const keys = () => openServerKeys(testApp.database.db, { dataDir: testApp.database.dataDir }, () => now);
    expect(
      await runEresourceCommand(
        testApp.database.db,
        ['eresource', 'set', 'gale', 'secret=outro-segredo-hmac'],
        () => now,
        keys,
      ),
    ).toBe('gale: signed-url changed\n');
    const stored = await storedSecret('gale');
    expect(stored).not.toContain('outro-segredo');
    expect(await openWithKek(stored)).toBe('outro-segredo-hmac');
    expect((await open(2)).statusCode).toBe(200);
  });
});
