import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../auth/auth-fixtures.testing.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from './circulation-fixtures.testing.ts';

const HOLD_FORM = { volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };
/** The mail's text with quoted-printable soft line breaks joined. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '');

describe('hold-ready e-mail in the patron’s language (the idioma of their last sign-in or refresh)', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let ids: Record<string, number>;
  let desk: ReturnType<typeof caller>;
  let lender: Session;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    ids = await importTitles(testApp, [
      { key: 'hm-1', title: 'The Hobbit', copies: [{ library: 'BC', barcode: 'HM-1' }] },
      { key: 'hm-2', title: 'O cortiço', copies: [{ library: 'BC', barcode: 'HM-2' }] },
    ]);
    await setPolicy(testApp, {});
    desk = caller(testApp, await deskSession(testApp));
    lender = await patronSession(testApp, 'hm.lender');
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  /** Signs in as the web does, with the language header; returns the session and its refresh token. */
  async function signInWith(login: string, email: string, idioma?: string) {
    const session = await patronSession(testApp, login, { email });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: idioma ? { idioma } : {},
      payload: { grant_type: 'password', username: login, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { session: { ...session, token: body.access_token as string }, refresh: body.refresh_token as string };
  }

  const languageOf = async (personId: number) =>
    (await testApp.database.db.selectFrom('people').select('language').where('id', '=', personId).executeTakeFirst())
      ?.language;

  async function holdAndRelease(patron: Session, recordId: number, barcode: string) {
    expect(
      (await desk('POST', '/api/circulacao/emprestimos', { usuario: lender.login, codigo_barras: barcode })).statusCode,
    ).toBe(201);
    const placed = await caller(testApp, patron)('POST', '/api/reserva', {
      cod_acervo: recordId,
      biblioteca: 'BC',
      ...HOLD_FORM,
    });
    expect(placed.statusCode).toBe(201);
    const before = smtp.messages.length;
    expect((await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: barcode })).statusCode).toBe(200);
    return smtp.nextMessage(before);
  }

  it('writes to an English-speaking patron in English', async () => {
    const { session } = await signInWith('hm.english', 'reader@example.org', '5');
    expect(await languageOf(session.personId)).toBe('en');
    const mail = await holdAndRelease(session, ids['hm-1']!, 'HM-1');
    expect(mail.to).toEqual(['reader@example.org']);
    const text = plain(mail.raw);
    expect(text).toContain('Subject: Hold ready: The Hobbit');
    expect(text).toContain('The title you placed a hold on is ready for pickup');
    expect(text).not.toContain('Reserva dispon');
  });

  it('writes in Portuguese to a patron who signed in without a language, and follows a refresh in another', async () => {
    const { session, refresh } = await signInWith('hm.silent', 'silencioso@example.org');
    expect(await languageOf(session.personId)).toBeNull();
    const mail = await holdAndRelease(session, ids['hm-2']!, 'HM-2');
    expect(mail.to).toEqual(['silencioso@example.org']);
    expect(plain(mail.raw)).toContain('Retire-o at');

    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { idioma: '3' },
      payload: { grant_type: 'refresh_token', refresh_token: refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(await languageOf(session.personId)).toBe('es');
  });
});
