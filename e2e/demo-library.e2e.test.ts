import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLibrary } from '../server/src/demo/index.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

/**
 * The demo library as a visitor meets it: its authority records link the title page's headings to their
 * authority page, whose see-from forms lead there; the search screen leads to the browse indexes and authorities.
 */
describe('the demo library in the browser', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let domCasmurro: number;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const seeded = await seedDemoLibrary(testApp.app.context);
    expect(seeded?.created).toBe(true);
    // The first hand-written record of the demo catalogue (001 1, 003 Estante).
    const record = await testApp.database.db
      .selectFrom('records')
      .select(['id', 'title'])
      .where('match_key', '=', 'Estante:1')
      .executeTakeFirstOrThrow();
    expect(record.title).toBe('Dom Casmurro');
    domCasmurro = record.id;
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  /** A page in a context of its own (axe needs one); the test closes the context. */
  const open = async (path: string, locale = 'pt-BR'): Promise<Page> => {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    return page;
  };

  it("follows a title's author to the authority page, with its see-from forms, and its subject too", async () => {
    const page = await open(`/acervo/${domCasmurro}`);
    await page.getByRole('heading', { level: 1, name: 'Dom Casmurro' }).waitFor();
    const author = page.getByRole('link', { name: 'Assis, Machado de, 1839-1908', exact: true });
    // The link turns from a search into the authority once /api/autoridade/combo answers.
    await expect.poll(() => author.getAttribute('href')).toMatch(/^\/autoridade\/\d+$/);
    await author.click();
    await page.waitForURL(/\/autoridade\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Assis, Machado de, 1839-1908' }).waitFor();
    const seeFrom = page.getByRole('definition').filter({ hasText: 'Joaquim Maria' });
    for (const form of [
      'Machado de Assis, 1839-1908',
      'Assis, Joaquim Maria Machado de, 1839-1908',
      'Machado de Assis',
    ]) {
      await seeFrom.getByText(form, { exact: true }).waitFor();
    }
    await page.getByText('Dom Casmurro, [1899]: p. de rosto (Machado de Assis)', { exact: true }).waitFor();
    await expectAccessible(page);
    // The titles under the heading: the demo's novels by Machado de Assis among them.
    await page.getByRole('link', { name: /^Ver \d+ títulos$/ }).click();
    await page
      .getByRole('link', { name: /Memórias póstumas de Brás Cubas/ })
      .first()
      .waitFor();

    await page.goto(`${url}/acervo/${domCasmurro}`);
    const subject = page.getByRole('link', { name: 'Romance brasileiro', exact: true });
    await expect.poll(() => subject.getAttribute('href')).toMatch(/^\/autoridade\/\d+$/);
    await subject.click();
    await page.getByRole('heading', { level: 1, name: 'Romance brasileiro' }).waitFor();
    await page.getByText('Romances brasileiros', { exact: true }).waitFor();
    await page.context().close();
  });

  it('reaches the authorities and the browse indexes from the search screen, in English too', async () => {
    const page = await open('/');
    const guides = page.getByRole('navigation', { name: 'Outras formas de consulta' });
    await guides.getByRole('link', { name: 'Autoridades' }).click();
    await page.waitForURL(/\/autoridades$/);
    await page.getByRole('heading', { level: 1, name: 'Autoridades' }).waitFor();
    await page.getByLabel('Palavras').fill('ibge');
    await page.getByRole('button', { name: 'Ir' }).click();
    await page.getByRole('link', { name: 'Instituto Brasileiro de Geografia e Estatística', exact: true }).waitFor();
    await page.context().close();

    const english = await open('/', 'en-GB');
    await english
      .getByRole('navigation', { name: 'Other ways to search' })
      .getByRole('link', { name: 'Browse indexes' })
      .click();
    await english.waitForURL(/\/indice$/);
    await english.context().close();
  });
});
