import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import { caller, importTitles, patronSession } from '../server/src/circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import { staffSession } from '../server/src/staff/staff-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const STAFF = '9200001';
const ADMIN = '9200002';
const PATRON = '2025077';
const COMMENT = 'A travessia do sertão como travessia da linguagem.';

/**
 * Issue 21 item 2, the queues in Chromium: a member of staff holding moderation and acquisitions approves a
 * pending comment from the menu's queue, and the title page then shows it; moves a patron's purchase suggestion
 * into a new purchase order and sends it, and the patron's own list of suggestions shows the new status. axe at
 * 1280 px on each screen; the queues at 375 px without sideways scrolling.
 */
describe('staff queues: comments to approve and suggestions into purchase orders', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let recordId: number;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    await applyDemoSiteConfiguration(db);
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Registration' })
      .where('id', '=', institution.id)
      .execute();
    ({ gsv: recordId } = (await importTitles(testApp, [
      { key: 'gsv', title: 'Grande sertão: veredas', copies: [{ library: 'BC', barcode: 'GSV-1' }] },
    ])) as { gsv: number });
    await staffSession(testApp, STAFF, ['moderation', 'acquisitions'], { name: 'Marta Moderadora' });
    const patron = await patronSession(testApp, PATRON, { name: 'Paulo Leitor' });
    const asPatron = caller(testApp, patron);
    expect((await asPatron('POST', `/api/comentarios/acervo/${recordId}`, { comentario: COMMENT })).statusCode).toBe(
      201,
    );
    const suggestion = await asPatron('POST', '/api/unidade-informacao/sugestao-aquisicao', {
      biblioteca: 'BC',
      titulo: 'Torto arado',
      autor: 'Itamar Vieira Junior',
      editor: 'Todavia',
    });
    expect(suggestion.statusCode).toBe(201);
    // Something in each of the other queues, for the site administrator's walk.
    await staffSession(testApp, ADMIN, ['siteAdmin'], { name: 'Sílvia Administração' });
    const survey = await asPatron('POST', '/api/solicitacoes/levantamento-bibliografico', {
      biblioteca: 'BC',
      assunto_geral: 'Literatura regionalista',
      palavras_chave: 'sertão; Guimarães Rosa',
    });
    expect(survey.statusCode).toBe(201);
    const loanRequest = await asPatron('POST', `/api/solicitacao-emprestimo/${recordId}`, {
      biblioteca_origem: 'BC',
      biblioteca_recebimento: 'BC',
      volume: '',
      tomo: '',
      parte: '',
      material_adicional: '',
      telefone: '(48) 3721-0000',
      email: 'paulo@example.edu',
      cod_local_recebimento: 1,
      pessoa_autorizada: null,
      domicilio: false,
      recebimento_textual: null,
    });
    expect(loanRequest.statusCode).toBe(201);
    const other = caller(testApp, await patronSession(testApp, '2025078', { name: 'Rita Quitada' }));
    expect((await other('POST', '/api/unidade-informacao/nada-consta', { biblioteca: 'BC' })).statusCode).toBe(200);
    expect((await other('POST', '/api/pessoas/privacidade/exclusao', { motivo: 'Concluí o curso.' })).statusCode).toBe(
      201,
    );
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  async function signIn(login: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Registration', { exact: true }).fill(login);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: 'Sign out' }).waitFor();
    return { context, page };
  }

  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('approves a pending comment from the staff menu; the title page then shows it', async () => {
    const { context, page } = await signIn(STAFF, 1280);
    try {
      await page.getByRole('link', { name: 'Staff console' }).click();
      const menu = page.getByRole('navigation', { name: 'Staff console' });
      // The menu's count is part of the link's name ("Comments to approve, 1").
      await menu.getByRole('link', { name: /^Comments to approve\W+1$/ }).click();
      await page.waitForURL(`${url}/equipe/filas/comentarios`);
      await page.getByRole('heading', { level: 1, name: 'Comments to approve' }).waitFor();
      await page.getByRole('status').getByText('1 item', { exact: true }).waitFor();
      expect(await page.getByLabel('Status').inputValue()).toBe('PENDENTE');
      const row = page.getByRole('row', { name: /Grande sertão: veredas/ });
      await row.getByRole('cell', { name: COMMENT }).waitFor();
      await row.getByRole('cell', { name: 'Paulo Leitor', exact: true }).waitFor();
      await expectAccessible(page);

      // Rejecting asks first; keeping it pending changes nothing.
      await row.getByRole('button', { name: 'Reject Paulo Leitor’s comment on Grande sertão: veredas' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reject comment' });
      await confirm.getByRole('button', { name: 'Keep pending' }).click();
      await confirm.waitFor({ state: 'detached' });

      await row.getByRole('button', { name: 'Approve Paulo Leitor’s comment on Grande sertão: veredas' }).click();
      await page.getByText('Comment approved: it now shows on “Grande sertão: veredas”.').waitFor();
      await page.getByText('No comment matches these filters.').waitFor();
      await menu.getByRole('link', { name: /^Comments to approve\W+0$/ }).waitFor();
      await page.getByLabel('Status').selectOption('APROVADO');
      await page.waitForURL(/situacao=APROVADO/);
      await page.getByRole('row', { name: /Grande sertão: veredas.*Approved/ }).waitFor();

      await page.getByRole('link', { name: 'Grande sertão: veredas' }).click();
      await page.waitForURL(`${url}/acervo/${recordId}`);
      await page.getByText(COMMENT).waitFor();
    } finally {
      await context.close();
    }
  });

  it('moves a suggestion into a new purchase order and sends it; the patron sees the status change', async () => {
    const { context, page } = await signIn(STAFF, 1280);
    try {
      await page.goto(`${url}/equipe`);
      const menu = page.getByRole('navigation', { name: 'Staff console' });
      await menu.getByRole('link', { name: /^Purchase suggestions\W+1$/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Purchase suggestions' }).waitFor();
      const row = page.getByRole('row', { name: /Torto arado/ });
      await row.getByRole('cell', { name: 'Paulo Leitor', exact: true }).waitFor();
      await row.getByText('Purchase suggestion', { exact: true }).waitFor();
      await expectAccessible(page);

      await row.getByRole('button', { name: 'Add Torto arado to a purchase order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add “Torto arado” to an order' });
      // No order is open at the Biblioteca Central yet: once the open orders have loaded, the dialog offers a new
      // one (the supplier field shows only for a new order).
      await dialog.getByLabel('Supplier').waitFor();
      expect(await dialog.getByLabel('Purchase order').inputValue()).toBe('novo');
      await dialog.getByLabel('Supplier').fill('Livraria Cultura');
      await dialog.getByLabel('Quantity').fill('2');
      await dialog.getByLabel('Unit price').fill('59.90');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Add to order' }).click();
      await page.getByText(/“Torto arado” added to order no\. \d+\./).waitFor();
      // In quote now, so it leaves the list of new purchase suggestions.
      await page.getByText('No suggestion matches these filters.').waitFor();

      await page
        .getByRole('navigation', { name: 'Acquisitions' })
        .getByRole('link', { name: 'Purchase orders' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Purchase orders' }).waitFor();
      const orderRow = page.getByRole('row', { name: /Livraria Cultura/ });
      await orderRow.getByText('2 ordered, 0 delivered').waitFor();
      await orderRow.getByText('Open', { exact: true }).waitFor();
      await expectAccessible(page);
      await orderRow.getByRole('link', { name: /Order no\. \d+/ }).click();
      await page.getByRole('heading', { level: 1, name: /Order no\. \d+ — Livraria Cultura/ }).waitFor();
      await page.getByRole('row', { name: /Torto arado.*Paulo Leitor/ }).waitFor();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Send to supplier' }).click();
      const confirm = page.getByRole('dialog', { name: 'Send order' });
      await confirm.getByRole('button', { name: 'Send to supplier' }).click();
      await page.getByText(/Order no\. \d+: Sent\./).waitFor();
      await page.getByRole('button', { name: 'Record receipt' }).waitFor();
      expect(await page.getByRole('button', { name: 'Send to supplier' }).count()).toBe(0);
    } finally {
      await context.close();
    }

    const patron = await signIn(PATRON, 1280);
    try {
      await patron.page.goto(`${url}/meupergamum/sugestoes-aquisicao`);
      await patron.page.getByRole('row', { name: /Torto arado.*Awaiting delivery/ }).waitFor();
    } finally {
      await patron.context.close();
    }
  });

  it('fits the queues on a phone without sideways scrolling', async () => {
    const { context, page } = await signIn(STAFF, 375);
    try {
      for (const [path, heading] of [
        ['filas/comentarios?situacao=APROVADO', 'Comments to approve'],
        ['filas/comentarios/gerais', 'General comments'],
        ['filas/sugestoes?situacao=aguardando_entrega', 'Purchase suggestions'],
        ['filas/pedidos-compra', 'Purchase orders'],
      ] as const) {
        await page.goto(`${url}/equipe/${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: /^\d+ items?$/ })
          .waitFor();
        expect(await noSidewaysScroll(page), path).toBe(true);
      }
      await page.getByRole('link', { name: /Order no\. \d+/ }).click();
      await page.getByRole('heading', { level: 1, name: /Order no\. \d+/ }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('walks the other queues as the site administrator: each screen axe clean at 1280 px', async () => {
    const { context, page } = await signIn(ADMIN, 1280);
    try {
      await page.goto(`${url}/equipe`);
      const menu = page.getByRole('navigation', { name: 'Staff console' });

      await menu.getByRole('link', { name: /^Service requests\W+1$/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Service requests' }).waitFor();
      const request = page.getByRole('row', { name: /Bibliographic survey/ });
      await request.getByText('Details of request', { exact: false }).click();
      await request.getByText('sertão; Guimarães Rosa').waitFor();
      await expectAccessible(page);
      await request.getByRole('button', { name: /^Change status of request/ }).click();
      const answer = page.getByRole('dialog', { name: /^Request / });
      expect(await answer.getByLabel('New status').inputValue()).toBe('atendida');
      await answer.getByLabel(/Reply to the patron/).fill('Segue a lista com 40 referências.');
      await expectAccessible(page);
      await answer.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/Request .*: Answered\./).waitFor();

      await menu.getByRole('link', { name: /^Loan requests\W+1$/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Loan requests' }).waitFor();
      await page.getByRole('row', { name: /Grande sertão: veredas.*Paulo Leitor/ }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: /^Make available request/ }).click();
      await page.getByText(/Request .*: Available\./).waitFor();

      await menu.getByRole('link', { name: 'No-debts declarations' }).click();
      await page.getByRole('heading', { level: 1, name: 'No-debts declarations' }).waitFor();
      await page.getByRole('row', { name: /Rita Quitada/ }).waitFor();
      await expectAccessible(page);

      await menu.getByRole('link', { name: 'Privacy requests' }).click();
      await page.getByRole('heading', { level: 1, name: 'Data deletion requests' }).waitFor();
      await page.getByRole('row', { name: /Rita Quitada.*Concluí o curso/ }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Refuse Rita Quitada’s request' }).click();
      const refuse = page.getByRole('dialog', { name: 'Refuse Rita Quitada’s request' });
      await refuse.getByLabel(/Reply to the patron/).fill('Há um empréstimo em aberto.');
      await refuse.getByRole('button', { name: 'Refuse' }).click();
      await page.getByText('Rita Quitada’s request refused.').waitFor();

      await menu.getByRole('link', { name: /^Comments to approve/ }).click();
      await page.getByRole('link', { name: 'General comments' }).click();
      await page.getByRole('heading', { level: 1, name: 'General comments' }).waitFor();
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
