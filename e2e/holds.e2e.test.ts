import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from '../server/src/circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const TITLE = 'Memórias de um sargento de milícias';

/** dd/mm/yyyy of the day `days` after today (UTC, as circulation counts days), as the Portuguese screens write it. */
const ptDate = (days: number) => {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return { iso: `${year}-${month}-${day}`, shown: `${day}/${month}/${year}` };
};

/**
 * Issue 26, item 1 in Chromium: the title's copies at the Biblioteca Central are all on loan and one waits on the
 * shelf of the Biblioteca de Ciências Sociais, so the hold link is beside the Central only; the hold answers its
 * position and estimated wait; the holds list suspends, moves the pickup and cancels with buttons that say so.
 */
describe('holds: the copies tab, the hold form and the holds list', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let recordId: number;
  let ana: Session;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    // The demo's libraries by name (Biblioteca Central, Biblioteca de Ciências Sociais) and its login label.
    await applyDemoSiteConfiguration(db);
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Matrícula' })
      .where('id', '=', institution.id)
      .execute();
    const ids = await importTitles(testApp, [
      {
        key: 'sargento',
        title: TITLE,
        copies: [
          { library: 'BC', barcode: 'HOLD-BC-1' },
          { library: 'BC', barcode: 'HOLD-BC-2' },
          { library: 'BCS', barcode: 'HOLD-BCS-1' },
        ],
      },
    ]);
    recordId = ids.sargento!;
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 2, holdLimit: 5 });
    const desk = caller(testApp, await deskSession(testApp));
    ana = await patronSession(testApp, '2025001', { name: 'Ana Clara Reis' });
    const carla = await patronSession(testApp, '2025003');
    const dora = await patronSession(testApp, '2025004');
    for (const [patron, barcode] of [
      [carla, 'HOLD-BC-1'],
      [dora, 'HOLD-BC-2'],
    ] as const) {
      const lent = await desk('POST', '/api/circulacao/emprestimos', { usuario: patron.login, codigo_barras: barcode });
      expect(lent.statusCode).toBe(201);
    }
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  async function signedIn(width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/meupergamum`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Matrícula', { exact: true }).fill('2025001');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}/meupergamum`);
    return { context, page };
  }

  /** Each walk starts with Ana holding nothing (a retried test finds the first try's hold otherwise). */
  async function withoutHolds() {
    const active = (await caller(testApp, ana)('GET', '/api/reserva')).json() as { cod_reserva: number }[];
    if (active.length > 0)
      await caller(testApp, ana)(
        'DELETE',
        '/api/reserva',
        active.map((hold) => hold.cod_reserva),
      );
  }

  const noHorizontalScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  it('places a hold beside the library whose copies are all out, then suspends, moves and cancels it', async () => {
    await withoutHolds();
    const { context, page } = await signedIn(1280);
    await page.goto(`${url}/acervo/${recordId}/exemplares`);
    const central = page.getByRole('region', { name: 'Biblioteca Central' });
    const social = page.getByRole('region', { name: 'Biblioteca de Ciências Sociais' });
    await central.getByText(/^2 emprestados \(próxima devolução \d{2}\/\d{2}\/\d{4}\)/).waitFor();
    await social.getByText('1 disponível').waitFor();
    await social.getByText('Há exemplar na estante: empreste-o, sem reserva.').waitFor();
    expect(await page.getByRole('link', { name: /^Reservar em / }).count()).toBe(1);
    await expectAccessible(page);
    await central.getByRole('link', { name: 'Reservar em Biblioteca Central' }).click();

    await page.waitForURL(`${url}/acervo/${recordId}/reserva?biblioteca=BC`);
    await page.getByRole('heading', { name: 'Reservar este título' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Biblioteca' }).inputValue()).toBe('BC');
    // One library offered (the other has a copy on the shelf); nothing asked about volumes or locations.
    expect(await page.getByRole('combobox').count()).toBe(1);
    expect(await page.getByRole('option').allTextContents()).toEqual(['Biblioteca Central']);
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();
    const due = ptDate(14);
    const status = page.getByRole('status');
    await status.getByText('Reserva feita: posição 1 na fila.').waitFor();
    await status.getByText(`Espera estimada: cerca de 14 dias (até ${due.shown}).`).waitFor();
    await page.getByText('Como a espera é estimada').click();
    await page.getByText('2 exemplares desta biblioteca podem atender a sua reserva.').waitFor();
    await page.getByText(`Devoluções previstas dos exemplares emprestados: ${due.shown}, ${due.shown}.`).waitFor();
    expect(await page.getByText('Reserva feita: posição 1 na fila.').count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Ver minhas reservas' }).click();
    await page.waitForURL(`${url}/meupergamum/reservas`);
    const row = page.getByRole('row', { name: new RegExp(TITLE) }).first();
    await row.getByRole('cell', { name: 'Em fila' }).waitFor();
    // The history under an active hold: no "you have no holds".
    await page.getByText('Nenhuma reserva encerrada neste período.').waitFor();
    expect(await page.getByText('Você não tem reservas.').count()).toBe(0);

    const until = ptDate(10);
    await row.getByRole('button', { name: `Suspender a reserva de ${TITLE}` }).click();
    const suspendDialog = page.getByRole('dialog', { name: 'Suspender reserva' });
    await suspendDialog.getByLabel('Suspender até').fill(until.iso);
    await suspendDialog.getByRole('button', { name: 'Suspender reserva' }).click();
    await page.getByRole('status').getByText(`Reserva de ${TITLE} suspensa até ${until.shown}.`).waitFor();
    await row.getByText(`Suspensa até ${until.shown}`).waitFor();

    await row.getByRole('button', { name: `Trocar a biblioteca de retirada de ${TITLE}` }).click();
    const pickupDialog = page.getByRole('dialog', { name: 'Trocar biblioteca de retirada' });
    await pickupDialog.getByRole('combobox', { name: 'Biblioteca de retirada' }).selectOption({
      label: 'Biblioteca de Ciências Sociais',
    });
    await pickupDialog.getByRole('button', { name: 'Trocar biblioteca' }).click();
    await page.getByRole('status').getByText(`${TITLE} será retirado em Biblioteca de Ciências Sociais.`).waitFor();
    await row.getByRole('cell', { name: 'Biblioteca de Ciências Sociais' }).waitFor();
    const stored = await testApp.database.db
      .selectFrom('holds')
      .innerJoin('libraries', 'libraries.id', 'holds.pickup_library_id')
      .select(['holds.suspended_until', 'libraries.code'])
      .where('holds.person_id', '=', ana.personId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ suspended_until: until.iso, code: 'BCS' });
    await expectAccessible(page);

    await row.getByRole('checkbox', { name: `Selecionar ${TITLE}` }).check();
    await page.getByRole('button', { name: 'Cancelar reservas selecionadas' }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancelar reservas' });
    await cancelDialog.getByRole('button', { name: 'Manter reserva' }).waitFor();
    await cancelDialog.getByRole('button', { name: 'Cancelar reserva' }).click();
    await page.getByText('1 reserva cancelada.').waitFor();
    await page.getByRole('row', { name: new RegExp(`${TITLE}.*Cancelada`) }).waitFor();
    await context.close();
  });

  it('fits a 375 px screen: the copies tab, the hold form and the holds list scroll only vertically', async () => {
    await withoutHolds();
    const { context, page } = await signedIn(375);
    await page.goto(`${url}/acervo/${recordId}/exemplares`);
    const link = page.getByRole('link', { name: 'Reservar em Biblioteca Central' });
    await link.waitFor();
    await noHorizontalScroll(page);
    await link.click();
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();
    await page.getByText(/^Espera estimada: cerca de 14 dias/).waitFor();
    await noHorizontalScroll(page);
    await page.getByRole('link', { name: 'Ver minhas reservas' }).click();
    const suspend = page.getByRole('button', { name: `Suspender a reserva de ${TITLE}` });
    await suspend.waitFor();
    await suspend.scrollIntoViewIfNeeded();
    expect(await suspend.isVisible()).toBe(true);
    await noHorizontalScroll(page);
    await context.close();
  });
});
