import fs from 'node:fs/promises';
import type { MarcRecord } from '@estante/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../server/src/admin/admin-commands.ts';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import {
  caller,
  importRecords,
  patronSession,
  type Session,
} from '../server/src/circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../server/src/mail/test-smtp-server.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import { staffSession } from '../server/src/staff/staff-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const TITLE = 'Memórias póstumas de Brás Cubas';

function closedTitle(): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: 'armazem' },
      { tag: '003', value: 'ESTANTE-TEST' },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: TITLE }] },
      ...['ARM-1', 'ARM-2'].map((barcode) => ({
        tag: '952',
        ind1: ' ',
        ind2: ' ',
        subfields: [
          { code: 'a', value: 'BC' },
          { code: 'b', value: 'BC' },
          { code: 'c', value: 'OBRAS_RARAS' },
          { code: 'o', value: '869.3 A474m' },
          { code: 'p', value: barcode },
          { code: 'y', value: 'LIVRO' },
        ],
      })),
    ],
  };
}

/**
 * Issue 23, items 2 and 3 in Chromium: a patron asks for a copy from the closed stacks and staff fetch it and mark it
 * ready (the patron gets an alert and an e-mail); the patron downloads the GRU slip for a fine from the debts screen.
 */
describe('collections services: a storage request through to ready, and the GRU slip', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let url: string;
  let browser: Browser;
  let recordId: number;
  let ana: Session;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createWebTestApp({ SMTP_URL: smtp.url });
    const { db } = testApp.database;
    await applyDemoSiteConfiguration(db);
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Matrícula' })
      .where('id', '=', institution.id)
      .execute();
    recordId = (await importRecords(testApp, [closedTitle()])).armazem!;
    const desk = caller(testApp, await staffSession(testApp, '2025900', ['circulation'], { name: 'Balcão Central' }));
    const closed = await desk('POST', '/api/equipe/armazem/locais', {
      cod_biblioteca: 'BC',
      tipo: 'localizacao',
      codigo: 'OBRAS_RARAS',
    });
    expect(closed.statusCode).toBe(201);
    ana = await patronSession(testApp, '2025001', { name: 'Ana Clara Reis', email: 'ana.reis@example.edu' });
    await db.updateTable('people').set({ tax_id: '52998224725' }).where('id', '=', ana.personId).execute();
    const library = await db.selectFrom('libraries').select('id').where('code', '=', 'BC').executeTakeFirstOrThrow();
    await db
      .insertInto('debts')
      .values({
        person_id: ana.personId,
        library_id: library.id,
        loan_id: null,
        service_type: 'Empréstimo',
        reason: 'Multa por atraso',
        amount_cents: 1250,
        discount_cents: 0,
        paid_cents: 0,
        paid_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await runAdminCommand(
      db,
      [
        'gru',
        'set',
        'unidadeGestora=153062',
        'gestao=15234',
        'nomeUnidade=Universidade Federal de Exemplo',
        'codigoRecolhimento=28832-2',
        'apelidoUg=12345',
      ],
      () => '',
      testApp.app.context,
    );
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await smtp?.close();
  });

  async function signedIn(login: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      locale: 'pt-BR',
      viewport: { width, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto(`${url}/meupergamum`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Matrícula', { exact: true }).fill(login);
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}/meupergamum`);
    return { context, page };
  }
  const noHorizontalScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  it('a patron asks for a copy from the closed stacks; staff fetch it and mark it ready; the patron is told', async () => {
    const patron = await signedIn('2025001', 1280);
    await patron.page.goto(`${url}/acervo/${recordId}/acervo-fechado`);
    const central = patron.page.getByRole('region', { name: 'Biblioteca Central' });
    await central.getByRole('button', { name: 'Solicitar os marcados em Biblioteca Central' }).click();
    await patron.page.getByRole('alert').getByText('Marque pelo menos um exemplar para solicitar.').waitFor();
    await central.getByRole('checkbox', { name: 'Solicitar o exemplar 869.3 A474m · ARM-1' }).check();
    await expectAccessible(patron.page);
    await central.getByRole('button', { name: 'Solicitar os marcados em Biblioteca Central' }).click();
    const sent = patron.page.getByRole('status').getByText(/^Solicitação enviada: protocolo \d{8}-[0-9A-F]{6}$/);
    await sent.waitFor();
    const protocol = (await sent.textContent())!.split(' ').at(-1)!;
    // The copy asked for is taken; the other can still be asked for.
    await central.getByRole('cell', { name: 'Já solicitado' }).waitFor();
    expect(await central.getByRole('checkbox', { name: 'Solicitar o exemplar 869.3 A474m · ARM-1' }).isDisabled()).toBe(
      true,
    );
    await patron.context.close();

    const staff = await signedIn('2025900', 1280);
    await staff.page.goto(`${url}/equipe/armazem`);
    await staff.page.getByRole('heading', { name: 'Armazém: solicitações' }).waitFor();
    const row = staff.page.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByText(`Protocolo ${protocol}`).waitFor();
    await row.getByRole('cell', { name: 'Ana Clara Reis' }).waitFor();
    await expectAccessible(staff.page);
    await row.getByRole('button', { name: `Buscar “${TITLE}”` }).click();
    await row.getByText('Em busca').waitFor();
    const mails = smtp.messages.length;
    await row.getByRole('button', { name: `Marcar “${TITLE}” como disponível` }).click();
    await row.getByText('Disponível no balcão').waitFor();
    await row.getByText(/^Retirar até \d{2}\/\d{2}\/\d{4}$/).waitFor();
    const mail = await smtp.nextMessage(mails);
    expect(mail.to).toEqual(['ana.reis@example.edu']);
    expect(mail.raw).toContain(protocol);
    await staff.page.setViewportSize({ width: 375, height: 800 });
    await noHorizontalScroll(staff.page);
    await staff.context.close();

    const alerts = (await caller(testApp, ana)('GET', '/api/solicitacoes/alertas')).json();
    const list = (Array.isArray(alerts) ? alerts : alerts.itens) as { tipo: string; mensagem: string }[];
    expect(list.find((alert) => alert.tipo === 'armazem_disponivel')?.mensagem).toContain(protocol);
  });

  it('the patron follows their storage requests in the personal area and cancels one nobody has fetched', async () => {
    // A second copy asked for through the API: still SOLICITADO, so the patron may cancel it.
    const arm2 = await testApp.database.db
      .selectFrom('copies')
      .select('id')
      .where('barcode', '=', 'ARM-2')
      .executeTakeFirstOrThrow();
    const second = await caller(testApp, ana)('POST', '/api/gravar-armazem?cod_biblioteca=BC', {
      cesta: [{ cod_acervo: recordId, cod_exemplar: arm2.id }],
    });
    expect(second.statusCode).toBe(201);
    const secondProtocol = second.json().protocolo as string;

    const { context, page } = await signedIn('2025001', 1280);
    await page
      .getByRole('navigation', { name: 'Menu da área pessoal' })
      .getByRole('link', { name: 'Solicitações ao armazém' })
      .click();
    await page.waitForURL(`${url}/meupergamum/armazem`);
    await page.getByRole('heading', { name: 'Solicitações ao armazém', level: 2 }).waitFor();
    const ready = page.getByRole('row', { name: /ARM-1/ });
    await ready.getByText('Disponível no balcão').waitFor();
    await ready.getByText(/^Retirar até \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await ready.getByRole('link', { name: TITLE }).waitFor();
    // Fetched already: no cancel button on it.
    expect(await ready.getByRole('button').count()).toBe(0);
    const asked = page.getByRole('row', { name: new RegExp(secondProtocol) });
    await asked.getByText('Solicitado', { exact: true }).waitFor();
    await expectAccessible(page);

    await asked.getByRole('button', { name: `Cancelar a solicitação de “${TITLE}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar a solicitação?' });
    await dialog.getByText(`protocolo ${secondProtocol}`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar a solicitação', exact: true }).click();
    await page.getByRole('status').getByText(`Solicitação de “${TITLE}” cancelada.`).waitFor();
    await asked.getByText('Cancelado', { exact: true }).waitFor();
    await asked.getByRole('button').waitFor({ state: 'detached' });
    const mine = (await caller(testApp, ana)('GET', '/api/armazem/solicitacoes')).json() as { situacao: string }[];
    expect(mine.map((request) => request.situacao).sort()).toEqual(['CANCELADO', 'DISPONIVEL']);

    await page.setViewportSize({ width: 375, height: 800 });
    await asked.getByText('Cancelado', { exact: true }).waitFor();
    await noHorizontalScroll(page);
    await context.close();
  });

  it('the debts screen downloads the GRU slip of the library the patron owes', async () => {
    const { context, page } = await signedIn('2025001', 1280);
    await page.goto(`${url}/meupergamum/debitos`);
    await page.getByRole('heading', { name: 'Pagamento por GRU' }).waitFor();
    await page.getByText(/^Biblioteca Central: R\$\s12,50$/).waitFor();
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Gerar GRU de Biblioteca Central' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^gru-\d{17}\.pdf$/);
    const bytes = await fs.readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page
      .getByRole('status')
      .getByText(/^GRU gerada: número de referência \d{17}\./)
      .waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await noHorizontalScroll(page);
    await context.close();
  });
});
