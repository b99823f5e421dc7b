import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createPatron, updateAuthSettings } from './auth-fixtures.testing.ts';
import { createAuthServices } from './auth-services.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-token.ts';

/** OIDC and SAML calls without a provider (the flows with real providers are in e2e/auth-oidc and auth-saml). */
describe('institutional sign-in calls', () => {
  let testApp: TestApp;
  let inject: TestApp['app']['inject'];

  beforeAll(async () => {
    testApp = await createTestApp();
    inject = testApp.app.inject.bind(testApp.app);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('says OIDC and SAML are off until the institution configures them', async () => {
    expect((await inject('/api/saml')).json()).toEqual({ enabled: false });
    const saml = await inject('/api/saml/login?redirect=/meupergamum');
    expect(saml.statusCode).toBe(422);
    expect(saml.json().error.code).toBe('SamlNaoConfigurado');
    const oidc = await inject('/api/oidc/authorize?login=ana@ufex.br');
    expect(oidc.statusCode).toBe(422);
    expect(oidc.json().error.code).toBe('OidcNaoConfigurado');
  });

  it('builds the SAML link with a deflated AuthnRequest and a sealed RelayState', async () => {
    await updateAuthSettings(testApp.database.db, {
      saml: { entryPoint: 'https://idp.example.edu/sso', idpCert: 'MIIBfake' },
    });
    expect((await inject('/api/saml')).json()).toEqual({ enabled: true });
    const link = new URL((await inject('/api/saml/login?redirect=/cesta')).json().link);
    expect(link.origin + link.pathname).toBe('https://idp.example.edu/sso');
    expect(link.searchParams.get('SAMLRequest')).toBeTruthy();
    // The return path is not readable in the link: it is encrypted (compact JWE, five parts).
    expect(link.searchParams.get('RelayState')?.split('.')).toHaveLength(5);
    expect(link.searchParams.get('RelayState')).not.toContain('cesta');
  });

  it('exchanges a one-time token once, only for its own purpose', async () => {
    const patron = await createPatron(testApp.database.db, { logins: ['2024001'] });
    // The same services the app builds, on the same database: same signing key.
    const auth = await createAuthServices(testApp.app.context, { log: testApp.app.log });
    const ticket = await issueOneTimeToken(auth, { personId: patron.personId }, 'oidc', '/');
    const exchange = (url: string, payload: Record<string, string>) => inject({ method: 'POST', url, payload });

    expect((await exchange('/api/saml/validar', { saml: ticket })).statusCode).toBe(401);
    const first = await exchange('/api/oidc/validar', { nonce: ticket });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const user = await inject({
      url: '/api/pessoas',
      headers: { authorization: `Bearer ${first.json().access_token}` },
    });
    expect(user.json().user.cod_pessoa).toBe(patron.personId);
    expect((await exchange('/api/oidc/validar', { nonce: ticket })).statusCode).toBe(401);
    expect((await exchange('/api/oidc/validar', { nonce: 'not-a-token' })).statusCode).toBe(401);
  });

  it("dates and expires a one-time token on the app's clock, not the system's", async () => {
    const patron = await createPatron(testApp.database.db, { logins: ['2024002'] });
    const context = testApp.app.context;
    const realNow = context.now;
    // Two years back: a token dated by the system clock would be from the future, or long expired.
    let nowMs = Date.parse('2024-03-01T12:00:00.000Z');
    context.now = () => new Date(nowMs);
    try {
      const auth = await createAuthServices(context, { log: testApp.app.log });
      const early = await issueOneTimeToken(auth, { personId: patron.personId }, 'test-clock', null);
      const late = await issueOneTimeToken(auth, { personId: patron.personId }, 'test-clock', null);
      const claims = JSON.parse(Buffer.from(early.split('.')[1]!, 'base64url').toString('utf8'));
      expect(claims.iat).toBe(1_709_294_400);
      expect(claims.exp).toBe(1_709_294_520);
      nowMs += 119_000;
      expect(await consumeOneTimeToken(auth, early, 'test-clock')).toEqual({ personId: patron.personId });
      // 2 min 1 s after issue by the app's clock: expired (lifetime 120 s), although the system clock says nothing.
      nowMs += 2_000;
      expect(await consumeOneTimeToken(auth, late, 'test-clock')).toBeUndefined();
    } finally {
      context.now = realNow;
    }
  });
});
