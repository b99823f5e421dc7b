import { STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, patronSession } from '../server/src/circulation/circulation-fixtures.testing.ts';
import { importBooks } from '../server/src/network/network-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

/**
 * Issue 24, the network catalogue in Chromium: before the network is configured the page shows the spec's warning
 * (spec 001 §8); then the deployment harvests two members over HTTP (its own OAI-PMH provider, whole and as one
 * library's set, for two institutions), and the visitor searches the union, reads facet Z with its counts and
 * narrows to one institution. Desktop in Portuguese, a phone in English, axe on each state.
 */
describe('network catalogue', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    await importBooks(testApp, [
      { key: 'r1', title: 'Vidas secas', author: 'Ramos, Graciliano', year: 1938, libraries: ['BC', 'IC'] },
      { key: 'r2', title: 'Iracema', author: 'Alencar, José de', year: 1865, libraries: ['BC'] },
      { key: 'r3', title: 'O cortiço', author: 'Azevedo, Aluísio', year: 1890, libraries: ['IC'] },
    ]);
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  /** Two members harvested over HTTP from this server's own provider (once: a retried test finds them). */
  async function configureNetwork() {
    const existing = await testApp.database.db.selectFrom('network_members').select('id').execute();
    if (existing.length > 0) return;
    const session = await patronSession(testApp, 'administracao', { name: 'Administração' });
    await testApp.database.db
      .insertInto('person_permissions')
      .values({ person_id: session.personId, module_code: STAFF_MODULE, activity_code: STAFF_FUNCTIONS.siteAdmin })
      .execute();
    const admin = caller(testApp, session);
    const members = [
      { cod_empresa: 101, desc_empresa: 'Universidade Federal A', repositorio: 'Catálogo da UFA', conjunto: null },
      { cod_empresa: 303, desc_empresa: 'Instituto C', repositorio: 'Acervo do IC', conjunto: 'biblioteca:IC' },
    ];
    for (const member of members) {
      const created = await admin('POST', '/api/equipe/rede/membros', {
        ...member,
        url: `${url}/oai`,
        formato: 'marc21',
        intervalo_minutos: 60,
      });
      expect(created.statusCode, created.body).toBe(201);
      const harvest = await admin('POST', `/api/equipe/rede/membros/${created.json().codigo}/colheita`);
      expect(harvest.json()).toMatchObject({ ok: true });
    }
  }

  const open = async (path: string, width: number, locale = 'pt-BR'): Promise<Page> => {
    const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    return page;
  };

  it('warns that the network catalogue service is unavailable before the network is configured', async () => {
    const page = await open('/rede', 1280);
    await page.getByRole('heading', { level: 1, name: 'Catálogo da rede' }).waitFor();
    await page.getByLabel('Termos da pesquisa').fill('vidas');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'O serviço do catálogo da rede não está disponível no momento.' })
      .waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 30_000);

  it('searches the union of the harvested members, reads facet Z and narrows to one institution', async () => {
    await configureNetwork();
    const page = await open('/rede', 1280);
    await page.getByLabel('Termos da pesquisa').fill('literatura');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('heading', { level: 2, name: '3 obras encontradas' }).waitFor();
    const institutions = page.getByRole('group', { name: 'Instituição' });
    await expect
      .poll(() =>
        institutions.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.parentElement?.textContent)),
      )
      .toEqual(['Instituto C, 2', 'Universidade Federal A, 3']);
    const vidas = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Vidas secas' }) });
    await expect.poll(() => vidas.textContent()).toContain('Nas instituições: Universidade Federal A, Instituto C');
    await page.getByRole('heading', { level: 2, name: 'Instituições da rede' }).waitFor();
    await page.screenshot({ path: '/tmp/network-1280.png', fullPage: true });
    await expectAccessible(page);

    await institutions.getByRole('checkbox', { name: /Instituto C/ }).check();
    await page.getByRole('heading', { level: 2, name: '2 obras encontradas' }).waitFor();
    expect(new URL(page.url()).searchParams.getAll('filtro')).toEqual(['Z:303']);
    await expect
      .poll(() => page.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['Vidas secas', 'O cortiço']);
    await page.context().close();
  }, 60_000);

  it('shows the union on a phone in English', async () => {
    const page = await open('/rede?termo=literatura&filtro=R:2', 375, 'en-GB');
    await page.getByRole('heading', { level: 2, name: '2 works found' }).waitFor();
    await page
      .getByRole('group', { name: 'Repository' })
      .getByRole('checkbox', { name: /Acervo do IC/ })
      .waitFor();
    await page.screenshot({ path: '/tmp/network-375.png', fullPage: true });
    await expectAccessible(page);
    await page.context().close();
  }, 30_000);
});
