import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { type MarcRecord, readMarc, readMarcFile } from '@estante/core';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcRecords } from '../server/src/catalogue/import/import-marc.ts';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../server/src/mail/test-smtp-server.ts';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

/** The text body of a single-part message as nodemailer writes it (7bit, quoted-printable or base64). */
function mailText(mail: ReceivedMail): string {
  const split = mail.raw.indexOf('\r\n\r\n');
  const headers = mail.raw.slice(0, split);
  const body = mail.raw.slice(split + 4);
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8').replace(/\r\n/g, '\n');
  if (encoding !== 'quoted-printable') return body.replace(/\r\n/g, '\n');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

/** The basket from results to export and e-mail: real server (with a real SMTP server on loopback) and Chromium. */
describe('basket in the browser', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let page: Page;
  let chosen: { id: number; title: string }[];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createWebTestApp({ SMTP_URL: smtp.url });
    await importMarcRecords(testApp.app.context, readMarcFile(`${marcDataDir()}/evergreen_jazz_1k.xml`));
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
    page = await browser.newPage({ locale: 'pt-BR', acceptDownloads: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await smtp?.close();
  });

  it('adds three titles from the results and keeps them across a reload', async () => {
    const answer = await fetch(`${url}/api/consulta?termo=blues`).then((response) => response.json());
    chosen = answer.data.slice(0, 3).map((item: { cod_acervo: number; titulo: string }) => ({
      id: item.cod_acervo,
      title: item.titulo,
    }));
    await page.goto(`${url}/?termo=blues`);
    for (const { title } of chosen) {
      await page.getByRole('button', { name: `Adicionar à cesta: ${title}`, exact: true }).click();
      await page.getByRole('button', { name: `Na cesta (retirar): ${title}`, exact: true }).waitFor();
    }
    await page.goto(`${url}/cesta`);
    await page.getByRole('heading', { name: '3 títulos na cesta' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '3 títulos na cesta' }).waitFor();
    const titles = await page.locator('.basket-item__title').allTextContents();
    expect(titles).toEqual(chosen.map((entry) => entry.title));
  });

  const download = async (formatLabel: string) => {
    await page.getByLabel(formatLabel, { exact: true }).check();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar arquivo' }).click(),
    ]);
    const filePath = await file.path();
    return { name: file.suggestedFilename(), body: await fs.readFile(filePath) };
  };

  it('exports RIS with the three titles', async () => {
    const ris = await download('RIS');
    expect(ris.name).toMatch(/^cesta-ris-\d{4}-\d{2}-\d{2}\.ris$/);
    const text = ris.body.toString('utf8');
    expect(text.match(/^TY {2}- /gm)).toHaveLength(3);
    expect(text.match(/^ER {2}- /gm)).toHaveLength(3);
  });

  it('exports MARC that parses back to the same records', async () => {
    const marc = await download('MARC (ISO 2709)');
    expect(marc.name).toMatch(/\.mrc$/);
    const records: MarcRecord[] = [];
    for await (const result of readMarc(Readable.from([marc.body]))) if (result.ok) records.push(result.record);
    expect(records).toHaveLength(3);
    for (const [index, record] of records.entries()) {
      const stored = await fetch(`${url}/api/acervo/${chosen[index]!.id}/marc`).then((response) => response.json());
      const title = (r: { fields: readonly { tag: string }[] }) =>
        JSON.stringify(r.fields.find((f) => f.tag === '245'));
      expect(title(record)).toBe(title(stored));
    }
  });

  it('exports every other format as a named file', async () => {
    const expected: [string, RegExp, string][] = [
      ['Referências ABNT', /\.txt$/, chosen[0]!.title.slice(0, 8)],
      ['Referências APA', /\.txt$/, '('],
      ['BibTeX', /\.bib$/, '@'],
      ['CSV (planilha)', /\.csv$/, ','],
      ['MARCXML', /\.xml$/, '<record'],
      ['Dublin Core XML', /dublin-core.*\.xml$/, '<dc:title>'],
    ];
    for (const [label, name, marker] of expected) {
      const file = await download(label);
      expect(file.name, label).toMatch(name);
      expect(file.body.toString('utf8'), label).toContain(marker);
    }
  });

  it('exports the whole basket in IEEE, numbered in the basket’s order', async () => {
    const file = await download('Referências IEEE');
    expect(file.name).toMatch(/^cesta-ieee-\d{4}-\d{2}-\d{2}\.txt$/);
    const references = file.body.toString('utf8').trimEnd().split('\n\n');
    expect(references.map((reference) => reference.slice(0, 4))).toEqual(['[1] ', '[2] ', '[3] ']);
    const first = await fetch(`${url}/api/acervo/${chosen[0]!.id}/referencia?estilo=ieee`).then((r) => r.json());
    expect(references[0]).toBe(`[1] ${first.referencia}`);
  });

  it('copies the references to the clipboard', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('BibTeX', { exact: true }).check();
    await page.getByRole('button', { name: 'Copiar texto' }).click();
    await page.getByText('Copiado para a área de transferência.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.match(/^@\w+\{/gm)).toHaveLength(3);
  });

  /** The visitor ticks ALTCHA's box by its label and waits for the proof of work to finish. */
  const solveCaptcha = async () => {
    const box = page.getByRole('checkbox', { name: 'Eu não sou um robô' });
    expect(await box.isChecked()).toBe(false);
    // The box's check-mark drawing lies over its centre; a person clicks the label as often as the box.
    await page.getByText('Eu não sou um robô', { exact: true }).click();
    await page.getByText('Verificado', { exact: true }).waitFor();
  };

  it('names the malformed address, asks a visitor for the captcha, then sends to every recipient separated by ";"', async () => {
    const recipients = page.getByLabel('Destinatários');
    await recipients.fill('ana@exemplo.edu.br; bruno@exemplo');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Endereço de e-mail inválido: bruno@exemplo' }).waitFor();

    await recipients.fill('a1@exemplo.org;a2@exemplo.org;a3@exemplo.org;a4@exemplo.org;a5@exemplo.org;a6@exemplo.org');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Envie para no máximo 5 destinatários por vez.' }).waitFor();

    await recipients.fill('ana@exemplo.edu.br; bruno@exemplo.org');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Faça a verificação contra robôs antes de enviar.' }).waitFor();
    expect(smtp.messages).toHaveLength(0);

    await page.getByLabel('Mensagem (opcional)').fill('Leituras para a disciplina: http://evil.example/login');
    await solveCaptcha();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Enviado para 2 destinatários.').waitFor();
    const mail = await smtp.nextMessage(0);
    expect([...mail.to].sort()).toEqual(['ana@exemplo.edu.br', 'bruno@exemplo.org']);
    const body = mailText(mail);
    expect(body).toContain('> Leituras para a disciplina: [link removido]');
    expect(body).not.toContain('evil');
    expect(body).toContain(`1. ${chosen[0]!.title}`);
  });

  it('sends the references in the format the user picks (APA, RIS)', async () => {
    const apa = await fetch(`${url}/api/acervo/exportar-cesta`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tipo: 'apa', acervos: chosen.map((entry) => entry.id) }),
    }).then((response) => response.text());
    await page.getByLabel('Destinatários').fill('carla@exemplo.edu.br');
    await page.getByLabel('Formato das referências').selectOption({ label: 'Referências APA' });
    await solveCaptcha();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Enviado para 1 destinatário.').waitFor();
    const mail = await smtp.nextMessage(1);
    expect(mail.to).toEqual(['carla@exemplo.edu.br']);
    // The message carries the server's APA text, line for line (quoted-printable soft breaks undone).
    const firstApaLine = apa.split('\n').find((line) => line.trim().length > 0)!;
    expect(mailText(mail)).toContain(firstApaLine);

    await page.getByLabel('Formato das referências').selectOption('ris');
    await solveCaptcha();
    await page.getByRole('button', { name: 'Enviar' }).click();
    const ris = await smtp.nextMessage(2);
    expect(mailText(ris).match(/^TY {2}- /gm)).toHaveLength(3);
  });

  it('tells the visitor when the hourly limit is reached and from when they can send again', async () => {
    // The app's clock (AppContext.now) at a fixed hour: ten messages from this address (127.0.0.1) fill it.
    const realClock = testApp.app.context.now;
    testApp.app.context.now = () => new Date('2027-01-10T12:00:00.000Z');
    try {
      for (let message = 1; message <= 10; message += 1) {
        const challenge = await fetch(`${url}/api/captcha/desafio`).then((response) => response.json());
        const solution = await solveChallenge({ challenge, deriveKey });
        const response = await fetch(`${url}/api/acervo/exportar-cesta`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            tipo: 'abnt',
            acervos: [chosen[0]!.id],
            opcoesEmail: {
              destinatarios: `leitor${message}@exemplo.org`,
              recaptcha_token: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
            },
          }),
        });
        expect(response.status).toBe(200);
      }
      const sent = smtp.messages.length;
      await page.getByLabel('Destinatários').fill('daniel@exemplo.org');
      await solveCaptcha();
      await page.getByRole('button', { name: 'Enviar' }).click();
      // The window ends an hour after its first message (13:00 UTC), in the browser's time zone.
      await page
        .getByRole('alert')
        .filter({
          hasText:
            /^Você atingiu o limite de 10 envios por hora\. Poderá enviar de novo a partir de 10\/01\/2027,? \d{2}:00\.$/,
        })
        .waitFor();
      expect(smtp.messages).toHaveLength(sent);
    } finally {
      testApp.app.context.now = realClock;
    }
  });

  it('says so when the basket is full instead of ignoring the add', async () => {
    // 500 titles already in the basket (the export limit): the next add must be refused with a message.
    const full = Array.from({ length: 500 }, (_, index) => ({
      cod_acervo: 900_000 + index,
      titulo: `Título ${index}`,
    }));
    await page.evaluate((items) => localStorage.setItem('estante.cesta', JSON.stringify(items)), full);
    await page.goto(`${url}/?termo=blues`);
    const title = chosen[0]!.title;
    await page.getByRole('button', { name: `Adicionar à cesta: ${title}`, exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'A cesta está cheia: ela guarda no máximo 500 títulos.' })
      .waitFor();
    await page.getByRole('button', { name: `Adicionar à cesta: ${title}`, exact: true }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('estante.cesta') ?? '[]').length)).toBe(500);

    // Room for one: "add the page" adds one title and says how many did not fit.
    await page.evaluate((items) => localStorage.setItem('estante.cesta', JSON.stringify(items)), full.slice(1));
    await page.reload();
    await page.locator('.result').first().waitFor();
    const pageSize = await page.locator('.result').count();
    await page.getByRole('button', { name: /Adicionar os \d+ títulos da página à cesta/ }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Só 1 dos ${pageSize} títulos coube na cesta, que guarda no máximo 500.` })
      .waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('estante.cesta') ?? '[]').length)).toBe(500);

    // Back to the three titles for the next test.
    await page.evaluate(
      (items) => localStorage.setItem('estante.cesta', JSON.stringify(items)),
      chosen.map((entry) => ({ cod_acervo: entry.id, titulo: entry.title })),
    );
    await page.goto(`${url}/cesta`);
    await page.getByRole('heading', { name: '3 títulos na cesta' }).waitFor();
  });

  it('removes one title, then empties the basket after confirming', async () => {
    await page.getByRole('button', { name: `Retirar da cesta: ${chosen[1]!.title}` }).click();
    await page.getByRole('heading', { name: '2 títulos na cesta' }).waitFor();
    await page.getByRole('button', { name: 'Esvaziar a cesta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Esvaziar a cesta' }).click();
    await page.getByText('Sua cesta está vazia.', { exact: false }).waitFor();
    await page.reload();
    await page.getByText('Sua cesta está vazia.', { exact: false }).waitFor();
  });
});
