import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { configureDemoSite, waitForShell } from './support/shell-fixtures.ts';

/**
 * Issue 26 (5, 6): unknown addresses are not found, in the status and on the screen; the search screen by keyboard
 * (skip link, focus on the results heading, few Tabs to the first result), the modal sign-in giving the focus back,
 * and the facets in a dialog on phones.
 */
describe('not found, keyboard and focus in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let recordId: number;

  beforeAll(async () => {
    server = await startServer([`${marcDataDir()}/evergreen_jazz_1k.xml`]);
    await configureDemoSite(server);
    const { db } = server.testApp.app.context;
    await createPatron(db, { logins: ['teclado.foco'], name: 'Joana Foco' });
    recordId = (await db.selectFrom('records').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function openPage(path: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await waitForShell(page);
    return { context, page };
  }

  const focused = (page: Page) =>
    page.evaluate(() => ({
      id: document.activeElement?.id ?? '',
      text: document.activeElement?.textContent?.trim() ?? '',
      inResults: document.activeElement?.closest('.results__list') !== null,
    }));

  it('answers an unknown address with 404 and the not-found screen, with a search box and a link home', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/qualquercoisa`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Ir para a pesquisa' }).waitFor();
    await expectAccessible(page);
    const box = page.getByRole('search', { name: 'Pesquisar no acervo' }).getByRole('searchbox');
    await box.fill('jazz');
    await box.press('Enter');
    await page.getByRole('heading', { level: 2, name: /jazz/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('termo')).toBe('jazz');

    const missing = await page.goto(`${server.url}/acervo/999999999`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Título não encontrado' }).waitFor();
    const guide = await page.goto(`${server.url}/indice`);
    expect(guide?.status()).toBe(200);
    expect((await page.goto(`${server.url}/acervo/${recordId}`))?.status()).toBe(200);
    await context.close();
  });

  it("leads the footer's data-protection link to a real page", async () => {
    const { context, page } = await openPage('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade e proteção de dados' });
    // The library's own privacy page (docs/privacy.md), which links the institution's policy (link_lgpd).
    expect(await link.getAttribute('href')).toBe('/privacidade');
    expect((await fetch(`${server.url}/privacidade`)).status).toBe(200);
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Privacidade e proteção de dados' }).waitFor();
    await context.close();
  });

  it('skips to the results first, and focuses the results heading after a search', async () => {
    const { context, page } = await openPage('/?termo=jazz');
    await page.locator('.results__list .result__title a').first().waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatchObject({ text: 'Ir para os resultados' });
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ id: 'results-heading' });

    // A new search from the form: the focus goes to the heading naming it.
    const box = page.getByRole('searchbox').first();
    await box.fill('blues');
    await box.press('Enter');
    await page.getByRole('heading', { level: 2, name: /blues/ }).waitFor();
    await expect.poll(async () => (await focused(page)).id).toBe('results-heading');

    await context.close();
  });

  it('reaches the first result from the search box in a dozen Tabs at 1280 and 375 px (~60 before)', async () => {
    // Measured: 11 at 1280 px (search button, similar words, advanced search, the two guides, sort, page size,
    // select-all, add page to basket, basket, first title) and 12 at 375 px (the Filters button too); the facets
    // follow the results.
    for (const [width, bound] of [
      [1280, 11],
      [375, 12],
    ] as const) {
      const { context, page } = await openPage('/?termo=jazz', width);
      await page.locator('.results__list .result__title a').first().waitFor();
      await page.getByRole('searchbox').first().focus();
      let presses = 0;
      while (!(await focused(page)).inResults && presses < 100) {
        await page.keyboard.press('Tab');
        presses += 1;
      }
      expect((await focused(page)).inResults, `${width} px`).toBe(true);
      expect(presses, `${width} px`).toBeLessThanOrEqual(bound);
      await context.close();
    }
  });

  it('gives the focus back after the modal sign-in, to the opener or to what took its place', async () => {
    const { context, page } = await openPage(`/acervo/${recordId}`);
    const comments = page.getByRole('region', { name: 'Comentários' });
    const opener = comments.getByRole('button', { name: 'Entrar' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Entrar');

    await opener.click();
    await dialog.getByLabel('Matrícula ou CPF', { exact: true }).fill('teclado.foco');
    await dialog.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Acessar' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Signed in, the button gave way to the comment form: the focus is in it, not on the page body.
    await comments.locator('form').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.record-comments') !== null))
      .toBe(true);
    await context.close();
  });

  it('opens the facets in a dialog from the Filters button at 375 px, and Escape gives the focus back', async () => {
    const { context, page } = await openPage('/?termo=jazz', 375);
    await page.locator('.results__list .result__title a').first().waitFor();
    await expect(page.getByRole('heading', { name: 'Refinar resultados' }).isVisible()).resolves.toBe(false);
    const button = page.getByRole('button', { name: 'Filtros' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await dialog.getByRole('heading', { name: 'Refinar resultados' }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Filtros');
    // Choosing a facet value applies it and closes the dialog.
    await button.click();
    await dialog.getByRole('checkbox').first().click(); // click, not check: the dialog closes as the value applies, so nothing is left to verify as checked
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.getAll('filtro').length).toBe(1);
    await context.close();
  });
});
