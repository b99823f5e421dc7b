import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * What reference managers read in the browser (issue 24, item 4): each result of a search carries a COinS span and
 * an unAPI id, as Zotero's connector looks for them, and the unAPI server linked from the page answers for that id;
 * the title page keeps the server's JSON-LD and canonical link once the app has started.
 */
describe('COinS and unAPI in the web app', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer([path.join(marcDataDir(), 'evergreen_concerto_extras.mrc')]);
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const open = async (pathname: string): Promise<Page> => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${pathname}`);
    return page;
  };

  it('gives each result of a search a COinS span and an unAPI id that the unAPI server answers', async () => {
    const page = await open('/?termo=gaiman&tipo=autor');
    try {
      const headings = page.getByRole('heading', { level: 3 });
      await expect.poll(() => headings.count()).toBe(3);
      const titles = await headings.allInnerTexts();
      const spans = await page
        .locator('span.Z3988')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title')));
      expect(spans).toHaveLength(3);
      const contexts = spans.map((title) => new URLSearchParams(title ?? ''));
      expect(contexts.map((context) => context.get('rft.btitle'))).toEqual(titles);
      expect(contexts.every((context) => context.get('ctx_ver') === 'Z39.88-2004')).toBe(true);
      expect(contexts.every((context) => context.getAll('rft.au')[0]?.startsWith('Gaiman, Neil'))).toBe(true);
      // The unAPI id of each result is its record, and the page links the unAPI server.
      const ids = await page
        .locator('abbr.unapi-id')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title')));
      expect(contexts.map((context) => context.get('rft_id'))).toEqual(ids.map((id) => `${server.url}/acervo/${id}`));
      const unapi = await page.locator('link[rel="unapi-server"]').getAttribute('href');
      expect(unapi).toBe('/unapi');
      const ris = await page.request.get(`${server.url}${unapi}?id=${ids[0]}&format=ris`);
      expect(await ris.text()).toContain(`TI  - ${titles[0]}`);
      // The spans are hidden: nothing is shown, nothing is read aloud.
      await expect.poll(() => page.locator('span.Z3988').first().isVisible()).toBe(false);
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });

  it('keeps the title page metadata the server wrote once the app has started', async () => {
    const record = await server.testApp.database.db
      .selectFrom('records')
      .select('id')
      .where('title', 'like', 'Kraken%')
      .executeTakeFirstOrThrow();
    const page = await open(`/acervo/${record.id}`);
    try {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain('Kraken');
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({ '@type': 'Book', name: 'Kraken', isbn: ['9780345497499'] });
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`/acervo/${record.id}$`),
      );
      expect(await page.locator('span.Z3988').count()).toBe(1);
      expect(await page.locator('link[rel="search"]').getAttribute('href')).toBe('/opensearch.xml');
    } finally {
      await page.context().close();
    }
  });
});
