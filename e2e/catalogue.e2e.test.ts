import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

describe('catalogue in the browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer([
      `${marcDataDir()}/biblivre_pt_br_school_library.utf8.mrc`,
      `${marcDataDir()}/bne_spain.xml`,
    ]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('searches a word from the home page, opens a record and sees its title', async () => {
    // The expected first hit comes from the API the page calls; the browser must show and open it.
    const answer = await fetch(`${server.url}/api/consulta?termo=educacao`).then((response) => response.json());
    expect(answer.total).toBeGreaterThan(0);
    const expected = { id: answer.data[0].cod_acervo as number, title: answer.data[0].titulo as string };
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    const search = page.getByRole('searchbox').first();
    await search.fill('educacao');
    await search.press('Enter');
    await page.waitForURL(/termo=educacao/);
    const result = page.getByRole('link', { name: expected.title }).first();
    await result.waitFor();
    await result.click();
    await page.waitForURL(new RegExp(`/acervo/${expected.id}$`));
    // The record screen loads its data after the navigation: wait for its heading, not the previous page's.
    await page.getByRole('heading', { level: 1, name: expected.title }).waitFor();
    await page.close();
  });

  it('loads a record URL directly (history-API fallback) and shows the not-found screen for unknown paths', async () => {
    const { db } = server.testApp.app.context;
    const record = await db.selectFrom('records').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const page = await browser.newPage();
    await page.goto(`${server.url}/acervo/${record.id}/marc`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(record.title);
    await page.getByText('245', { exact: true }).first().waitFor();
    // Not found is not found (issue 26): the app's page with its not-found screen, answered 404.
    const missing = await page.goto(`${server.url}/nao/existe/esta/pagina`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading?.toLowerCase()).toMatch(/não encontrada|not found/);
    const staleAsset = await page.goto(`${server.url}/assets/no-such-chunk.js`);
    expect(staleAsset?.status()).toBe(404);
    await page.close();
  });
});
