import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACTIVITY } from '@estante/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeActivity } from '../server/src/admin/site-admin.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { configureDemoSite, importDemoRecords, waitForShell } from './support/shell-fixtures.ts';

/**
 * Issue 27, finding 4 (docs/security.md, "Headers"): the web app works under its strict Content-Security-Policy in
 * Chromium, with no violation reported on its main screens and by the captcha widget (injected stylesheet, web worker),
 * and a page of another origin cannot frame it.
 */
describe('the web app under its Content-Security-Policy', () => {
  let server: RunningServer;
  let browser: Browser;
  let foreign: http.Server;
  let foreignUrl: string;

  beforeAll(async () => {
    server = await startServer();
    await configureDemoSite(server);
    await importDemoRecords(server);
    await changeActivity(server.testApp.app.context.db, ACTIVITY.captcha, { enabled: true, description: 'CAPTCHA' });
    // Another origin (another port) whose page frames the catalogue's sign-in screen.
    foreign = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><title>Outra</title><iframe id="alvo" src="${server.url}/login"></iframe>`);
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignUrl = `http://localhost:${(foreign.address() as AddressInfo).port}/`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    foreign?.closeAllConnections();
    await new Promise((resolve) => foreign?.close(resolve));
    await server?.close();
  });

  /** A page that records every CSP violation: the DOM event and Chromium's console report. */
  async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
    const page = await browser.newPage({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const console: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    return {
      page,
      violations: async () => [
        ...console,
        ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
      ],
    };
  }

  it('shows the home screen, a search, a title page and the sign-in with its captcha without any violation', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(server.url);
    await waitForShell(page);
    expect(await violations()).toEqual([]);

    const box = page.getByRole('searchbox').first();
    await box.fill('animais');
    await box.press('Enter');
    await page.waitForURL(/termo=animais/);
    await page.locator('#results-heading').waitFor();
    const firstTitle = page.locator('.result__title a').first();
    await firstTitle.click();
    await page.waitForURL(/\/acervo\/\d+/);
    await waitForShell(page);
    expect(await violations()).toEqual([]);

    // The captcha widget injects its stylesheet (with the page's nonce) and solves in a worker from a blob: URL.
    await page.goto(`${server.url}/login`);
    await waitForShell(page);
    const widget = page.locator('altcha-widget');
    await widget.waitFor();
    // The label, as a person clicks it (the tick mark drawn over the box takes the pointer).
    await widget.locator('label').click();
    await widget.locator('[data-state="verified"]').waitFor({ timeout: 60_000 });
    // Its stylesheet applies (.altcha-main is a flex box only through it).
    const injected = await page.evaluate(() => ({
      present: Boolean(document.getElementById('altcha-css')),
      display: getComputedStyle(document.querySelector('.altcha-main')!).display,
    }));
    expect(injected).toEqual({ present: true, display: 'flex' });
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('cannot be framed by a page of another origin', async () => {
    const page = await browser.newPage({ locale: 'pt-BR' });
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(foreignUrl);
    await page.locator('#alvo').waitFor();
    // Chromium reports the refusal on the framing page's console, and the frame never holds the catalogue.
    await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(refusals[0]).toContain("frame-ancestors 'none'");
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    expect(frame!.url()).not.toBe(`${server.url}/login`);
    expect(await frame!.locator('footer.site-footer').count()).toBe(0);
    await page.close();
  });
});
