import crypto from 'node:crypto';
import { base64url, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createPatron, TEST_PASSWORD, updateAuthSettings } from './auth-fixtures.testing.ts';

describe('POST /oauth/token and the bearer check', () => {
  let testApp: TestApp;
  let inject: TestApp['app']['inject'];

  beforeAll(async () => {
    testApp = await createTestApp({ OAUTH_CLIENTS: 'partner:partner-secret' });
    inject = testApp.app.inject.bind(testApp.app);
    await createPatron(testApp.database.db, { logins: ['2024001'] });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const token = (body: Record<string, string>) => inject({ method: 'POST', url: '/oauth/token', payload: body });
  const signIn = () => token({ grant_type: 'password', username: '2024001', password: TEST_PASSWORD });

  it('gives a visitor public credentials (client_credentials) without a refresh token', async () => {
    const response = await token({ grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.refresh_token).toBeUndefined();
    const [header] = body.access_token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'EdDSA', typ: 'at+jwt' });
  });

  it('refuses a public token on a private call and accepts it on a public one', async () => {
    const { access_token } = (await token({ grant_type: 'client_credentials' })).json();
    const privateCall = await inject({ url: '/api/pessoas', headers: { authorization: `Bearer ${access_token}` } });
    expect(privateCall.statusCode).toBe(401);
    expect(privateCall.json().error.code).toBe('NaoAutorizado');
    const publicCall = await inject({
      url: '/api/parametros/instituicao',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(publicCall.statusCode).toBe(200);
    expect((await inject({ url: '/api/pessoas' })).statusCode).toBe(401);
  });

  it('signs in with the password grant (JSON or form) and returns the user data', async () => {
    const response = await signIn();
    expect(response.statusCode).toBe(200);
    const { access_token, refresh_token } = response.json();
    expect(refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await inject({ url: '/api/pessoas', headers: { authorization: `Bearer ${access_token}` } });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      user: { nome_pessoa: 'Ana Beatriz Souza', login: '2024001' },
      authPermissions: [
        { cod_modulo: 1, cod_atividade: 8 },
        { cod_modulo: 1, cod_atividade: 107 },
      ],
      bloqueio: false,
    });
    const form = await inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: '2024001', password: TEST_PASSWORD }).toString(),
    });
    expect(form.statusCode).toBe(200);
  });

  it('answers 401 UsuarioOuSenhaIncorretaCustom to a wrong password or an unknown user, in the caller language', async () => {
    const wrong = await inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { idioma: '3' },
      payload: { grant_type: 'password', username: '2024001', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'UsuarioOuSenhaIncorretaCustom',
      message: 'Nombre de usuario o contraseña incorrecta.',
    });
    const unknown = await token({ grant_type: 'password', username: 'nobody', password: TEST_PASSWORD });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers 400 to malformed requests and unknown grants', async () => {
    expect((await token({ grant_type: 'password', username: '2024001' })).statusCode).toBe(400);
    expect((await inject({ method: 'POST', url: '/oauth/token', payload: {} })).statusCode).toBe(400);
    const unknownGrant = await token({ grant_type: 'implicit' });
    expect(unknownGrant.statusCode).toBe(400);
    expect(unknownGrant.json().error.code).toBe('unsupported_grant_type');
  });

  it('allows the password grant only to the first-party web client (RFC 9700)', async () => {
    const basic = `Basic ${Buffer.from('partner:partner-secret').toString('base64')}`;
    const partnerPassword = await inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basic },
      payload: { grant_type: 'password', username: '2024001', password: TEST_PASSWORD },
    });
    expect(partnerPassword.statusCode).toBe(400);
    expect(partnerPassword.json().error.code).toBe('ClienteNaoAutorizado');
    const partnerPublic = await inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basic },
      payload: { grant_type: 'client_credentials' },
    });
    expect(partnerPublic.statusCode).toBe(200);
    const badSecret = await token({ grant_type: 'client_credentials', client_id: 'partner', client_secret: 'wrong' });
    expect(badSecret.statusCode).toBe(401);
    expect((await token({ grant_type: 'client_credentials', client_id: 'unknown' })).statusCode).toBe(401);
  });

  it('rotates refresh tokens and revokes the whole family when one is reused', async () => {
    const first = (await signIn()).json();
    const second = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    const third = (await token({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token })).json();

    // The first token is replayed (stolen copy): refused, and the family's live token dies with it.
    const replay = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('SessaoExpirada');
    expect((await token({ grant_type: 'refresh_token', refresh_token: third.refresh_token })).statusCode).toBe(401);

    // Another sign-in is another family and is untouched.
    const other = (await signIn()).json();
    expect((await token({ grant_type: 'refresh_token', refresh_token: other.refresh_token })).statusCode).toBe(200);
  });

  it('counts two concurrent uses of one refresh token as a reuse', async () => {
    const { refresh_token } = (await signIn()).json();
    const answers = await Promise.all([
      token({ grant_type: 'refresh_token', refresh_token }),
      token({ grant_type: 'refresh_token', refresh_token }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[1]).toBe(401);
  });

  it('ends the sign-in on logout (revocation)', async () => {
    const { refresh_token } = (await signIn()).json();
    expect((await inject({ method: 'POST', url: '/oauth/revoke', payload: { token: refresh_token } })).statusCode).toBe(
      200,
    );
    expect((await token({ grant_type: 'refresh_token', refresh_token })).statusCode).toBe(401);
  });

  it('gives access tokens the institution lifetime; an expired one is refused and the refresh token renews it', async () => {
    const db = testApp.database.db;
    const userCall = async (accessToken: string) =>
      (await inject({ url: '/api/pessoas', headers: { authorization: `Bearer ${accessToken}` } })).statusCode;
    await updateAuthSettings(db, { accessTokenSeconds: 1 });
    let first: { access_token: string; refresh_token: string; expires_in: number };
    try {
      first = (await signIn()).json();
    } finally {
      await updateAuthSettings(db, { accessTokenSeconds: 300 });
    }
    expect(first.expires_in).toBe(1);
    // JWT times are whole seconds: two seconds later, the token is past its `exp` whatever the rounding. The app's
    // clock moves instead of the test sleeping.
    const { context } = testApp.app;
    const systemClock = context.now;
    context.now = () => new Date(systemClock().getTime() + 2100);
    try {
      expect(await userCall(first.access_token)).toBe(401);
      const renewed = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().expires_in).toBe(300);
      expect(await userCall(renewed.json().access_token)).toBe(200);
    } finally {
      context.now = systemClock;
    }
  });

  it('refuses forged tokens: alg none, another algorithm, the public key as an HMAC secret, another key', async () => {
    const { access_token } = (await signIn()).json();
    const [, payload] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const check = async (forged: string) =>
      (await inject({ url: '/api/pessoas', headers: { authorization: `Bearer ${forged}` } })).statusCode;

    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${payload}.`;
    expect(await check(none)).toBe(401);

    const jwks = (await inject('/oauth/jwks')).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.keys[0].d).toBeUndefined();
    // Classic key confusion: HS256 signed with the server's public key as the shared secret.
    for (const secret of [JSON.stringify(jwks.keys[0]), jwks.keys[0].x, Buffer.from(jwks.keys[0].x, 'base64url')]) {
      const hmac = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: jwks.keys[0].kid })
        .sign(typeof secret === 'string' ? new TextEncoder().encode(secret) : secret);
      expect(await check(hmac)).toBe(401);
    }

    const { privateKey: rsa } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(await check(await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' }).sign(rsa))).toBe(
      401,
    );

    const { privateKey: otherEd } = crypto.generateKeyPairSync('ed25519');
    expect(
      await check(await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt' }).sign(otherEd)),
    ).toBe(401);

    // Tampered payload: another person id under the real signature.
    const tampered = access_token.split('.');
    tampered[1] = base64url.encode(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) }));
    expect(await check(tampered.join('.'))).toBe(401);

    expect(await check(access_token)).toBe(200);
  });
});
