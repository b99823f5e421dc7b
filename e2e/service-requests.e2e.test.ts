import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import {
  caller,
  deskSession,
  patronSession,
  type Session,
} from '../server/src/circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../server/src/demo/demo-site-configuration.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../server/src/mail/test-smtp-server.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** Service requests in Chromium against the real server; the answer comes from the staff API. */
describe('personal area: service requests (comutação and levantamento bibliográfico)', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let smtp: TestSmtpServer;
  let ana: Session;
  let desk: ReturnType<typeof caller>;

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
    ana = await patronSession(testApp, '2024101', { name: 'Ana Beatriz Souza', email: 'ana.souza@example.edu' });
    desk = caller(testApp, await deskSession(testApp));
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await smtp?.close();
  });

  it('files an article switching request and a survey, sees them listed, then the answer and its alert', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/meupergamum/solicitacoes`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Matrícula', { exact: true }).fill('2024101');
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL(`${url}/meupergamum/solicitacoes`);
    await page.getByRole('heading', { name: 'Nova solicitação: Comutação bibliográfica' }).waitFor();

    // Nothing filled: the library is named first; then a page range backwards is refused before sending.
    const send = page.getByRole('button', { name: 'Enviar solicitação' });
    await send.click();
    await page.getByRole('alert').getByText('Campo obrigatório não preenchido: Biblioteca.').waitFor();
    await page.getByRole('combobox', { name: /^Biblioteca/ }).selectOption('BC');
    await page.getByLabel('Título do artigo').fill('Reading in the digital age');
    await page.getByLabel('Título do periódico').fill('Journal of Documentation');
    await page.getByLabel(/^Ano \*$/).fill('2019');
    await page.getByLabel('Páginas (inicial e final)').fill('30/20');
    await send.click();
    await page
      .getByRole('alert')
      .getByText('Páginas (inicial e final): a página inicial não pode ser maior que a final.')
      .waitFor();
    await page.getByLabel('Páginas (inicial e final)').fill('20/30');
    await send.click();
    await page
      .getByRole('status')
      .getByText(/^Solicitação enviada\. Protocolo: \d{8}-[0-9A-F]{6}\.$/)
      .waitFor();
    const articleRow = page.getByRole('row', { name: /Reading in the digital age/ });
    await articleRow.getByText('Aberta').waitFor();
    await articleRow.getByText('Artigo').waitFor();

    await page.getByRole('link', { name: 'Levantamento bibliográfico' }).click();
    await page.waitForURL(`${url}/meupergamum/solicitacoes/levantamento-bibliografico`);
    await page.getByRole('heading', { name: 'Nova solicitação: Levantamento bibliográfico' }).waitFor();
    await page.getByRole('combobox', { name: /^Biblioteca/ }).selectOption('BC');
    await page.getByLabel('Assunto geral').fill('Competência informacional');
    await page.getByLabel('Palavras-chave').fill('letramento informacional; ensino superior');
    await page.getByLabel('Possui ilustrações').check();
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await page
      .getByRole('status')
      .getByText(/^Solicitação enviada\./)
      .waitFor();
    await page
      .getByRole('row', { name: /Competência informacional/ })
      .getByText('Aberta')
      .waitFor();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'service-requests.png'), fullPage: true });

    const stored = await testApp.database.db
      .selectFrom('service_requests')
      .select(['id', 'kind', 'subtype', 'payload_json'])
      .where('person_id', '=', ana.personId)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => [row.kind, row.subtype])).toEqual([
      ['comutacao-bibliografica', 'artigo'],
      ['levantamento-bibliografico', null],
    ]);
    expect(JSON.parse(stored[0]!.payload_json)).toMatchObject({ paginas: '20-30', ano: 2019 });
    expect(JSON.parse(stored[1]!.payload_json)).toMatchObject({ ilustracoes: true });

    // The reference desk answers the survey through the staff API.
    const surveyId = stored[1]!.id;
    const mailsBefore = smtp.messages.length;
    const answered = await desk('POST', `/api/circulacao/solicitacoes/${surveyId}/situacao`, {
      situacao: 'atendida',
      resposta: 'Encontramos 42 referencias; a lista segue por e-mail.',
    });
    expect(answered.json()).toEqual({ cod_solicitacao: surveyId, situacao: 'atendida' });
    expect((await smtp.nextMessage(mailsBefore)).to).toEqual(['ana.souza@example.edu']);

    await page.reload();
    await page.getByLabel('Situação', { exact: true }).selectOption('atendida');
    const answeredRow = page.getByRole('row', { name: /Competência informacional/ });
    await answeredRow.getByText('Atendida').waitFor();
    await answeredRow.getByText('Encontramos 42 referencias; a lista segue por e-mail.').waitFor();
    // The status filter stays on "Atendida": the open article request is filtered out until "Todas".
    await page.getByRole('link', { name: 'Comutação bibliográfica' }).click();
    await page.getByText('Nenhuma solicitação deste tipo.').waitFor();
    await page.getByLabel('Situação', { exact: true }).selectOption('');
    await page
      .getByRole('row', { name: /Reading in the digital age/ })
      .getByText('Aberta')
      .waitFor();

    // The patron cancels the open article request, after confirming.
    await page.getByRole('button', { name: /^Cancelar a solicitação \d{8}-/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar solicitação' }).click();
    await page
      .getByRole('status')
      .getByText(/^Solicitação \d{8}-[0-9A-F]{6} cancelada\.$/)
      .waitFor();
    await page
      .getByRole('row', { name: /Reading in the digital age/ })
      .getByText('Cancelada')
      .waitFor();
    const cancelled = await testApp.database.db
      .selectFrom('service_requests')
      .select('status')
      .where('id', '=', stored[0]!.id)
      .executeTakeFirstOrThrow();
    expect(cancelled.status).toBe('cancelada');

    await page.goto(`${url}/meupergamum/alertas`);
    await page.getByText('Solicitação atendida').first().waitFor();
    await page.getByText(/A biblioteca respondeu à sua solicitação \(protocolo \d{8}-[0-9A-F]{6}\)/).waitFor();
    await context.close();
  });
});
