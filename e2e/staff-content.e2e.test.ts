import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import { loadPolicies } from '../server/src/circulation/index.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import { staffSession } from '../server/src/staff/staff-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const ADMIN_LOGIN = '9000001';
const PT_WELCOME = 'Bem-vindo ao catálogo da Biblioteca';

/**
 * Issue 21, item 4 in Chromium: the administrator edits the home page's first section in English (the form keeps
 * what was typed through a refusal and a change of language), sees it on the English home page while the
 * Portuguese one keeps its own text, and sets a loan policy with a wrong number corrected on the spot. axe at
 * 1280 px; the section editor at 375 px.
 */
describe('staff content: home sections and loan policies', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    await applyDemoSiteConfiguration(db);
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Registration' })
      .where('id', '=', institution.id)
      .execute();
    await db
      .insertInto('loan_types')
      .values([
        { code: 'LIVRO', name: 'Livro', circulates: 1 },
        { code: 'DVD', name: 'DVD', circulates: 1 },
      ])
      .execute();
    await staffSession(testApp, ADMIN_LOGIN, ['siteAdmin'], { name: 'Sílvia Administração' });
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  async function signedIn(width: number, path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Registration', { exact: true }).fill(ADMIN_LOGIN);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${url}${path}`);
    return { context, page };
  }

  const noHorizontalScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  it('edits the first home section in English and the English home page shows it, the Portuguese one not', async () => {
    const { context, page } = await signedIn(1280, '/equipe');
    try {
      await page
        .getByRole('navigation', { name: 'Staff console' })
        .getByRole('link', { name: 'Content and settings' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Content and settings' }).waitFor();
      const sections = page.getByRole('table', { name: 'Texts and sections' });
      const firstSection = sections.getByRole('row', { name: /Home page, first section/ });
      await firstSection.getByText('In all five languages').waitFor();
      await expectAccessible(page);

      await firstSection.getByRole('link', { name: 'English (saved)' }).click();
      await page.getByRole('heading', { level: 2, name: 'Home page, first section' }).waitFor();
      const languages = page.getByRole('group', { name: 'Language:' });
      await expect
        .poll(() => languages.getByRole('button', { name: /^English/ }).getAttribute('aria-pressed'))
        .toBe('true');
      const form = page.getByRole('form', { name: 'Edit in English' });
      const title = form.getByLabel('Title', { exact: true });
      const text = form.getByLabel('Text', { exact: true });
      await expect.poll(() => title.inputValue()).toBe('Welcome to the Library catalogue');
      expect(await title.getAttribute('lang')).toBe('en');

      // A refused save names the field and keeps everything typed.
      await title.fill('');
      await text.fill('During exams the reading rooms stay open until midnight.\n\nBring your library card.');
      await form.getByRole('button', { name: 'Save in English' }).click();
      await page.getByRole('alert').getByText('Nothing was saved: correct the field marked below.').waitFor();
      await form.getByText('Fill in this field.').waitFor();
      expect(await title.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await text.inputValue()).toBe(
        'During exams the reading rooms stay open until midnight.\n\nBring your library card.',
      );

      // Another language and back: the English draft is still there, marked unsaved.
      await title.fill('Exam season opening hours');
      await languages.getByRole('button', { name: 'Español (saved)' }).click();
      await expect
        .poll(() => page.getByRole('form', { name: 'Edit in Español' }).getByLabel('Title').inputValue())
        .toBe('Bienvenido al catálogo de la Biblioteca');
      await languages.getByRole('button', { name: 'English (unsaved changes)' }).click();
      await expect.poll(() => title.inputValue()).toBe('Exam season opening hours');

      // The preview renders the draft as the home page will.
      const preview = page.getByRole('region', { name: 'Preview in English' });
      await preview.getByRole('heading', { name: 'Exam season opening hours' }).waitFor();
      await preview.getByText('Bring your library card.').waitFor();
      await expectAccessible(page);

      await form.getByRole('button', { name: 'Save in English' }).click();
      await page.getByRole('status').getByText('Saved in English. Visitors see it now.').waitFor();
      await languages.getByRole('button', { name: 'English (saved)' }).waitFor();

      await page.goto(`${url}/?lng=en`);
      await page.getByRole('heading', { level: 2, name: 'Exam season opening hours' }).waitFor();
      await page.getByText('During exams the reading rooms stay open until midnight.').waitFor();
      await page.goto(`${url}/?lng=pt`);
      await page.getByRole('heading', { level: 2, name: PT_WELCOME }).waitFor();
      expect(await page.getByText('Exam season opening hours').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('adds a loan policy for a category and loan type, a wrong number named and corrected in place', async () => {
    const { context, page } = await signedIn(1280, '/equipe/conteudo');
    try {
      await page
        .getByRole('navigation', { name: 'Content and settings' })
        .getByRole('link', { name: 'Loan policies' })
        .click();
      await page.getByRole('heading', { level: 2, name: 'Loan policies' }).waitFor();
      await page.getByText(/^No policy is set: the desk lends for 14 days/).waitFor();
      await page.getByRole('button', { name: 'Add a policy' }).click();

      const form = page.getByRole('form', { name: 'New policy' });
      await form.getByLabel('Patron category').selectOption('01');
      await form.getByLabel('Loan type').selectOption('LIVRO');
      const days = form.getByLabel('Loan period (days)');
      await days.fill('0');
      await form.getByLabel('Renewals').fill('1');
      await form.getByLabel('Fine per late day').fill('2.50');
      await form.getByRole('button', { name: 'Save the policy' }).click();
      await page.getByRole('alert').getByText('Nothing was saved: correct the field marked below.').waitFor();
      await form.getByText('Enter 1 or more.').waitFor();
      await expect.poll(() => days.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await form.getByLabel('Fine per late day').inputValue()).toBe('2.50');
      expect(await loadPolicies(testApp.database.db)).toEqual([]);
      await expectAccessible(page);

      await days.fill('7');
      await form.getByRole('button', { name: 'Save the policy' }).click();
      const saved = page
        .getByRole('status')
        .getByText('Policy Aluno de graduação / Livro saved. New loans follow it now.');
      await saved.waitFor();
      // The form is gone: the focus is on what was saved, not lost to the page.
      await expect.poll(() => saved.evaluate((element) => element === document.activeElement)).toBe(true);
      const table = page.getByRole('table', { name: 'Loan policies' });
      const row = table.getByRole('row', { name: /Aluno de graduação/ });
      // The table shows the policy once it has fetched the list again.
      await expect
        .poll(() => row.getByRole('cell').allInnerTexts())
        .toEqual(expect.arrayContaining(['Aluno de graduação', 'Livro', '7', '1', 'R$2.50']));
      expect(await loadPolicies(testApp.database.db)).toEqual([
        expect.objectContaining({
          patronCategory: '01',
          loanType: 'LIVRO',
          loanDays: 7,
          renewalLimit: 1,
          finePerDayCents: 250,
        }),
      ]);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it("sets the library's reading-history period, refused out of its limits first, and the privacy page states it", async () => {
    const { context, page } = await signedIn(1280, '/equipe/conteudo/instituicao');
    try {
      await page.getByRole('heading', { level: 2, name: 'Institution' }).waitFor();
      const periods = page.getByRole('group', { name: 'Privacy: how long data is kept' });
      const history = periods.getByLabel('Reading history without consent (returned loans, closed holds)');
      expect(await history.inputValue()).toBe('30');
      await history.fill('5000');
      await page.getByRole('button', { name: 'Save the institution' }).click();
      // Named beside the field, in the staff member's language, from the server's limit.
      await periods.getByText('Enter 3,650 or less.').waitFor();
      expect(await history.getAttribute('aria-invalid')).toBe('true');
      await history.fill('60');
      await page.getByRole('button', { name: 'Save the institution' }).click();
      await page.getByText('Changes saved.').waitFor();
      expect(await history.getAttribute('aria-invalid')).toBeNull();
      // Only the period changed is stored: the others follow the defaults.
      const stored = await testApp.database.db
        .selectFrom('institutions')
        .select('settings_json')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.settings_json).privacyRetention).toEqual({ historico_leitura: 60 });
      await expectAccessible(page);

      await page.goto(`${url}/privacidade`);
      const row = page.getByRole('row', { name: /Reading history: returned loans and closed holds/ });
      await expect.poll(() => row.textContent()).toContain('60 days after the return, unless you choose to keep it');
      // The other periods keep their defaults.
      const alerts = page.getByRole('row', { name: /Alerts/ });
      await expect.poll(() => alerts.textContent()).toContain('180');
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('walks every page of the area from its menu at 1280 px, each axe clean', async () => {
    const { context, page } = await signedIn(1280, '/equipe/conteudo');
    try {
      const menu = page.getByRole('navigation', { name: 'Content and settings' });
      const pages: [link: string, heading: string][] = [
        ['Institution', 'Institution'],
        ['Features and footer', 'Features and footer'],
        ['Campuses and libraries', 'Campuses and libraries'],
        ['Closed days', 'Closed days'],
        ['Self-service', 'Self-service'],
        ['Electronic resources', 'Electronic resources'],
        ['Texts and sections', 'Texts and sections'],
      ];
      for (const [link, heading] of pages) {
        await menu.getByRole('link', { name: link }).click();
        await page.getByRole('heading', { level: 2, name: heading }).waitFor();
        expect(await menu.getByRole('link', { name: link }).getAttribute('aria-current')).toBe('page');
        await expectAccessible(page);
      }
      // A day closed from the calendar page moves due dates: it is listed for the library chosen.
      await menu.getByRole('link', { name: 'Closed days' }).click();
      await page.getByLabel('Library').selectOption('BCS');
      const form = page.getByRole('form', { name: 'Close a day at Biblioteca de Ciências Sociais' });
      await form.getByLabel('Day').fill('2099-04-21');
      await form.getByLabel('Reason (optional)').fill('Tiradentes');
      await form.getByRole('button', { name: 'Close this day' }).click();
      const list = page.getByRole('region', { name: 'Closed days ahead at Biblioteca de Ciências Sociais' });
      await list.getByText('Tiradentes').waitFor();
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('edits a section on a 375 px phone: nothing wider than the screen, form and preview one above the other', async () => {
    const { context, page } = await signedIn(375, '/equipe/conteudo/secoes/faq?idioma=fr');
    try {
      await page.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).waitFor();
      const form = page.getByRole('form', { name: 'Edit in Français' });
      await form.getByRole('button', { name: 'Add a question' }).click();
      const questions = form.getByRole('group', { name: /^Question \d+$/ });
      const last = questions.last();
      await last.getByLabel('Question', { exact: true }).fill('Puis-je emprunter un ordinateur ?');
      await last.getByLabel('Answer').fill('Oui, à la banque de prêt, pour quatre heures.');
      const preview = page.getByRole('region', { name: 'Preview in Français' });
      await preview.getByText('Puis-je emprunter un ordinateur ?').waitFor();
      await noHorizontalScroll(page);
      const formBox = await form.boundingBox();
      const previewBox = await preview.boundingBox();
      expect(previewBox!.y).toBeGreaterThan(formBox!.y + formBox!.height - 1);
      await form.getByRole('button', { name: 'Save in Français' }).click();
      await page.getByRole('status').getByText('Saved in Français. Visitors see it now.').waitFor();
      const faq = (await testApp.app.inject({ url: '/api/parametros/faq', headers: { idioma: '7' } })).json() as {
        pergunta: string;
      }[];
      expect(faq.at(-1)).toEqual({
        pergunta: 'Puis-je emprunter un ordinateur ?',
        resposta: 'Oui, à la banque de prêt, pour quatre heures.',
      });
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
