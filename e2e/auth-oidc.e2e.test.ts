import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import Provider from 'oidc-provider';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, updateAuthSettings } from '../server/src/auth/auth-fixtures.testing.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Sign-in through a real OpenID Connect provider (oidc-provider) on loopback: the browser goes to the
 * provider's own login and consent pages and comes back signed in to Estante.
 */
describe('institutional sign-in with OpenID Connect', () => {
  let testApp: TestApp;
  let estanteUrl: string;
  let idp: http.Server;
  let idpUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    estanteUrl = `http://127.0.0.1:${port}`;
    testApp = await createWebTestApp({ PUBLIC_URL: estanteUrl });

    idp = http.createServer();
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
    idpUrl = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
    const provider = new Provider(idpUrl, {
      clients: [
        {
          client_id: 'estante',
          client_secret: 'estante-oidc-secret',
          redirect_uris: [`${estanteUrl}/api/oidc/retorno`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      // The provider's directory: the login typed on its page is the account and its e-mail.
      findAccount: async (_context, id) => ({
        accountId: id,
        claims: async () => ({ sub: id, email: id, email_verified: true }),
      }),
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      conformIdTokenClaims: false,
      cookies: { keys: ['estante-e2e-cookie-key'] },
      features: { devInteractions: { enabled: true } },
    });
    idp.on('request', provider.callback());

    const { db } = testApp.database;
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ uses_oidc: 1, login_denomination: 'Matrícula ou e-mail institucional' })
      .where('id', '=', institution.id)
      .execute();
    await updateAuthSettings(db, {
      oidc: { issuer: idpUrl, clientId: 'estante', clientSecret: 'estante-oidc-secret' },
    });
    await createPatron(db, {
      logins: ['2024001'],
      name: 'Ana Beatriz Souza',
      email: 'ana.souza@ufex.exemplo.edu.br',
    });
    await createPatron(db, {
      logins: ['2024009'],
      name: 'Bruno Lima',
      email: 'bruno.lima@ufex.exemplo.edu.br',
      blocked: true,
    });
    await db
      .updateTable('people')
      .set({ block_reason: 'Devolva o livro atrasado.' })
      .where('email', '=', 'bruno.lima@ufex.exemplo.edu.br')
      .execute();
    await testApp.app.listen({ port, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await new Promise<void>((resolve) => (idp ? idp.close(() => resolve()) : resolve()));
  });

  async function signInAtProvider(page: Page, email: string) {
    await page.waitForURL(new RegExp(`^${idpUrl}/interaction/`));
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('sends an address with "@" to the provider and comes back signed in, at the redirect target', async () => {
    const page = await browser.newPage({ locale: 'pt-BR' });
    await page.goto(`${estanteUrl}/login?redirect=%2Fmeupergamum`);
    await page.getByLabel('Matrícula ou e-mail institucional').fill('ana.souza@ufex.exemplo.edu.br');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await signInAtProvider(page, 'ana.souza@ufex.exemplo.edu.br');
    await page.waitForURL(`${estanteUrl}/meupergamum`);
    await page.getByText('Olá, Ana').waitFor();
    // The one-time token left the address bar at once.
    expect(page.url()).not.toContain('nonce');
    await page.close();
  });

  it('shows "user not found" for a provider account that is no patron', async () => {
    const page = await browser.newPage({ locale: 'pt-BR' });
    await page.goto(`${estanteUrl}/login`);
    await page.getByLabel('Matrícula ou e-mail institucional').fill('visitante@ufex.exemplo.edu.br');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await signInAtProvider(page, 'visitante@ufex.exemplo.edu.br');
    await page.waitForURL(new RegExp(`^${estanteUrl}/oauth-response`));
    await page.getByRole('alert').filter({ hasText: 'Usuário não encontrado' }).waitFor();
    await page.getByRole('link', { name: 'Voltar ao login' }).waitFor();
    await page.close();
  });

  it("tells a patron the library blocked the staff's reason after the provider's sign-in", async () => {
    const page = await browser.newPage({ locale: 'en-GB' });
    await page.goto(`${estanteUrl}/login`);
    await page.getByLabel('Matrícula ou e-mail institucional').fill('bruno.lima@ufex.exemplo.edu.br');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInAtProvider(page, 'bruno.lima@ufex.exemplo.edu.br');
    await page.waitForURL(new RegExp(`^${estanteUrl}/oauth-response`));
    await page
      .getByRole('alert')
      .filter({ hasText: 'Access blocked by the library. Devolva o livro atrasado.' })
      .waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).waitFor();
    await page.close();
  });

  it('refuses a forged or replayed one-time token and a callback without a valid state', async () => {
    const forged = await fetch(`${estanteUrl}/api/oidc/validar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nonce: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' }),
    });
    expect(forged.status).toBe(401);
    const callback = await fetch(`${estanteUrl}/api/oidc/retorno?code=abc&state=not-ours`, { redirect: 'manual' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/oauth-response#erro=ErroValidacaoToken');
  });
});
