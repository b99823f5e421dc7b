import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, TEST_PASSWORD, updateAuthSettings } from '../server/src/auth/auth-fixtures.testing.ts';
import { codeFromMail, startTestSmtpServer, type TestSmtpServer } from '../server/src/mail/test-smtp-server.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';
import { newestSignInLogin as newestSignInLoginIn } from './support/sign-in.ts';

const DENOMINATION = 'Matrícula';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

/**
 * The start of every access token (base64url of `{"alg":"EdDSA"`): the stored session must never hold one in
 * clear text. Long enough that encrypted base64 cannot contain it by chance.
 */
const PLAIN_JWT = /eyJhbGciOiJFZERTQS/;

describe('sign-in in the browser', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let ana: { personId: number };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createWebTestApp({ SMTP_URL: smtp.url });
    const { db } = testApp.database;
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: DENOMINATION, login_message: 'Use a senha da biblioteca.' })
      .where('id', '=', institution.id)
      .execute();
    ana = await createPatron(db, { logins: ['2024001'], name: 'Ana Beatriz Souza' });
    await createPatron(db, { logins: ['2024002'], name: 'Bruno Carvalho' });
    for (const login of ['pt-2024', 'en-2024', 'es-2024'])
      await createPatron(db, { logins: [login], name: 'Clara Dias' });
    await createPatron(db, {
      logins: ['2024009'],
      name: 'Beatriz Costa Lima',
      email: 'beatriz.lima@aluno.exemplo.edu.br',
    });
    // One human with two person records sharing a tax id (two-step login), and one person with two logins.
    await createPatron(db, { logins: ['2019042'], name: 'Carlos Eduardo Lima', taxId: '12345678909', category: '01' });
    await createPatron(db, { logins: ['8800123'], name: 'Carlos Eduardo Lima', taxId: '12345678909', category: '08' });
    await createPatron(db, { logins: ['prof.helena', '1990123'], name: 'Helena Martins Ribeiro' });
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await smtp?.close();
  });

  async function fillLogin(page: Page, user: string, password: string, keepLoggedIn = false) {
    await page.getByLabel(DENOMINATION, { exact: true }).fill(user);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    if (keepLoggedIn) await page.getByLabel('Manter-me conectado neste navegador').check();
    await page.getByRole('button', { name: 'Acessar' }).click();
  }

  /** Function 8 (category 01): after a sign-in at /login with no page asking for it, "Direcionar para" follows. */
  async function continueToCatalogue(page: Page) {
    await page.getByLabel('Direcionar para').selectOption({ label: 'Catálogo online' });
    await page.getByRole('button', { name: 'Continuar' }).click();
  }

  const storage = (page: Page, area: 'localStorage' | 'sessionStorage', key: string) =>
    page.evaluate(([where, name]) => window[where as 'localStorage'].getItem(name as string), [area, key]);

  it('guards /meupergamum, signs in, greets the patron, survives a reload and logs out', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${url}/meupergamum`);
    await page.waitForURL(/\/login\?redirect=%2Fmeupergamum$/);

    // Visitors hold public credentials (spec 000 §4), stored encrypted.
    await expect.poll(() => storage(page, 'localStorage', 'estante.public')).toBeTruthy();
    expect(await storage(page, 'localStorage', 'estante.public')).not.toMatch(PLAIN_JWT);
    await page.getByText('Use a senha da biblioteca.').waitFor();

    await fillLogin(page, '2024001', TEST_PASSWORD);
    await page.waitForURL(`${url}/meupergamum`);
    await page.getByText('Olá, Ana').waitFor();
    const stored = await storage(page, 'sessionStorage', 'estante.auth');
    expect(stored).toBeTruthy();
    expect(stored).not.toMatch(PLAIN_JWT);
    expect(await storage(page, 'localStorage', 'estante.auth')).toBeNull();

    await page.reload();
    await page.getByText('Olá, Ana').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();

    await page.getByRole('link', { name: 'Sair' }).click();
    await page.waitForURL(`${url}/`);
    await page.getByRole('link', { name: 'Entrar' }).waitFor();
    expect(await storage(page, 'sessionStorage', 'estante.auth')).toBeNull();
    // Logout revoked the sign-in on the server too.
    const { db } = testApp.database;
    await expect
      .poll(async () =>
        Number(
          (
            await db
              .selectFrom('refresh_tokens')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('person_id', '=', ana.personId)
              .where('revoked_at', 'is', null)
              .where('used_at', 'is', null)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      )
      .toBe(0);
    await context.close();
  });

  it('goes to the redirect target after sign-in and refuses a redirect to another site', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${url}/login?redirect=${encodeURIComponent('//evil.example/phish')}`);
    await fillLogin(page, '2024002', TEST_PASSWORD);
    // The foreign redirect is dropped, so no page asked for this sign-in: function 8 gets "Direcionar para".
    await continueToCatalogue(page);
    await page.waitForURL(`${url}/`);
    await page.getByText('Olá, Bruno').waitFor();
    await context.close();
  });

  const newestSignInLogin = () => newestSignInLoginIn(testApp.database.db);

  it('asks which person a shared tax id means, then signs in as the chosen one', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await fillLogin(page, '123.456.789-09', TEST_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Preencha o campo “Cadastro”' }).waitFor();
    await page.getByLabel('Cadastro', { exact: true }).selectOption({ label: 'Carlos Eduardo Lima (Funcionário)' });
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}/`);
    await page.getByText('Olá, Carlos').waitFor();
    expect(await newestSignInLogin()).toBe('8800123');
    await context.close();
  });

  it('lets a person with several logins choose one after sign-in (troca-login)', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${url}/login?redirect=%2Fmeupergamum`);
    await fillLogin(page, 'prof.helena', TEST_PASSWORD);
    await page.getByRole('heading', { name: 'Escolha o cadastro' }).waitFor();
    expect(await page.getByRole('radio', { name: /prof\.helena/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /1990123/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(`${url}/meupergamum`);
    await page.getByText('Olá, Helena').waitFor();
    expect(await newestSignInLogin()).toBe('1990123');
    await context.close();
  });

  it('keeps the session across a browser restart only with "keep me logged in"', async () => {
    const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'estante-profile-'));
    const open = () =>
      chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
        locale: 'pt-BR',
      });
    let context: BrowserContext | undefined;
    try {
      context = await open();
      let page = await context.newPage();
      await page.goto(`${url}/login?redirect=%2Fmeupergamum`);
      await fillLogin(page, '2024001', TEST_PASSWORD);
      await page.waitForURL(`${url}/meupergamum`);
      await page.getByText('Olá, Ana').waitFor();
      await context.close();

      context = await open();
      page = await context.newPage();
      await page.goto(`${url}/meupergamum`);
      await page.waitForURL(/\/login\?redirect=%2Fmeupergamum$/);
      await fillLogin(page, '2024001', TEST_PASSWORD, true);
      await page.waitForURL(`${url}/meupergamum`);
      await page.getByText('Olá, Ana').waitFor();
      expect(await storage(page, 'localStorage', 'estante.auth')).not.toMatch(PLAIN_JWT);
      // Closing the page first lets Chromium commit the page's storage before the browser exits.
      await page.close();
      await context.close();

      context = await open();
      page = await context.newPage();
      await page.goto(`${url}/meupergamum`);
      await page.getByText('Olá, Ana').waitFor();
      expect(page.url()).toBe(`${url}/meupergamum`);
    } finally {
      await context?.close();
      await fs.rm(profile, { recursive: true, force: true });
    }
  });

  it('renews an expired access token with the refresh token, without the patron noticing', async () => {
    const { db } = testApp.database;
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await updateAuthSettings(db, { accessTokenSeconds: 3 });
    try {
      await fillLogin(page, '2024001', TEST_PASSWORD);
      await continueToCatalogue(page);
      await page.waitForURL(`${url}/`);
      await page.getByText('Olá, Ana').waitFor();
    } finally {
      await updateAuthSettings(db, { accessTokenSeconds: 300 });
    }
    // Past the token's `exp` (whole seconds), then a reload: the stored session is checked with GET /api/pessoas.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/pessoas')) statuses.push(response.status());
    });
    const refresh = page.waitForResponse(
      (response) =>
        response.url().endsWith('/oauth/token') && response.request().postDataJSON()?.grant_type === 'refresh_token',
    );
    await page.reload();
    expect((await refresh).status()).toBe(200);
    await expect.poll(() => statuses).toEqual([401, 200]);
    await page.getByText('Olá, Ana').waitFor();
    expect(await page.getByText('Sua sessão expirou').count()).toBe(0);
    await context.close();
  });

  for (const { locale, user, submit, message } of [
    { locale: 'pt-BR', user: 'pt-2024', submit: 'Acessar', message: 'Matrícula ou senha incorretos.' },
    { locale: 'en-US', user: 'en-2024', submit: 'Sign in', message: 'Wrong Matrícula or password.' },
    { locale: 'es-ES', user: 'es-2024', submit: 'Acceder', message: 'Matrícula o contraseña incorrectos.' },
  ]) {
    it(`shows the wrong-password message in ${locale}`, async () => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(`${url}/login`);
      await page.getByLabel(DENOMINATION, { exact: true }).fill(user);
      await page.locator('input[name="password"]').fill('not-the-password');
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: message }).count()).toBe(1);
      expect(page.url()).toBe(`${url}/login`);
      await context.close();
    });
  }

  it('asks for both fields before calling the server', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.getByRole('alert').filter({ hasText: 'o usuário e a senha são obrigatórios' }).waitFor();
    expect(await page.getByLabel(DENOMINATION, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('recovers a password with the e-mailed code (resend after a wrong one) and signs in with the new one', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Esqueci a senha' }).click();
    await page.getByRole('heading', { name: 'Recuperar a senha' }).waitFor();

    const first = smtp.messages.length;
    await page.getByLabel(DENOMINATION, { exact: true }).fill('2024009');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    const mail = await smtp.nextMessage(first, 15_000);
    expect(mail.to).toEqual(['beatriz.lima@aluno.exemplo.edu.br']);
    const code = codeFromMail(mail);

    // The input is as long as the server's code; a wrong code is refused and a resend is offered.
    const codeInput = page.getByLabel(`Código de verificação (${code.length} dígitos)`);
    await codeInput.waitFor();
    expect(await codeInput.getAttribute('maxlength')).toBe(String(code.length));
    const wrong = code
      .split('')
      .map((digit) => String((Number(digit) + 1) % 10))
      .join('');
    await codeInput.fill(wrong);
    await page.getByRole('alert').filter({ hasText: 'Código de verificação inválido.' }).waitFor();
    await page.getByRole('button', { name: 'Enviar novo código' }).click();
    const resent = codeFromMail(await smtp.nextMessage(first + 1, 15_000));
    await page.getByText('Enviamos um novo código.').waitFor();

    // Typing the whole code validates it, with no button pressed.
    await codeInput.fill(resent);
    const newPassword = page.getByLabel('Nova senha', { exact: true });
    await newPassword.waitFor();

    // The rules are checked live, with the checker the server uses.
    await newPassword.fill('beatriz');
    const rules = page.getByRole('list', { name: 'Critérios da nova senha' });
    await rules.getByText('Nenhuma palavra do seu nome (não atendido)').waitFor();
    await newPassword.fill('Estante#2026x');
    await rules.getByText('Nenhuma palavra do seu nome (atendido)').waitFor();
    await rules.getByText('Entre 8 e 64 caracteres (atendido)').waitFor();
    await page.getByLabel('Confirme a nova senha').fill('Estante#2026y');
    await page.getByText('As senhas não coincidem.').waitFor();
    await page.getByLabel('Confirme a nova senha').fill('Estante#2026x');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();

    await page.getByText('Senha alterada com sucesso. Entre com a nova senha.').waitFor();
    await fillLogin(page, '2024009', 'Estante#2026x');
    await continueToCatalogue(page);
    await page.waitForURL(`${url}/`);
    await page.getByText('Olá, Beatriz').waitFor();
    await context.close();
  });
});
