import type { MarcRecord } from '@estante/core';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecords, patronSession } from '../circulation/circulation-fixtures.testing.ts';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const EXPORT = '/api/acervo/exportar-cesta';
const PUBLIC_URL = 'https://biblioteca.exemplo.edu.br';
/** The probe's phishing note (issue 27, finding 1), with the link spelled every way a mail client would link it. */
const PHISHING =
  'Sua conta expira hoje! Entre em http://evil.example/login ou www.evil-bank.com, evil.xyz/reset, ' +
  'HXXP://evil.example/x, //evil.example/y, 203.0.113.9/pwd, javascript:alert(1) ou fale com suporte@evil.example.';

function book(key: string, title: string, author: string, callNumber: string): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: key },
      { tag: '003', value: 'ESTANTE-TEST' },
      { tag: '090', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: callNumber }] },
      { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: author }] },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: title }] },
    ],
  };
}

/** The text of a single-part message as nodemailer writes it (7bit or quoted-printable), headers included. */
function decoded(mail: ReceivedMail): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/\r\n/g, '\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(text)) return text;
  const bytes = text.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The Subject header, its RFC 2047 encoded words decoded. */
function subjectOf(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

describe('basket e-mail is not a mail relay (issue 27, finding 1)', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let ids: Record<string, number>;
  /** The app's clock (AppContext.now), moved by the tests. */
  let clock = new Date('2026-11-25T10:00:00.000Z');

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    testApp.app.context.now = () => clock;
    ids = await importRecords(testApp, [
      book('bm-1', 'Dom Casmurro', 'Assis, Machado de', '869.3 A848d'),
      book('bm-2', 'Vidas secas', 'Ramos, Graciliano', '869.3 R175v'),
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const solvedCaptcha = async () => {
    const challenge = (await testApp.app.inject('/api/captcha/desafio')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  const send = (
    opcoesEmail: Record<string, string>,
    options: { address?: string; token?: string; idioma?: string } = {},
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: EXPORT,
      remoteAddress: options.address ?? '198.51.100.7',
      headers: {
        idioma: options.idioma ?? '5',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: { tipo: 'abnt', acervos: [ids['bm-1'], ids['bm-2']], opcoesEmail },
    });

  it('refuses a visitor without a solved captcha, and sends nothing', async () => {
    const before = smtp.messages.length;
    const response = await send({ destinatarios: 'ana@exemplo.edu.br' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'AuthCAPTCHAError',
      message: 'Complete the captcha verification.',
    });
    const forged = await send({ destinatarios: 'ana@exemplo.edu.br', recaptcha_token: 'e30=' });
    expect(forged.json().error.code).toBe('AuthCAPTCHAError');
    expect(smtp.messages.length).toBe(before);
  });

  it('accepts a solved captcha once: the same solution sent again is refused', async () => {
    const captcha = await solvedCaptcha();
    const before = smtp.messages.length;
    const first = await send({ destinatarios: 'ana@exemplo.edu.br', recaptcha_token: captcha });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ enviado: true, destinatarios: ['ana@exemplo.edu.br'] });
    await smtp.nextMessage(before);
    const again = await send({ destinatarios: 'bruno@exemplo.org', recaptcha_token: captcha });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('AuthCAPTCHAError');
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('refuses 6 recipients (at most 5) before spending the captcha, and accepts 5', async () => {
    const captcha = await solvedCaptcha();
    const before = smtp.messages.length;
    const six = 'a1@exemplo.org;a2@exemplo.org;a3@exemplo.org;a4@exemplo.org;a5@exemplo.org;a6@exemplo.org';
    const refused = await send({ destinatarios: six, recaptcha_token: captcha }, { address: '198.51.100.8' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      code: 'CestaDestinatariosDemais',
      message: 'Send the basket to at most 5 recipients at a time.',
      details: { limite: 5 },
    });
    expect(smtp.messages.length).toBe(before);

    const five = 'a1@exemplo.org;a2@exemplo.org;a3@exemplo.org;a4@exemplo.org;a5@exemplo.org';
    const accepted = await send({ destinatarios: five, recaptcha_token: captcha }, { address: '198.51.100.8' });
    expect(accepted.statusCode).toBe(200);
    expect((await smtp.nextMessage(before)).to.sort()).toEqual([
      'a1@exemplo.org',
      'a2@exemplo.org',
      'a3@exemplo.org',
      'a4@exemplo.org',
      'a5@exemplo.org',
    ]);
  });

  it('sends the fixed template: fixed subject, the titles with authors, call numbers and our links, no link from the note', async () => {
    const before = smtp.messages.length;
    const response = await send(
      {
        destinatarios: 'carla@exemplo.org',
        assunto: 'URGENTE: confirme sua senha em http://evil.example',
        mensagem: PHISHING,
        recaptcha_token: await solvedCaptcha(),
      },
      { address: '198.51.100.9' },
    );
    expect(response.statusCode).toBe(200);
    const mail = decoded(await smtp.nextMessage(before));
    expect(subjectOf(smtp.messages[before]!)).toBe('Biblioteca: basket of titles');
    expect(mail).not.toMatch(/evil/i);
    expect(mail).not.toMatch(/203\.0\.113\.9|javascript:|URGENTE/i);
    expect(mail).toContain(
      '> Sua conta expira hoje! Entre em [link removed] ou [link removed], [link removed], [link removed], ' +
        '[link removed], [link removed], [link removed] ou fale com [link removed].',
    );
    expect(mail).toContain('A visitor of the Biblioteca catalogue sent you these titles.');
    expect(mail).toContain(
      `1. Dom Casmurro\n   Author: Assis, Machado de\n   Call number: 869.3 A848d\n   ${PUBLIC_URL}/acervo/${ids['bm-1']}`,
    );
    expect(mail).toContain(
      `2. Vidas secas\n   Author: Ramos, Graciliano\n   Call number: 869.3 R175v\n   ${PUBLIC_URL}/acervo/${ids['bm-2']}`,
    );
    expect(mail).toContain('References (ABNT)');
    // The only links in the message are ours: the two titles and the catalogue.
    expect(mail.match(/\b(?:https?|ftp):\/\/\S+/g)).toEqual([
      `${PUBLIC_URL}/acervo/${ids['bm-1']}`,
      `${PUBLIC_URL}/acervo/${ids['bm-2']}`,
      PUBLIC_URL,
    ]);
  });

  it('writes the subject in the caller’s language and never takes the one sent', async () => {
    const before = smtp.messages.length;
    const response = await send(
      { destinatarios: 'dora@exemplo.org', assunto: 'Oferta', recaptcha_token: await solvedCaptcha() },
      { address: '198.51.100.10', idioma: '1' },
    );
    expect(response.statusCode).toBe(200);
    expect(subjectOf(await smtp.nextMessage(before))).toBe('Biblioteca: cesta de títulos');
  });

  it('sends at most 10 messages an hour from one visitor address: the 11th is 429 with when to retry, an hour later it goes', async () => {
    clock = new Date('2026-11-25T12:00:00.000Z');
    const address = '2001:db8:5:7:1::20';
    for (let message = 1; message <= 10; message += 1) {
      clock = new Date(Date.parse('2026-11-25T12:00:00.000Z') + message * 60_000);
      const response = await send(
        { destinatarios: `leitor${message}@exemplo.org`, recaptcha_token: await solvedCaptcha() },
        { address },
      );
      expect(response.statusCode).toBe(200);
    }
    const before = smtp.messages.length;
    clock = new Date('2026-11-25T12:45:00.000Z');
    // Another address of the same IPv6 /64 is the same visitor.
    const eleventh = await send(
      { destinatarios: 'leitor11@exemplo.org', recaptcha_token: await solvedCaptcha() },
      { address: '2001:db8:5:7:ffff::1' },
    );
    expect(eleventh.statusCode).toBe(429);
    // The window opened with the first message at 12:01.
    expect(eleventh.headers['retry-after']).toBe('960');
    expect(eleventh.json().error).toMatchObject({
      code: 'MuitasTentativas',
      details: { retryAfterSeconds: 960, tentarApos: '2026-11-25T13:01:00.000Z', limite: 10 },
    });
    expect(smtp.messages.length).toBe(before);

    // Another visitor is not held back by this one.
    const other = await send(
      { destinatarios: 'leitor12@exemplo.org', recaptcha_token: await solvedCaptcha() },
      { address: '2001:db8:5:8::1' },
    );
    expect(other.statusCode).toBe(200);

    clock = new Date('2026-11-25T13:00:59.000Z');
    const stillEarly = await send(
      { destinatarios: 'leitor13@exemplo.org', recaptcha_token: await solvedCaptcha() },
      { address },
    );
    expect(stillEarly.statusCode).toBe(429);
    expect(stillEarly.headers['retry-after']).toBe('1');

    clock = new Date('2026-11-25T13:01:00.000Z');
    const nextHour = await send(
      { destinatarios: 'leitor14@exemplo.org', recaptcha_token: await solvedCaptcha() },
      { address },
    );
    expect(nextHour.statusCode).toBe(200);
  });

  it('lets a signed-in patron send without a captcha, up to 15 messages an hour', async () => {
    clock = new Date('2026-11-25T15:00:00.000Z');
    const patron = await patronSession(testApp, 'cesta.leitora');
    for (let message = 1; message <= 15; message += 1) {
      const response = await send({ destinatarios: 'turma@exemplo.edu.br' }, { token: patron.token });
      expect(response.statusCode).toBe(200);
    }
    const over = await send({ destinatarios: 'turma@exemplo.edu.br' }, { token: patron.token });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.details).toMatchObject({ tentarApos: '2026-11-25T16:00:00.000Z', limite: 15 });
  });
});
