import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type MarcRecord, readMarc, readMarcFile } from '@estante/core';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { marcDataDir } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { importMarcRecords } from './import/import-marc.ts';

const EXPORT = '/api/acervo/exportar-cesta';

/** A solved captcha, as a visitor's browser sends it (docs/security.md: visitors solve one per basket e-mail). */
async function solvedCaptcha(testApp: TestApp): Promise<string> {
  const challenge = (await testApp.app.inject('/api/captcha/desafio')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('basket export (POST /api/acervo/exportar-cesta)', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let ids: number[];
  let titles: string[];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    await importMarcRecords(
      testApp.app.context,
      readMarcFile(`${marcDataDir()}/biblivre_pt_br_school_library.utf8.mrc`),
    );
    const rows = await testApp.app.context.db
      .selectFrom('records')
      .select(['id', 'title'])
      .orderBy('id')
      .limit(3)
      .execute();
    ids = rows.map((row) => row.id);
    titles = rows.map((row) => row.title);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const exportAs = (tipo: string, extra: object = {}) =>
    testApp.app.inject({ method: 'POST', url: EXPORT, payload: { tipo, acervos: ids, ...extra } });

  it('downloads ISO 2709 MARC that reads back to the same records', async () => {
    const response = await exportAs('marc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/marc');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="cesta-marc-\d{4}-\d{2}-\d{2}\.mrc"$/,
    );
    const records: MarcRecord[] = [];
    for await (const result of readMarc(Readable.from([response.rawPayload])))
      if (result.ok) records.push(result.record);
    expect(records).toHaveLength(3);
    const stored = await testApp.app.inject(`/api/acervo/${ids[0]}/marc`);
    const field245 = (record: { fields: readonly { tag: string }[] }) =>
      JSON.stringify(record.fields.find((f) => f.tag === '245'));
    expect(field245(records[0]!)).toBe(field245(stored.json()));
  });

  it.each([
    ['marcxml', 'application/marcxml+xml', '.xml', '<record'],
    ['dublin-core', 'application/xml', '.xml', '<dc:title>'],
    ['ris', 'application/x-research-info-systems', '.ris', 'TY  - '],
    ['bibtex', 'application/x-bibtex', '.bib', '@'],
    ['csv', 'text/csv', '.csv', ','],
    ['abnt', 'text/plain', '.txt', '.'],
  ])('downloads %s with its content type and file name', async (tipo, type, extension, marker) => {
    const response = await exportAs(tipo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['content-disposition']).toContain(extension);
    expect(response.body).toContain(marker);
    // Every title of the basket is in the file (the main title, before any subtitle).
    for (const title of titles)
      expect(response.body).toContain(
        title
          .split(/\s+[:/=]/)[0]!
          .trim()
          .slice(0, 12),
      );
  });

  it('sends the references by e-mail to every recipient separated by ";"', async () => {
    const before = smtp.messages.length;
    const response = await exportAs('abnt', {
      opcoesEmail: {
        destinatarios: 'ana@exemplo.edu.br; bruno@exemplo.org ;',
        mensagem: 'Para o trabalho',
        recaptcha_token: await solvedCaptcha(testApp),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enviado: true, destinatarios: ['ana@exemplo.edu.br', 'bruno@exemplo.org'] });
    const mail = await smtp.nextMessage(before);
    expect(mail.to.sort()).toEqual(['ana@exemplo.edu.br', 'bruno@exemplo.org']);
    const decoded = mail.raw.replace(/=\r?\n/g, '');
    expect(decoded).toContain('Para o trabalho');
    expect(decoded).toMatch(/Subject: .*(cesta|=\?)/);
  });

  it('refuses the whole request naming the malformed address, and sends nothing', async () => {
    const before = smtp.messages.length;
    const response = await testApp.app.inject({
      method: 'POST',
      url: EXPORT,
      headers: { idioma: '5' },
      payload: { tipo: 'ris', acervos: ids, opcoesEmail: { destinatarios: 'ana@exemplo.edu.br;bruno@exemplo' } },
    });
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe('EmailInvalido');
    expect(error.details?.invalidos ?? error.invalidos).toEqual(['bruno@exemplo']);
    expect(smtp.messages.length).toBe(before);
  });

  it('answers 404 when none of the titles exists and 400 for an unknown format', async () => {
    const missing = await testApp.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { tipo: 'ris', acervos: [999999] },
    });
    expect(missing.statusCode).toBe(404);
    const badFormat = await exportAs('docx');
    expect(badFormat.statusCode).toBe(400);
  });
});

describe('mail outbox without SMTP_URL', () => {
  it('writes the message as an .eml file under DATA_DIR/outbox', async () => {
    const testApp = await createTestApp();
    try {
      await importMarcRecords(testApp.app.context, readMarcFile(`${marcDataDir()}/bne_spain.xml`));
      const row = await testApp.app.context.db.selectFrom('records').select('id').executeTakeFirstOrThrow();
      const response = await testApp.app.inject({
        method: 'POST',
        url: EXPORT,
        payload: {
          tipo: 'bibtex',
          acervos: [row.id],
          opcoesEmail: { destinatarios: 'leitor@exemplo.es', recaptcha_token: await solvedCaptcha(testApp) },
        },
      });
      expect(response.statusCode).toBe(200);
      const outbox = path.join(testApp.database.dataDir, 'outbox');
      const files = (await fs.readdir(outbox)).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = await fs.readFile(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toContain('To: leitor@exemplo.es');
      expect(eml.replace(/=\r?\n/g, '')).toContain('@');
    } finally {
      await testApp.close();
    }
  });
});
