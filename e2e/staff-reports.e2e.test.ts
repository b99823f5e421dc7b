import fs from 'node:fs/promises';
import { STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import {
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from '../server/src/circulation/circulation-fixtures.testing.ts';
import { checkIn, checkOut, renewLoans } from '../server/src/circulation/index.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const CSV_HEADER = '\uFEFFMês,Código da biblioteca,Biblioteca,Empréstimos,Devoluções,Renovações';

/**
 * Issue 21, item 5 in Chromium: a staff member holding the reports function opens the circulation report from the
 * staff menu, chooses a period, reads the table and the chart, and downloads the CSV. The history is written by
 * hand at fixed instants (the app's clock is moved for it, then given back):
 *
 *   2026-01-12 ana borrows CIRC-1 at the Biblioteca Central, returns it 2026-01-20
 *   2026-01-14 bia borrows CIRC-2 at the Biblioteca Central (still out)
 *   2026-02-03 ana borrows CIRC-3 at the Biblioteca de Ciências Sociais, renews it 2026-02-10
 */
describe('staff reports: the circulation report', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    const context = testApp.app.context;
    await applyDemoSiteConfiguration(db);
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Matrícula' })
      .where('id', '=', institution.id)
      .execute();
    await importTitles(testApp, [
      { key: 'r-1', title: 'Vidas secas', copies: [{ library: 'BC', barcode: 'CIRC-1' }] },
      { key: 'r-2', title: 'São Bernardo', copies: [{ library: 'BC', barcode: 'CIRC-2' }] },
      { key: 'r-3', title: 'Angústia', copies: [{ library: 'BCS', barcode: 'CIRC-3' }] },
    ]);
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 2 });
    const ana: Session = await patronSession(testApp, '2025101', { name: 'Ana Prado' });
    await patronSession(testApp, '2025102', { name: 'Bia Lopes' });
    const staff = await patronSession(testApp, '9000006', { name: 'Rita Relatórios' });
    await db
      .insertInto('person_permissions')
      .values({ person_id: staff.personId, module_code: STAFF_MODULE, activity_code: STAFF_FUNCTIONS.reports })
      .execute();

    const realClock = context.now;
    let clock = new Date();
    context.now = () => clock;
    const at = (instant: string) => {
      clock = new Date(instant);
    };
    try {
      at('2026-01-12T10:00:00Z');
      await checkOut(context, { login: '2025101', barcode: 'CIRC-1' });
      at('2026-01-14T10:00:00Z');
      await checkOut(context, { login: '2025102', barcode: 'CIRC-2' });
      at('2026-01-20T10:00:00Z');
      await checkIn(context, { barcode: 'CIRC-1' });
      at('2026-02-03T10:00:00Z');
      const loan = await checkOut(context, { login: '2025101', barcode: 'CIRC-3' });
      at('2026-02-10T10:00:00Z');
      const [renewal] = await renewLoans(context, ana.personId, [loan.loanId]);
      expect(renewal?.renewed).toBe(true);
    } finally {
      context.now = realClock;
    }
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  async function signedIn(width: number, path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      locale: 'pt-BR',
      viewport: { width, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Matrícula', { exact: true }).fill('9000006');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}${path}`);
    return { context, page };
  }

  const noHorizontalScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  it('opens the report from the staff menu, filters a period, shows table and chart, downloads the CSV', async () => {
    const { context, page } = await signedIn(1280, '/equipe');
    try {
      await page
        .getByRole('navigation', { name: 'Console da equipe' })
        .getByRole('link', { name: 'Relatórios', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Relatórios' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Circulação por mês' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Circulação por mês' }).waitFor();

      await page.getByLabel('De', { exact: true }).fill('2026-01-01');
      await page.getByLabel('Até', { exact: true }).fill('2026-02-28');
      await page.getByRole('button', { name: 'Mostrar' }).click();
      await page.waitForURL(/\/equipe\/relatorios\/circulacao\?de=2026-01-01&ate=2026-02-28$/);
      await page.getByText('Empréstimos: 3 · Devoluções: 1 · Renovações: 1 — de 01/01/2026 a 28/02/2026.').waitFor();

      const table = page.getByRole('table', { name: 'Circulação por mês' });
      const rows = table.getByRole('row');
      expect(await rows.count()).toBe(3);
      expect(await rows.nth(0).getByRole('columnheader').allInnerTexts()).toEqual([
        'Mês',
        'Biblioteca',
        'Empréstimos',
        'Devoluções',
        'Renovações',
      ]);
      expect(await rows.nth(1).getByRole('cell').allInnerTexts()).toEqual([
        'jan. de 2026',
        'Biblioteca Central (BC)',
        '2',
        '1',
        '0',
      ]);
      expect(await rows.nth(2).getByRole('cell').allInnerTexts()).toEqual([
        'fev. de 2026',
        'Biblioteca de Ciências Sociais (BCS)',
        '1',
        '0',
        '1',
      ]);

      const chart = page.getByRole('img', { name: 'Empréstimos, devoluções e renovações por mês' });
      await chart.waitFor();
      expect(await chart.getAttribute('aria-describedby')).toBeTruthy();
      const description = await page.locator(`[id="${await chart.getAttribute('aria-describedby')}"]`).textContent();
      expect(description).toBe(
        'Empréstimos: jan. de 2026: 2; fev. de 2026: 1. Devoluções: jan. de 2026: 1; fev. de 2026: 0. ' +
          'Renovações: jan. de 2026: 0; fev. de 2026: 1.',
      );
      expect(await chart.locator('rect').count()).toBe(6);

      await expectAccessible(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Baixar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('relatorio-circulacao_2026-01-01_2026-02-28.csv');
      const csv = await fs.readFile((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toBe(CSV_HEADER);
      expect(csv.split('\r\n').slice(1)).toEqual([
        '2026-01,BC,Biblioteca Central,2,1,0',
        '2026-02,BCS,Biblioteca de Ciências Sociais,1,0,1',
        '',
      ]);

      // One library: the filter is in the address, so the report can be bookmarked.
      await page.getByLabel('Biblioteca', { exact: true }).selectOption({ label: 'Biblioteca de Ciências Sociais' });
      await page.getByRole('button', { name: 'Mostrar' }).click();
      await page.waitForURL(/biblioteca=BCS/);
      await page.getByText('Empréstimos: 1 · Devoluções: 0 · Renovações: 1 — de 01/01/2026 a 28/02/2026.').waitFor();
      expect(await table.getByRole('row').count()).toBe(2);
    } finally {
      await context.close();
    }
  });

  it('refuses a period that ends before it starts, in words, and keeps the figures shown', async () => {
    const { context, page } = await signedIn(1280, '/equipe/relatorios/circulacao?de=2026-01-01&ate=2026-02-28');
    try {
      await page.getByRole('table', { name: 'Circulação por mês' }).waitFor();
      await page.getByLabel('De', { exact: true }).fill('2026-03-01');
      await page.getByRole('button', { name: 'Mostrar' }).click();
      await page.getByRole('alert').getByText('A data inicial deve ser igual ou anterior à data final.').waitFor();
      expect(await page.getByLabel('De', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      expect(page.url()).toBe(`${url}/equipe/relatorios/circulacao?de=2026-01-01&ate=2026-02-28`);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('shows every report with its chart or an empty table, axe clean at 1280 px', async () => {
    const { context, page } = await signedIn(1280, '/equipe/relatorios');
    try {
      await expectAccessible(page);
      // Bia's loan of 2026-01-14 (due 01-28) is still out: the overdue list names her, with its fine so far.
      await page
        .getByRole('navigation', { name: 'Relatórios' })
        .getByRole('link', { name: 'Empréstimos em atraso' })
        .click();
      const overdue = page.getByRole('table', { name: 'Empréstimos em atraso' });
      await overdue.getByRole('cell', { name: /^Bia Lopes/ }).waitFor();
      await page.getByRole('img', { name: 'Empréstimos em atraso por dias de atraso' }).waitFor();
      await expectAccessible(page);
      for (const [link, heading] of [
        ['Reservas em espera', 'Reservas em espera'],
        ['Acessos ao catálogo', 'Acessos ao catálogo'],
        ['Aquisições', 'Aquisições'],
      ] as const) {
        await page.getByRole('navigation', { name: 'Relatórios' }).getByRole('link', { name: link }).click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('button', { name: 'Baixar CSV', exact: true }).waitFor();
        await expectAccessible(page);
      }
      await page.getByRole('heading', { level: 2, name: 'Pedidos de compra por mês' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('fits a phone (375 px): filters, chart and table without a horizontal scroll', async () => {
    const { context, page } = await signedIn(375, '/equipe/relatorios/circulacao?de=2026-01-01&ate=2026-02-28');
    try {
      await page.getByRole('table', { name: 'Circulação por mês' }).waitFor();
      await page.getByRole('img', { name: 'Empréstimos, devoluções e renovações por mês' }).waitFor();
      await noHorizontalScroll(page);
    } finally {
      await context.close();
    }
  });
});
