import type { MarcRecord } from '@estante/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import { importRecords, patronSession } from '../server/src/circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import { staffSession } from '../server/src/staff/staff-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const PATRON = '2026031';
const STAFF = '9200031';

const field = (tag: string, ...subfields: [string, string][]) => ({
  tag,
  ind1: ' ',
  ind2: ' ',
  subfields: subfields.map(([code, value]) => ({ code, value })),
});
const item = (library: string, barcode: string, acquired?: string) =>
  field(
    '952',
    ['a', library],
    ['b', library],
    ['p', barcode],
    ...((acquired ? [['d', acquired]] : []) as [string, string][]),
  );
const title = (key: string, name: string, ...fields: ReturnType<typeof field>[]): MarcRecord => ({
  leader: '00000nam a2200000 a 4500',
  fields: [{ tag: '001', value: key }, { tag: '003', value: 'ESTANTE-TEST' }, field('245', ['a', name]), ...fields],
});

/**
 * Issue 23 items 4 and 5 in Chromium: a patron files a purchase suggestion, staff put it into a purchase order, and
 * the patron follows it to the order; the title totals of a title chosen by its words; the acquisition statistics of
 * a period with their CSV. axe at 1280 px on each screen; the screens at 375 px without sideways scrolling.
 */
describe('acquisitions and title totals in the personal area', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    // The demo institution: its libraries, and __web_aquisicao on (the acquisition area).
    await applyDemoSiteConfiguration(db);
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Registration' })
      .where('id', '=', institution.id)
      .execute();
    await importRecords(testApp, [
      title(
        'vs',
        'Vidas secas',
        field('240', ['a', 'Vidas secas (romance)']),
        field('246', ['a', 'Barren lives']),
        field('541', ['c', 'Compra']),
        item('BC', 'VS-1', '2026-03-10'),
        item('BC', 'VS-2', '2026-03-11'),
        item('BCS', 'VS-3', '2026-04-02'),
      ),
      title('gs', 'Grande sertão: veredas', field('541', ['c', 'Doação'], ['d', '20260315']), item('BC', 'GS-1')),
    ]);
    await patronSession(testApp, PATRON, { name: 'Helena Leitora' });
    await staffSession(testApp, STAFF, ['acquisitions'], { name: 'Carlos Compras' });
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  // One signed-in patron at 1280 px for every journey (signing in is walked once; each step is a page of its own).
  let patron: { context: BrowserContext; page: Page } | undefined;
  const patronPage = async () => {
    patron ??= await signIn(PATRON, 1280);
    return patron.page;
  };

  afterAll(async () => {
    await patron?.context.close();
    await browser?.close();
    await testApp?.close();
  });

  async function signIn(
    login: string,
    width: number,
    locale = 'en-GB',
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale, viewport: { width, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('Registration', { exact: true }).fill(login);
    await page.getByLabel(locale.startsWith('pt') ? 'Senha' : 'Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: locale.startsWith('pt') ? 'Acessar' : 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: locale.startsWith('pt') ? 'Sair' : 'Sign out' }).waitFor();
    return { context, page };
  }

  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('follows a suggestion from the patron to its purchase order and back', async () => {
    {
      const page = await patronPage();
      await page.goto(`${url}/meupergamum/sugestoes-aquisicao`);
      await page.getByRole('heading', { level: 2, name: 'My acquisition suggestions' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Suggest a purchase' }).click();
      const dialog = page.getByRole('dialog', { name: 'Suggest a purchase' });
      await dialog.getByLabel(/^Library/).selectOption('BC');
      await dialog.getByLabel(/^Title/).fill('Quarto de despejo');
      await dialog.getByLabel(/^Publisher/).fill('Ática');
      await dialog
        .getByRole('link', { name: 'Acquisition area: follow your suggestions to their purchase orders' })
        .waitFor();
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row', { name: /Quarto de despejo.*Not in an order yet/ }).waitFor();
    }

    const staff = await signIn(STAFF, 1280);
    try {
      const { page } = staff;
      await page.goto(`${url}/equipe/filas/sugestoes`);
      await page.getByRole('heading', { level: 1, name: 'Purchase suggestions' }).waitFor();
      await page.getByRole('button', { name: 'Add Quarto de despejo to a purchase order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add “Quarto de despejo” to an order' });
      await dialog.getByLabel('Supplier').fill('Livraria Quixote');
      await dialog.getByLabel('Quantity').fill('2');
      await dialog.getByRole('button', { name: 'Add to order' }).click();
      await page.getByText(/“Quarto de despejo” added to order no\. \d+\./).waitFor();
    } finally {
      await staff.context.close();
    }

    {
      const page = await patronPage();
      await page.goto(`${url}/meupergamum/sugestoes-aquisicao`);
      const row = page.getByRole('row', { name: /Quarto de despejo/ });
      await row.getByRole('link', { name: /^Order no\. \d+: Being prepared$/ }).click();
      await page.waitForURL(/\/meupergamum\/pedidos-compra#pedido-\d+$/);
      const order = page.getByRole('article', { name: /Order no\. \d+ Being prepared/ });
      await order.getByText('Biblioteca Central').waitFor();
      await order.getByRole('row', { name: /Quarto de despejo No Helena Leitora 2 0/ }).waitFor();
      await expectAccessible(page);
      // The menu holds the acquisition area (the demo institution turns __web_aquisicao on).
      await page
        .getByRole('navigation', { name: 'Personal area menu' })
        .getByRole('link', { name: 'Acquisition statistics' })
        .waitFor();
    }
  });

  it('shows the totals of a title found by its words, per library', async () => {
    {
      const page = await patronPage();
      await page.goto(`${url}/meupergamum`);
      await page
        .getByRole('navigation', { name: 'Personal area menu' })
        .getByRole('link', { name: 'Title totals' })
        .click();
      await page.getByRole('heading', { level: 2, name: 'Title totals' }).waitFor();
      await page.getByLabel('Words of the title').fill('vidas secas');
      await page.getByRole('button', { name: 'Find titles' }).click();
      await page.getByRole('button', { name: 'Choose Vidas secas' }).click();
      await page.getByRole('link', { name: 'Vidas secas' }).waitFor();
      await page.getByRole('button', { name: 'Show totals' }).waitFor();
      await page.getByText('Loans and holds over the whole recorded period').waitFor();
      const figures = page.locator('.acquisitions__facts');
      await figures.getByText('Copies').waitFor();
      const table = page.getByRole('table', { name: 'By library' });
      await table.getByRole('row', { name: 'Biblioteca Central 0 0 2 2' }).waitFor();
      await table.getByRole('row', { name: 'Biblioteca de Ciências Sociais 0 0 1 1' }).waitFor();
      await expectAccessible(page);

      // One library and a period: its row alone.
      await page.getByLabel('Library').selectOption('BCS');
      await page.getByLabel('From', { exact: true }).fill('2026-01-01');
      await page.getByLabel('To', { exact: true }).fill('2026-06-30');
      await page.getByRole('button', { name: 'Show totals' }).click();
      await page.getByText(/Loans and holds from .*2026.* to .*2026.* · Biblioteca de Ciências Sociais/).waitFor();
      expect(await table.getByRole('row').count()).toBe(2);
      // One date alone is refused before any call, in the patron's language.
      await page.getByLabel('To', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Show totals' }).click();
      await page.getByRole('alert').getByText('Enter both dates of the period, or neither.').waitFor();

      // The title page: its uniform and variant titles (GET /consulta/titulos-adicionais) and the work type's colour
      // on its badge (GET /acervo/{id}/cor: books #1d4f91).
      await page.getByRole('link', { name: 'Vidas secas', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Vidas secas' }).waitFor();
      await page.getByRole('term').filter({ hasText: 'Uniform title' }).waitFor();
      await page.getByRole('definition').filter({ hasText: 'Vidas secas (romance)' }).waitFor();
      await page.getByRole('definition').filter({ hasText: 'Barren lives' }).waitFor();
      const badge = page.locator('.record-header__type--coloured');
      await badge.waitFor();
      expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(29, 79, 145)');
      // Its statistics tab leads back to the title totals, with the title chosen.
      await page.getByRole('link', { name: 'Statistics', exact: true }).click();
      await page.getByRole('link', { name: 'Title totals by library and period' }).click();
      await page.waitForURL(/\/meupergamum\/totais-titulo\?acervo=\d+$/);
      await page.getByRole('link', { name: 'Vidas secas', exact: true }).waitFor();
    }
  });

  it('counts the copies acquired in a period by kind, exports them as CSV, and fits a phone in Portuguese', async () => {
    {
      const page = await patronPage();
      await page.goto(`${url}/meupergamum/estatisticas-aquisicao`);
      await page.getByRole('heading', { level: 2, name: 'Acquisition statistics' }).waitFor();
      await page.getByLabel('From', { exact: true }).fill('2026-01-01');
      await page.getByLabel('To', { exact: true }).fill('2026-06-30');
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await page.getByText(/^2 titles and 4 copies acquired from/).waitFor();
      const kinds = page.getByRole('table', { name: 'By kind of acquisition' });
      await kinds.getByRole('row', { name: 'Purchase 1 3' }).waitFor();
      await kinds.getByRole('row', { name: 'Donation 1 1' }).waitFor();
      await page.locator('summary').filter({ hasText: 'By month (copies by kind)' }).click();
      const months = page.getByRole('table', { name: 'By month (copies by kind)' });
      await months.getByRole('row', { name: 'March 2026 2 3 2 1 0 0' }).waitFor();
      expect(await months.getByRole('row').count()).toBe(7);
      await expectAccessible(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('aquisicoes_2026-01-01_2026-06-30.csv');
    }

    const phone = await signIn(PATRON, 375, 'pt-BR');
    try {
      for (const [path, heading] of [
        ['estatisticas-aquisicao', 'Estatísticas de aquisição'],
        ['totais-titulo', 'Totais do título'],
        ['pedidos-compra', 'Pedidos de compra'],
      ] as const) {
        await phone.page.goto(`${url}/meupergamum/${path}`);
        await phone.page.getByRole('heading', { level: 2, name: heading }).waitFor();
        expect(await noSidewaysScroll(phone.page), path).toBe(true);
      }
    } finally {
      await phone.context.close();
    }
  });

  it('gives staff of the acquisitions function the same statistics in the staff console', async () => {
    const staff = await signIn(STAFF, 1280);
    try {
      const { page } = staff;
      await page.goto(`${url}/equipe`);
      await page
        .getByRole('navigation', { name: 'Staff console' })
        .getByRole('link', { name: 'Acquisition statistics' })
        .click();
      await page.waitForURL(`${url}/equipe/aquisicao/estatisticas`);
      await page.getByRole('heading', { level: 1, name: 'Acquisition statistics' }).waitFor();
      await page.getByLabel('Library').selectOption('BC');
      await page.getByLabel('From', { exact: true }).fill('2026-01-01');
      await page.getByLabel('To', { exact: true }).fill('2026-06-30');
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      // Biblioteca Central alone: VS-1, VS-2 (purchase) and GS-1 (donation).
      await page.getByText(/^2 titles and 3 copies acquired from/).waitFor();
      const kinds = page.getByRole('table', { name: 'By kind of acquisition' });
      await kinds.getByRole('row', { name: 'Purchase 1 2' }).waitFor();
      await kinds.getByRole('row', { name: 'Donation 1 1' }).waitFor();
      await page
        .getByRole('table', { name: 'By library (copies by kind)' })
        .getByRole('row', { name: 'Biblioteca Central 2 3 2 1 0 0' })
        .waitFor();
      await expectAccessible(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('heading', { level: 1, name: 'Acquisition statistics' }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
    } finally {
      await staff.context.close();
    }
  });
});
