import path from 'node:path';
import { demoCatalogue } from '@estante/demo-data';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcRecords } from '../server/src/catalogue/import/import-marc.ts';
import { readMarcFile } from '../server/src/catalogue/import/read-marc.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { seedDemoSerials } from '../server/src/demo/seed-serials.ts';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

/**
 * Issue 23, item 1 in Chromium: a demo serial's kardex (Revista brasileira de educação, three issues a year, held
 * at the Biblioteca Central) read as a year-by-issue grid with its gaps, filtered, and an issue opened with its table
 * of contents; then a real Evergreen MFHD (Fréquences, quarterly) at 375 px in English.
 */
describe('serials kardex: the year-by-issue grid', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let rbeId: number;
  let frequencesId: number;
  let cadernosId: number;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { context } = testApp.app;
    // November 2026: the third issue of the year is due by December, so 2026 expects two.
    context.now = () => new Date('2026-11-20T12:00:00Z');
    await applyDemoSiteConfiguration(testApp.database.db);
    const serials = demoCatalogue([{ code: 'BC' }]).filter((record) => record.leader.charAt(7) === 's');
    const rbe = serials.filter((record) => JSON.stringify(record).includes('1413-2478'));
    // Cadernos de saúde pública comes without holdings records: its kardex falls back to its bound volumes.
    const cadernos = serials.find((record) => JSON.stringify(record).includes('0102-311X'))!;
    async function* asResults() {
      yield { ok: true as const, position: 1, record: rbe[0]!, warnings: [] };
      yield { ok: true as const, position: 2, record: cadernos, warnings: [] };
    }
    await importMarcRecords(context, asResults());
    await seedDemoSerials(context, rbe, ['BC']);
    for (const file of ['evergreen_serials.mrc', 'evergreen_serials_mfhd.mrc']) {
      await importMarcRecords(context, readMarcFile(path.join(marcDataDir(), file)));
    }
    const rows = await testApp.database.db.selectFrom('records').select(['id', 'title']).execute();
    rbeId = rows.find((row) => row.title.startsWith('Revista brasileira de educação'))!.id;
    frequencesId = rows.find((row) => row.title.startsWith('Fréquences'))!.id;
    cadernosId = rows.find((row) => row.title.startsWith('Cadernos de saúde pública'))!.id;
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  const noPageScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  it('reads the grid at 1280 px in Portuguese: gaps, a filter by year, an issue with its contents', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/acervo/${rbeId}/colecao-kardex`);
    const grid = page.getByRole('table', { name: /^Fascículos de Biblioteca Central por ano/ });
    await grid.waitFor();
    expect(await grid.getByRole('columnheader').allTextContents()).toEqual([
      'Ano',
      'Recebidos',
      '1Fascículo 1',
      '2Fascículo 2',
      '3Fascículo 3',
    ]);
    // Newest year first; 2026 expects two issues so far and has both.
    const rows = grid.getByRole('rowheader');
    expect((await rows.allTextContents()).slice(0, 2)).toEqual(['2026', '2025']);
    // The years before 2019 are held by the textual statement only (866): one row, with the statement.
    expect(await rows.last().textContent()).toBe('1995–2018');
    await grid
      .getByRole('cell', { name: 'Na coleção (segundo a declaração textual): v. 1 (1995)-v. 24 (2018)' })
      .waitFor();
    const current = grid.getByRole('row', { name: /^2026/ });
    expect(await current.getByRole('cell').first().textContent()).toBe('2 de 2');
    // At least one issue never arrived in the years before: the gap says so in words.
    expect(await grid.getByRole('cell', { name: 'em falta' }).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Periodicidade' }).selectOption({ label: 'Quadrimestral' });
    await page.getByRole('combobox', { name: 'Ano' }).selectOption('2025');
    await page.getByRole('rowheader', { name: '2026' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('rowheader').allTextContents()).toEqual(['2025']);
    await page.getByRole('combobox', { name: 'Ano' }).selectOption('');
    await page.getByRole('rowheader', { name: '2026' }).waitFor();

    const issue = page.getByRole('button', { name: 'v. 32, n. 2 (maio 2026): recebido. Ver o fascículo' });
    await issue.click();
    const heading = page.getByRole('heading', { name: 'v. 32, n. 2 (maio 2026)' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await issue.getAttribute('aria-pressed')).toBe('true');
    const detail = page.getByRole('region', { name: 'v. 32, n. 2 (maio 2026)' });
    expect(await detail.getByRole('heading', { level: 5 }).allTextContents()).toEqual([
      'Editorial',
      'Artigos',
      'Resenhas',
    ]);
    expect(await detail.getByRole('listitem').count()).toBe(5);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Fechar o fascículo' }).click();
    await heading.waitFor({ state: 'detached' });
    await expect.poll(() => issue.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.screenshot({ path: '/tmp/kardex-pt-1280.png', fullPage: true });

    await page.goto(`${url}/acervo/${cadernosId}/colecao-kardex`);
    const volumes = page.getByRole('table', { name: 'Volumes no acervo' });
    await volumes.waitFor();
    expect(await volumes.getByRole('row').count()).toBe(7);
    await page.getByText('Nenhum fascículo registrado com estes filtros.').waitFor();
    await context.close();
  });

  it('shows a real MFHD (quarterly, no. 3 of 2007 missing) at 375 px in English, and the grid in every language', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}/acervo/${frequencesId}/colecao-kardex?lng=en`);
    const grid = page.getByRole('table', { name: /^Issues at DESMARAIS by year/ });
    await grid.waitFor();
    const row = grid.getByRole('row', { name: /^2007/ });
    expect(await row.getByRole('cell').allTextContents()).toEqual(['3 of 4', 'no. 1', 'no. 2', '✕missing', 'no. 4']);
    await noPageScroll(page);
    await row.getByRole('button', { name: 'v. 18, no. 4 (February 2007): received. Show the issue' }).click();
    await page.getByRole('heading', { name: 'v. 18, no. 4 (February 2007)' }).waitFor();
    await page.getByText('No table of contents recorded for this issue.').waitFor();
    await noPageScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/kardex-en-375.png', fullPage: true });
    for (const [language, caption] of [
      ['es', /^Fascículos de DESMARAIS por año/],
      ['fr', /^Numéros de DESMARAIS par année/],
      ['it', /^Fascicoli di DESMARAIS per anno/],
    ] as const) {
      await page.goto(`${url}/acervo/${frequencesId}/colecao-kardex?lng=${language}`);
      await page.getByRole('table', { name: caption }).waitFor();
    }
    await context.close();
  });
});
