import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

interface ApiItem {
  cod_acervo: number;
  titulo: string;
}

/** Search state in the URL, facets, sorting, paging and the back button, against 1,000 real jazz records. */
describe('search screen in the browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer([`${marcDataDir()}/evergreen_jazz_1k.xml`]);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const api = async (query: string) =>
    (await fetch(`${server.url}/api/consulta?${query}`).then((response) => response.json())) as {
      total: number;
      data: ApiItem[];
    };
  const firstTitle = (page: Page) => page.locator('.result__title a').first().textContent();
  const heading = (page: Page) => page.locator('#results-heading').textContent();
  /** Waits until the results shown are those of `query` (the first title matches the API's first). */
  const waitForResults = async (page: Page, expected: { data: ApiItem[] }) => {
    await page
      .locator('.results__list:not(.is-busy) .result__title a', { hasText: expected.data[0]!.titulo })
      .first()
      .waitFor();
  };

  it('filters by two facets, removes one, sorts by year, pages, and restores each step with back and forward', async () => {
    const page = await browser.newPage({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    const box = page.getByRole('searchbox').first();
    await box.fill('blues');
    await box.press('Enter');
    await page.waitForURL(/termo=blues/);
    const all = await api('termo=blues');
    await waitForResults(page, all);
    await expect.poll(() => heading(page)).toContain(String(all.total));

    // Two facets of different groups: AND across groups.
    await page.locator('input[value="T:10"]').click();
    await page.waitForURL(/filtro=T%3A10/);
    await page.locator('input[value="I:eng"]').click();
    await page.waitForURL(/filtro=I%3Aeng/);
    const both = await api('termo=blues&filtro=T:10&filtro=I:eng');
    expect(both.total).toBeLessThan(all.total);
    await page.locator('#results-heading', { hasText: String(both.total) }).waitFor();
    expect(await page.locator('.filter-chip').count()).toBe(2);

    // Remove the language chip only.
    await page.locator('.filter-chip', { hasText: /Idioma/ }).click();
    await page.waitForURL((url) => !url.search.includes('I%3Aeng') && url.search.includes('T%3A10'));
    const typeOnly = await api('termo=blues&filtro=T:10');
    await page.locator('#results-heading', { hasText: String(typeOnly.total) }).waitFor();
    await expect.poll(() => page.locator('input[value="I:eng"]').isChecked()).toBe(false);

    // Sort by year (newest first) and ten per page, then page 2.
    await page.getByLabel('Ordenar por').selectOption('A');
    await page.waitForURL(/ordenacao=A/);
    await page.getByLabel('Por página').selectOption('10');
    await page.waitForURL(/quantPag=10/);
    const sortedPage1 = await api('termo=blues&filtro=T:10&ordenacao=A&quantPag=10');
    await waitForResults(page, sortedPage1);
    await page
      .getByRole('navigation', { name: 'Páginas de resultados' })
      .getByRole('link', { name: 'Página 2', exact: true })
      .click();
    await page.waitForURL(/pagina=2/);
    const sortedPage2 = await api('termo=blues&filtro=T:10&ordenacao=A&quantPag=10&pagina=2');
    await waitForResults(page, sortedPage2);
    expect(await firstTitle(page)).toBe(sortedPage2.data[0]!.titulo);

    // Back restores page 1, forward page 2; a bookmarked URL reproduces the results in a new page.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('pagina=2'));
    await waitForResults(page, sortedPage1);
    await page.goForward();
    await page.waitForURL(/pagina=2/);
    await waitForResults(page, sortedPage2);
    const bookmark = page.url();
    const fresh = await browser.newPage({ locale: 'pt-BR' });
    await fresh.goto(bookmark);
    await waitForResults(fresh, sortedPage2);
    expect(await fresh.getByLabel('Ordenar por').inputValue()).toBe('A');
    await fresh.close();

    // The session's history offers the search again.
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'blues' }).first().waitFor();
    await page.close();
  });

  it('runs an advanced search of two rows with a field and an operator', async () => {
    const page = await browser.newPage({ locale: 'pt-BR' });
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Pesquisa avançada' }).click();
    await page.getByLabel('Termo da linha 1').fill('blues');
    await page.getByRole('group', { name: 'Linha 2' }).getByLabel('Campo').selectOption('autor');
    await page.getByRole('group', { name: 'Linha 2' }).getByLabel('Operador').selectOption('nao');
    await page.getByLabel('Termo da linha 2').fill('Aebersold');
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await page.waitForURL(/operador=nao/);
    const expected = await api(
      'termo=blues&termo=Aebersold&tipo=livre&tipo=autor&posicao=qualquer&posicao=qualquer&operador=e&operador=nao',
    );
    const all = await api('termo=blues');
    expect(expected.total).toBeLessThan(all.total);
    await page.locator('#results-heading', { hasText: String(expected.total) }).waitFor();
    await page.close();
  });

  it('opens a title and loads each tab URL directly', async () => {
    const { db } = server.testApp.app.context;
    const copy = await db
      .selectFrom('copies')
      .innerJoin('libraries', 'libraries.id', 'copies.library_id')
      .select(['copies.record_id', 'libraries.name'])
      .orderBy('copies.record_id')
      .executeTakeFirstOrThrow();
    const id = copy.record_id;
    const reference = await fetch(`${server.url}/api/acervo/${id}/referencia`).then((response) => response.json());
    const page = await browser.newPage({ locale: 'pt-BR' });

    await page.goto(`${server.url}/acervo/${id}/exemplares`);
    await page.getByRole('heading', { level: 3, name: new RegExp(copy.name) }).waitFor();
    await page
      .getByRole('cell', { name: /Disponível|Emprestado/ })
      .first()
      .waitFor();
    // Hold and loan-request buttons follow GET /permissoes (no hold while a copy is available, spec 000 §4).
    const permissions = await fetch(`${server.url}/api/acervo/${id}/permissoes`).then((response) => response.json());
    await page.getByRole('button', { name: /Adicionar à cesta/ }).waitFor();
    if (permissions.solicitacao_emprestimo) await page.getByRole('link', { name: 'Solicitar empréstimo' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Reservar', exact: true }).count())
      .toBe(permissions.reserva ? 1 : 0);

    await page.goto(`${server.url}/acervo/${id}/referencia`);
    await page.getByTestId('citation-abnt').waitFor();
    expect(await page.getByTestId('citation-abnt').textContent()).toBe(reference.abnt);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: /Copiar referência ABNT/ }).click();
    await page.getByText('Referência copiada.').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference.abnt);
    // ABNT is the default; the other five styles are one choice away.
    const styles = page.getByRole('combobox', { name: 'Estilo de referência' });
    expect(await styles.locator('option').allTextContents()).toEqual([
      'ABNT NBR 6023',
      'APA (7ª edição)',
      'Vancouver',
      'Chicago (autor-data, 17ª edição)',
      'MLA (9ª edição)',
      'IEEE',
    ]);
    await styles.selectOption({ label: 'APA (7ª edição)' });
    await page.getByTestId('citation-apa').waitFor();
    expect(await page.getByTestId('citation-apa').textContent()).toBe(reference.apa);
    await page.getByRole('button', { name: /Copiar referência APA/ }).click();
    await page.getByText('Referência copiada.').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference.apa);
    const ieee = await fetch(`${server.url}/api/acervo/${id}/referencia?estilo=ieee`).then((response) =>
      response.json(),
    );
    await styles.selectOption({ label: 'IEEE' });
    await page.getByTestId('citation-ieee').waitFor();
    expect(await page.getByTestId('citation-ieee').textContent()).toBe(ieee.referencia);

    await page.goto(`${server.url}/acervo/${id}/dublin-core`);
    await page.getByRole('rowheader', { name: 'dc:title' }).waitFor();

    await page.goto(`${server.url}/acervo/${id}/dados-estatisticos`);
    await page.getByLabel('Ano').waitFor();
    await page.getByText(/empréstimos e \d+ reservas em/).waitFor();

    await page.goto(`${server.url}/acervo/${id}/sumarios`);
    await page.getByRole('heading', { level: 2, name: 'Sumários' }).waitFor();

    await page.goto(`${server.url}/acervo/${id}/acervo-fechado`);
    await page.getByText(/acervo aberto/).waitFor();

    // Back returns to the previous tab.
    await page.goBack();
    await page.waitForURL(/\/sumarios$/);
    await page.getByRole('heading', { level: 2, name: 'Sumários' }).waitFor();
    await page.close();
  });

  it('has no WCAG 2.2 A/AA violations (axe-core) on the tabs, facets, advanced search, basket and browse screens', async () => {
    const { db } = server.testApp.app.context;
    const copy = await db.selectFrom('copies').select('record_id').orderBy('record_id').executeTakeFirstOrThrow();
    const id = copy.record_id;
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const screens: [string, () => Promise<unknown>][] = [
      [`/?termo=blues&filtro=T%3A10`, () => page.locator('.result').first().waitFor()],
      [`/acervo/${id}/exemplares`, () => page.locator('table').first().waitFor()],
      [`/acervo/${id}/referencia`, () => page.getByTestId('citation-abnt').waitFor()],
      [`/acervo/${id}/dublin-core`, () => page.locator('table').first().waitFor()],
      [`/acervo/${id}/dados-estatisticos`, () => page.locator('svg.stats-chart').waitFor()],
      [`/acervo/${id}/sumarios`, () => page.locator('.record-section__heading').waitFor()],
      ['/indice?tipo=autor', () => page.locator('.browse-list a').first().waitFor()],
      ['/autoridades', () => page.locator('.browse-records__heading').waitFor()],
      ['/cesta', () => page.locator('.basket-item').first().waitFor()],
    ];
    await page.goto(`${server.url}/?termo=blues`);
    await page.locator('.result__actions button').first().click();
    const found: Record<string, unknown> = {};
    for (const [path, ready] of screens) {
      await page.goto(`${server.url}${path}`);
      await ready();
      if (path.startsWith('/?')) await page.getByRole('button', { name: 'Pesquisa avançada' }).click();
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
        .analyze();
      if (result.violations.length > 0) {
        found[path] = result.violations.map((violation) => ({
          rule: violation.id,
          nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3),
        }));
      }
    }
    expect(found).toEqual({});
    await context.close();
  });
});
