import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLibrary } from '../server/src/demo/seed-demo.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

/**
 * Availability at a glance (issue 26, item 2): each result of the demo library says, per library, whether a copy is
 * on the shelf, its call number, when one comes back, and offers a hold where the hold rule allows one; in both
 * display modes, on a desktop and on a phone.
 */
describe('availability in the result list', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  /** "A hora da estrela": its one copy at the Biblioteca Central is lent by the demo's circulation. */
  let horaDaEstrela: number;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const seeded = await seedDemoLibrary(testApp.app.context);
    expect(seeded?.created).toBe(true);
    const record = await testApp.database.db
      .selectFrom('records')
      .select('id')
      .where('title', '=', 'A hora da estrela')
      .executeTakeFirstOrThrow();
    horaDaEstrela = record.id;
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  const open = async (path: string, width: number): Promise<Page> => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    return page;
  };
  /** Closes the page's context and waits for it (nothing of it left running into the next step). */
  const close = (page: Page) => page.context().close();

  /** The result titled `title`. */
  const resultOf = (page: Page, title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  /** The availability list of the result titled `title`, by its accessible name. */
  const availabilityOf = (page: Page, title: string) =>
    resultOf(page, title).getByRole('list', { name: 'Disponibilidade nas bibliotecas' });

  /** The page is no wider than the window, and no availability line is cut. */
  const expectNoClipping = async (page: Page) => {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      clipped: [...document.querySelectorAll('.result-availability li')].filter(
        (line) => line.scrollWidth > line.clientWidth,
      ).length,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    expect(widths.clipped).toBe(0);
  };

  for (const width of [1280, 375]) {
    it(`says where each title is, with its call number and the hold link, in both displays at ${width} px`, async () => {
      for (const display of ['Detalhada', 'Compacta']) {
        const shown = await open('/?termo=grande%20sertao', width);
        if (display === 'Compacta') {
          // The radio is drawn by its label (a segmented control): the label takes the click.
          await shown.locator('label', { has: shown.getByRole('radio', { name: 'Compacta' }) }).click();
          await shown.waitForURL(/exibicao=C/);
        }
        const sertao = availabilityOf(shown, 'Grande sertão : veredas');
        await sertao.getByRole('listitem').filter({ hasText: 'Biblioteca Central: Disponível 1 de 2' }).waitFor();
        await sertao.getByText('B869.3 R608g').first().waitFor();
        expect(await sertao.getByRole('listitem').count()).toBe(3);
        // A copy is on the shelf everywhere: no hold is offered.
        expect(await sertao.getByRole('link').count()).toBe(0);
        await expectNoClipping(shown);
        await resultOf(shown, 'Grande sertão : veredas').screenshot({
          path: `/tmp/avail-sertao-${display}-${width}.png`,
        });
        await close(shown);

        const hora = await open(`/?termo=hora%20da%20estrela${display === 'Compacta' ? '&exibicao=C' : ''}`, width);
        const central = availabilityOf(hora, 'A hora da estrela')
          .getByRole('listitem')
          .filter({ hasText: 'Biblioteca Central' });
        await central.waitFor();
        expect(await central.textContent()).toMatch(
          /^Biblioteca Central: Emprestado · devolução \d{2}\/\d{2}\/\d{4} · Número de chamada \S.*Reservar$/,
        );
        const hold = central.getByRole('link', { name: 'Reservar em Biblioteca Central' });
        expect(await hold.getAttribute('href')).toBe(`/acervo/${horaDaEstrela}/reserva?biblioteca=BC`);
        await expectNoClipping(hora);
        if (width === 375) await expectAccessible(hora);
        await resultOf(hora, 'A hora da estrela').screenshot({ path: `/tmp/avail-hora-${display}-${width}.png` });
        await hold.click();
        await hora.waitForURL(new RegExp(`/acervo/${horaDaEstrela}/reserva\\?biblioteca=BC$`));
        await close(hora);
      }

      const casmurro = await open('/?termo=dom%20casmurro', width);
      const lines = availabilityOf(casmurro, 'Dom Casmurro').getByRole('listitem');
      await lines.filter({ hasText: 'Biblioteca Central: Consulta local' }).waitFor();
      expect(await lines.filter({ hasText: 'Consulta local' }).count()).toBe(3);
      await close(casmurro);
    }, 120_000);
  }
});
