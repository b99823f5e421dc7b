import type { MarcRecord } from '@estante/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, importRecords, patronSession } from '../server/src/circulation/circulation-fixtures.testing.ts';
import { staffSession } from '../server/src/staff/staff-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

/** Markup an attacker can put in a catalogued record or a patron comment; each would set window.__xss if run. */
const TITLE_PAYLOAD = 'Sertão <img src=x onerror="window.__xss=\'title\'">';
const NOTE_PAYLOAD = 'Nota <script>window.__xss="note"</script> <svg onload="window.__xss=\'svg\'"></svg>';
const COMMENT_PAYLOAD = 'Ótimo <img src=y onerror="window.__xss=\'comment\'"> livro';

/**
 * Stored XSS, which held in issue 27's probe: imported MARC text and approved comments are shown as text in Chromium,
 * never run, and a `javascript:` link from an 856 field never becomes a clickable href.
 */
describe('hostile markup in records and comments stays text in the browser', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let page: Page;
  let recordId: number;
  const dialogs: string[] = [];

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const record: MarcRecord = {
      leader: '00000nam a2200000 a 4500',
      fields: [
        { tag: '001', value: 'xss-1' },
        { tag: '003', value: 'ESTANTE-TEST' },
        { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: TITLE_PAYLOAD }] },
        { tag: '500', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: NOTE_PAYLOAD }] },
        {
          tag: '856',
          ind1: '4',
          ind2: '0',
          subfields: [
            { code: 'u', value: 'javascript:window.__xss="link"' },
            { code: 'y', value: 'Texto completo' },
          ],
        },
      ],
    };
    recordId = (await importRecords(testApp, [record]))['xss-1']!;
    const ana = await patronSession(testApp, 'ana', { name: 'Ana Souza' });
    const posted = await caller(testApp, ana)('POST', `/api/comentarios/acervo/${recordId}`, {
      comentario: COMMENT_PAYLOAD,
    });
    expect(posted.statusCode).toBe(201);
    // Comments are moderation's (function 9004).
    const moderator = caller(testApp, await staffSession(testApp, 'moderador', ['moderation']));
    const approved = await moderator('POST', `/api/circulacao/comentarios/${posted.json().cod_comentario}/avaliacao`, {
      aprovado: true,
    });
    expect(approved.statusCode).toBeLessThan(300);
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
    page = await browser.newPage({ locale: 'pt-BR' });
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  const ranScript = () => page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null);

  it('shows the hostile title as text in the result list', async () => {
    await page.goto(`${url}/?termo=${encodeURIComponent('sertão')}`);
    await page
      .getByRole('heading', { name: /Sertão <img src=x onerror=/ })
      .first()
      .waitFor();
    expect(await ranScript()).toBeNull();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });

  it('shows the title, note and approved comment as text on the title page, with no javascript: link', async () => {
    await page.goto(`${url}/acervo/${recordId}`);
    await page
      .getByRole('heading', { name: /Sertão <img src=x onerror=/ })
      .first()
      .waitFor();
    await page.getByText(COMMENT_PAYLOAD).first().waitFor();
    expect(await ranScript()).toBeNull();
    // Two inline scripts only: index.html's first-load hints, built with the app and sent with the response's CSP
    // nonce (web/vite.config.ts, docs/web.md), which hold nothing of the record; and the server's JSON-LD data block
    // (docs/interoperability.md), where the title stays data.
    const inlineScripts = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    expect(inlineScripts).toHaveLength(1);
    expect(inlineScripts[0]).toContain("add('modulepreload', script)");
    expect(inlineScripts[0]).not.toContain('Sertão');
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}').name).toBe(TITLE_PAYLOAD);
    expect(await page.locator('svg[onload], img[onerror]').count()).toBe(0);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href ?? ''))).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
