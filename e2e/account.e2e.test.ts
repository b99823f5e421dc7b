import fs from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
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
import { mailAttachments } from '../server/src/circulation/test-mail-attachments.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../server/src/mail/test-smtp-server.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import { staffSession } from '../server/src/staff/staff-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** The personal area in Chromium against the real server; loans and holds come from the desk API. */
describe('personal area: renewing a loan and placing a hold', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let ids: Record<string, number>;
  let ana: Session;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createWebTestApp({ SMTP_URL: smtp.url });
    const { db } = testApp.database;
    // Campuses and libraries for the suggestion form's pickers.
    await applyDemoSiteConfiguration(db);
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
    await smtp?.close();
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
    // The dialog's buttons say what they do (issue 26): "Manter reserva" / "Cancelar reserva".
    await dialog.getByRole('button', { name: 'Cancelar reserva', exact: true }).click();
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

    // The declaration by e-mail: a malformed address is refused on the page, the registered one receives it.
    await page.getByLabel('Enviar por e-mail para').fill('heloisa@');
    await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
    await page.getByRole('alert').getByText('Preencha um e-mail válido.').waitFor();
    await page.getByLabel('Enviar por e-mail para').fill('');
    const before = smtp.messages.length;
    await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
    await page.getByText('Declaração enviada para 2024004@example.edu.').waitFor();
    const mail = await smtp.nextMessage(before);
    expect(mail.to).toEqual(['2024004@example.edu']);
    const [attachment] = mailAttachments(mail);
    expect(attachment?.contentType).toBe('application/pdf');
    const mailed = await PDFDocument.load(attachment!.content);
    expect(mailed.getSubject()).toBe('Heloísa Prado');
    expect(mailed.getKeywords()).toBe(pdf.getKeywords());
    await context.close();
  });

  it('comments on a title (pending until approved, refused over the limit) and deletes it in the personal area', async () => {
    // Comments are moderation's (function 9004).
    const desk = caller(testApp, await staffSession(testApp, 'desk3', ['moderation']));
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // A visitor is asked to sign in, and signs in from the title page itself.
    await page.goto(`${url}/acervo/${ids.casmurro}`);
    await page.getByRole('heading', { name: 'Comentários' }).waitFor();
    await page.getByText('Nenhum comentário sobre este título.').waitFor();
    await page.getByText('Entre para comentar este título.').waitFor();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Matrícula', { exact: true }).fill('2024001');
    await login.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await login.getByRole('button', { name: 'Acessar' }).click();

    const box = page.getByLabel('Seu comentário');
    await box.fill('   ');
    expect(await page.getByRole('button', { name: 'Enviar comentário' }).isDisabled()).toBe(true);
    await box.fill('Leitura obrigatória: a dúvida sobre Capitu nunca se resolve.');
    await page.getByRole('button', { name: 'Enviar comentário' }).click();
    await page.getByText('Comentário enviado. Ele aparecerá aqui depois de aprovado pela biblioteca.').waitFor();
    await page.getByText('Aguardando aprovação').waitFor();
    await shot(page, 'record-comment-pending');

    const [pending] = (await desk('GET', '/api/circulacao/comentarios/pendentes')).json();
    expect(pending).toMatchObject({ cod_acervo: ids.casmurro, nome: 'Ana Beatriz Souza' });
    await desk('POST', `/api/circulacao/comentarios/${pending.cod_comentario}/avaliacao`, { aprovado: true });
    await page.reload();
    await page.getByText('Leitura obrigatória: a dúvida sobre Capitu nunca se resolve.').waitFor();
    await page.getByText(/^Ana, em \d{2}\/\d{2}\/\d{4}$/).waitFor();

    // Over the limit of comments awaiting approval (3 by default): 422 limite_comentarios_excedido, in Portuguese.
    for (const text of ['Um', 'Dois', 'Três'])
      expect(
        (await caller(testApp, ana)('POST', `/api/comentarios/acervo/${ids.iracema}`, { comentario: text })).statusCode,
      ).toBe(201);
    await box.fill('Mais um comentário');
    await page.getByRole('button', { name: 'Enviar comentário' }).click();
    await page
      .getByRole('alert')
      .getByText('Você já tem o número máximo de comentários aguardando aprovação. Este comentário não foi enviado.')
      .waitFor();

    await page.goto(`${url}/meupergamum/comentarios`);
    const row = page.getByRole('row', { name: /Dom Casmurro/ });
    await row.getByText('Aprovado').waitFor();
    expect(await page.getByRole('row', { name: /Iracema.*Aguardando aprovação/ }).count()).toBe(3);
    await shot(page, 'account-comments');
    await row.getByRole('button', { name: 'Excluir comentário sobre Dom Casmurro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir comentário' });
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Comentário sobre “Dom Casmurro” excluído.').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await testApp.app.inject({ url: `/api/comentarios/acervo/${ids.casmurro}` })).json()).toEqual([]);
    await context.close();
  });

  it('suggests a purchase from the personal area and follows its status', async () => {
    // Suggestion statuses are acquisitions' (function 9005).
    const desk = caller(testApp, await staffSession(testApp, 'desk4', ['acquisitions']));
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/login?redirect=%2Fmeupergamum%2Fsugestoes-aquisicao`);
    await page.getByLabel('Matrícula', { exact: true }).fill('2024001');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}/meupergamum/sugestoes-aquisicao`);
    await page.getByText('Nenhuma sugestão encontrada.').waitFor();

    await page.getByRole('button', { name: 'Sugerir uma compra' }).click();
    const form = page.getByRole('dialog', { name: 'Sugestão de aquisição' });
    await form.getByLabel('Biblioteca').selectOption('BC');
    await form.getByLabel('Autor').fill('Conceição Evaristo');
    await form.getByLabel('Título').fill('Ponciá Vicêncio');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.getByText('Campo obrigatório não preenchido: Editora.', { exact: false }).waitFor();
    await form.getByLabel('Editora').fill('Pallas');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Sugestão de aquisição enviada com sucesso. Obrigado!').waitFor();
    const row = page.getByRole('row', { name: /Ponciá Vicêncio/ });
    await row.getByText('Sugestão de compra').waitFor();

    const [stored] = await testApp.database.db.selectFrom('acquisition_suggestions').select('id').execute();
    await desk('POST', `/api/circulacao/sugestoes/${stored!.id}/situacao`, {
      situacao: 'em_cotacao',
      nota: 'Pedimos orçamento a duas livrarias.',
    });
    await page.reload();
    const status = page.getByLabel('Situação');
    await status.selectOption({ label: 'Em cotação' });
    const quoted = page.getByRole('row', { name: /Ponciá Vicêncio.*Em cotação/ });
    await quoted.getByText('Nota da biblioteca: Pedimos orçamento a duas livrarias.').waitFor();
    await shot(page, 'account-suggestions');
    await status.selectOption({ label: 'Atendida' });
    await page.getByText('Nenhuma sugestão encontrada.').waitFor();
    await context.close();
  });
});
