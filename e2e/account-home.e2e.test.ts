import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  setPolicy,
} from '../server/src/circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { axeViolations, expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const DAY = 86_400_000;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** A full-page screenshot into E2E_SCREENSHOTS_DIR, when set (as the other e2e tests do). */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
const LONG_TITLE = 'Memórias póstumas de Brás Cubas: edição comentada e anotada';

/** YYYY-MM-DD of a UTC instant (the server counts loan days in UTC calendar days). */
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The account home (issue 26, item 3): a patron with an overdue loan, a loan due soon and a suspension sees them
 * summed up with the suspension banner; Debts lists the overdue loan's accruing fine, labelled; the loans table
 * keeps its Renew buttons inside the screen and the table at 1280 and 375 px in Spanish and French; no zoom step of
 * the accessibility panel makes the page wider than the screen.
 */
describe('account home: summary, block banner, accruing fine, readable tables', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  /** Days the overdue loan is late today, and its fine at R$ 1,50 a day. */
  let daysLate: number;
  let dueDate: string;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    await applyDemoSiteConfiguration(db);
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Matrícula' })
      .where('id', '=', institution.id)
      .execute();
    await importTitles(testApp, [
      { key: 'bras', title: LONG_TITLE, copies: [{ library: 'BC', barcode: 'HOME-BRAS' }] },
      { key: 'cortico', title: 'O cortiço', copies: [{ library: 'BC', barcode: 'HOME-CORT' }] },
    ]);
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 3, finePerDayCents: 150 });
    const desk = caller(testApp, await deskSession(testApp, 'balcao.home'));
    await patronSession(testApp, '2025001', { name: 'Capitu Santiago' });
    // Due 3 days ago (4 when that day was a Sunday, whose due date would move to Monday): lent 14 days before.
    const now = Date.now();
    daysLate = new Date(now - 3 * DAY).getUTCDay() === 0 ? 4 : 3;
    dueDate = utcDay(new Date(now - daysLate * DAY));
    const overdue = await desk('POST', '/api/circulacao/emprestimos', {
      usuario: '2025001',
      codigo_barras: 'HOME-BRAS',
      data_emprestimo: new Date(now - (14 + daysLate) * DAY).toISOString(),
    });
    expect(overdue.json().data_devolucao_prevista).toBe(dueDate);
    // Due in 4 or 5 days (a Sunday moves to Monday): within the 7 days the home calls "due soon".
    const soon = await desk('POST', '/api/circulacao/emprestimos', {
      usuario: '2025001',
      codigo_barras: 'HOME-CORT',
      data_emprestimo: new Date(now - 10 * DAY).toISOString(),
    });
    expect(soon.statusCode).toBe(201);
    await desk('POST', '/api/circulacao/afastamentos', {
      usuario: '2025001',
      motivo: 'Material danificado',
      data_fim: '2099-12-31',
    });
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  async function signedIn(width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${url}/login?redirect=%2Fmeupergamum&lng=pt`);
    await page.getByLabel('Matrícula', { exact: true }).fill('2025001');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}/meupergamum`);
    return page;
  }

  it('sums up loans due soon, the accruing fine and the suspension, with the block banner first', async () => {
    const page = await signedIn(1280, 900);
    const fine = `R$ ${(daysLate * 1.5).toFixed(2).replace('.', ',')}`;
    const banner = page.getByRole('region', { name: 'Sua conta está bloqueada' });
    await banner.getByText('Afastamento até 31/12/2099: Material danificado').waitFor();

    const loans = page.getByRole('region', { name: 'Empréstimos' });
    await loans.getByText('2 empréstimos em aberto').waitFor();
    const [year, month, day] = dueDate.split('-');
    await loans.getByText(`${LONG_TITLE}: em atraso desde ${day}/${month}/${year}`).waitFor();
    await loans.getByText(/^O cortiço: devolver até \d{2}\/\d{2}\/\d{4}$/).waitFor();

    const fines = page.getByRole('region', { name: 'Multas e débitos' });
    await fines.getByText(`Multas em curso: ${fine}`).waitFor();
    expect(await fines.getByText('A pagar:').count()).toBe(0);
    const blocks = page.getByRole('region', { name: 'Bloqueios e afastamentos' });
    await blocks.getByText(/^Material danificado: de \d{2}\/\d{2}\/\d{4} a 31\/12\/2099$/).waitFor();
    await page
      .getByRole('region', { name: 'Reservas para retirar' })
      .getByText('Nenhuma reserva aguardando retirada.')
      .waitFor();
    // The banner comes before the summary and the loans table.
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.y).toBeLessThan((await loans.boundingBox())!.y);
    await page.getByRole('row', { name: new RegExp(LONG_TITLE) }).waitFor();
    await expectAccessible(page);
    await shot(page, 'account-home-1280');

    await fines.getByRole('link', { name: 'Ver débitos' }).click();
    await page.waitForURL(`${url}/meupergamum/debitos`);
    const accruing = page.getByRole('row', { name: /Multa em curso/ });
    await accruing.getByRole('cell', { name: `${LONG_TITLE}: ${daysLate} dias de atraso até hoje` }).waitFor();
    await accruing.getByRole('cell', { name: fine }).first().waitFor();
    await page.getByText(`Multas em curso (cobradas na devolução): ${fine}`).waitFor();
    await page.getByText('Total a pagar: R$ 0,00').waitFor();
    await page.context().close();
  });

  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    it(`keeps every Renew button inside the screen and its table at ${width} px, in Spanish and French`, async () => {
      const page = await signedIn(width, height);
      for (const [language, renew] of [
        ['es', 'Renovar'],
        ['fr', 'Renouveler'],
      ] as const) {
        await page.goto(`${url}/meupergamum?lng=${language}`);
        for (const title of [LONG_TITLE, 'O cortiço']) {
          const button = page.getByRole('button', { name: `${renew} ${title}` });
          await button.waitFor();
          await button.scrollIntoViewIfNeeded();
          const box = (await button.boundingBox())!;
          const table = (await page.getByRole('table').first().locator('xpath=..').boundingBox())!;
          const viewport = page.viewportSize()!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          expect(box.x).toBeGreaterThanOrEqual(table.x);
          expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width + 0.5);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      if (width === 375) {
        await page.goto(`${url}/meupergamum?lng=pt`);
        await page.getByRole('row', { name: new RegExp(LONG_TITLE) }).waitFor();
        // The menu follows the content on a phone: the first loan is no longer ~1,100 px down.
        const top = (element: Element) => element.getBoundingClientRect().top + window.scrollY;
        const firstLoan = await page.getByRole('row', { name: new RegExp(LONG_TITLE) }).evaluate(top);
        const menu = await page.getByRole('navigation', { name: 'Menu da área pessoal' }).evaluate(top);
        expect(menu).toBeGreaterThan(firstLoan);
        // Below the header, the title and the banner of this suspended patron (~1,100 px before issue 26).
        expect(firstLoan).toBeLessThan(950);
        console.log(`first loan at ${Math.round(firstLoan)} px on a 375 px phone`);
        await shot(page, 'account-home-375');
      }
      await page.context().close();
    });
  }

  it('fits the loans and debts tables in their box, with no inner scroll, at 1280 and 375 px in all five languages', async () => {
    const overflowing: unknown[] = [];
    for (const [width, height] of [
      [1280, 900],
      [375, 812],
    ] as const) {
      const page = await signedIn(width, height);
      for (const language of ['pt', 'en', 'es', 'fr', 'it']) {
        for (const path of ['/meupergamum', '/meupergamum/debitos']) {
          await page.goto(`${url}${path}?lng=${language}`);
          await page.getByRole('row', { name: new RegExp(LONG_TITLE) }).waitFor();
          const tables = await page.getByRole('table').evaluateAll((found) =>
            found.map((table) => {
              const box = table.parentElement!;
              return { scroll: box.scrollWidth, client: box.clientWidth };
            }),
          );
          for (const table of tables)
            if (table.scroll > table.client) overflowing.push({ width, language, path, ...table });
        }
      }
      await page.context().close();
    }
    expect(overflowing).toEqual([]);
  });

  it('has no axe violations on the home and Debts in the normal and high-contrast palettes, light and dark', async () => {
    const page = await signedIn(1280, 900);
    const found: { scheme: string; dark: boolean; path: string; violations: unknown[] }[] = [];
    // Inverted and greyscale are filters over the normal palette: axe reads the same colours.
    for (const scheme of ['normal', 'alto-contraste']) {
      for (const dark of [false, true]) {
        await page.evaluate(
          ([cor, escuro]) =>
            localStorage.setItem(
              'estante.acessibilidade',
              JSON.stringify({ zoom: 0, cor, negrito: false, libras: false, escuro }),
            ),
          [scheme, dark] as const,
        );
        for (const path of ['/meupergamum', '/meupergamum/debitos']) {
          await page.goto(`${url}${path}?lng=pt`);
          await page.getByRole('row', { name: new RegExp(LONG_TITLE) }).waitFor();
          const violations = await axeViolations(page);
          if (violations.length > 0) found.push({ scheme, dark, path, violations });
        }
      }
    }
    expect(found).toEqual([]);
    await page.context().close();
  });

  it('widens no page beyond the screen at any zoom step of the accessibility panel', async () => {
    const results: { fits: boolean; [detail: string]: unknown }[] = [];
    for (const [width, height] of [
      [1280, 900],
      [375, 812],
    ] as const) {
      const page = await signedIn(width, height);
      for (const path of ['/meupergamum', '/meupergamum/debitos']) {
        for (const zoom of [0, 20, 40, 60, 80, 100]) {
          await page.evaluate((value) => {
            localStorage.setItem(
              'estante.acessibilidade',
              JSON.stringify({ zoom: value, cor: 'normal', negrito: false, libras: false, escuro: false }),
            );
          }, zoom);
          await page.goto(`${url}${path}?lng=fr`);
          await page
            .getByRole('button', { name: `Renouveler ${LONG_TITLE}` })
            .or(page.getByText('Amende en cours'))
            .first()
            .waitFor();
          const widths = await page.evaluate(() => {
            const inner = window.innerWidth;
            // The outermost elements that stick out, to say what widened the page when it fails.
            const wide = [...document.querySelectorAll('body *')]
              .filter((element) => element.getBoundingClientRect().right > inner + 0.5)
              .filter(
                (element) =>
                  !(element.parentElement && element.parentElement.getBoundingClientRect().right > inner + 0.5),
              )
              .slice(0, 5)
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
            return { scroll: document.documentElement.scrollWidth, inner, wide };
          });
          results.push({ width, path, zoom, fits: widths.scroll <= widths.inner, ...widths });
        }
      }
      await page.context().close();
    }
    expect(results.filter((result) => !result.fits)).toEqual([]);
  });
});
