import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTitles } from '../server/src/circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { DEMO_SEARCH_OPTIONS } from '../server/src/demo/demo-teaching.ts';
import { seedSearchGuides } from '../server/src/demo/seed-search-guides.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

/**
 * Issue 23, item 6 in Chromium: the search screen links the four search guides; the normative-acts, case-law and
 * archive guides filter the catalogue on the values the import read from MARC (server/src/demo/seed-search-guides.ts);
 * course reserves find a course by name and list its titles with availability. Desktop in Portuguese, a phone in
 * English, axe on each screen.
 */
/** expect.poll waits 1 s by default: a busy machine's first screen (lazy code, translations, the guides call) takes longer. */
const POLL = { timeout: 15_000 };

describe('search guides', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    await applyDemoSiteConfiguration(db);
    await seedSearchGuides(testApp.app.context);
    // The library's own names of the choices in five languages (the demo's search_options).
    await db
      .insertInto('search_options')
      .values(
        (['atos-normativos', 'jurisprudencia'] as const).flatMap((kind) =>
          DEMO_SEARCH_OPTIONS[kind].map((option, position) => ({
            kind,
            group_key: option.group,
            code: option.code,
            labels_json: JSON.stringify(option.labels),
            position,
          })),
        ),
      )
      .execute();
    // A course with two disciplines and their bibliographies.
    const ids = await importTitles(testApp, [
      { key: 'casa', title: 'Casa-grande & senzala', copies: [{ library: 'BC', barcode: 'GUIA-1' }] },
      { key: 'raizes', title: 'Raízes do Brasil', copies: [{ library: 'BCS', barcode: 'GUIA-2' }] },
      { key: 'apologia', title: 'Apologia da história', copies: [{ library: 'BC', barcode: 'GUIA-3' }] },
    ]);
    const { id: course } = await db
      .insertInto('courses')
      .values({ code: 'HIS', name: 'História', campus_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [code, name, titles] of [
      ['HIS110', 'História do Brasil Colonial', [ids.casa!, ids.raizes!]],
      ['HIS230', 'Teoria da História', [ids.apologia!]],
    ] as const) {
      const { id } = await db
        .insertInto('disciplines')
        .values({ code, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('course_disciplines').values({ course_id: course, discipline_id: id }).execute();
      await db
        .insertInto('discipline_records')
        .values(titles.map((record_id) => ({ discipline_id: id, record_id })))
        .execute();
    }
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  const open = async (path: string, width: number, locale = 'pt-BR'): Promise<Page> => {
    const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    return page;
  };

  it('walks normative acts, case law, the archive and course reserves from the search screen (1280 px, pt)', async () => {
    const page = await open('/', 1280);
    const guides = page.getByRole('navigation', { name: 'Outras formas de consulta' });
    await expect
      .poll(() => guides.getByRole('link').allTextContents(), POLL)
      .toEqual([
        'Índices do acervo',
        'Autoridades',
        'Bibliografia de cursos',
        'Arquivo',
        'Atos normativos',
        'Jurisprudência',
      ]);

    // Normative acts: federal acts of 1990 numbered 8.112.
    await guides.getByRole('link', { name: 'Atos normativos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Atos normativos' }).waitFor();
    await page.getByLabel('Esfera').selectOption({ label: 'Federal (3)' });
    await page.getByLabel('Tipo de ato').selectOption({ label: 'Lei (3)' });
    await page.getByLabel('Número').fill('8.112');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page
      .getByRole('heading', { level: 2, name: /^1 resultado para “Atos normativos · Federal · Lei · nº 8112”/ })
      .waitFor();
    const act =
      'Regime jurídico dos servidores públicos civis da União, das autarquias e das fundações públicas federais';
    await page.getByRole('heading', { level: 3, name: act }).waitFor();
    expect(new URL(page.url()).searchParams.getAll('filtro')).toEqual([
      'G:atos-normativos',
      'U:federal',
      'D:lei',
      'N:8112',
    ]);
    await page.screenshot({ path: '/tmp/guides-acts-1280.png', fullPage: true });
    await expectAccessible(page);

    // Case law: the Supreme Court's decisions, through the guides' own navigation.
    await page
      .getByRole('navigation', { name: 'Guias de pesquisa' })
      .getByRole('link', { name: 'Jurisprudência' })
      .click();
    await page.getByLabel('Tribunal').selectOption('STF');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page
      .getByRole('heading', { level: 2, name: /^2 resultados para “Jurisprudência · STF – Supremo Tribunal Federal”/ })
      .waitFor();
    await page.getByRole('heading', { level: 3, name: /^Súmula vinculante 56/ }).waitFor();
    await page
      .getByRole('heading', { level: 3, name: /^Ação direta de inconstitucionalidade por omissão 26/ })
      .waitFor();

    // Archive: the series of minutes, as catalogued in 351 $c.
    await page.getByRole('navigation', { name: 'Guias de pesquisa' }).getByRole('link', { name: 'Arquivo' }).click();
    await page.getByLabel('Nível de descrição').selectOption({ label: 'Série (1)' });
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('heading', { level: 3, name: /^Atas do Conselho Universitário/ }).waitFor();
    await expectAccessible(page);

    // Course reserves: find the course by part of its name, then its titles with where they are.
    await page
      .getByRole('navigation', { name: 'Guias de pesquisa' })
      .getByRole('link', { name: 'Bibliografia de cursos' })
      .click();
    await page.getByRole('radio', { name: 'Curso' }).check();
    await page.getByLabel('Nome (ou parte dele)').fill('hist');
    await page.getByRole('button', { name: 'Procurar' }).click();
    await page.getByRole('heading', { level: 2, name: '1 curso encontrado' }).waitFor();
    await page.getByRole('link', { name: 'História', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'História: 3 títulos' }).waitFor();
    const casa = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Casa-grande & senzala' }) });
    await expect
      .poll(() => casa.getByRole('list', { name: 'Disponibilidade nas bibliotecas' }).textContent(), POLL)
      .toMatch(/Biblioteca Central/);
    await page
      .getByRole('navigation', { name: 'Disciplinas do curso' })
      .getByRole('link', { name: 'Teoria da História' })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Teoria da História · História: 1 título' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Apologia da história' }).waitFor();
    await page.screenshot({ path: '/tmp/guides-reserves-1280.png', fullPage: true });
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('offers the guides on a phone in English, with the library’s own names of the choices (375 px, en)', async () => {
    const page = await open('/atos-normativos?lng=en', 375, 'en-US');
    await page.getByRole('heading', { level: 1, name: 'Normative acts' }).waitFor();
    const types = page.getByLabel('Type of act');
    await expect
      .poll(() => types.locator('option').allTextContents(), POLL)
      .toEqual(['Any', 'Act (3)', 'Decree (1)', 'Ordinance (1)', 'Resolution (1)']);
    await page.getByLabel('Sphere').selectOption('estadual');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { level: 3, name: /^Estabelece a estrutura orgânica/ }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: '/tmp/guides-acts-375-en.png', fullPage: true });
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);
});
