import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 26, item 4: a misspelling offers "Did you mean", and a subject heading without an authority searches the
// subjects. Real records: the Biblivre school library (no authority records).
describe('search that forgives, in the browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer([`${marcDataDir()}/biblivre_pt_br_school_library.utf8.mrc`]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('types a misspelt word, sees "Did you mean: poesia" (the browser speaks English), follows it and sees the poetry titles', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    const search = page.getByRole('searchbox').first();
    await search.fill('poezia');
    await search.press('Enter');
    await page.waitForURL(/termo=poezia/);
    await page.getByText('Did you mean:').waitFor();
    const suggestion = page.getByRole('link', { name: 'poesia', exact: true });
    await suggestion.click();
    await page.waitForURL(/termo=poesia/);
    for (const title of ['A casa da mosca fosca', 'A ema de sorte', 'Achados e perdidos']) {
      await page.getByRole('link', { name: title }).first().waitFor();
    }
    await expect(page.getByText('Did you mean:').count()).resolves.toBe(0);
    await page.close();
  });

  it('follows a subject heading of a title page to a search of the subjects for that heading', async () => {
    const answer = await fetch(`${server.url}/api/acervo/11`).then((response) => response.json());
    const subject = answer.assuntos[0] as string;
    expect(subject).toBeTruthy();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/acervo/11`);
    await page.getByRole('heading', { level: 1, name: 'A casa da mosca fosca' }).waitFor();
    await page.getByRole('link', { name: subject, exact: true }).click();
    await page.waitForURL(/tipo=assunto/);
    const url = new URL(page.url());
    expect(url.searchParams.get('termo')).toBe(subject);
    expect(url.searchParams.get('posicao')).toBe('exata');
    await page.getByRole('link', { name: 'A casa da mosca fosca' }).first().waitFor();
    await page.close();
  });
});
