import { STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import {
  caller,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from '../server/src/circulation/circulation-fixtures.testing.ts';
import { checkIn, checkOut } from '../server/src/circulation/index.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const HOLD_FORM = { biblioteca: 'BC', volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };
const TRAPPED = 'Memórias póstumas de Brás Cubas';
const TRAVELLING = 'O cortiço';
const SEQUENCE = Array.from({ length: 20 }, (_, index) => `SEQ-${index + 1}`);

/** dd/mm/yyyy of the day `days` after today (UTC, as circulation counts days), as the Portuguese screens write it. */
const ptDate = (days: number) => {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

/**
 * Issue 21, item 1 in Chromium: a desk clerk (circulation function) checks a copy out to Ana by typing only, as a
 * barcode scanner does (text + Enter); checks it in while Bruno holds the title, and the desk says it is trapped for
 * him; Bruno then sees the hold ready in his holds list. Then a run of check-outs by keyboard alone, with the
 * refusals said in the clerk's language, and the holds shelf and in-transit pages.
 */
describe('staff desk: check out and check in by scanner, a hold trapped', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let bruno: Session;

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
      { key: 'bras-cubas', title: TRAPPED, copies: [{ library: 'BC', barcode: 'DESK-1' }] },
      { key: 'transito', title: TRAVELLING, copies: [{ library: 'BC', barcode: 'TRANSIT-1' }] },
      ...SEQUENCE.map((barcode, index) => ({
        key: `seq-${index}`,
        title: `Volume da sequência ${index + 1}`,
        copies: [{ library: 'BC', barcode }],
      })),
    ]);
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 2, holdLimit: 5, holdPickupDays: 3, loanLimit: 25 });
    await patronSession(testApp, '2025201', { name: 'Ana Prado' });
    bruno = await patronSession(testApp, '2025202', { name: 'Bruno Reis' });
    const clerk = await patronSession(testApp, '9000002', { name: 'Clara Balcão' });
    await db
      .insertInto('person_permissions')
      .values({ person_id: clerk.personId, module_code: STAFF_MODULE, activity_code: STAFF_FUNCTIONS.circulation })
      .execute();
    // Bruno waits for O cortiço and collects at the Biblioteca de Ciências Sociais: returned at the Central, the copy
    // travels there.
    const context = testApp.app.context;
    await checkOut(context, { login: '2025201', barcode: 'TRANSIT-1' });
    const asBruno = caller(testApp, bruno);
    const placed = await asBruno('POST', '/api/reserva', { cod_acervo: ids.transito, ...HOLD_FORM });
    expect(placed.statusCode).toBe(201);
    await asBruno('PUT', `/api/reserva/${placed.json().cod_reserva}/biblioteca-retirada`, { biblioteca: 'BCS' });
    expect((await checkIn(context, { barcode: 'TRANSIT-1' })).routing.transitToLibraryId).not.toBeNull();
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  async function signedIn(login: string, path: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Matrícula', { exact: true }).fill(login);
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}${path}`);
    return { context, page };
  }

  /** Types as a scanner does: the characters, then Enter, into whatever has the focus. */
  const scan = async (page: Page, text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  };
  const focusedLabel = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return active?.labels?.[0]?.textContent ?? null;
    });
  const noHorizontalScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  it('lends by typing only, traps the returned copy for Bruno’s hold, and Bruno sees it ready', async () => {
    const { context, page } = await signedIn('9000002', '/equipe/balcao');
    await page.getByRole('heading', { level: 1, name: 'Balcão de circulação' }).waitFor();
    // The patron field has the focus: the clerk (or a card scanner) types the card number and Enter.
    await expect.poll(() => focusedLabel(page)).toBe('Usuário');
    await scan(page, '2025201');
    await page.getByRole('status').getByText('Usuário: Ana Prado. Leia os exemplares a emprestar.').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Ana Prado' }).waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Código de barras do exemplar');
    await scan(page, 'DESK-1');
    const lent = `Emprestado: ${TRAPPED} (DESK-1), devolução em ${ptDate(14)}.`;
    await page.getByRole('status').getByText(lent).waitFor();
    await page.getByRole('list', { name: 'Nesta sessão' }).getByText(lent).waitFor();
    await page.getByRole('row', { name: new RegExp(`${TRAPPED}.*DESK-1`) }).waitFor();
    await expectAccessible(page);

    const recordId = (
      await testApp.database.db
        .selectFrom('copies')
        .select('record_id')
        .where('barcode', '=', 'DESK-1')
        .executeTakeFirstOrThrow()
    ).record_id;
    const held = await caller(testApp, bruno)('POST', '/api/reserva', { cod_acervo: recordId, ...HOLD_FORM });
    expect(held.statusCode).toBe(201);

    // Check-in mode by keyboard: the mode button, then the barcode and Enter.
    await page.getByRole('button', { name: 'Devolver', exact: true }).first().press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Código de barras do exemplar devolvido');
    await scan(page, 'DESK-1');
    // The trap: where the copy goes, said with the pickup deadline (three days on, or the next open day).
    const status = page.getByRole('status').filter({ hasText: 'Devolvido:' });
    await status.waitFor();
    expect(await status.textContent()).toMatch(
      new RegExp(
        `^Devolvido: ${TRAPPED} \\(DESK-1\\)\\. Reserva de Bruno Reis: coloque na estante de reservas \\(retirada até \\d{2}/\\d{2}/\\d{4}\\)\\.$`,
      ),
    );
    await expectAccessible(page);

    // A second scan of the same copy: said plainly, not an error page.
    await scan(page, 'DESK-1');
    await page
      .getByRole('alert')
      .getByText('Não devolvido (DESK-1): este exemplar não está emprestado (já foi devolvido?).')
      .waitFor();
    await context.close();

    const patron = await signedIn('2025202', '/meupergamum/reservas');
    const row = patron.page.getByRole('row', { name: new RegExp(TRAPPED) }).first();
    await row.getByRole('cell', { name: 'Liberada' }).waitFor();
    await patron.context.close();
  });

  it('lends twenty copies in a row by keyboard alone; the barcode field keeps the focus and refusals are said', async () => {
    const { context, page } = await signedIn('9000002', '/equipe/balcao');
    await page.getByRole('heading', { level: 1, name: 'Balcão de circulação' }).waitFor();
    // Typing goes wherever the focus is: it reaches the patron field in an effect after the screen renders.
    await expect.poll(() => focusedLabel(page)).toBe('Usuário');
    await scan(page, 'Ana Prado');
    await page.getByRole('heading', { level: 2, name: 'Ana Prado' }).waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Código de barras do exemplar');
    // As fast as a scanner: each barcode and Enter right after the other, without waiting for the answers.
    for (const barcode of SEQUENCE) await scan(page, barcode);
    const log = page.getByRole('list', { name: 'Nesta sessão' });
    for (const [index, barcode] of SEQUENCE.entries())
      await log
        .getByText(`Emprestado: Volume da sequência ${index + 1} (${barcode}), devolução em ${ptDate(14)}.`)
        .waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Código de barras do exemplar');
    // The copy kept for Bruno, and a barcode no copy has: refused, in Portuguese, the focus still in the field.
    await scan(page, 'DESK-1');
    await page
      .getByRole('alert')
      .getByText('Não emprestado (DESK-1): exemplar reservado para outro usuário: deixe-o na estante de reservas.')
      .waitFor();
    await scan(page, 'NAO-EXISTE');
    await page
      .getByRole('alert')
      .getByText('Não emprestado (NAO-EXISTE): Nenhum exemplar tem o código NAO-EXISTE.')
      .waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Código de barras do exemplar');
    await page.getByRole('heading', { level: 3, name: `Empréstimos (${SEQUENCE.length})` }).waitFor();
    const loans = await testApp.database.db
      .selectFrom('loans')
      .innerJoin('people', 'people.id', 'loans.person_id')
      .select('loans.id')
      .where('people.name', '=', 'Ana Prado')
      .where('loans.returned_at', 'is', null)
      .execute();
    expect(loans).toHaveLength(SEQUENCE.length);
    await expectAccessible(page);
    await context.close();
  });

  it('receives a copy in transit by scanning: the hold waits on the shelf of its pickup library', async () => {
    const { context, page } = await signedIn('9000002', '/equipe/balcao/em-transito');
    await page.getByRole('heading', { level: 1, name: 'Em trânsito' }).waitFor();
    const travelling = page.getByRole('row', { name: new RegExp(`${TRAVELLING}.*TRANSIT-1`) });
    await travelling.getByRole('cell', { name: 'Biblioteca de Ciências Sociais' }).waitFor();
    await travelling.getByRole('cell', { name: 'Bruno Reis' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Código de barras do exemplar recebido').focus();
    await scan(page, 'TRANSIT-1');
    const status = page.getByRole('status').filter({ hasText: 'Recebido:' });
    await status.waitFor();
    expect(await status.textContent()).toMatch(
      new RegExp(
        `^Recebido: ${TRAVELLING} \\(TRANSIT-1\\) em Biblioteca de Ciências Sociais\\. Reserva de Bruno Reis: coloque na estante de reservas \\(retirada até \\d{2}/\\d{2}/\\d{4}\\)\\.$`,
      ),
    );
    await page.getByText('Nenhum exemplar em trânsito.').waitFor();

    await page
      .getByRole('link', { name: /^Estante de reservas/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Estante de reservas' }).waitFor();
    await page.getByRole('row', { name: new RegExp(`${TRAPPED}.*DESK-1.*Bruno Reis`) }).waitFor();
    await page.getByText('2 reservas na estante.').waitFor();
    await page.getByRole('combobox', { name: 'Biblioteca' }).selectOption({ label: 'Biblioteca de Ciências Sociais' });
    await page.getByText('1 reserva na estante.').waitFor();
    const atSocial = page.getByRole('row', { name: new RegExp(`${TRAVELLING}.*TRANSIT-1.*Bruno Reis`) });
    await atSocial.getByRole('cell', { name: 'À espera' }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(TRAPPED) }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('fits a 375 px screen: the desk with a patron and the holds shelf scroll only vertically', async () => {
    const phone = await signedIn('9000002', '/equipe/balcao', 375);
    await phone.page.getByRole('heading', { level: 1, name: 'Balcão de circulação' }).waitFor();
    await expect.poll(() => focusedLabel(phone.page)).toBe('Usuário');
    await scan(phone.page, '2025201');
    await phone.page.getByRole('heading', { level: 2, name: 'Ana Prado' }).waitFor();
    await noHorizontalScroll(phone.page);
    await phone.page.goto(`${url}/equipe/balcao/estante-reservas`);
    await phone.page.getByRole('cell', { name: 'Bruno Reis' }).first().waitFor();
    await noHorizontalScroll(phone.page);
    await phone.context.close();
  });
});
