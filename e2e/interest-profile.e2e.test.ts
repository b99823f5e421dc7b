import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import { patronSession, type Session } from '../server/src/circulation/circulation-fixtures.testing.ts';
import { importProfileTitles } from '../server/src/interest-profile/interest-profile-catalogue.testing.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

/** The interest profile (DSI) screen of the personal area, in Chromium against the real server. */
describe('personal area: interest profile', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let patron: Session;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Matrícula' })
      .where('id', '=', institution.id)
      .execute();
    await importProfileTitles(testApp, [
      {
        key: 'e2e-dsi-1',
        title: 'Memórias póstumas de Brás Cubas',
        author: 'Assis, Machado de',
        subjects: ['Literatura brasileira'],
        copies: [{ library: 'BC', barcode: 'E2E-DSI-1' }],
      },
      {
        key: 'e2e-dsi-2',
        title: 'Revista de Antropologia',
        serial: true,
        issn: '0034-7701',
        copies: [{ library: 'BS', barcode: 'E2E-DSI-2' }],
      },
    ]);
    patron = await patronSession(testApp, '2025020', { name: 'Rita Leitora' });
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  it('a patron adds an author and a periodical, sees the matching titles, changes a validity and removes an item', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/meupergamum/perfil-interesse`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Matrícula', { exact: true }).fill(patron.login);
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}/meupergamum/perfil-interesse`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Perfil de interesse' }).count()).toBe(1);
    const titles = page.getByRole('region', { name: 'Títulos novos do seu interesse' });
    await expect.poll(() => titles.getByText('Nenhum título novo corresponde ao seu perfil.').count()).toBe(1);

    // Author heading: search, tick, add.
    const headings = page.getByRole('region', { name: 'Autores, assuntos e áreas' });
    await headings.getByLabel('Pesquisar em').selectOption('A');
    await headings.getByLabel('Termo').fill('machado');
    await headings.getByRole('button', { name: 'Pesquisar' }).click();
    await headings.getByRole('checkbox', { name: /Assis, Machado de/ }).check();
    await headings.getByRole('button', { name: 'Adicionar ao perfil' }).click();
    await expect.poll(() => headings.getByRole('cell', { name: 'Assis, Machado de', exact: true }).count()).toBe(1);

    // A past validity is refused with the server's message.
    const serials = page.getByRole('region', { name: 'Periódicos' });
    await serials.getByLabel('Título ou ISSN').fill('antropologia');
    await serials.getByRole('button', { name: 'Pesquisar' }).click();
    await serials.getByRole('checkbox', { name: /Revista de Antropologia/ }).check();
    await serials.getByLabel('Validade').fill('2020-01-01');
    await serials.getByRole('button', { name: 'Adicionar ao perfil' }).click();
    await expect.poll(() => serials.getByText('Informe uma validade válida, a partir de hoje.').count()).toBe(1);
    const next = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await serials.getByLabel('Validade').fill(next);
    await serials.getByRole('button', { name: 'Adicionar ao perfil' }).click();
    await expect
      .poll(() => serials.getByRole('cell', { name: 'Revista de Antropologia', exact: true }).count())
      .toBe(1);

    // The matching titles, with links to the records.
    await expect.poll(() => titles.getByRole('link', { name: 'Memórias póstumas de Brás Cubas' }).count()).toBe(1);
    await expect.poll(() => titles.getByRole('link', { name: 'Revista de Antropologia' }).count()).toBe(1);
    await expect.poll(() => titles.getByText('Autor: Assis, Machado de').count()).toBe(1);

    // Change the serial's validity.
    const later = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    await serials.getByRole('button', { name: /^Alterar validade\s*: Revista de Antropologia$/ }).click();
    await serials.getByLabel('Nova validade de Revista de Antropologia').fill(later);
    await serials.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => serials.getByText('Validade alterada.').count()).toBe(1);
    const stored = await testApp.database.db
      .selectFrom('interest_profiles')
      .select('valid_until')
      .where('kind', '=', 'periodico')
      .executeTakeFirstOrThrow();
    expect(stored.valid_until).toBe(later);

    // Remove the author after the confirmation dialog: its title leaves the list.
    await headings.getByRole('button', { name: /^Remover\s*: Assis, Machado de$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover do perfil' });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => headings.getByText('Nenhum autor, assunto ou área no seu perfil.').count()).toBe(1);
    await expect.poll(() => titles.getByRole('link', { name: 'Memórias póstumas de Brás Cubas' }).count()).toBe(0);
    await context.close();
  });
});
