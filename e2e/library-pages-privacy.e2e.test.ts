import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
} from '../server/src/circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { ensureInstitution, saveSiteSection } from '../server/src/site-parameters/index.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * Issue 22, items 5 to 7 in Chromium: a visitor reads the library's pages from the footer (FAQ, the library with its
 * service desks, events, privacy); a patron whose registration is due sees the renewal banner and its action, the
 * personal area's notice, and on the privacy screen keeps then erases the reading history, downloads every datum as
 * JSON and asks for erasure. axe clean at 1280 px (Portuguese) and 375 px (English).
 */
describe('library pages and privacy', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let ana: Session;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    await applyDemoSiteConfiguration(db);
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Matrícula' })
      .where('id', '=', institution.id)
      .execute();
    // The personal area's notice (activity 8), in English only: the English walk shows it.
    await saveSiteSection(db, institution.id, 'informativo:8', 'en', {
      texto: 'The library is closed on 2 November; loans due that day move to the next opening day.',
    });
    await importTitles(testApp, [
      { key: 'dom', title: 'Dom Casmurro', copies: [{ library: 'BC', barcode: 'PRIV-1' }] },
    ]);
    ana = await patronSession(testApp, '2026100', { name: 'Ana Privada', email: 'ana.privada@example.edu' });
    const desk = caller(testApp, await deskSession(testApp));
    expect(
      (await desk('POST', '/api/circulacao/emprestimos', { usuario: ana.login, codigo_barras: 'PRIV-1' })).statusCode,
    ).toBe(201);
    expect((await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'PRIV-1' })).statusCode).toBe(200);
    // Personal data last confirmed 400 days ago: the registration renewal is due.
    await db
      .updateTable('people')
      .set({ updated_at: new Date(Date.now() - 400 * 86_400_000).toISOString() })
      .where('id', '=', ana.personId)
      .execute();
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  async function noSidewaysScroll(page: Page) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  it('a visitor reads the FAQ, the library and its desks, the events and the privacy page from the footer', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(url);
    const footer = page.getByRole('navigation', { name: 'Serviços e informações' });

    await footer.getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' }).count()).toBe(1);
    await page.getByText('Quantos livros posso emprestar?').click();
    await page.getByText(/Alunos de graduação podem ter até 5 empréstimos/).waitFor();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/faq-1280-pt.png`, fullPage: true });

    await footer.getByRole('link', { name: 'A biblioteca' }).click();
    await page.getByRole('heading', { level: 2, name: 'Atendimento e horários' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Campus Central' }).waitFor();
    await page.getByRole('heading', { level: 4, name: 'Biblioteca Central' }).waitFor();
    expect(await page.getByRole('link', { name: 'central@biblioteca.ufex.exemplo.edu.br' }).getAttribute('href')).toBe(
      'mailto:central@biblioteca.ufex.exemplo.edu.br',
    );
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-1280-pt.png`, fullPage: true });

    await footer.getByRole('link', { name: 'Eventos' }).click();
    await page.getByRole('heading', { level: 2, name: 'Eventos institucionais' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Semana do Livro e da Leitura' }).waitFor();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/events-1280-pt.png`, fullPage: true });

    await footer.getByRole('link', { name: 'Privacidade e proteção de dados' }).click();
    await page.waitForURL(`${url}/privacidade`);
    await page.getByRole('heading', { level: 1, name: 'Privacidade e proteção de dados' }).waitFor();
    await page.getByRole('rowheader', { name: /Histórico de leitura/ }).waitFor();
    await page.getByRole('cell', { name: /30 dias após a devolução/ }).waitFor();
    await page.getByRole('link', { name: 'Entrar para gerenciar minha privacidade' }).waitFor();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/privacy-public-1280-pt.png`, fullPage: true });
    await context.close();
  });

  it('a patron sees the renewal reminder, keeps then erases the reading history, downloads the data and asks for erasure', async () => {
    const context = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 375, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto(`${url}/meupergamum`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Matrícula', { exact: true }).fill(ana.login);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${url}/meupergamum`);

    const banner = page.getByRole('region', { name: 'Your registration is about to expire. Renew it now!' });
    await banner.waitFor();
    await page.getByText('The library is closed on 2 November', { exact: false }).waitFor();
    await expectAccessible(page);
    await noSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/renewal-375-en.png` });
    await banner.getByRole('link', { name: 'Renew my registration' }).click();
    await page.waitForURL(`${url}/meupergamum/dados-pessoais`);

    await page.getByRole('navigation', { name: 'Personal area menu' }).getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL(`${url}/meupergamum/privacidade`);
    await page.getByRole('heading', { level: 2, name: 'Privacy' }).waitFor();
    await page.getByText('Your reading history is not kept beyond the period.').waitFor();
    await page.getByRole('button', { name: 'Keep my reading history' }).click();
    await page.getByText('Done: your reading history will be kept.').waitFor();
    await expectAccessible(page);
    await noSidewaysScroll(page);
    if (SHOTS) {
      await page.getByRole('heading', { level: 3, name: 'Reading history' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/privacy-375-en.png` });
    }

    await page.getByRole('button', { name: 'Stop keeping and erase my history' }).click();
    const confirm = page.getByRole('dialog', { name: 'Erase your reading history?' });
    await confirm.getByRole('button', { name: 'Erase the history' }).click();
    await page.getByText('Done: 1 item of your history was erased.').waitFor();
    const loans = await testApp.database.db
      .selectFrom('loans')
      .select('id')
      .where('person_id', '=', ana.personId)
      .execute();
    expect(loans).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(exported.pessoa).toMatchObject({ nome: 'Ana Privada', email: 'ana.privada@example.edu' });
    expect(exported.consentimentos.historico_leitura).toBe(false);

    await page.getByLabel('Reason (optional)').fill('I am leaving the university.');
    await page.getByRole('button', { name: 'Ask to erase my data' }).click();
    await page
      .getByRole('dialog', { name: 'Ask to erase your data?' })
      .getByRole('button', { name: 'Ask to erase my data' })
      .click();
    await page.getByText('Request sent. The library will answer by e-mail.').waitFor();
    await page.getByText('Your deletion request is waiting for the library.').waitFor();
    await page.getByText('Waiting for the library', { exact: true }).waitFor();
    await expectAccessible(page);
    await noSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/privacy-requested-375-en.png` });
    await context.close();
  });
});
