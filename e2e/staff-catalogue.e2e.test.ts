import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import { MARCXML_WITH_NOTES } from '../server/src/catalogue/catalogue-work-fixtures.testing.ts';
import { coverPng } from '../server/src/catalogue/cover-test-images.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import { staffSession } from '../server/src/staff/staff-fixtures.testing.ts';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const LOGIN = '9000003';

/**
 * Issue 21, item 3 in Chromium: a cataloguer uploads the Library of Congress sample (100 real records, read from
 * ../shared/data/marc, never copied) and watches the progress bar reach its report; a damaged file's report lists
 * each rejected record's position and reason; then a record is found, given a cover (previewed first), marked as
 * closed collection, suppressed (the public search no longer finds it) and deleted. axe at 1280 px; 375 px fits.
 */
describe('staff catalogue: MARC import and records', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let folder: string;
  let damagedFile: string;
  let coverFile: string;
  const locFile = path.join(marcDataDir(), 'loc_mds_books_sample.mrc');

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
    await staffSession(testApp, LOGIN, ['cataloguing'], { name: 'Carla Catalogação' });
    // A damaged file built here from real records: a line of junk before the second of the first three records.
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-staff-catalogue-'));
    const bytes = fs.readFileSync(locFile);
    const records: Buffer[] = [];
    let start = 0;
    for (let end = bytes.indexOf(0x1d); end >= 0 && records.length < 3; end = bytes.indexOf(0x1d, start)) {
      records.push(bytes.subarray(start, end + 1));
      start = end + 1;
    }
    damagedFile = path.join(folder, 'damaged.mrc');
    fs.writeFileSync(
      damagedFile,
      Buffer.concat([records[0]!, Buffer.from('GARBAGE LINE\n'), records[1]!, records[2]!]),
    );
    coverFile = path.join(folder, 'cover.png');
    fs.writeFileSync(coverFile, coverPng());
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  async function signedIn(width: number, pagePath: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}${pagePath}`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Registration', { exact: true }).fill(LOGIN);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${url}${pagePath}`);
    return { context, page };
  }

  async function publicSearch(term: string): Promise<string[]> {
    const response = await testApp.app.inject({ url: `/api/consulta?termo=${encodeURIComponent(term)}` });
    return response.json().data.map((item: { titulo: string }) => item.titulo);
  }

  it('uploads a real MARC file and follows the progress bar to its report', async () => {
    const { context, page } = await signedIn(1280, '/equipe');
    try {
      await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'MARC import' }).click();
      await page.getByRole('heading', { level: 1, name: 'MARC import' }).waitFor();
      await page.getByText('No import yet.').waitFor();
      await expectAccessible(page);

      // Nothing chosen: the form says so beside the field.
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Choose a MARC file to import.' }).waitFor();

      await page.getByLabel('MARC file').setInputFiles(locFile);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const bar = page.getByRole('progressbar', { name: 'Progress of loc_mds_books_sample.mrc' });
      await bar.waitFor();
      await page.waitForFunction(
        () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100',
      );
      expect(await bar.getAttribute('aria-valuetext')).toBe('100%: 100 of 100 records read');
      const report = page.getByRole('region', { name: 'Report of loc_mds_books_sample.mrc' });
      await report.waitFor();
      const count = async (name: string) =>
        (
          await report
            .getByRole('definition')
            .nth(['Read', 'Imported', 'Updated', 'Rejected', 'Warnings'].indexOf(name))
            .textContent()
        )?.trim();
      expect([await count('Read'), await count('Imported'), await count('Updated'), await count('Rejected')]).toEqual([
        '100',
        '100',
        '0',
        '0',
      ]);
      await report.getByText('No record was rejected.').waitFor();
      await expectAccessible(page);
      expect(await publicSearch('sky pilot')).toEqual(['The sky pilot ; a tale of the foothills']);

      // A damaged file: its report lists the rejected piece by position and reason.
      await page.getByLabel('MARC file').setInputFiles(damagedFile);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const damagedReport = page.getByRole('region', { name: 'Report of damaged.mrc' });
      await damagedReport.waitFor();
      const rejected = damagedReport.getByRole('table', { name: 'Rejected records' });
      const rows = rejected.getByRole('row');
      expect(await rows.count()).toBe(2);
      const cells = rows.nth(1).getByRole('cell');
      expect(await cells.nth(0).textContent()).toBe('2');
      // Said from the problem's code in the page's language (not the importer's English reason), numbers grouped.
      expect(await cells.nth(1).textContent()).toMatch(
        /^Bytes [\d,]+–[\d,]+ \(13 bytes\) are not a MARC record \(no valid leader\): skipped\.$/,
      );
      expect(await cells.nth(1).getAttribute('lang')).toBeNull();
      await expectAccessible(page);

      // The queue lists both, newest first, each a link to its report.
      const queue = page.getByRole('region', { name: 'Latest imports' });
      const links = queue.getByRole('link');
      // The queue is fetched again once the import ends.
      await expect.poll(() => links.allTextContents()).toEqual(['damaged.mrc', 'loc_mds_books_sample.mrc']);
      await queue.getByRole('link', { name: /loc_mds_books_sample\.mrc/ }).click();
      await page.getByRole('region', { name: 'Report of loc_mds_books_sample.mrc' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("says the readers' warnings and a MARCXML record's problem in the page's language", async () => {
    const { context, page } = await signedIn(1280, '/equipe/catalogo/importacoes');
    try {
      await page.goto(`${url}/equipe/catalogo/importacoes?lng=pt`);
      await page.getByRole('heading', { level: 1, name: 'Importação MARC' }).waitFor();
      await page
        .getByLabel('Arquivo MARC')
        .setInputFiles({ name: 'avisos.xml', mimeType: 'application/xml', buffer: Buffer.from(MARCXML_WITH_NOTES) });
      await page.getByRole('button', { name: 'Importar', exact: true }).click();
      const report = page.getByRole('region', { name: 'Relatório de avisos.xml' });
      await report.waitFor();
      const reasons = async (table: string) => {
        const cells = report.getByRole('table', { name: table }).getByRole('row').getByRole('cell');
        const texts = await cells.allTextContents();
        const languages = await cells.evaluateAll((tds) => tds.map((td) => td.getAttribute('lang')));
        // Position and reason cells alternate; none is marked as English.
        return { texts, languages: [...new Set(languages)] };
      };
      expect(await reasons('Registros rejeitados')).toEqual({
        texts: ['2', 'Campo 245: o código de subcampo "ab" não tem um caractere: registro não gravado.'],
        languages: [null],
      });
      await report.getByText('2 avisos').click();
      expect(await reasons('Avisos')).toEqual({
        texts: [
          '1',
          'Campo 245: o indicador 1, "10", não tem um caractere; lido como branco.',
          '1',
          'O registro não tem <leader>: foi usado "00000nam a2200000uu 4500", com o tipo deduzido dos campos.',
        ],
        languages: [null],
      });
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('finds a record, gives it a cover, marks it closed, suppresses it, then deletes it', async () => {
    const { context, page } = await signedIn(1280, '/equipe/catalogo/registros');
    try {
      await page.getByRole('heading', { level: 1, name: 'Records' }).waitFor();
      await page.getByLabel('Find a record').fill('sky pilot');
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      await page.getByText('1 record found.').waitFor();
      await page.getByRole('link', { name: 'The sky pilot ; a tale of the foothills' }).click();
      const panel = page.getByRole('region', { name: 'The sky pilot ; a tale of the foothills' });
      await panel.waitFor();
      await panel.getByText('No cover yet.').waitFor();
      await expectAccessible(page);

      await panel.getByLabel('Cover image').setInputFiles(coverFile);
      await panel.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
      await panel.getByRole('button', { name: 'Save the cover' }).click();
      await panel.getByRole('status').filter({ hasText: 'Cover saved.' }).waitFor();
      const cover = panel.getByRole('img', { name: 'Cover of The sky pilot ; a tale of the foothills' });
      await cover.waitFor();
      // The image element shows before its bytes have arrived.
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(120);

      const closed = panel.getByRole('switch', { name: 'Closed collection' });
      // The switch follows the server: it turns on once the change is saved.
      await closed.click();
      await page.waitForFunction(
        () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true',
      );

      await panel.getByRole('button', { name: 'Suppress', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Suppress this record?' });
      await dialog.getByRole('button', { name: 'Suppress' }).click();
      await panel.getByRole('status').filter({ hasText: 'The record is suppressed.' }).waitFor();
      expect(await publicSearch('sky pilot')).toEqual([]);
      await panel.getByRole('button', { name: 'Show in the catalogue again' }).waitFor();
      await expectAccessible(page);

      await panel.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete this record?' }).getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: '“The sky pilot ; a tale of the foothills” was deleted.' })
        .waitFor();
      const tombstone = await testApp.database.db
        .selectFrom('record_tombstones')
        .select('reason')
        .executeTakeFirstOrThrow();
      expect(tombstone.reason).toBe('deleted');
    } finally {
      await context.close();
    }
  });

  it('fits a phone: the import page and the records page at 375 px', async () => {
    const { context, page } = await signedIn(375, '/equipe/catalogo/importacoes');
    try {
      await page.getByRole('heading', { level: 1, name: 'MARC import' }).waitFor();
      await page
        .getByRole('region', { name: 'Latest imports' })
        .getByRole('link', { name: /damaged\.mrc/ })
        .click();
      await page.getByRole('region', { name: 'Report of damaged.mrc' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto(`${url}/equipe/catalogo/registros?termo=pilot`);
      await page.getByText('0 records found.').waitFor();
      await page.getByLabel('Find a record').fill('martyrs');
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      await page.getByRole('link', { name: /martyrs' idyl/ }).click();
      await page.getByRole('heading', { level: 2, name: /martyrs' idyl/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: path.join(os.tmpdir(), 'staff-catalogue-records-375.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
