import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-commands.ts';
import { buildApp, type EstanteApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseConnection, openDatabase } from '../database/database.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createPatron, TEST_PASSWORD } from './auth-fixtures.testing.ts';
import { openServerKeys } from './server-keys.repository.ts';
import { runKeysCommand } from './server-keys-admin.ts';
import { createTokenSigner } from './token-signer.ts';

/**
 * Issue 27, finding 3: `server_keys` held the signing key and the HMAC secrets in clear, and a 10-year token minted
 * with the key read from the SQLite file was accepted. Now every row is sealed under a key-encryption key kept out of
 * the database, the signing key rotates with a grace period, and a token living longer than configured is refused.
 */
const ISSUER = 'https://biblioteca.exemplo.edu.br';
const SIGNING_ROW = 'access-token-signing-key';
const SECRET_ROWS = ['captcha-key-secret', 'captcha-signature-secret', 'oidc-state-secret', 'recovery-code-secret'];

interface SigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: string;
  retireAt?: string;
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'estante-keys-'));
}

/** A second connection to the same database: what another server process or machine has. */
function connectAgain(database: TestDatabase): DatabaseConnection {
  return openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, schema: database.schema });
}

async function startApp(
  database: DatabaseConnection,
  test: TestDatabase,
  env: Record<string, string> = {},
): Promise<EstanteApp> {
  const config = loadConfig({
    DATA_DIR: test.dataDir,
    DEMO_DATA: 'off',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: ISSUER,
    ...(test.databaseUrl ? { DATABASE_URL: test.databaseUrl, DATABASE_SCHEMA: test.schema! } : {}),
    ...env,
  });
  return buildApp(config, { database, logger: false });
}

async function rawRows(database: DatabaseConnection): Promise<Map<string, string>> {
  const rows = await database.db.selectFrom('server_keys').select(['name', 'value_json']).orderBy('name').execute();
  return new Map(rows.map((row) => [row.name, row.value_json]));
}

function kekOf(dataDir: string): Uint8Array {
  return new Uint8Array(
    Buffer.from(fs.readFileSync(path.join(dataDir, 'key-encryption.key'), 'utf8').trim(), 'base64'),
  );
}

/** Opens a row the way an attacker holding the KEK would: jose directly, not the server's code. */
async function openRow<T>(valueJson: string, kek: Uint8Array): Promise<T> {
  const { jwe } = JSON.parse(valueJson) as { jwe: string };
  const { plaintext } = await compactDecrypt(jwe, kek);
  return JSON.parse(new TextDecoder().decode(plaintext)) as T;
}

/** An access token signed with any key, as the probe minted them. */
async function mint(
  privateJwk: JWK,
  kid: string,
  claims: { iat: number; exp: number; kind?: string; sub?: string },
): Promise<string> {
  const key = await importJWK(privateJwk, 'EdDSA');
  return new SignJWT({ kind: claims.kind ?? 'public', client_id: 'estante-web' })
    .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'at+jwt' })
    .setIssuer(ISSUER)
    .setAudience('estante-api')
    .setSubject(claims.sub ?? 'estante-web')
    .setJti(crypto.randomUUID())
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(key);
}

const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const kekIdOf = (list: string) => /^key-encryption key ([\w-]{12}) /.exec(list)?.[1];
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('server keys at rest (issue 27, finding 3)', () => {
  let test: TestDatabase;
  let app: EstanteApp;

  beforeAll(async () => {
    test = await createTestDatabase();
    app = await startApp(test, test);
    await createPatron(test.db, { logins: ['2024001'] });
  });
  afterAll(async () => {
    await app?.close();
    await test?.destroy();
  });

  const publicCall = (token: string) =>
    app.inject({ url: '/api/parametros/instituicao', headers: { authorization: `Bearer ${token}` } });

  it('creates the key-encryption key in DATA_DIR with mode 0600: 32 random bytes in base64', () => {
    const file = path.join(test.dataDir, 'key-encryption.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^[A-Za-z0-9+/]{43}=\n$/);
    expect(kekOf(test.dataDir)).toHaveLength(32);
  });

  it('stores no key or secret in clear: the rows are AES-256-GCM JWEs that open only with the KEK', async () => {
    const rows = await rawRows(test);
    expect([...rows.keys()]).toEqual([
      'access-token-signing-key',
      'captcha-key-secret',
      'captcha-signature-secret',
      'oidc-state-secret',
      'recovery-code-secret',
    ]);
    const kek = kekOf(test.dataDir);
    const ring = await openRow<{ keys: SigningKey[] }>(rows.get(SIGNING_ROW)!, kek);
    expect(ring.keys).toHaveLength(1);
    const privateD = ring.keys[0]!.privateJwk.d!;
    expect(privateD).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const secrets = await Promise.all(SECRET_ROWS.map((name) => openRow<string>(rows.get(name)!, kek)));
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const everything = [...rows.values()].join('\n');
    expect(everything).not.toContain(privateD);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('privateJwk');
    if (!test.databaseUrl) {
      // The SQLite file itself (and its write-ahead log), as the probe read it.
      const files = ['estante.sqlite', 'estante.sqlite-wal'].map((name) => path.join(test.dataDir, name));
      const bytes = Buffer.concat(files.filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file)));
      expect(bytes.includes(privateD)).toBe(false);
      for (const secret of secrets) expect(bytes.includes(secret)).toBe(false);
    }

    for (const [name, value] of rows) {
      const stored = JSON.parse(value) as { kek: string; jwe: string; privateJwk?: unknown };
      expect(stored.privateJwk).toBeUndefined();
      expect(decodeProtectedHeader(stored.jwe)).toEqual({
        alg: 'dir',
        enc: 'A256GCM',
        kid: stored.kek,
        'estante-key': name,
      });
      await expect(compactDecrypt(stored.jwe, crypto.randomBytes(32))).rejects.toThrow();
    }
  });

  it('refuses tokens minted from what the rows give away, and over-long tokens even from the real key', async () => {
    const rows = await rawRows(test);
    const kid = ((await app.inject({ url: '/oauth/jwks' })).json() as { keys: JWK[] }).keys[0]!.kid!;
    const iat = nowSeconds();
    // The probe's attack: the row has no JWK to read; a key of one's own under the published kid fails the signature.
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const forged = await mint(await exportJWK(privateKey), kid, { iat, exp: iat + 10 * 365 * 86_400 });
    expect((await publicCall(forged)).statusCode).toBe(401);

    // Even with the real key (taken with the KEK too), a 10-year token is refused by the lifetime cap (900 s for a
    // visitor token), and so is a short one dated in the future to get around it.
    const ring = await openRow<{ keys: SigningKey[] }>(rows.get(SIGNING_ROW)!, kekOf(test.dataDir));
    const realKey = ring.keys[0]!.privateJwk;
    expect((await publicCall(await mint(realKey, kid, { iat, exp: iat + 300 }))).statusCode).toBe(200);
    expect((await publicCall(await mint(realKey, kid, { iat, exp: iat + 900 }))).statusCode).toBe(200);
    expect((await publicCall(await mint(realKey, kid, { iat, exp: iat + 901 }))).statusCode).toBe(401);
    const tenYears = await mint(realKey, kid, { iat, exp: iat + 10 * 365 * 86_400 });
    expect((await publicCall(tenYears)).statusCode).toBe(401);
    const later = iat + 10 * 365 * 86_400;
    expect((await publicCall(await mint(realKey, kid, { iat: later, exp: later + 300 }))).statusCode).toBe(401);
  });

  it('lets a second server on the same database, given the same KEK by variable, verify the first one’s tokens', async () => {
    const otherDir = tempDir();
    const second = await startApp(
      connectAgain(test),
      { ...test, dataDir: otherDir },
      {
        KEY_ENCRYPTION_KEY: fs.readFileSync(path.join(test.dataDir, 'key-encryption.key'), 'utf8').trim(),
      },
    );
    try {
      // Given the key by variable, it writes no file of its own.
      expect(fs.existsSync(path.join(otherDir, 'key-encryption.key'))).toBe(false);
      const signIn = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'password', username: '2024001', password: TEST_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      const userToken = signIn.json().access_token as string;
      const onSecond = await second.inject({ url: '/api/pessoas', headers: { authorization: `Bearer ${userToken}` } });
      expect(onSecond.statusCode).toBe(200);
      const visitor = await second.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'client_credentials' },
      });
      expect((await publicCall(visitor.json().access_token)).statusCode).toBe(200);
    } finally {
      await second.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with another KEK, or none, with a message that says what to do, and changes no key', async () => {
    const before = await rawRows(test);
    const otherKek = crypto.randomBytes(32).toString('base64');
    const wrong = connectAgain(test);
    try {
      await expect(startApp(wrong, test, { KEY_ENCRYPTION_KEY: otherKek })).rejects.toThrow(
        /^The server keys in the database are encrypted under key-encryption key [\w-]{12}, but this server was given key-encryption key [\w-]{12} \(from KEY_ENCRYPTION_KEY\)\. .*restore key-encryption\.key from the backup of DATA_DIR, or set KEY_ENCRYPTION_KEY to the key the other servers use.*The server refuses to start rather than make new keys, which would sign everyone out\.$/,
      );
    } finally {
      await wrong.destroy();
    }

    const emptyDir = tempDir();
    const missing = connectAgain(test);
    try {
      await expect(startApp(missing, { ...test, dataDir: emptyDir })).rejects.toThrow(
        `this server has no key-encryption key (KEY_ENCRYPTION_KEY is not set and ${path.join(emptyDir, 'key-encryption.key')} does not exist)`,
      );
      // No new KEK was made for it: that would have hidden the mistake and left the rows unreadable.
      expect(fs.existsSync(path.join(emptyDir, 'key-encryption.key'))).toBe(false);
    } finally {
      await missing.destroy();
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }

    const notBase64 = connectAgain(test);
    try {
      await expect(startApp(notBase64, test, { KEY_ENCRYPTION_KEY: 'correct horse battery staple' })).rejects.toThrow(
        'KEY_ENCRYPTION_KEY must hold a key-encryption key of 32 random bytes in base64 (openssl rand -base64 32)',
      );
    } finally {
      await notBase64.destroy();
    }
    expect(await rawRows(test)).toEqual(before);
  });

  it('lists the keys with `npm run admin -- keys list`', async () => {
    const list = await runAdminCommand(test.db, ['keys', 'list'], () => '', undefined, test.dataDir);
    const kid = ((await app.inject({ url: '/oauth/jwks' })).json() as { keys: JWK[] }).keys[0]!.kid!;
    expect(list).toMatch(
      new RegExp(
        `^key-encryption key [\\w-]{12} \\(${test.dataDir}/key-encryption\\.key\\)\\n  ${kid}  created \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  signs\\n$`,
      ),
    );
  });

  it('refuses a KEK file other users can read', async () => {
    const file = path.join(test.dataDir, 'key-encryption.key');
    const again = connectAgain(test);
    fs.chmodSync(file, 0o644);
    try {
      await expect(startApp(again, test)).rejects.toThrow(
        `${file} can be read by other users (mode 644); run chmod 600 ${file} and start again`,
      );
    } finally {
      fs.chmodSync(file, 0o600);
      await again.destroy();
    }
  });

  it('refuses a sealed row that was altered, or moved onto another row’s name', async () => {
    const rows = await rawRows(test);
    const original = rows.get('recovery-code-secret')!;
    const moved = rows.get('captcha-key-secret')!;
    try {
      await test.db
        .updateTable('server_keys')
        .set({ value_json: moved })
        .where('name', '=', 'recovery-code-secret')
        .execute();
      const again = connectAgain(test);
      try {
        await expect(startApp(again, test)).rejects.toThrow(
          /^server key "recovery-code-secret" cannot be decrypted with key-encryption key [\w-]{12}: the row was altered, damaged or copied from another row/,
        );
      } finally {
        await again.destroy();
      }
    } finally {
      await test.db
        .updateTable('server_keys')
        .set({ value_json: original })
        .where('name', '=', 'recovery-code-secret')
        .execute();
    }
  });
});

describe('upgrade from keys stored in clear', () => {
  let test: TestDatabase;
  let app: EstanteApp | undefined;
  let legacy: { kid: string; privateJwk: JWK; publicJwk: JWK };

  beforeAll(async () => {
    test = await createTestDatabase();
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    legacy = {
      kid: '5b0c7d1e-0000-4000-8000-000000000001',
      privateJwk: await exportJWK(privateKey),
      publicJwk: await exportJWK(publicKey),
    };
    // The rows exactly as the version before sealing wrote them.
    const createdAt = '2026-11-01T10:00:00.000Z';
    await test.db
      .insertInto('server_keys')
      .values([
        { name: SIGNING_ROW, value_json: JSON.stringify(legacy), created_at: createdAt },
        {
          name: 'recovery-code-secret',
          value_json: JSON.stringify('clear-recovery-secret-0001'),
          created_at: createdAt,
        },
        { name: 'captcha-key-secret', value_json: JSON.stringify('clear-captcha-key-0002'), created_at: createdAt },
      ])
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await test?.destroy();
  });

  it('seals every row, replaces the clear secrets, and rotates the exposed signing key with a grace period', async () => {
    const legacyToken = await mint(legacy.privateJwk, legacy.kid, { iat: nowSeconds(), exp: nowSeconds() + 300 });
    const startedAt = Date.now();
    app = await startApp(test, test);
    const rows = await rawRows(test);
    const everything = [...rows.values()].join('\n');
    expect(everything).not.toContain(legacy.privateJwk.d!);
    expect(everything).not.toContain('clear-recovery-secret-0001');
    expect(everything).not.toContain('clear-captcha-key-0002');

    const kek = kekOf(test.dataDir);
    // Secrets that sat in clear (and in every backup) are not kept: fresh ones replace them.
    expect(await openRow<string>(rows.get('recovery-code-secret')!, kek)).not.toBe('clear-recovery-secret-0001');
    expect(await openRow<string>(rows.get('recovery-code-secret')!, kek)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ring = await openRow<{ keys: SigningKey[] }>(rows.get(SIGNING_ROW)!, kek);
    expect(ring.keys.map((key) => key.kid)[0]).toBe(legacy.kid);
    expect(ring.keys).toHaveLength(2);
    // The exposed key verifies for the longest access token (3600 s) plus 60 s of clock skew, then it is dropped.
    const retireAt = Date.parse(ring.keys[0]!.retireAt!);
    expect(retireAt).toBeGreaterThanOrEqual(startedAt + 3_660_000);
    expect(retireAt).toBeLessThanOrEqual(Date.now() + 3_660_000);
    expect(ring.keys[1]!.retireAt).toBeUndefined();

    // Sessions survive the upgrade: a token of the old key still works; new tokens come from the new key.
    const call = (token: string) =>
      app!.inject({ url: '/api/parametros/instituicao', headers: { authorization: `Bearer ${token}` } });
    expect((await call(legacyToken)).statusCode).toBe(200);
    const fresh = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials' },
    });
    expect(kidOf(fresh.json().access_token)).toBe(ring.keys[1]!.kid);
    const jwks = (await app.inject({ url: '/oauth/jwks' })).json() as { keys: JWK[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([legacy.kid, ring.keys[1]!.kid]);
  });
});

describe('signing-key rotation (injected clock)', () => {
  let test: TestDatabase;
  let second: DatabaseConnection;

  beforeAll(async () => {
    test = await createTestDatabase();
    second = connectAgain(test);
  });
  afterAll(async () => {
    await second?.destroy();
    await test?.destroy();
  });

  it('signs with the new key, verifies the old one’s tokens within the grace and refuses them after', async () => {
    let clock = new Date('2026-11-25T12:00:00.000Z');
    const now = () => clock;
    const settings = { dataDir: test.dataDir };
    const first = await createTokenSigner(await openServerKeys(test.db, settings, now), ISSUER, { now });
    const other = await createTokenSigner(await openServerKeys(second.db, settings, now), ISSUER, { now });
    const claims = { kind: 'public', clientId: 'estante-web' } as const;

    const oldToken = await first.sign(claims, 300);
    const oldKid = kidOf(oldToken)!;
    expect(await other.verify(oldToken)).toEqual({ kind: 'public', clientId: 'estante-web' });
    const oldKey = (await openRow<{ keys: SigningKey[] }>((await rawRows(test)).get(SIGNING_ROW)!, kekOf(test.dataDir)))
      .keys[0]!;

    // The other server last read the keys a second before the rotation.
    clock = new Date('2026-11-25T12:00:59.000Z');
    expect(await other.verify(oldToken)).toEqual({ kind: 'public', clientId: 'estante-web' });

    // The admin command's rotation (`keys rotate`), one minute after the first token.
    clock = new Date('2026-11-25T12:01:00.000Z');
    const output = (await runKeysCommand(test.db, 'rotate', settings, clock))!;
    const newKid = /^signing key ([\w-]+) signs from now/.exec(output)?.[1];
    expect(newKid).toBeDefined();
    expect(output).toContain(`  ${oldKid} verifies until 2026-11-25T13:02:00.000Z\n`);

    // Within seconds the servers sign with the new key (they read the keys again every 5 s) ...
    clock = new Date('2026-11-25T12:01:01.000Z');
    const newToken = await first.sign(claims, 300);
    expect(kidOf(newToken)).toBe(newKid);
    // ... and one that has not read them yet learns the new key from the first token that names it.
    expect(await other.verify(newToken)).toEqual({ kind: 'public', clientId: 'estante-web' });
    expect(await other.verify(oldToken)).toEqual({ kind: 'public', clientId: 'estante-web' });
    expect((await first.publicJwks()).map((key) => key.kid)).toEqual([oldKid, newKid]);

    // Within the grace, whatever the old key signed verifies (a token signed at 13:01:59 lives until 13:06:59).
    clock = new Date('2026-11-25T13:01:59.000Z');
    const lateOld = await mint(oldKey.privateJwk, oldKid, { iat: 1_795_611_719, exp: 1_795_611_719 + 300 });
    expect(await first.verify(lateOld)).toEqual({ kind: 'public', clientId: 'estante-web' });

    // After it, the old key verifies nothing, even a token that has not expired, and it is gone from the row.
    clock = new Date('2026-11-25T13:02:01.000Z');
    expect(await first.verify(lateOld)).toBeUndefined();
    expect(await other.verify(lateOld)).toBeUndefined();
    const newerToken = await first.sign(claims, 300);
    expect(await other.verify(newerToken)).toEqual({ kind: 'public', clientId: 'estante-web' });
    const ring = await openRow<{ keys: SigningKey[] }>((await rawRows(test)).get(SIGNING_ROW)!, kekOf(test.dataDir));
    expect(ring.keys.map((key) => key.kid)).toEqual([newKid]);
    expect((await first.publicJwks()).map((key) => key.kid)).toEqual([newKid]);
    const list = (await runKeysCommand(test.db, 'list', settings, clock))!;
    expect(list).toBe(
      `key-encryption key ${kekIdOf(list)} (${test.dataDir}/key-encryption.key)\n  ${newKid}  created 2026-11-25T12:01:00.000Z  signs\n`,
    );
  });

  it('rotates on its own a signing key 90 days old, with the same grace', async () => {
    // Continues from the rotation above: the signing key was created at 2026-11-25T12:01:00Z.
    let clock = new Date('2027-02-23T12:00:59.000Z');
    const signer = await createTokenSigner(
      await openServerKeys(test.db, { dataDir: test.dataDir }, () => clock),
      ISSUER,
      {
        now: () => clock,
      },
    );
    const claims = { kind: 'public', clientId: 'estante-web' } as const;
    const before = await signer.sign(claims, 300);
    const ninetyDayKid = kidOf(before);
    clock = new Date('2027-02-23T12:01:00.000Z');
    await signer.refresh();
    const after = await signer.sign(claims, 300);
    expect(kidOf(after)).not.toBe(ninetyDayKid);
    // Another server agrees: it reads the rotated ring rather than rotating again.
    const other = await createTokenSigner(
      await openServerKeys(second.db, { dataDir: test.dataDir }, () => clock),
      ISSUER,
      {
        now: () => clock,
      },
    );
    expect(kidOf(await other.sign(claims, 300))).toBe(kidOf(after));
    clock = new Date('2027-02-23T12:05:00.000Z');
    expect(await other.verify(before)).toEqual({ kind: 'public', clientId: 'estante-web' });
    const ring = await openRow<{ keys: SigningKey[] }>((await rawRows(test)).get(SIGNING_ROW)!, kekOf(test.dataDir));
    expect(ring.keys.map((key) => [key.kid, key.createdAt, key.retireAt])).toEqual([
      [ninetyDayKid, '2026-11-25T12:01:00.000Z', '2027-02-23T13:02:00.000Z'],
      [kidOf(after), '2027-02-23T12:01:00.000Z', undefined],
    ]);
  });
});
