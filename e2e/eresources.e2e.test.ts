import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import type { Session } from '../server/src/circulation/circulation-fixtures.testing.ts';
import {
  DOUBLE_SECRETS,
  importTitleWithLinks,
  type ProviderDouble,
  startProviderDouble,
} from '../server/src/eresources/provider-double.testing.ts';
import { ensureInstitution, saveSiteSection } from '../server/src/site-parameters/index.ts';
import { staffSession } from '../server/src/staff/staff-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const TITLE = 'Cálculo aplicado à engenharia';

/**
 * Issue 22, items 1-4 in Chromium against provider doubles on loopback: a visitor's restricted link (sign in first,
 * then the toast and the provider's window), Pearson's page, Grupo A's return page, a signed /pergamum_redireciona
 * link, the app page with its QR code, and the staff's access statistics of these very clicks.
 */
describe('e-resources: restricted links, provider hand-offs, signed links and access statistics', () => {
  let testApp: TestApp;
  let double: ProviderDouble;
  let url: string;
  let browser: Browser;
  let recordId: number;
  let admin: Session;

  const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

  beforeAll(async () => {
    double = await startProviderDouble();
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Matrícula' })
      .where('id', '=', institution.id)
      .execute();
    await saveSiteSection(db, institution.id, 'app-layers', 'pt', [
      {
        nome: 'Estante no celular',
        descricao: 'Empréstimos e reservas no bolso.',
        link: 'https://app.exemplo.edu.br/',
      },
    ]);
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    double.validateUrl = `${url}/api/pessoas/token-redireciona/validar`;
    admin = await staffSession(testApp, 'admin-er', ['siteAdmin'], { name: 'Admin do Site' });
    await staffSession(testApp, '2026010', [], { name: 'Bruno Leitor' });
    const noEmail = await staffSession(testApp, '2026011', [], { name: 'Clara Sem E-mail' });
    await db.updateTable('people').set({ email: null }).where('id', '=', noEmail.personId).execute();
    recordId = await importTitleWithLinks(testApp, 'e2e-er-1', TITLE, [
      { url: 'https://periodicos.ezproxied.example/artigo/7' },
      { url: 'https://bv.pearson.example/livro/1' },
      { url: 'https://open.example.org/livre', note: 'Versão em acesso aberto' },
    ]);
    const configure = (name: string, payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/equipe/recursos-eletronicos/${name}`,
        headers: bearer(admin),
        payload,
      });
    for (const [name, payload] of [
      [
        'ezproxy',
        {
          rotulo: 'EZproxy da biblioteca',
          conector: 'ezproxy',
          url_base: `${double.origin}/ezproxy/login`,
          hosts: ['*.ezproxied.example'],
          segredo: DOUBLE_SECRETS.ezproxy,
        },
      ],
      [
        'pearson',
        {
          rotulo: 'Biblioteca Virtual Pearson',
          conector: 'pearson',
          url_base: `${double.origin}/ott/sso?nome=pearson`,
          hosts: ['bv.pearson.example'],
        },
      ],
      [
        'target',
        {
          rotulo: 'Target GEDWeb',
          conector: 'target',
          url_base: `${double.origin}/target`,
          hosts: [],
          segredo: DOUBLE_SECRETS.target,
        },
      ],
      [
        'minhabiblioteca',
        {
          rotulo: 'Minha Biblioteca',
          conector: 'grupoa',
          url_base: `${double.origin}/grupoa`,
          hosts: [],
          segredo: DOUBLE_SECRETS.grupoa,
        },
      ],
    ] as const) {
      expect((await configure(name, payload)).statusCode).toBe(200);
    }
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await double?.close();
  });

  async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height: 900 } });
    return { context, page: await context.newPage() };
  }

  async function signInHere(page: Page, login: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Matrícula', { exact: true }).fill(login);
    await dialog.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Acessar' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('a visitor signs in first, then the restricted link opens through EZproxy; Pearson opens through /pearson', async () => {
    const { context, page } = await newPage();
    await page.goto(`${url}/acervo/${recordId}`);
    const restricted = page.getByRole('link', {
      name: /periodicos\.ezproxied\.example.*acesso restrito por EZproxy da biblioteca/,
    });
    await restricted.waitFor();
    await expectAccessible(page);
    await restricted.click();
    await page.getByText('Este link é de acesso restrito: entre com seu usuário para abri-lo.').waitFor();
    await signInHere(page, '2026010');
    await page.getByText('Abrindo EZproxy da biblioteca em uma nova janela…').waitFor();
    // The dialog's sign-in took the click's gesture: the reader opens the window with one more click.
    const [ezproxy] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^Abrir EZproxy da biblioteca/ }).click(),
    ]);
    await ezproxy.waitForURL(/\/ezproxy\/login\?/);
    expect(new URL(ezproxy.url()).searchParams.get('user')).toBe('2026010');
    expect(double.received.filter((entry) => entry.path === '/ezproxy/login').at(-1)?.status).toBe(200);

    // Signed in now: the Pearson link opens its own window at once, /pearson completes the hand-off.
    const [pearson] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /bv\.pearson\.example/ }).click(),
    ]);
    await pearson.waitForURL(/\/ott\/sso\?/);
    expect(double.received.filter((entry) => entry.path === '/ott/sso').at(-1)?.status).toBe(200);
    expect(new URL(pearson.url()).searchParams.get('url')).toBe('https://bv.pearson.example/livro/1');

    // An open link is just a link, counted too.
    const [open] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Versão em acesso aberto/ }).click(),
    ]);
    await open.close();
    await context.close();
  });

  it('finds a standard in the Target GEDWeb guide and opens it once signed in', async () => {
    const { context, page } = await newPage();
    await page.goto(`${url}/`);
    // Offered on the search screen because an active Target provider is configured (GET /api/consulta/guias).
    await page.getByRole('link', { name: 'Normas técnicas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Normas técnicas (Target GEDWeb)' }).waitFor();
    await page.getByText('Escolha uma coleção de normas para pesquisar.').waitFor();
    const collection = page.getByLabel('Coleção de normas');
    const options = () => collection.locator('option').allTextContents();
    await expect
      .poll(options)
      .toEqual(['Escolha uma coleção', 'Normas Técnicas ABNT', 'ISO Standards', 'Normas Regulamentadoras']);
    // The collections narrow as the reader types (termoPesquisa on the document server).
    await page.getByLabel('Filtrar coleções').fill('iso');
    await expect.poll(options).toEqual(['Escolha uma coleção', 'ISO Standards']);
    await page.getByLabel('Filtrar coleções').fill('');
    await expect.poll(options).toHaveLength(4);
    await collection.selectOption('ABNT');
    await page.getByLabel('Palavras (opcional)').fill('referências');
    const form = page.getByRole('form', { name: 'Opções de Normas técnicas (Target GEDWeb)' });
    await form.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('status').filter({ hasText: '1 norma encontrada' }).waitFor();
    expect(new URL(page.url()).searchParams.get('coluna_um')).toBe('ABNT');
    expect(double.received.filter((entry) => entry.path === '/target/documentos/busca').at(-1)).toMatchObject({
      body: { produto: 'ABNT', termo: 'referências' },
      status: 200,
    });
    const standard = page.getByRole('listitem').filter({ hasText: 'NBR 6023' });
    await standard.getByText('Informação e documentação: referências').waitFor();
    await expectAccessible(page);

    // A visitor is asked to sign in first; giving up opens nothing.
    await standard.getByRole('button', { name: /^Abrir NBR 6023/ }).click();
    await page.getByText('Entre para abrir a norma.').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(context.pages()).toHaveLength(1);

    // Signed in from the header's link, back on the same search: the standard opens in a new window, for this reader.
    await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).click();
    await page.getByLabel('Matrícula', { exact: true }).fill('2026010');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(/\/target_gedweb\?coluna_um=ABNT&termo=/);
    await page.getByRole('status').filter({ hasText: '1 norma encontrada' }).waitFor();
    const [viewer] = await Promise.all([
      context.waitForEvent('page'),
      standard.getByRole('button', { name: /^Abrir NBR 6023/ }).click(),
    ]);
    await viewer.waitForURL(/\/target\/visualizar\/6023\?u=2026010$/);
    await context.close();
  });

  it('the /pearson, /grupoa and /pergamum_redireciona pages hand over, or say why not', async () => {
    const { context, page } = await newPage(375);
    await page.goto(`${url}/grupoa?sessionid=S-77`);
    await page.getByRole('heading', { name: 'Minha Biblioteca (Grupo A)' }).waitFor();
    await page.getByText('Entre com seu usuário da biblioteca para continuar.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await signInHere(page, '2026010');
    await page.waitForURL(`${double.origin}/grupoa/leitor?sessao=S-77`);

    const sign = async (target: string) =>
      new URL(
        (
          await testApp.app.inject({
            method: 'POST',
            url: '/api/equipe/recursos-eletronicos/link-assinado',
            headers: bearer(admin),
            payload: { url: target },
          })
        ).json().url,
      );
    const link = await sign('/meupergamum/app');
    await page.goto(`${url}${link.pathname}${link.search}`);
    await page.waitForURL(`${url}/meupergamum/app`);
    await page.getByRole('heading', { name: 'Aplicativo da biblioteca' }).waitFor();
    await page.getByRole('img', { name: 'Código QR para abrir Estante no celular no celular' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    // The personal area in a new tab: its one-time token (#ott=) is exchanged once and leaves the address bar.
    const [area] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Abrir em nova aba' }).click(),
    ]);
    await area.waitForURL(`${url}/meupergamum`);
    expect(area.url()).not.toContain('ott=');
    const spent = async () =>
      (
        await testApp.database.db
          .selectFrom('one_time_tokens')
          .select('used_at')
          .where('purpose', '=', 'personal-area')
          .execute()
      ).map((row) => row.used_at !== null);
    await expect.poll(spent).toEqual([true]);
    await area.close();
    // The same link again: spent.
    await page.goto(`${url}${link.pathname}${link.search}`);
    await page.getByRole('alert').getByText('Este link é inválido, expirou ou já foi usado.').waitFor();
    await expectAccessible(page);
    await context.close();

    // A reader without an e-mail: the platform cannot take them, and the page says so (spec 001 §8).
    const other = await newPage();
    await other.page.goto(`${url}/grupoa?sessionid=S-78`);
    await other.page.getByRole('button', { name: 'Entrar' }).click();
    await signInHere(other.page, '2026011');
    await other.page
      .getByRole('alert')
      .getByText(
        'Não foi possível acessar a Minha Biblioteca. Confira se o seu e-mail está cadastrado na biblioteca e tente novamente.',
      )
      .waitFor();
    await expectAccessible(other.page);
    await other.context.close();
  });

  it('staff see the clicks per title and per resource, as a chart, a table and the COUNTER CSV', async () => {
    const { context, page } = await newPage();
    await page.goto(`${url}/login?redirect=/equipe/estatisticas-acesso`);
    await page.getByLabel('Matrícula', { exact: true }).fill('admin-er');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}/equipe/estatisticas-acesso`);
    await page.getByRole('heading', { name: 'Estatísticas de acesso', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Por título' });
    // Each click on a title's link counts once: the visitor's on EZproxy (before signing in), Pearson, the open one.
    await table.getByRole('row', { name: new RegExp(`${TITLE} EZproxy da biblioteca 1`) }).waitFor();
    await table.getByRole('row', { name: new RegExp(`${TITLE} Biblioteca Virtual Pearson 1`) }).waitFor();
    await table.getByRole('row', { name: new RegExp(`${TITLE} open\\.example\\.org 1`) }).waitFor();
    await expectAccessible(page);
    const month = new Date().toISOString().slice(0, 7);
    const csv = await testApp.app.inject({
      url: `/api/equipe/recursos-eletronicos/estatisticas?inicio=${month}&fim=${month}&formato=csv`,
      headers: bearer(admin),
    });
    expect(csv.body).toContain(
      `${TITLE},EZproxy da biblioteca,estante:${recordId},Other,Regular,Total_Item_Requests,1,1`,
    );

    await page.getByRole('link', { name: 'Recursos eletrônicos' }).click();
    await page.getByRole('heading', { name: 'Recursos eletrônicos', level: 1 }).waitFor();
    await page.getByRole('row', { name: /Biblioteca Virtual Pearson \(pearson\) Pearson/ }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
