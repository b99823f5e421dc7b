import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, ensureProfessorCategory, TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import {
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from '../server/src/circulation/circulation-fixtures.testing.ts';
import { DEMO_DATABASES, seedDemoDatabases } from '../server/src/demo/seed-demo-databases.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

/** Teaching plan, permanent basket and databases of the personal area, in Chromium against the real server. */
describe('personal area: teaching plan, permanent basket, databases', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let ids: Record<string, number>;
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
    ids = await importTitles(testApp, [
      {
        key: 'casa-grande',
        title: 'Casa-grande & senzala',
        copies: [
          { library: 'BC', barcode: 'E2E-CG1' },
          { library: 'BC', barcode: 'E2E-CG2' },
        ],
      },
      { key: 'raizes', title: 'Raízes do Brasil', copies: [{ library: 'BS', barcode: 'E2E-RB1' }] },
      { key: 'sertoes', title: 'Os sertões', copies: [] },
    ]);
    await setPolicy(testApp, {});
    // The suggestion form offers the libraries of the institution's campuses.
    const campus = await db
      .insertInto('campuses')
      .values({ institution_id: institution.id, name: 'Campus Central' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('libraries').set({ campus_id: campus.id }).execute();
    await ensureProfessorCategory(db);
    const professor = await createPatron(db, {
      logins: ['prof.e2e'],
      name: 'Helena Professora',
      email: 'helena@example.edu',
      category: '04',
    });
    const professorRow = await db
      .insertInto('professors')
      .values({ code: 'P-E2E', name: 'Helena Professora', person_id: professor.personId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const department = await db
      .insertInto('departments')
      .values({ code: 'DHI', name: 'Departamento de História' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [code, name, records, year] of [
      ['HIS110', 'História do Brasil Colonial', [ids['casa-grande']!, ids.raizes!], 2026],
      ['HIS230', 'Teoria da História', [ids['casa-grande']!, ids.sertoes!], 2025],
    ] as const) {
      const { id } = await db
        .insertInto('disciplines')
        .values({ code, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('discipline_professors')
        .values({ discipline_id: id, professor_id: professorRow.id })
        .execute();
      for (const recordId of records)
        await db.insertInto('discipline_records').values({ discipline_id: id, record_id: recordId }).execute();
      await db
        .insertInto('discipline_offerings')
        .values({
          discipline_id: id,
          professor_id: professorRow.id,
          department_id: department.id,
          year,
          semester: 1,
          period: 1,
        })
        .execute();
    }
    patron = await patronSession(testApp, '2025010', { name: 'Rita Leitora' });
    await seedDemoDatabases(db);
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  const signIn = async (page: Page, login: string) => {
    await page.getByLabel('Matrícula', { exact: true }).fill(login);
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
  };

  it('a professor filters the teaching plan and suggests buying a title the library lacks', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/meupergamum/plano-ensino`);
    await page.waitForURL(/\/login\?redirect=/);
    await signIn(page, 'prof.e2e');
    await page.waitForURL(`${url}/meupergamum/plano-ensino`);
    await page.getByRole('heading', { name: 'Plano de ensino' }).waitFor();
    await page.getByRole('navigation', { name: /menu/i }).getByRole('link', { name: 'Plano de ensino' }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Raízes do Brasil' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(4);
    await expectAccessible(page);

    // The central library: two copies of Casa-grande, nothing of the other two.
    await page.getByLabel('Biblioteca', { exact: true }).selectOption({ label: 'BC' });
    await page.getByLabel('Disciplina', { exact: true }).selectOption('HIS230');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    const sertoes = table.getByRole('row').filter({ hasText: 'Os sertões' });
    await sertoes.getByText('Não possui').waitFor();
    const casaGrande = table.getByRole('row').filter({ hasText: 'Casa-grande & senzala' });
    expect((await casaGrande.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toContain('2');
    await page.getByLabel('Ano', { exact: true }).selectOption('2026');
    await page.getByLabel('Disciplina', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await table.getByRole('link', { name: 'Raízes do Brasil' }).waitFor();
    await expect.poll(() => table.getByRole('link', { name: 'Os sertões' }).count()).toBe(0);

    // Suggest a purchase: the footer's form, filled in with the title.
    await page.getByLabel('Ano', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await table.getByRole('link', { name: 'Os sertões' }).waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: 'Os sertões' })
      .getByRole('button', { name: /^Sugerir compra/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sugestão de aquisição' }).waitFor();
    expect(await dialog.getByLabel(/^Título/).inputValue()).toBe('Os sertões');
    await dialog.getByLabel(/^Biblioteca/).selectOption({ index: 1 });
    await dialog.getByLabel(/^Editor/).fill('Francisco Alves');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Sugestão de aquisição enviada com sucesso. Obrigado!').waitFor();
    const suggestion = await testApp.database.db
      .selectFrom('acquisition_suggestions')
      .select(['title', 'publisher', 'person_id'])
      .executeTakeFirstOrThrow();
    expect(suggestion).toEqual({ title: 'Os sertões', publisher: 'Francisco Alves', person_id: expect.any(Number) });
    await context.close();
  });

  it('a patron saves the basket to the permanent basket, finds it after a reload and removes a title', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/login?redirect=%2Fcesta`);
    await signIn(page, patron.login);
    await page.waitForURL(`${url}/cesta`);
    // The session basket, as the search screen leaves it.
    await page.evaluate(
      (items) => localStorage.setItem('estante.cesta', JSON.stringify(items)),
      [
        { cod_acervo: ids['casa-grande'], titulo: 'Casa-grande & senzala' },
        { cod_acervo: ids.raizes, titulo: 'Raízes do Brasil' },
      ],
    );
    await page.reload();
    await page.getByRole('button', { name: 'Guardar a cesta na cesta permanente' }).click();
    await page.getByText('2 títulos novos guardados na cesta permanente.').waitFor();

    await page.getByRole('link', { name: 'Ver a cesta permanente' }).click();
    await page.waitForURL(`${url}/meupergamum/cesta-permanente`);
    // Not a professor: no teaching plan in the menu.
    await page.getByRole('link', { name: 'Cesta permanente' }).waitFor();
    expect(await page.getByRole('link', { name: 'Plano de ensino' }).count()).toBe(0);
    await page.reload();
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Casa-grande & senzala' }).waitFor();
    await table.getByRole('link', { name: 'Raízes do Brasil' }).waitFor();
    await expectAccessible(page);
    await table
      .getByRole('row')
      .filter({ hasText: 'Raízes do Brasil' })
      .getByRole('button', { name: /^Remover/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Título removido da cesta permanente.').waitFor();
    await expect.poll(() => table.getByRole('link', { name: 'Raízes do Brasil' }).count()).toBe(0);
    const saved = await testApp.database.db
      .selectFrom('permanent_basket')
      .select('record_id')
      .where('person_id', '=', patron.personId)
      .execute();
    expect(saved).toEqual([{ record_id: ids['casa-grande'] }]);

    // Back to the session basket from the permanent one.
    await page.evaluate(() => localStorage.removeItem('estante.cesta'));
    await page.reload();
    const kept = table.getByRole('row').filter({ hasText: 'Casa-grande & senzala' });
    await kept.getByRole('button', { name: /^Pôr na cesta/ }).click();
    await kept.getByRole('button', { name: /^Na cesta/ }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('estante.cesta') ?? '[]').length)).toBe(1);
    await context.close();
  });

  it('lists the institution’s databases with their links', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/meupergamum/bases-dados`);
    await signIn(page, patron.login);
    await page.waitForURL(`${url}/meupergamum/bases-dados`);
    await page.getByRole('heading', { name: 'Bases de dados', level: 2 }).waitFor();
    for (const database of DEMO_DATABASES) {
      await page.getByRole('heading', { name: database.nome }).waitFor();
      const link = page.getByRole('link', {
        name: new RegExp(`^Abrir ${database.nome.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      });
      expect(await link.getAttribute('href')).toBe(database.link);
    }
    await expectAccessible(page);
    await context.close();
  });
});
