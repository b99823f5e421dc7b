import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  setPolicy,
} from '../server/src/circulation/circulation-fixtures.testing.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { newestSignInLogin as newestSignInLoginIn } from './support/sign-in.ts';

const DENOMINATION = 'Matrícula';

/**
 * The login in its other forms (docs/auth.md "Which login form"): the modal login and function 107, the
 * "Direcionar para" step for function 8, and the institution-specific forms keyed by company code (category
 * select, two-step login with its person select, back arrow and OIDC fallback).
 */
describe('login forms in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let recordId: number;

  /** Merges public parameters (parametros) into the institution's configuration in the database. */
  async function setParameters(patch: Record<string, string | number | null>, values: { uses_oidc?: number } = {}) {
    const { db } = server.testApp.app.context;
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ parameters_json: JSON.stringify({ ...JSON.parse(institution.parameters_json), ...patch }), ...values })
      .where('id', '=', institution.id)
      .execute();
  }

  beforeAll(async () => {
    server = await startServer();
    const { db } = server.testApp.app.context;
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: DENOMINATION })
      .where('id', '=', institution.id)
      .execute();
    // Category 01 holds functions 8 and 107 (auth-test-fixtures); category 08 holds neither.
    await createPatron(db, { logins: ['2024001'], name: 'Ana Beatriz Souza', category: '01' });
    await createPatron(db, { logins: ['F-7001'], name: 'Otávio Ramos', category: '08' });
    await createPatron(db, { logins: ['2019042'], name: 'Carlos Eduardo Lima', taxId: '12345678909', category: '01' });
    await createPatron(db, { logins: ['8800123'], name: 'Carlos Eduardo Lima', taxId: '12345678909', category: '08' });
    const ids = await importTitles(server.testApp, [
      { key: 'casmurro', title: 'Dom Casmurro', copies: [{ library: 'BC', barcode: 'FORMS-CAS' }] },
    ]);
    recordId = ids.casmurro!;
    await setPolicy(server.testApp, { loanDays: 14, renewalLimit: 3, holdLimit: 5 });
    // The only copy is on loan, so the hold rule allows a hold and the form (not "no hold possible") follows sign-in.
    const desk = caller(server.testApp, await deskSession(server.testApp));
    const borrower = await patronSession(server.testApp, '2030999', { name: 'Bruno Leitor' });
    const lent = await desk('POST', '/api/circulacao/emprestimos', {
      usuario: borrower.login,
      codigo_barras: 'FORMS-CAS',
    });
    if (lent.statusCode !== 201) throw new Error(`lending FORMS-CAS failed: ${lent.body}`);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function openPage(path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.locator('footer.site-footer').waitFor();
    return { context, page };
  }

  const storedSession = (page: Page) =>
    page.evaluate(() => [localStorage.getItem('estante.auth'), sessionStorage.getItem('estante.auth')]);
  const inDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog') !== null);

  const newestSignInLogin = () => newestSignInLoginIn(server.testApp.app.context.db);

  it('opens the modal login over a title, traps and restores focus, and continues to the hold form', async () => {
    const { context, page } = await openPage(`/acervo/${recordId}/reserva`);
    const opener = page.getByRole('main').getByRole('button', { name: 'Entrar' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.getByLabel(DENOMINATION, { exact: true }).waitFor();
    await expect.poll(() => inDialog(page)).toBe(true);
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      await expect.poll(() => inDialog(page)).toBe(true);
    }
    // Escape closes it and gives the focus back to the button that opened it.
    await dialog.getByLabel(DENOMINATION, { exact: true }).fill('2024001');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Entrar');

    // Opened again, it starts empty: the user and the password are cleared (spec 000 §4).
    await opener.click();
    await expect.poll(() => dialog.getByLabel(DENOMINATION, { exact: true }).inputValue()).toBe('');
    await dialog.getByLabel(DENOMINATION, { exact: true }).fill('2024001');
    await dialog.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Acessar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The interrupted action goes on: the hold form takes the notice's place, with the focus in it; function 107
    // is held, so this is a full sign-in (greeting, stored session) and no "Direcionar para" on a modal.
    const form = page.getByRole('main').locator('form');
    await form.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main form') !== null)).toBe(true);
    await page.getByText('Olá, Ana').waitFor();
    expect(await page.getByLabel('Direcionar para').count()).toBe(0);
    expect(page.url()).toBe(`${server.url}/acervo/${recordId}/reserva`);
    const [local, session] = await storedSession(page);
    expect(local).toBeNull();
    expect(session).not.toBeNull();
    await context.close();
  });

  it('gives a user without function 107 a session for this page only, and keeps the login button', async () => {
    const { context, page } = await openPage(`/acervo/${recordId}/reserva`);
    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.getByLabel(DENOMINATION, { exact: true }).fill('F-7001');
    await dialog.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    // Even asked to be kept logged in: without 107 nothing is stored.
    await dialog.getByLabel('Manter-me conectado neste navegador').check();
    await dialog.getByRole('button', { name: 'Acessar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('main').locator('form').waitFor();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Entrar' }).count()).resolves.toBe(1);
    await expect(header.getByText('Olá, Otávio').count()).resolves.toBe(0);
    await expect(storedSession(page)).resolves.toEqual([null, null]);
    // Nothing survives a reload: the visitor is back.
    await page.reload();
    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).waitFor();
    await context.close();
  });

  it('asks "Direcionar para" after a standalone sign-in with function 8, and only then', async () => {
    const { context, page } = await openPage('/login');
    await page.getByLabel(DENOMINATION, { exact: true }).fill('2024001');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    const destination = page.getByLabel('Direcionar para');
    await destination.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    // The institution's default (destino_padrao_login_catalogo = C) comes preselected; empty asks to fill it.
    await expect(destination.inputValue()).resolves.toBe('C');
    await destination.selectOption('');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Preencha o campo “Direcionar para”.' }).waitFor();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Minha conta' }).count()).resolves.toBe(1);
    await destination.selectOption({ label: 'Área pessoal' });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(`${server.url}/meupergamum`);
    await context.close();

    // Without function 8 the sign-in goes straight on.
    const other = await openPage('/login');
    await other.page.getByLabel(DENOMINATION, { exact: true }).fill('F-7001');
    await other.page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await other.page.getByRole('button', { name: 'Acessar' }).click();
    await other.page.waitForURL(`${server.url}/`);
    await other.page.getByText('Olá, Otávio').waitFor();
    expect(await other.page.getByLabel('Direcionar para').count()).toBe(0);
    // Nor the personal-area button in the header, which is function 8 too; Sair stays.
    const header = other.page.getByRole('banner');
    await header.getByRole('link', { name: 'Sair' }).waitFor();
    expect(await header.getByRole('link', { name: 'Minha conta' }).count()).toBe(0);
    await other.context.close();
  });

  it('shows the category select to the institution configured for it and signs in within that category', async () => {
    await setParameters({ __login_selecao_categoria: '1' });
    try {
      const { context, page } = await openPage('/login?redirect=%2Fcesta');
      const category = page.getByLabel('Categoria', { exact: true });
      await expect(category.inputValue()).resolves.toBe('01');
      // The categories replace the default one once they have loaded.
      await expect
        .poll(() => category.locator('option').allTextContents())
        .toEqual(['Aluno de graduação', 'Funcionário']);
      await category.selectOption({ label: 'Funcionário' });
      await page.getByLabel(DENOMINATION, { exact: true }).fill('123.456.789-09');
      await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Acessar' }).click();
      // The tax id is read in the chosen category: no person select, signed in as the employee record.
      await page.waitForURL(`${server.url}/cesta`);
      expect(await newestSignInLogin()).toBe('8800123');
      await context.close();
    } finally {
      await setParameters({ __login_selecao_categoria: null });
    }
    const { context, page } = await openPage('/login');
    await page.getByLabel(DENOMINATION, { exact: true }).waitFor();
    expect(await page.getByLabel('Categoria', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('runs the two-step login: user code, then password with the person select and a back arrow', async () => {
    await setParameters({ __login_selecao_pessoa: '1' });
    try {
      const { context, page } = await openPage('/login?redirect=%2Fcesta');
      const user = page.getByLabel(DENOMINATION, { exact: true });
      // The form comes with its lazy chunk, after the shell: no password field counted before the form is there.
      await user.waitFor();
      expect(await page.getByLabel('Senha', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Avançar' }).click();
      await page.getByRole('alert').filter({ hasText: 'o usuário e a senha são obrigatórios' }).waitFor();

      await user.fill('123.456.789-09');
      await page.getByRole('button', { name: 'Avançar' }).click();
      const password = page.getByLabel('Senha', { exact: true });
      await password.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
      const person = page.getByLabel('Cadastro', { exact: true });
      await expect(person.locator('option').allTextContents()).resolves.toEqual([
        'Escolha o cadastro',
        'Carlos Eduardo Lima (Aluno de graduação)',
        'Carlos Eduardo Lima (Funcionário)',
      ]);

      // The back arrow returns to step 1 with the user code kept and the focus on it.
      await page.getByRole('button', { name: `Voltar e alterar o campo ${DENOMINATION}` }).click();
      await expect(user.inputValue()).resolves.toBe('123.456.789-09');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
      expect(await page.getByLabel('Senha', { exact: true }).count()).toBe(0);

      await page.getByRole('button', { name: 'Avançar' }).click();
      await password.fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Acessar' }).click();
      await page.getByRole('alert').filter({ hasText: 'Preencha o campo “Cadastro”' }).waitFor();
      await person.selectOption({ label: 'Carlos Eduardo Lima (Aluno de graduação)' });
      await password.fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Acessar' }).click();
      await page.waitForURL(`${server.url}/cesta`);
      expect(await newestSignInLogin()).toBe('2019042');
      await context.close();
    } finally {
      await setParameters({ __login_selecao_pessoa: null });
    }
  });

  it('with OIDC on, sends a user code with "@" to the provider and falls back to the password for one without', async () => {
    await setParameters({ __login_selecao_pessoa: '1' }, { uses_oidc: 1 });
    try {
      const { context, page } = await openPage('/login?redirect=%2Fcesta');
      const oidcCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/oidc/authorize')) oidcCalls.push(request.url());
      });
      await page.getByLabel(DENOMINATION, { exact: true }).fill('F-7001');
      await page.getByRole('button', { name: 'Avançar' }).click();
      await page.getByLabel('Senha', { exact: true }).waitFor();
      expect(oidcCalls).toEqual([]);

      await page.getByRole('button', { name: `Voltar e alterar o campo ${DENOMINATION}` }).click();
      await page.getByLabel(DENOMINATION, { exact: true }).fill('otavio@ufex.exemplo.edu.br');
      await page.getByRole('button', { name: 'Avançar' }).click();
      // This test institution has no provider configured: the server says so, and the form shows it.
      await page.getByRole('alert').filter({ hasText: 'não está configurado' }).waitFor();
      expect(oidcCalls).toHaveLength(1);
      expect(new URL(oidcCalls[0]!).searchParams.get('login')).toBe('otavio@ufex.exemplo.edu.br');
      await context.close();
    } finally {
      await setParameters({ __login_selecao_pessoa: null }, { uses_oidc: 0 });
    }
  });
});
