import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-commands.ts';
import { ensureInstitution } from '../site-parameters/institution.repository.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { updateAuthSettings } from './auth-fixtures.testing.ts';
import { createAuthServices } from './auth-services.ts';

const ISSUER = 'https://idp.exemplo.edu.br';

/**
 * Finding 3 of issue 27, the OpenID Connect client secret: it was kept in clear in `institutions.settings_json`.
 * It now lives sealed in `server_keys` like the other secrets (docs/security.md), whichever way it was written.
 */
describe('the OpenID Connect client secret is kept sealed, not in the settings', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const storedSettings = async () => JSON.parse((await ensureInstitution(testApp.database.db)).settings_json);
  const sealedRow = async () =>
    (
      await testApp.database.db
        .selectFrom('server_keys')
        .select('value_json')
        .where('name', '=', 'oidc-client-secret')
        .executeTakeFirst()
    )?.value_json;
  const services = () => createAuthServices(testApp.app.context, { log: testApp.app.log });

  it('moves a secret found in clear at start into server_keys, sealed, and still signs in with it', async () => {
    await updateAuthSettings(testApp.database.db, {
      oidc: { issuer: ISSUER, clientId: 'estante', clientSecret: 'segredo-do-cliente-1' },
    });
    const auth = await services();
    expect((await storedSettings()).oidc).toEqual({ issuer: ISSUER, clientId: 'estante' });
    const row = await sealedRow();
    expect(row).toBeDefined();
    expect(row).not.toContain('segredo-do-cliente-1');
    expect((await auth.settings()).oidc).toEqual({
      issuer: ISSUER,
      clientId: 'estante',
      clientSecret: 'segredo-do-cliente-1',
    });
  });

  it('seals a secret written in clear while the server runs at its first use', async () => {
    const auth = await services();
    await updateAuthSettings(testApp.database.db, {
      oidc: { issuer: ISSUER, clientId: 'estante', clientSecret: 'segredo-do-cliente-2' },
    });
    expect((await auth.settings()).oidc?.clientSecret).toBe('segredo-do-cliente-2');
    expect((await storedSettings()).oidc).toEqual({ issuer: ISSUER, clientId: 'estante' });
    expect(await sealedRow()).not.toContain('segredo-do-cliente-2');
    expect((await auth.settings()).oidc?.clientSecret).toBe('segredo-do-cliente-2');
  });

  it('replaces the sealed secret with the admin command', async () => {
    const output = await runAdminCommand(
      testApp.database.db,
      ['keys', 'oidc-secret', 'segredo-do-cliente-3'],
      () => '',
      undefined,
      testApp.database.dataDir,
    );
    expect(output).toBe('OpenID Connect client secret sealed in server_keys\n');
    expect(await sealedRow()).not.toContain('segredo-do-cliente-3');
    expect((await (await services()).settings()).oidc?.clientSecret).toBe('segredo-do-cliente-3');
  });
});
