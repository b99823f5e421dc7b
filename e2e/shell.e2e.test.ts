import { ACTIVITY } from '@estante/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeActivity } from '../server/src/admin/site-admin.ts';
import {
  createPatron,
  ensureProfessorCategory,
  TEST_PASSWORD,
  type TestPatron,
  updateAuthSettings,
} from '../server/src/auth/auth-fixtures.testing.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { configureDemoSite, importDemoRecords, waitForShell } from './support/shell-fixtures.ts';

describe('site shell in the browser: footer, accessibility panel, languages', () => {
  let server: RunningServer;
  let browser: Browser;
  let expiringPatron: TestPatron;

  beforeAll(async () => {
    server = await startServer();
    await configureDemoSite(server);
    // The patrons of every test, made once: vitest's retry of a failed test runs its body again on the same
    // database, where creating the same logins a second time would fail before the test could.
    const { db } = server.testApp.app.context;
    await ensureProfessorCategory(db);
    await createPatron(db, { logins: ['shell.visitante'], name: 'Renata Alves' });
    expiringPatron = await createPatron(db, { logins: ['shell.expira'], name: 'Sérgio Prado' });
    await createPatron(db, { logins: ['prof.shell'], name: 'Heloísa Nunes', category: '04' });
    await createPatron(db, { logins: ['aluna.shell'], name: 'Lívia Torres', category: '01' });
    await createPatron(db, { logins: ['shell.leitora'], name: 'Marina Costa' });
    await createPatron(db, { logins: ['teclado'], name: 'Joana Teclado' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function openPage(
    path = '/',
    options: { width?: number } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await waitForShell(page);
    return { context, page };
  }

  /** Presses Tab (at most `limit` times) until the focused element matches; the keyboard is the only input. */
  async function tabUntil(page: Page, matches: (element: Element) => boolean, limit = 80): Promise<void> {
    for (let step = 0; step < limit; step++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
    }
    throw new Error('the element was not reached with Tab');
  }

  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const footerLinks = (page: Page) =>
    page
      .locator('footer nav')
      .getByRole('listitem')
      .allTextContents()
      // Links to other sites say so to screen readers; compare the visible names.
      .then((items) => items.map((text) => text.replace('(abre em nova aba)', '').trim()));

  it('shows exactly the footer links whose activities are on (12, 13, 57, 87, 88)', async () => {
    const { db } = server.testApp.app.context;
    const gated = [
      { code: ACTIVITY.suggestion, text: 'Sugestão de aquisição' },
      { code: ACTIVITY.comments, text: 'Comentários' },
      { code: ACTIVITY.externalDatabase, text: 'Bases de dados externas' },
      { code: ACTIVITY.networkCatalogue, text: 'Catálogo da rede' },
    ];
    const { context, page } = await openPage();
    const all = await footerLinks(page);
    for (const { text } of gated) expect(all).toContain(text);
    expect(all).toContain('Privacidade e proteção de dados');
    expect(all).toContain('Suporte');
    await expect(page.getByTestId('system-logo').count()).resolves.toBe(1);
    const year = String(new Date().getFullYear());
    await expect(page.locator('footer').textContent()).resolves.toContain(`© ${year}`);
    await expect(page.locator('footer').textContent()).resolves.toMatch(/Chrome 104.*Firefox 110.*Edge 110/);

    for (const { code, text } of [...gated, { code: ACTIVITY.systemLogo, text: undefined }]) {
      await changeActivity(db, code, { enabled: false });
      await page.reload();
      await waitForShell(page);
      const links = await footerLinks(page);
      for (const other of gated) {
        if (other.code === code) expect(links).not.toContain(other.text);
        else expect(links).toContain(other.text);
      }
      await expect(page.getByTestId('system-logo').count()).resolves.toBe(code === ACTIVITY.systemLogo ? 0 : 1);
      if (text) expect(links).not.toContain(text);
      await changeActivity(db, code, { enabled: true });
    }
    await context.close();
  });

  it('opens the Support modal by keyboard, keeps Tab inside it, and gives the focus back on Escape', async () => {
    const { context, page } = await openPage();
    const support = page.locator('footer').getByRole('button', { name: 'Suporte' });
    await support.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Suporte' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('biblioteca@ufex.exemplo.edu.br');
    // Only the close button can take focus in this dialog: Tab and Shift+Tab stay on it.
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Suporte');
    await context.close();
  });

  it('lets a visitor sign in inside the comment dialog (embedded login), then continues to the form', async () => {
    const { context, page } = await openPage('/cesta');
    await page.locator('footer').getByRole('button', { name: 'Comentários' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comentários' });
    await dialog.getByText('Entre com seu usuário para enviar.').waitFor();
    // The access form is embedded in the dialog: no second modal, and Tab stays inside.
    const user = dialog.getByLabel('Matrícula ou CPF');
    await user.waitFor();
    for (let step = 0; step < 9; step++) {
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Acessar' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'o usuário e a senha são obrigatórios' }).waitFor();
    await user.fill('shell.visitante');
    await dialog.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Acessar' }).click();

    // Signed in where they were: the comment form replaces the notice, the focus on its first field.
    await dialog.getByLabel('Campus').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog form') !== null)).toBe(true);
    expect(page.url()).toBe(`${server.url}/cesta`);
    await page.getByText('Olá, Renata').waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => focusedText(page)).toBe('Comentários');
    await context.close();
  });

  it('shows toasts above an open dialog, inside its live regions, and back on the page once it closes', async () => {
    const { db } = server.testApp.app.context;
    const { personId } = expiringPatron;
    await updateAuthSettings(db, { accessTokenSeconds: 3 });
    const { context, page } = await openPage('/login?redirect=%2Fcesta');
    try {
      await page.getByLabel('Matrícula ou CPF').fill('shell.expira');
      await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Acessar' }).click();
      await page.waitForURL(`${server.url}/cesta`);
      await page.getByText('Olá, Sérgio').waitFor();
    } finally {
      await updateAuthSettings(db, { accessTokenSeconds: 300 });
    }
    await page.locator('footer').getByRole('button', { name: 'Comentários' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comentários' });
    await dialog.getByLabel('Biblioteca').selectOption('BC');
    await dialog.getByLabel('Comentário').fill('Mais tomadas na sala de leitura.');
    // While writing, the access token expires and the sign-in is ended elsewhere: the send gets a 401 and the
    // refresh fails, so the SessaoExpirada toast is raised with the dialog still open.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('person_id', '=', personId)
      .execute();
    await dialog.getByRole('button', { name: 'Enviar' }).click();

    const toast = dialog.locator('.toaster [role="alert"] .toast').filter({ hasText: 'Sua sessão expirou' });
    await toast.waitFor();
    // Inside the dialog (top layer, not inert) and on top: the point at its centre belongs to the toast.
    const onTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
    // The user was signed out: the dialog now offers the embedded login.
    await dialog.getByLabel('Matrícula ou CPF').waitFor();

    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('.toaster').evaluate((element) => element.closest('dialog') === null))
      .toBe(true);
    await page.getByRole('alert').filter({ hasText: 'Sua sessão expirou' }).waitFor();
    await context.close();
  });

  it("gives a professor the professor's suggestion link, and no one else", async () => {
    for (const [login, name, professor] of [
      ['prof.shell', 'Heloísa', true],
      ['aluna.shell', 'Lívia', false],
    ] as const) {
      const { context, page } = await openPage('/login?redirect=%2Fcesta');
      await page.getByLabel('Matrícula ou CPF').fill(login);
      await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Acessar' }).click();
      await page.getByText(`Olá, ${name}`).waitFor();
      await page.locator('footer').getByRole('button', { name: 'Sugestão de aquisição' }).click();
      const suggestion = page.getByRole('dialog', { name: 'Sugestão de aquisição' });
      await suggestion.getByLabel('Título').waitFor();
      const link = suggestion.getByRole('link', { name: 'Professor: sugira a bibliografia das suas disciplinas' });
      if (professor) await expect(link.getAttribute('href')).resolves.toBe('/meupergamum/plano-ensino');
      else await expect(link.count()).resolves.toBe(0);
      await context.close();
    }
  });

  it('sends a general comment and an acquisition suggestion when signed in, with the success toasts', async () => {
    const { db } = server.testApp.app.context;
    const { context, page } = await openPage('/login');
    await page.getByLabel('Matrícula ou CPF').fill('shell.leitora');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.getByText('Olá, Marina').waitFor();

    // General comment: send stays disabled until a library is chosen and the comment has text.
    await page.locator('footer').getByRole('button', { name: 'Comentários' }).click();
    const comment = page.getByRole('dialog', { name: 'Comentários' });
    const send = comment.getByRole('button', { name: 'Enviar' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await comment.getByLabel('Campus').selectOption({ label: 'Campus Central' });
    await comment.getByLabel('Biblioteca').selectOption('BC');
    await comment.getByLabel('Comentário').fill('   ');
    await expect(send.isDisabled()).resolves.toBe(true);
    await expect(comment.getByLabel('Comentário').getAttribute('rows')).resolves.toBe('5');
    await comment.getByLabel('Comentário').fill('A sala de estudos poderia abrir aos sábados.');
    await send.click();
    await page.getByRole('status').getByText('Comentário enviado com sucesso. Obrigado!').waitFor();
    await comment.waitFor({ state: 'detached' });
    const stored = await db.selectFrom('general_comments').select(['text']).execute();
    expect(stored.map((row) => row.text)).toContain('A sala de estudos poderia abrir aos sábados.');

    // Beyond the pending-comment limit the server answers 422 limite_comentarios_excedido, shown in the dialog.
    const person = await db
      .selectFrom('people')
      .select('id')
      .where('name', '=', 'Marina Costa')
      .executeTakeFirstOrThrow();
    const library = await db.selectFrom('libraries').select('id').where('code', '=', 'BC').executeTakeFirstOrThrow();
    for (const text of ['Segundo', 'Terceiro']) {
      await db
        .insertInto('general_comments')
        .values({ person_id: person.id, library_id: library.id, text, created_at: new Date().toISOString() })
        .execute();
    }
    await page.locator('footer').getByRole('button', { name: 'Comentários' }).click();
    await comment.getByLabel('Biblioteca').selectOption('BC');
    await comment.getByLabel('Comentário').fill('Quarto comentário');
    await comment.getByRole('button', { name: 'Enviar' }).click();
    await comment.getByRole('alert').getByText('número máximo de comentários aguardando aprovação').waitFor();
    await comment.getByRole('button', { name: 'Cancelar' }).click();
    await comment.waitFor({ state: 'detached' });

    // Acquisition suggestion: titulo and editor are required and named in the warning.
    await page.locator('footer').getByRole('button', { name: 'Sugestão de aquisição' }).click();
    const suggestion = page.getByRole('dialog', { name: 'Sugestão de aquisição' });
    await suggestion.getByLabel('Biblioteca').selectOption('BC');
    await suggestion.getByLabel('Autor').fill('Paulo Freire');
    await suggestion.getByRole('button', { name: 'Enviar' }).click();
    await suggestion.getByRole('alert').getByText('Campo obrigatório não preenchido: Título.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    // The open form, with its warning, passes the WCAG 2.2 A/AA rules.
    await expectAccessible(page);
    await suggestion.getByLabel('Título').fill('Pedagogia da autonomia');
    await suggestion.getByRole('button', { name: 'Enviar' }).click();
    await suggestion.getByRole('alert').getByText('Campo obrigatório não preenchido: Editora.').waitFor();
    await suggestion.getByLabel('Editora').fill('Paz e Terra');
    await expect(
      suggestion.getByRole('link', { name: /acompanhe suas sugestões até o pedido de compra/ }).count(),
    ).resolves.toBe(1);
    await suggestion.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('status').getByText('Sugestão de aquisição enviada com sucesso. Obrigado!').waitFor();
    const suggestions = await db
      .selectFrom('acquisition_suggestions')
      .select(['title', 'publisher', 'author'])
      .execute();
    expect(suggestions).toContainEqual({
      title: 'Pedagogia da autonomia',
      publisher: 'Paz e Terra',
      author: 'Paulo Freire',
    });
    await context.close();
  });

  it('searches, opens a title, adds it to the basket and sends a suggestion with the keyboard alone', async () => {
    const { db } = server.testApp.app.context;
    await importDemoRecords(server);
    const { context, page } = await openPage('/login?redirect=%2F');
    await page.getByLabel('Matrícula ou CPF').waitFor();
    await tabUntil(page, (element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'checkbox');
    await page.keyboard.type('teclado');
    await tabUntil(page, (element) => element.getAttribute('type') === 'password');
    await page.keyboard.type(TEST_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByText('Olá, Joana').waitFor();
    // Function 8: "Direcionar para" follows, with the online catalogue preselected and the focus on it.
    await page.getByLabel('Direcionar para').waitFor();
    await tabUntil(page, (element) => element.tagName === 'BUTTON' && element.textContent === 'Continuar');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/`);

    await tabUntil(
      page,
      (element) => element.getAttribute('type') === 'search' || element.getAttribute('role') === 'searchbox',
    );
    await page.keyboard.type('educacao');
    await page.keyboard.press('Enter');
    await page.waitForURL(/termo=educacao/);
    const firstResult = page.locator('main a[href^="/acervo/"]').first();
    await firstResult.waitFor();
    const href = await firstResult.getAttribute('href');
    await tabUntil(page, (element) => (element.getAttribute('href') ?? '').startsWith('/acervo/'));
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${href}$`));
    await tabUntil(
      page,
      (element) => element.tagName === 'BUTTON' && /Adicionar à cesta/.test(element.textContent ?? ''),
    );
    await page.keyboard.press('Enter');
    // The toggle now says the title is in the basket (its own text, not the mouse's hover).
    await page
      .locator('main')
      .getByRole('button', { name: /^Na cesta/ })
      .first()
      .waitFor();

    await tabUntil(page, (element) => element.textContent?.trim() === 'Sugestão de aquisição');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sugestão de aquisição' });
    await dialog.waitFor();
    // Focus starts in the dialog (campus select); the library select is next. Its options come from the
    // server: wait for them, or the arrow key selects nothing and the form rightly refuses to send.
    const librarySelect = dialog.getByLabel('Biblioteca');
    await librarySelect.locator('option').nth(1).waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(librarySelect.inputValue()).resolves.not.toBe('');
    await tabUntil(page, (element) => element.id.endsWith('-titulo'));
    await page.keyboard.type('Memórias do cárcere');
    await tabUntil(page, (element) => element.id.endsWith('-editor'));
    await page.keyboard.type('Record');
    await tabUntil(page, (element) => element.getAttribute('type') === 'submit');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Sugestão de aquisição enviada com sucesso. Obrigado!').waitFor();
    const stored = await db.selectFrom('acquisition_suggestions').select('title').execute();
    expect(stored.map((row) => row.title)).toContain('Memórias do cárcere');
    await context.close();
  });

  it('uses the accessibility panel with the keyboard alone, and keeps the choices after a reload', async () => {
    const { context, page } = await openPage();
    // Skip link first, then the accessibility button.
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe('Ir para o conteúdo principal');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe('Acessibilidade');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Opções de acessibilidade' }).waitFor();
    // Into the zoom radios: arrow keys move the choice.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.documentElement.style.fontSize)).resolves.toBe('140%');
    // Colour scheme group: the last choice is high contrast.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowLeft');
    await expect(
      page.evaluate(() => document.documentElement.classList.contains('scheme-high-contrast')),
    ).resolves.toBe(true);
    // Bold text.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.evaluate(() => document.documentElement.classList.contains('text-bold'))).resolves.toBe(true);
    // Escape closes the panel and returns to its button.
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedText(page)).toBe('Acessibilidade');
    await expect(page.getByRole('button', { name: 'Acessibilidade' }).getAttribute('aria-expanded')).resolves.toBe(
      'false',
    );

    await page.reload();
    await waitForShell(page);
    const root = await page.evaluate(() => ({
      fontSize: document.documentElement.style.fontSize,
      classes: document.documentElement.className,
    }));
    expect(root.fontSize).toBe('140%');
    expect(root.classes).toContain('scheme-high-contrast');
    expect(root.classes).toContain('text-bold');
    await context.close();
  });

  it('switches the language: the interface, the lang attribute and the idioma header of every call', async () => {
    const { context, page } = await openPage('/');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('pt');
    const headers: string[] = [];
    // Only the calls of the page in English: the Portuguese page may still be fetching its sections under load.
    page.on('request', (request) => {
      if (!page.url().includes('lng=en')) return;
      if (new URL(request.url()).pathname.startsWith('/api/')) headers.push(request.headers().idioma ?? 'none');
    });
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/lng=en/);
    await waitForShell(page);
    await page.getByRole('button', { name: 'Accessibility' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await expect(page.locator('footer').textContent()).resolves.toContain('Recommended browsers');
    expect(headers.length).toBeGreaterThan(0);
    expect(new Set(headers)).toEqual(new Set(['5']));
    await context.close();

    // On a phone, the select with its button; Italian is code 9 (docs/decisions.md).
    const mobile = await openPage('/', { width: 375 });
    const mobileHeaders: string[] = [];
    mobile.page.on('request', (request) => {
      if (!mobile.page.url().includes('lng=it')) return;
      if (new URL(request.url()).pathname.startsWith('/api/')) mobileHeaders.push(request.headers().idioma ?? 'none');
    });
    await mobile.page.getByRole('combobox', { name: 'Idioma' }).selectOption('it');
    await mobile.page.getByRole('button', { name: 'Mudar' }).click();
    await mobile.page.waitForURL(/lng=it/);
    await mobile.page.getByRole('button', { name: 'Accessibilità' }).waitFor();
    await expect(mobile.page.evaluate(() => document.documentElement.lang)).resolves.toBe('it');
    expect(new Set(mobileHeaders)).toEqual(new Set(['9']));
    // The choice is stored: a page without ?lng stays in Italian.
    await mobile.page.goto(`${server.url}/cesta`);
    await mobile.page.getByRole('button', { name: 'Accessibilità' }).waitFor();
    await mobile.context.close();
  });

  /** The API and token calls a page sends, as "METHOD /path idioma". */
  function recordCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/oauth/')) {
        calls.push(`${request.method()} ${pathname} ${request.headers().idioma ?? 'none'}`);
      }
    });
    return calls;
  }

  /** The first title of the demo records (the Biblivre file), imported if they are not yet. */
  async function firstDemoTitle(): Promise<number> {
    await importDemoRecords(server);
    const { id } = await server.testApp.app.context.db
      .selectFrom('records')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it("sends a first visit's bootstrap and title calls once each, from the page's hints, and names the language", async () => {
    // A title of the Biblivre file, catalogued in Portuguese (008/35-37 "por").
    const id = await firstDemoTitle();
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const calls = recordCalls(page);
    await page.goto(`${server.url}/acervo/${id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForShell(page);
    // English is idioma 5; each of these calls once, though both the hints and the app's bootstrap ask for them.
    const count = (call: string) => calls.filter((sent) => sent === call).length;
    expect(count('POST /oauth/token 5')).toBe(1);
    expect(count('GET /api/parametros/funcionalidades 5')).toBe(1);
    expect(count('GET /api/parametros/instituicao 5')).toBe(1);
    expect(count('GET /api/parametros/autoatendimento 5')).toBe(1);
    expect(count(`GET /api/acervo/${id} 5`)).toBe(1);
    expect(count(`GET /api/acervo/${id}/permissoes 5`)).toBe(1);
    // The app took every answer the hints had asked for (none left), the token included.
    await expect(
      page.evaluate(() => {
        const calls = (window as unknown as Record<string, { responses: object; tokenTaken?: boolean }>)
          .estanteFirstLoadCalls;
        return calls && { left: Object.keys(calls.responses), tokenTaken: calls.tokenTaken };
      }),
    ).resolves.toEqual({ left: [], tokenTaken: true });
    // The record's language, named from the translations (common.json's languageNames), not shown as a code.
    await expect(page.locator('main').getByText('Portuguese', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('main').getByText('por', { exact: true }).count()).resolves.toBe(0);

    // The next load finds the stored token: no hints' calls, no token call, the app sends its own calls.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('estante.public'))).toBeTruthy();
    calls.length = 0;
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForShell(page);
    await expect(page.evaluate(() => 'estanteFirstLoadCalls' in window)).resolves.toBe(false);
    expect(count('POST /oauth/token 5')).toBe(0);
    expect(count(`GET /api/acervo/${id} 5`)).toBe(1);
    await context.close();
  });

  it("moves nothing on a phone's first load, though the parts below the fold and the footer come after the first render", async () => {
    const id = await firstDemoTitle();
    for (const path of ['/', `/acervo/${id}`]) {
      // Lighthouse's phone, on a first visit (fresh context): the page's own hints send the first calls.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'pt-BR' });
      const page = await context.newPage();
      await page.addInitScript(() => {
        // What moved, and by how much: "<element's tag.class> <value>".
        const shifts: string[] = [];
        (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(({ node }) =>
              node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
            );
            shifts.push(`${moved.join(' ')} ${entry.value.toFixed(3)}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const calls = recordCalls(page);
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The footer is the last part to come; by then every deferred part of the screen has rendered.
      await waitForShell(page);
      await page.waitForLoadState('networkidle');
      if (path === '/') {
        // The search box's guide links come with the first render: their call is one of the page's first calls.
        await page.getByRole('navigation', { name: 'Outras formas de consulta' }).waitFor();
        expect(calls.filter((call) => call === 'GET /api/consulta/guias 1').length).toBe(1);
        await expect(
          page.evaluate(() =>
            Object.keys(
              (window as unknown as Record<string, { responses: object }>).estanteFirstLoadCalls?.responses ?? {},
            ),
          ),
        ).resolves.toEqual([]);
        await expect(page.evaluate(() => 'estanteFirstLoadCalls' in window)).resolves.toBe(true);
      } else {
        // The title's sections and its comments render after its header, in tasks of their own.
        await page.getByRole('navigation', { name: 'Seções do título' }).waitFor();
        await page.getByRole('heading', { name: 'Comentários' }).waitFor();
      }
      await expect(
        page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
      ).resolves.toEqual([]);
      await context.close();
    }
  });

  it('shows the loading screen with the logo while a slow bootstrap waits, then the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/parametros/instituicao', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}/`);
    const loading = page.getByRole('status').filter({ hasText: 'Carregando o catálogo…' });
    await loading.waitFor();
    await expect(loading.locator('svg.logo').count()).resolves.toBe(1);
    release();
    await waitForShell(page);
    await loading.waitFor({ state: 'detached' });
    await context.close();
  });

  it("falls back to the app's own calls when the hints' token call fails", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    let tokenCalls = 0;
    await page.route('**/oauth/token', async (route) => {
      tokenCalls++;
      if (tokenCalls === 1) await route.fulfill({ status: 503, body: '' });
      else await route.continue();
    });
    const calls = recordCalls(page);
    await page.goto(`${server.url}/`);
    await waitForShell(page);
    await page.getByRole('searchbox').first().waitFor();
    // The hints' token call failed; the session asked again, and the bootstrap's calls went out with that token.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('estante.public'))).toBeTruthy();
    expect(tokenCalls).toBe(2);
    expect(calls.filter((call) => call === 'GET /api/parametros/instituicao 1').length).toBe(1);
    await context.close();
  });
});
