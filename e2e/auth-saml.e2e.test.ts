import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { createPatron, updateAuthSettings } from '../server/src/auth/auth-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const IDP_ENTITY = 'https://idp.ufex.exemplo.edu.br/saml';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A SAML 2.0 response whose assertion is signed (RSA-SHA256, exclusive c14n), as an identity provider sends it. */
function signedResponse(input: {
  privateKey: string;
  email: string;
  acs: string;
  audience: string;
  inResponseTo: string;
}): string {
  const now = new Date();
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const assertionId = `_a${crypto.randomBytes(16).toString('hex')}`;
  const email = escapeXml(input.email);
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${crypto.randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${at(0)}" Destination="${escapeXml(input.acs)}" InResponseTo="${escapeXml(input.inResponseTo)}">` +
    `<saml:Issuer>${IDP_ENTITY}</saml:Issuer>` +
    '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>' +
    `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${at(0)}">` +
    `<saml:Issuer>${IDP_ENTITY}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${email}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${at(5)}" Recipient="${escapeXml(input.acs)}" InResponseTo="${escapeXml(input.inResponseTo)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${at(-1)}" NotOnOrAfter="${at(5)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(input.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="_s${crypto.randomBytes(8).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="mail"><saml:AttributeValue>${email}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
    '</saml:Assertion></samlp:Response>';
  const signature = new SignedXml({
    privateKey: input.privateKey,
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  signature.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signature.computeSignature(xml, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return Buffer.from(signature.getSignedXml()).toString('base64');
}

/**
 * Sign-in through a SAML identity provider on loopback: a minimal IdP written here (HTTP-Redirect binding in,
 * a login page, HTTP-POST binding out) that signs real assertions with its own RSA key.
 */
describe('institutional sign-in with SAML', () => {
  let testApp: TestApp;
  let estanteUrl: string;
  let idp: http.Server;
  let browser: Browser;
  const keys = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const audience = () => `${estanteUrl}/api/saml/metadata`;
  const acs = () => `${estanteUrl}/api/saml/retorno`;

  beforeAll(async () => {
    const port = await freePort();
    estanteUrl = `http://127.0.0.1:${port}`;
    testApp = await createWebTestApp({ PUBLIC_URL: estanteUrl });

    idp = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://idp');
      if (request.method === 'GET' && url.pathname === '/sso') {
        // The AuthnRequest arrives deflated and base64-encoded (HTTP-Redirect binding).
        const authnRequest = zlib
          .inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64'))
          .toString('utf8');
        const requestId = /\sID="([^"]+)"/.exec(authnRequest)?.[1] ?? '';
        const relay = url.searchParams.get('RelayState') ?? '';
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>IdP UFEX</title><form method="post" action="/sso">` +
            `<label>E-mail institucional <input name="email"></label>` +
            `<input type="hidden" name="id" value="${escapeXml(requestId)}">` +
            `<input type="hidden" name="relay" value="${escapeXml(relay)}">` +
            `<button>Entrar na instituição</button></form>`,
        );
        return;
      }
      if (request.method === 'POST' && url.pathname === '/sso') {
        let body = '';
        request.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        request.on('end', () => {
          const form = new URLSearchParams(body);
          const samlResponse = signedResponse({
            privateKey: keys.privateKey,
            email: form.get('email') ?? '',
            acs: acs(),
            audience: audience(),
            inResponseTo: form.get('id') ?? '',
          });
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(
            `<!doctype html><form method="post" action="${escapeXml(acs())}">` +
              `<input type="hidden" name="SAMLResponse" value="${samlResponse}">` +
              `<input type="hidden" name="RelayState" value="${escapeXml(form.get('relay') ?? '')}">` +
              `</form><script>document.forms[0].submit()</script>`,
          );
        });
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
    const idpUrl = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;

    const { db } = testApp.database;
    await updateAuthSettings(db, {
      saml: { entryPoint: `${idpUrl}/sso`, idpCert: keys.publicKey, idpIssuer: IDP_ENTITY },
    });
    await createPatron(db, { logins: ['2024001'], name: 'Ana Beatriz Souza', email: 'ana.souza@ufex.exemplo.edu.br' });
    const bruno = await createPatron(db, {
      logins: ['2024009'],
      name: 'Bruno Lima',
      email: 'bruno.lima@ufex.exemplo.edu.br',
      blocked: true,
    });
    await db
      .updateTable('people')
      .set({ block_reason: 'Cadastro em revisão' })
      .where('id', '=', bruno.personId)
      .execute();
    await testApp.app.listen({ port, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await new Promise<void>((resolve) => (idp ? idp.close(() => resolve()) : resolve()));
  });

  it('continues to the institutional login and comes back signed in, at the redirect target', async () => {
    const page = await browser.newPage({ locale: 'pt-BR' });
    await page.goto(`${estanteUrl}/login?redirect=%2Fmeupergamum`);
    await page.getByRole('button', { name: 'Continuar para login institucional' }).click();
    await page.getByLabel('E-mail institucional').fill('ana.souza@ufex.exemplo.edu.br');
    await page.getByRole('button', { name: 'Entrar na instituição' }).click();
    await page.waitForURL(`${estanteUrl}/meupergamum`);
    await page.getByText('Olá, Ana').waitFor();
    expect(page.url()).not.toContain('saml=');
    await page.close();
  });

  /** Asks Estante for a sign-in link, as the browser does, and reads the ID of the AuthnRequest it carries. */
  async function issuedRequestId(): Promise<string> {
    const { link } = (await (await fetch(`${estanteUrl}/api/saml/login?redirect=%2F`)).json()) as { link: string };
    const authnRequest = zlib
      .inflateRawSync(Buffer.from(new URL(link).searchParams.get('SAMLRequest') ?? '', 'base64'))
      .toString('utf8');
    const id = /\sID="([^"]+)"/.exec(authnRequest)?.[1];
    if (!id) throw new Error('no AuthnRequest ID');
    return id;
  }

  const post = (samlResponse: string) =>
    fetch(acs(), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
    }).then((response) => response.headers.get('location') ?? '');

  const anaResponse = (inResponseTo: string, privateKey = keys.privateKey) =>
    signedResponse({
      privateKey,
      email: 'ana.souza@ufex.exemplo.edu.br',
      acs: acs(),
      audience: audience(),
      inResponseTo,
    });

  it('refuses a response signed with another key, a replayed one, another audience, an unknown and a blocked patron', async () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = anaResponse(
      await issuedRequestId(),
      other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    expect(await post(forged)).toBe('/saml-response#erro=ErroValidacaoToken');

    const genuine = anaResponse(await issuedRequestId());
    expect(await post(genuine)).toMatch(/^\/saml-response#saml=/);
    expect(await post(genuine)).toBe('/saml-response#erro=ErroValidacaoToken');

    const stranger = signedResponse({
      privateKey: keys.privateKey,
      email: 'visitante@ufex.exemplo.edu.br',
      acs: acs(),
      audience: audience(),
      inResponseTo: await issuedRequestId(),
    });
    expect(await post(stranger)).toBe('/saml-response#erro=UsuarioNaoEncontrado');

    // A patron the library blocked: the staff's reason goes with the code, in the fragment.
    const blocked = signedResponse({
      privateKey: keys.privateKey,
      email: 'bruno.lima@ufex.exemplo.edu.br',
      acs: acs(),
      audience: audience(),
      inResponseTo: await issuedRequestId(),
    });
    expect(await post(blocked)).toBe('/saml-response#erro=AcessoBloqueadoBiblioteca&motivo=Cadastro+em+revis%C3%A3o');

    const wrongAudience = signedResponse({
      privateKey: keys.privateKey,
      email: 'ana.souza@ufex.exemplo.edu.br',
      acs: acs(),
      audience: 'https://another-sp.example/saml',
      inResponseTo: await issuedRequestId(),
    });
    expect(await post(wrongAudience)).toBe('/saml-response#erro=ErroValidacaoToken');
  });

  it('accepts only answers to its own requests: not an unknown InResponseTo, a second answer, or an expired request', async () => {
    const { db } = testApp.database;
    // Signed by the right key, but no request of ours has this ID (an unsolicited or invented response).
    expect(await post(anaResponse('_not-issued-by-estante'))).toBe('/saml-response#erro=ErroValidacaoToken');

    // Two distinct, validly signed answers to one request: the first signs in, the second is refused.
    const requestId = await issuedRequestId();
    expect(await post(anaResponse(requestId))).toMatch(/^\/saml-response#saml=/);
    expect(await post(anaResponse(requestId))).toBe('/saml-response#erro=ErroValidacaoToken');
    const spent = await db.selectFrom('saml_requests').select('request_id').where('request_id', '=', requestId);
    expect(await spent.execute()).toEqual([]);

    // A request whose time ran out (the identity provider answered too late).
    const late = await issuedRequestId();
    await db
      .updateTable('saml_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('request_id', '=', late)
      .execute();
    expect(await post(anaResponse(late))).toBe('/saml-response#erro=ErroValidacaoToken');
  });
});
