import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import { caller, importTitles } from '../server/src/circulation/circulation-fixtures.testing.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import { staffSession } from '../server/src/staff/staff-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const ADMIN = '9100001';
const PATRON = '2025042';

/**
 * Issue 21, the console's frame in Chromium: the administrator reaches the console from the header, sees the staff
 * menu, and reads an action of theirs in the audit trail with what it was sent; a patron sees no staff link and is
 * told /equipe is for staff; a visitor is sent to the sign-in. axe at 1280 px; the audit trail at 375 px.
 */
describe('staff console frame and audit trail', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Registration' })
      .where('id', '=', institution.id)
      .execute();
    const { sc1 } = await importTitles(testApp, [
      { key: 'sc1', title: 'Grande sertão: veredas', copies: [{ library: 'BC', barcode: 'SC-1' }] },
    ]);
    const admin = await staffSession(testApp, ADMIN, ['siteAdmin'], { name: 'Sílvia Administração' });
    const patron = await staffSession(testApp, PATRON, [], { name: 'Pedro Leitor' });
    // Two comments wait for moderation.
    await db
      .insertInto('record_comments')
      .values(
        ['Leitura obrigatória.', 'Linguagem difícil, mas vale.'].map((text) => ({
          record_id: sc1!,
          person_id: patron.personId,
          text,
          status: 'pending' as const,
          created_at: new Date().toISOString(),
          reviewed_at: null,
        })),
      )
      .execute();
    // A staff action of the administrator's: a closed day at the Biblioteca Central.
    const action = await caller(testApp, admin)('PUT', '/api/circulacao/calendario/BC/2031-04-21', {
      descricao: 'Tiradentes',
    });
    expect(action.statusCode).toBe(200);
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  async function signIn(login: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Registration', { exact: true }).fill(login);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: 'Sign out' }).waitFor();
    return { context, page };
  }

  it('takes the administrator from the header to the console, its menu and the audit trail of an action', async () => {
    const { context, page } = await signIn(ADMIN, 1280);
    try {
      await page.getByRole('link', { name: 'Staff console' }).click();
      await page.waitForURL(`${url}/equipe`);
      await page.getByRole('heading', { level: 1, name: 'Staff console' }).waitFor();
      const menu = page.getByRole('navigation', { name: 'Staff console' });
      expect(await menu.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
      await menu.getByRole('link', { name: 'Audit trail' }).waitFor();
      // The menu is grouped by function, each group a list named after it; the two comments set up above are counted.
      const moderation = menu.getByRole('list', { name: 'Moderation' });
      expect(await moderation.getByRole('link').allTextContents()).toEqual(['Comments to approve, 2']);
      await menu
        .getByRole('list', { name: 'Site administration' })
        .getByRole('link', { name: 'Audit trail' })
        .waitFor();
      const functions = page.getByRole('region', { name: 'Your functions' });
      await functions.getByText('Site administration', { exact: true }).waitFor();
      await functions.getByText('Circulation desk', { exact: true }).waitFor();
      const waiting = page.getByRole('region', { name: 'Waiting for you' });
      await waiting.getByRole('listitem').filter({ hasText: 'Comments to approve' }).getByText('2 waiting').waitFor();
      await expectAccessible(page);

      await menu.getByRole('link', { name: 'Audit trail' }).click();
      await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
      await page.getByRole('status').getByText('1 action').waitFor();
      const row = page.getByRole('row', { name: /PUT \/api\/circulacao\/calendario\/:biblioteca\/:data/ });
      await row.getByRole('cell', { name: 'Sílvia Administração (9100001)' }).waitFor();
      await row.getByRole('cell', { name: 'Circulation desk' }).waitFor();
      await row.getByText('Succeeded (200)').waitFor();
      await row.getByText('Show details').click();
      await row.getByRole('heading', { name: 'Data sent' }).waitFor();
      expect(await row.getByText('"descricao": "Tiradentes"').count()).toBe(1);
      await row.getByText('This action recorded no before and after.').waitFor();
      await expectAccessible(page);

      // Filters live in the URL: a route that matches nothing empties the list, clearing brings the row back.
      const filters = page.getByRole('form', { name: 'Audit filters' });
      await filters.getByLabel('Route').fill('/admin');
      await filters.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.waitForURL(/rota=%2Fadmin/);
      await page.getByText('No action matches these filters.').waitFor();
      await filters.getByLabel('Function').selectOption({ label: 'Circulation desk' });
      await filters.getByLabel('Route').fill('calendario');
      await filters.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.waitForURL(/funcao=9002/);
      await page.getByRole('status').getByText('1 action').waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL(`${url}/equipe/auditoria`);
    } finally {
      await context.close();
    }
  });

  it('shows the audit trail on a phone without sideways scrolling', async () => {
    const { context, page } = await signIn(ADMIN, 375);
    try {
      await page.goto(`${url}/equipe/auditoria`);
      await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
      await page.getByText('Show details').click();
      await page.getByRole('heading', { name: 'Data sent' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Overview' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows a patron no staff link, and tells them /equipe is for staff', async () => {
    const { context, page } = await signIn(PATRON, 1280);
    try {
      expect(await page.getByRole('link', { name: 'Staff console' }).count()).toBe(0);
      await page.goto(`${url}/equipe`);
      await page.getByRole('heading', { level: 1, name: 'Staff only' }).waitFor();
      await page.getByText('You are signed in, but you hold no staff function.', { exact: false }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Staff console' }).count()).toBe(0);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('sends a visitor to the sign-in, and back to the console after it', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${url}/equipe/auditoria`);
      await page.waitForURL(/\/login\?redirect=%2Fequipe%2Fauditoria$/);
      await page.getByLabel('Registration', { exact: true }).fill(ADMIN);
      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${url}/equipe/auditoria`);
      await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
