import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { caller, patronSession, type Session } from './circulation-fixtures.testing.ts';
import { mailAttachments } from './test-mail-attachments.ts';

const SEND = '/api/nada-consta/send-mail';

describe('no-debts declaration sent by e-mail (POST /nada-consta/send-mail)', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let ana: Session;
  let bruno: Session;
  let code: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    ana = await patronSession(testApp, 'ana', { name: 'Ana Beatriz Souza', email: 'ana@example.edu' });
    bruno = await patronSession(testApp, 'bruno', { name: 'Bruno Lima' });
    const issued = await caller(testApp, ana)('POST', '/api/unidade-informacao/nada-consta', {});
    expect(issued.statusCode).toBe(200);
    code = issued.headers['x-codigo-verificacao'] as string;
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it("mails the patron's declaration as a PDF attachment naming the patron, in the caller's language", async () => {
    const before = smtp.messages.length;
    const sent = await caller(testApp, ana)('POST', SEND, { codigo: code.toLowerCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ enviado: true, email: 'ana@example.edu' });
    const mail = await smtp.nextMessage(before);
    expect(mail.to).toEqual(['ana@example.edu']);
    expect(mail.raw).toContain('Your no-debts declaration is attached.');
    const [attachment, ...others] = mailAttachments(mail);
    expect(others).toEqual([]);
    expect(attachment).toMatchObject({ contentType: 'application/pdf', filename: `nada-consta-${code}.pdf` });
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(attachment!.content);
    expect(pdf.getSubject()).toBe('Ana Beatriz Souza');
    expect(pdf.getKeywords()).toBe(code);
  });

  it('accepts the multipart form of the spec, and never mails an uploaded file in place of the stored PDF', async () => {
    const form = new FormData();
    form.set('codigo', code);
    form.set('email', 'biblioteca@example.edu');
    form.set('arquivo', new Blob(['%PDF-1.4 forged']), 'forged.pdf');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const before = smtp.messages.length;
    const sent = await testApp.app.inject({
      method: 'POST',
      url: SEND,
      headers: { authorization: `Bearer ${ana.token}`, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ enviado: true, email: 'biblioteca@example.edu' });
    const [attachment] = mailAttachments(await smtp.nextMessage(before));
    expect(attachment!.filename).toBe(`nada-consta-${code}.pdf`);
    expect((await PDFDocument.load(attachment!.content)).getSubject()).toBe('Ana Beatriz Souza');
  });

  it('sends to another address when one is given, and refuses a malformed one', async () => {
    const before = smtp.messages.length;
    const sent = await caller(testApp, ana)('POST', SEND, { codigo: code, email: 'secretaria@example.edu' });
    expect(sent.json().email).toBe('secretaria@example.edu');
    expect((await smtp.nextMessage(before)).to).toEqual(['secretaria@example.edu']);
    const bad = await caller(testApp, ana)('POST', SEND, { codigo: code, email: 'secretaria@' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('EmailInvalido');
  });

  it("never sends another patron's declaration, nor one to a visitor", async () => {
    const before = smtp.messages.length;
    const foreign = await caller(testApp, bruno)('POST', SEND, { codigo: code });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: 'POST', url: SEND, payload: { codigo: code } });
    expect(anonymous.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(before);
  });

  it('asks for an address when the patron has none on file (in the language of the idioma header)', async () => {
    const carla = await patronSession(testApp, 'carla', { name: 'Carla Dias' });
    await testApp.database.db.updateTable('people').set({ email: null }).where('id', '=', carla.personId).execute();
    const issued = await caller(testApp, carla)('POST', '/api/unidade-informacao/nada-consta', {});
    const refused = await testApp.app.inject({
      method: 'POST',
      url: SEND,
      headers: { authorization: `Bearer ${carla.token}`, idioma: '1' },
      payload: { codigo: issued.headers['x-codigo-verificacao'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'EmailNaoCadastrado',
      message: expect.stringContaining('e-mail'),
    });
  });
});
