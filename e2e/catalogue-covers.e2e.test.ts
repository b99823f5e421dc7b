import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCoverFolder } from '../server/src/catalogue/cover-import.ts';
import { coverPng } from '../server/src/catalogue/cover-test-images.ts';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const SCREENSHOTS = path.resolve(new URL('../docs/screenshots', import.meta.url).pathname);

/**
 * Covers stored by the library on the results and the title page, the institution's default image in the
 * visitor's language, and new acquisitions by course and area on the home screen, in Chromium.
 */
describe('covers, default images and new acquisitions in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let covered: { id: number; title: string };
  let uncovered: { id: number; title: string; workType: number };

  beforeAll(async () => {
    server = await startServer([
      `${marcDataDir()}/biblivre_pt_br_school_library.utf8.mrc`,
      `${marcDataDir()}/loc_mds_books_sample.mrc`,
    ]);
    const { db } = server.testApp.app.context;
    const records = await db.selectFrom('records').select(['id', 'title', 'work_type']).orderBy('id').execute();
    covered = { id: records[0]!.id, title: records[0]!.title };
    uncovered = { id: records[1]!.id, title: records[1]!.title, workType: records[1]!.work_type };
    // The library's folder of covers, named by record number, through the admin command's import.
    const folder = await fs.mkdtemp(path.join(server.testApp.database.dataDir, 'capas-'));
    await fs.writeFile(path.join(folder, `${covered.id}.png`), coverPng(280, 400, [26, 74, 110]));
    const report = await importCoverFolder(
      db,
      server.testApp.database.dataDir,
      folder,
      server.testApp.app.context.now(),
    );
    expect(report.matched).toEqual([{ file: `${covered.id}.png`, records: [covered.id] }]);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The natural width of a loaded image: 0 when the browser could not load or decode it. */
  const loadedWidth = (page: Page, selector: string) =>
    page.locator(selector).evaluate(async (element) => {
      const image = element as HTMLImageElement;
      if (!image.complete) await new Promise((resolve) => image.addEventListener('load', resolve, { once: true }));
      return image.naturalWidth;
    });

  it('shows the stored cover on the title page at 1280 and 375 px (screenshots)', async () => {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/acervo/${covered.id}`);
      await page.getByRole('heading', { level: 1, name: covered.title }).waitFor();
      const cover = page.getByRole('img', { name: `Capa de ${covered.title}` });
      await cover.waitFor();
      expect(await cover.getAttribute('src')).toBe(`/api/vinculos/imagem?cod_acervo=${covered.id}`);
      expect(await loadedWidth(page, '.record-header__cover img')).toBe(280);
      await page.screenshot({ path: path.join(SCREENSHOTS, `title-cover-${width}.png`), fullPage: false });
      if (width === 375) {
        await expectAccessible(page);
      }
      await context.close();
    }
  });

  it("shows the institution's default image, labelled in the visitor's language, when a title has none", async () => {
    const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/acervo/${uncovered.id}?lng=en`);
    await page.getByRole('heading', { level: 1, name: uncovered.title }).waitFor();
    const placeholder = page.locator('.record-header__cover img');
    await placeholder.waitFor();
    const src = await placeholder.getAttribute('src');
    expect(src).toBe(`/api/consulta/imagem-padrao.svg?tipo=${uncovered.workType}&idioma=5`);
    expect(await loadedWidth(page, '.record-header__cover img')).toBeGreaterThan(0);
    const svg = await fetch(`${server.url}${src}`).then((response) => response.text());
    // The label is the web's own English name of the work type.
    const english = JSON.parse(
      await fs.readFile(new URL('../web/src/locales/en/common.json', import.meta.url), 'utf8'),
    );
    expect(svg).toContain(`aria-label="${english.workType[String(uncovered.workType)]}"`);
    await page.close();
  });

  it('shows the stored cover in the results and filters on "only with cover"', async () => {
    const page = await browser.newPage({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const word = covered.title.split(/\s+/).find((part) => part.length > 3)!;
    await page.goto(`${server.url}/?termo=${encodeURIComponent(word)}&filtro=X%3AC`);
    const item = page.locator('.result', { has: page.getByRole('link', { name: covered.title }) });
    await item.waitFor();
    expect(await item.locator('.result__cover img').getAttribute('src')).toBe(
      `/api/vinculos/imagem?cod_acervo=${covered.id}`,
    );
    expect(await page.locator('.result').count()).toBe(1);
    await page.close();
  });

  it('lists new acquisitions by course and by area on the home screen, the choice kept in the URL', async () => {
    const { db } = server.testApp.app.context;
    const records = await db.selectFrom('records').select(['id', 'title']).orderBy('id').limit(3).execute();
    const { id: courseId } = await db
      .insertInto('courses')
      .values({ code: 'PED', name: 'Pedagogia', campus_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: disciplineId } = await db
      .insertInto('disciplines')
      .values({ code: 'PED100', name: 'Literatura Infantil' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('course_disciplines').values({ course_id: courseId, discipline_id: disciplineId }).execute();
    await db
      .insertInto('discipline_records')
      .values(records.map((record) => ({ discipline_id: disciplineId, record_id: record.id })))
      .execute();

    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url);
    const section = page.getByRole('region', { name: 'Novas aquisições' });
    await section.waitFor();
    await section.getByRole('heading', { name: 'Por curso' }).waitFor();
    await section.getByRole('heading', { name: 'Por área' }).waitFor();
    await section.getByRole('link', { name: /^Pedagogia/ }).click();
    await page.waitForURL(/aquisicoes=NA_C%3APED/);
    await section.getByRole('heading', { name: 'Novas aquisições: Pedagogia · 3 títulos' }).waitFor();
    const titles = await section.locator('.new-acquisitions__list li > a').allTextContents();
    expect(titles.sort()).toEqual(records.map((record) => record.title).sort());
    expect(await section.getByRole('link', { name: /^Pedagogia/ }).getAttribute('aria-current')).toBe('true');

    await expectAccessible(page);

    await section.getByRole('link', { name: 'Todas' }).click();
    await page.waitForURL((url) => !url.search.includes('aquisicoes'));
    const total = (
      await db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    await section.getByRole('heading', { name: `Novas aquisições · ${total} títulos` }).waitFor();
    // A shared link reproduces the choice.
    await page.goto(`${server.url}/?aquisicoes=NA_C:PED`);
    await page.getByRole('heading', { name: 'Novas aquisições: Pedagogia · 3 títulos' }).waitFor();
    await context.close();
  });
});
