import fs from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-test-fixtures.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from '../server/src/circulation/circulation-test-fixtures.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import { createTestApp, type TestApp } from '../server/src/testing/test-app.ts';
import { launchChromium } from './support/browser.ts';

const WEB_DIST = path.resolve(new URL('../web/dist', import.meta.url).pathname);
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** The personal area in Chromium against the real server; loans and holds come from the desk API. */
describe('personal area: renewing a loan and placing a hold', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let ids: Record<string, number>;
  let ana: Session;

  beforeAll(async () => {
    if (!(await fs.stat(path.join(WEB_DIST, 'index.html')).catch(() => undefined))) {
      throw new Error(`The web app is not built (${WEB_DIST}); run npm run build -w web`);
    }
    testApp = await createTestApp({ WEB_DIST_DIR: WEB_DIST });
    const { db } = testApp.database;
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Matrícula' })
      .where('id', '=', institution.id)
      .execute();
    ids = await importTitles(testApp, [
      { key: 'casmurro', title: 'Dom Casmurro', copies: [{ library: 'BC', barcode: 'E2E-CAS' }] },
      { key: 'iracema', title: 'Iracema', copies: [{ library: 'BC', barcode: 'E2E-IRA' }] },
      { key: 'vidas', title: 'Vidas secas', copies: [{ library: 'BC', barcode: 'E2E-VID' }] },
      { key: 'senhora', title: 'Senhora', copies: [{ library: 'BC', barcode: 'E2E-SEN' }] },
    ]);
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 3, holdLimit: 5 });
    const desk = caller(testApp, await deskSession(testApp));
    ana = await patronSession(testApp, '2024001', { name: 'Ana Beatriz Souza' });
    const bruno = await patronSession(testApp, '2024002', { name: 'Bruno Lima' });
    const carla = await patronSession(testApp, '2024003', { name: 'Carla Dias' });
    // Ana has Dom Casmurro; Iracema is out with Carla, and Bruno waits first in its queue.
    expect(
      (await desk('POST', '/api/circulacao/emprestimos', { usuario: '2024001', codigo_barras: 'E2E-CAS' })).statusCode,
    ).toBe(201);
    expect(
      (await desk('POST', '/api/circulacao/emprestimos', { usuario: '2024003', codigo_barras: 'E2E-IRA' })).statusCode,
    ).toBe(201);
    const held = await caller(testApp, bruno)('POST', '/api/reserva', {
      cod_acervo: ids.iracema,
      biblioteca: 'BC',
      volume: '',
      tomo: '',
      parte: '',
      material_adicional: '',
      localizacao: '',
    });
    expect(held.json().posicao_fila).toBe(1);
    void carla;
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };

  it('signs in, renews the loan, places a hold that shows its queue position, and cancels it', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/meupergamum`);
    await page.waitForURL(/\/login\?redirect=%2Fmeupergamum$/);
    await page.getByLabel('Matrícula', { exact: true }).fill('2024001');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}/meupergamum`);

    const loanRow = page.getByRole('row', { name: /Dom Casmurro/ });
    await loanRow.getByRole('cell', { name: '0 de 3' }).waitFor();
    await shot(page, 'account-loans');
    await page.getByRole('button', { name: 'Renovar Dom Casmurro' }).click();
    await page
      .getByRole('status')
      .getByText(/^Dom Casmurro: renovado até \d{2}\/\d{2}\/\d{4}\.$/)
      .waitFor();
    await loanRow.getByRole('cell', { name: '1 de 3' }).waitFor();
    const stored = await testApp.database.db
      .selectFrom('loans')
      .select('renewal_count')
      .where('person_id', '=', ana.personId)
      .executeTakeFirstOrThrow();
    expect(stored.renewal_count).toBe(1);

    await page.goto(`${url}/acervo/${ids.iracema}/reserva`);
    await page.getByRole('heading', { name: 'Reservar este título' }).waitFor();
    await page.getByText('0 disponível(is) de 1 exemplar(es); 1 na fila').waitFor();
    await page.getByRole('button', { name: 'Verificar posição na fila' }).click();
    await page.getByText('Você ficará na posição 2 da fila.').waitFor();
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();
    await page.getByText('Reserva feita: posição 2 na fila.').waitFor();
    await shot(page, 'account-hold-form');
    await page.getByRole('link', { name: 'Ver minhas reservas' }).click();
    await page.waitForURL(`${url}/meupergamum/reservas`);
    const holdRow = page.getByRole('row', { name: /Iracema/ }).first();
    await holdRow.getByRole('cell', { name: 'Em fila' }).waitFor();
    expect(await holdRow.getByRole('cell').nth(5).textContent()).toBe('2');
    await shot(page, 'account-holds');

    await holdRow.getByRole('checkbox', { name: 'Selecionar Iracema' }).check();
    await page.getByRole('button', { name: 'Cancelar reservas selecionadas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar reservas' });
    await dialog.getByText('Deseja cancelar 1 reserva?').waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('1 reserva cancelada.').waitFor();
    await page.getByText('Você não tem reservas.').first().waitFor();
    await page.getByRole('row', { name: /Iracema.*Cancelada/ }).waitFor();
    await context.close();
  });

  it('shows debts in the currency of the language, on a narrow screen in English', async () => {
    const desk = caller(testApp, await deskSession(testApp, 'desk2'));
    // A loan recorded offline 20 days ago and returned now: a late fine.
    const loanedAt = new Date(Date.now() - 20 * 86_400_000).toISOString();
    await desk('POST', '/api/circulacao/emprestimos', {
      usuario: '2024001',
      codigo_barras: 'E2E-VID',
      data_emprestimo: loanedAt,
    });
    const fine = (await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'E2E-VID' })).json()
      .multa as number;
    expect(fine).toBeGreaterThan(0);
    await desk('POST', '/api/circulacao/afastamentos', {
      usuario: '2024001',
      motivo: 'Material danificado',
      data_fim: '2099-12-31',
    });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${url}/login?redirect=%2Fmeupergamum%2Fdebitos&lng=en`);
    await page.getByLabel('Matrícula', { exact: true }).fill('2024001');
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${url}/meupergamum/debitos`);
    await page.getByRole('heading', { name: 'Suspensions' }).waitFor();
    await page.getByText('Material danificado').waitFor();
    const debtRow = page.getByRole('row', { name: /Empréstimo/ });
    await debtRow
      .getByRole('cell', { name: `$ ${fine.toFixed(2)}` })
      .first()
      .waitFor();
    await page.getByText(`Total due: $ ${fine.toFixed(2)}`).waitFor();
    await shot(page, 'account-debts-en-narrow');
    await context.close();
  });

  it('requests a loan from the title page and downloads the no-debts declaration', async () => {
    await patronSession(testApp, '2024004', { name: 'Heloísa Prado' });
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/login?redirect=${encodeURIComponent(`/acervo/${ids.senhora}/solicitacao-emprestimo`)}`);
    await page.getByLabel('Matrícula', { exact: true }).fill('2024004');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.getByRole('heading', { name: 'Solicitar empréstimo' }).waitFor();
    await page.getByLabel('Biblioteca de recebimento').selectOption('BC');
    await page.getByLabel('Telefone').fill('(31) 3409-5000 ramal');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(31) 3409-5000 ');
    await page.getByLabel('Local de recebimento').selectOption({ label: 'Balcão de empréstimo' });
    await page.getByRole('button', { name: 'Solicitar', exact: true }).click();
    await page.getByText(/^Solicitação registrada\. Protocolo \d{8}-[0-9A-F]{6}\./).waitFor();
    await shot(page, 'account-loan-request');
    await page.getByRole('link', { name: 'Solicitações de empréstimo' }).last().click();
    await page.getByRole('row', { name: /Senhora.*Aguardando/ }).waitFor();

    await page.getByRole('link', { name: 'Nada consta' }).click();
    await page.getByText('Não há pendências: você pode emitir a declaração.').waitFor();
    await page.getByRole('button', { name: 'Emitir declaração' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emitir nada consta' });
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Emitir declaração' }).click();
    const download = await downloading;
    const file = path.join(testApp.database.dataDir, 'nada-consta.pdf');
    await download.saveAs(file);
    const pdf = await PDFDocument.load(await fs.readFile(file));
    expect(pdf.getSubject()).toBe('Heloísa Prado');
    await page
      .getByText(/^Declaração emitida\. Código de verificação: [0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}\.$/)
      .waitFor();
    await shot(page, 'account-no-debts');
    await context.close();
  });
});
