import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type EstanteApp } from '../app.ts';
import { createPatron, TEST_PASSWORD } from '../auth/auth-fixtures.testing.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseConnection, openDatabase } from '../database/database.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { jsonDepthExceeds } from './body-limits.ts';

/**
 * Issue 27, findings 4 and 6 (docs/security.md, "Headers" and "Hostile clients"): security headers, slow clients
 * cut by the server's timeouts on real sockets, body size and JSON depth limits, paging bounds, per-client limits
 * shared by two servers on one database, load shedding and the search time limit.
 */

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('security headers', () => {
  let testApp: TestApp;
  let webDist: string;

  beforeAll(async () => {
    // A built web app of one page: the headers are the server's, whatever the page holds.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Estante</title></head><body></body></html>',
    );
    testApp = await createTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a strict CSP with a per-response nonce, no framing, nosniff, a referrer and a permissions policy', async () => {
    const page = await testApp.app.inject('/login');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name!, values.join(' ')];
      }),
    );
    const styleNonce = /'nonce-([0-9a-f]{32})'/.exec(directives.get('style-src') ?? '')?.[1];
    expect(styleNonce).toBeDefined();
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toMatch(/^'self' 'nonce-[0-9a-f]{32}'$/);
    expect(directives.get('style-src')).toBe(`'self' 'nonce-${styleNonce}'`);
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('script-src-attr')).toBe("'none'");
    expect(directives.get('worker-src')).toBe("'self' blob:");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // The captcha widget reads the nonce from the page to tag the stylesheet it injects.
    expect(page.body).toContain(`<meta name="csp-nonce" content="${styleNonce}" />`);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toBe(
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    );
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    // A fresh nonce on every page.
    const again = await testApp.app.inject('/login');
    expect(String(again.headers['content-security-policy'])).not.toContain(styleNonce);
    // index.html asked for by name is the same page with its own nonce, not the bare file.
    const byName = await testApp.app.inject('/index.html');
    const byNameNonce = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(
      String(byName.headers['content-security-policy']),
    )?.[1];
    expect(byName.statusCode).toBe(200);
    expect(byName.body).toContain(`<meta name="csp-nonce" content="${byNameNonce}" />`);
  });

  it('sends the same headers on API answers and errors', async () => {
    for (const url of ['/api/health', '/api/nao-existe', '/api/consulta?pagina=0']) {
      const response = await testApp.app.inject(url);
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('gives the Swagger UI a policy of its own that still forbids framing and inline script', async () => {
    const docs = await testApp.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none';",
    );
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS over plain http to no one, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const plain = await testApp.app.inject('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const forged = await testApp.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const proxied = await behindProxy.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const proxiedPlain = await behindProxy.app.inject('/api/health');
      expect(proxiedPlain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }

    const tls = await createTestApp({ PUBLIC_URL: 'https://biblioteca.exemplo.edu.br' });
    try {
      const response = await tls.app.inject('/api/health');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await tls.close();
    }
  });
});

/** Opens a raw connection and reports when the server closes it, and what it sent before. */
function rawConnection(port: number): {
  socket: net.Socket;
  closed: Promise<{ afterMs: number; received: string }>;
} {
  const started = performance.now();
  const socket = net.connect({ host: '127.0.0.1', port });
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {
    // A reset by the server is a close too.
  });
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => resolve({ afterMs: performance.now() - started, received }));
  });
  return { socket, closed };
}

/** Writes `piece` every `everyMs` while the socket is open: a client that is slow, not idle. */
function trickle(socket: net.Socket, piece: string, everyMs: number): () => void {
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(piece);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
  return () => clearInterval(timer);
}

describe('slow clients on real sockets', () => {
  const HEADERS_TIMEOUT_MS = 500;
  const REQUEST_TIMEOUT_MS = 1_000;
  // Node checks both timeouts every min(1 s, headers timeout): a connection lives at most that much longer.
  const CHECK_INTERVAL_MS = 500;
  const SLACK_MS = 1_500;
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp({
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('cuts slow-header connections once the header timeout has passed, with 408', async () => {
    const connections = Array.from({ length: 20 }, () => rawConnection(port));
    for (const { socket } of connections) {
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      // A header line every 100 ms: never idle, never finished.
      trickle(socket, 'X-Slow: 1\r\n', 100);
    }
    const outcomes = await Promise.all(connections.map(({ closed }) => closed));
    for (const { afterMs, received } of outcomes) {
      expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + CHECK_INTERVAL_MS + SLACK_MS);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('cuts slow-body connections once the request timeout has passed, with 408', async () => {
    const connections = Array.from({ length: 10 }, () => rawConnection(port));
    for (const { socket } of connections) {
      socket.write(
        'POST /api/acervo/exportar-cesta HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"acervos":[',
      );
      trickle(socket, '1,', 100);
    }
    const outcomes = await Promise.all(connections.map(({ closed }) => closed));
    for (const { afterMs, received } of outcomes) {
      expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_INTERVAL_MS + SLACK_MS);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { socket, closed } = rawConnection(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const { afterMs, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(afterMs).toBeLessThan(300 + SLACK_MS);
  });
});

describe('request bodies', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('measures nesting outside strings only, stopping at the limit', () => {
    expect(jsonDepthExceeds(nested(32), 32)).toBe(false);
    expect(jsonDepthExceeds(nested(33), 32)).toBe(true);
    // { [ { [ { { : six levels.
    expect(jsonDepthExceeds('{"a":[{"b":[1,2,{"c":{}}]}]}', 6)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1,2,{"c":{}}]}]}', 5)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ text: '[[[[[[[[[[{{{{{{' }), 2)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: 'a "quoted" \\ [[[[' }), 1)).toBe(false);
  });

  it('refuses a megabyte of nested JSON with 400 JsonMuitoAninhado before parsing it, in the caller language', async () => {
    // A staff route takes bodies of megabytes; the depth is checked before the body is parsed. The caller is
    // checked before the body is even read (docs/staff.md, "Guarding a route"), so the sender here is staff.
    const admin = await staffSession(testApp, 'admin-profundidade', ['siteAdmin']);
    const body = nested(500_000);
    await testApp.app.ready();
    const started = performance.now();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/secoes/faq/pt',
      headers: { 'content-type': 'application/json', idioma: '5', authorization: `Bearer ${admin.token}` },
      payload: body,
    });
    const elapsedMs = performance.now() - started;
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'JsonMuitoAninhado',
      message: 'The request body is nested too deeply.',
      details: { profundidadeMaxima: 32 },
    });
    // JSON.parse and the validator took 240 ms of CPU for this body (issue 27); the scan is one pass.
    expect(elapsedMs).toBeLessThan(1_000);

    const shallow = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/secoes/faq/pt',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ itens: [{ pergunta: 'a', resposta: 'b' }] }),
    });
    expect(shallow.statusCode).toBe(401);
  });

  it('refuses a body over the route limit with 413 CorpoMuitoGrande, announced or streamed', async () => {
    const payload = JSON.stringify({ acervos: [1], mensagem: 'x'.repeat(70 * 1024) });
    const announced = await testApp.app.inject({
      method: 'POST',
      url: '/api/acervo/exportar-cesta',
      headers: { 'content-type': 'application/json', idioma: '1' },
      payload,
    });
    expect(announced.statusCode).toBe(413);
    expect(announced.json().error).toEqual({
      code: 'CorpoMuitoGrande',
      message: 'O corpo da requisição é grande demais.',
    });

    // Without Content-Length (chunked), the limit is counted as the body arrives.
    const streamed = await testApp.app.inject({
      method: 'POST',
      url: '/api/acervo/exportar-cesta',
      headers: { 'content-type': 'application/json', idioma: '3' },
      payload: Readable.from([payload]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error.message).toBe('El cuerpo de la solicitud es demasiado grande.');

    // Staff routes take more (site texts and the FAQ).
    const staffSized = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/secoes/faq/pt',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ itens: [{ pergunta: 'a', resposta: 'x'.repeat(1024 * 1024) }] }),
    });
    expect(staffSized.statusCode).toBe(401);
  });
});

describe('paging and integer bounds', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const status = async (url: string) => (await testApp.app.inject(url)).statusCode;

  it('answers 400, never 500, to pages past the bound on every paged route', async () => {
    const routes = [
      '/api/consulta?termo=a&pagina=',
      '/api/consulta/indice/acervos?tipo=titulo&chave=a&pagina=',
      '/api/consulta/bibliotecas?page=',
      '/api/consulta/campus?page=',
      '/api/consulta/cursos?page=',
      '/api/autoridade?termo=a&pagina=',
      '/api/consulta/novas-aquisicoes?pagina=',
    ];
    for (const route of routes) {
      expect(await status(`${route}9223372036854775808`), route).toBe(400);
      expect(await status(`${route}10001`), route).toBe(400);
      expect(await status(`${route}0`), route).toBe(400);
    }
    expect(await status('/api/consulta?termo=a&pagina=10000')).toBe(200);
    expect(await status('/api/consulta?termo=a&quantPag=1001')).toBe(400);
    expect(await status('/api/consulta/indice?tipo=titulo&quantPag=1001')).toBe(400);
    expect(await status('/api/consulta?termo=a&quantPag=1000')).toBe(200);
  });

  it('answers 400 to an id beyond the database integer', async () => {
    const response = await testApp.app.inject('/api/acervo/9223372036854775808');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('RequisicaoInvalida');
    expect(await status('/api/acervo/2147483648')).toBe(400);
    expect(await status('/api/acervo/2147483647')).toBe(404);
  });
});

describe('per-client limits shared by two servers on one database', () => {
  let database: TestDatabase;
  let secondConnection: DatabaseConnection;
  let first: EstanteApp;
  let second: EstanteApp;
  let personId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATA_DIR: database.dataDir,
      DEMO_DATA: 'off',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      RATE_LIMIT: 'on',
      RATE_LIMIT_SEARCHES_PER_MINUTE: '3',
      RATE_LIMIT_WRITES_PER_MINUTE: '2',
      RATE_LIMIT_MAILS_PER_HOUR: '1',
      // Two apps in one process: the second one's start-up blocks the first one's event loop (load shedding is
      // proved on its own below).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, DATABASE_SCHEMA: database.schema! } : {}),
    };
    first = await buildApp(loadConfig(env), { database, logger: false });
    // The second server has its own connection, as another process or machine would.
    secondConnection = openDatabase({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      schema: database.schema,
    });
    second = await buildApp(loadConfig(env), { database: secondConnection, logger: false });
    ({ personId } = await createPatron(database.db, { logins: ['2024001'] }));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await secondConnection?.destroy();
    await database?.destroy();
  });

  const search = (app: EstanteApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ url: '/api/consulta?termo=a', remoteAddress, headers });

  it('counts the searches of one address on both servers and answers 429 with Retry-After past the limit', async () => {
    expect((await search(first, '127.0.0.1')).statusCode).toBe(200);
    expect((await search(second, '127.0.0.1')).statusCode).toBe(200);
    expect((await search(first, '127.0.0.1')).statusCode).toBe(200);
    const refused = await search(second, '127.0.0.1', { idioma: '7' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().error).toMatchObject({
      code: 'MuitasTentativas',
      message: 'Trop de tentatives consécutives. Patientez un instant puis réessayez.',
    });
    expect((await search(first, '127.0.0.1')).statusCode).toBe(429);
    // Another address has a bucket of its own.
    expect((await search(first, '127.0.0.2')).statusCode).toBe(200);
  });

  it('lets exactly the limit through when a burst reaches both servers at once', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) => search(index % 2 === 0 ? first : second, '127.0.0.20')),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('counts network catalogue and SRU searches in the same bucket as catalogue searches', async () => {
    const network = (app: EstanteApp) => app.inject({ url: '/api/rede/consulta?termo=a', remoteAddress: '127.0.0.30' });
    const sru = (app: EstanteApp) =>
      app.inject({ url: '/sru?version=1.2&operation=searchRetrieve&query=a', remoteAddress: '127.0.0.30' });
    expect((await network(first)).statusCode).not.toBe(429);
    expect((await sru(second)).statusCode).toBe(200);
    expect((await search(first, '127.0.0.30')).statusCode).toBe(200);
    // The limit (3 a minute here) is used up, whichever door the next search takes.
    expect((await network(second)).statusCode).toBe(429);
    expect((await sru(first)).statusCode).toBe(429);
    expect((await search(second, '127.0.0.30')).statusCode).toBe(429);
  });

  it('counts a signed-in person as the person, not the address', async () => {
    const token = await first.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: '127.0.0.9',
      payload: { grant_type: 'password', username: '2024001', password: TEST_PASSWORD },
    });
    expect(token.statusCode, token.body).toBe(200);
    const authorization = `Bearer ${token.json().access_token}`;
    // 127.0.0.1 has used its searches; the person has not, from there or from any other address.
    expect((await search(second, '127.0.0.1', { authorization })).statusCode).toBe(200);
    expect((await search(first, '127.0.0.5', { authorization })).statusCode).toBe(200);
    expect((await search(second, '127.0.0.6', { authorization })).statusCode).toBe(200);
    expect((await search(first, '127.0.0.7', { authorization })).statusCode).toBe(429);
    expect(personId).toBeGreaterThan(0);
  });

  it('limits writes before reading the body, and e-mails per hour', async () => {
    const write = (app: EstanteApp) =>
      app.inject({
        method: 'POST',
        url: '/api/unidade-informacao/comentario',
        remoteAddress: '127.0.0.3',
        payload: {},
      });
    expect((await write(first)).statusCode).not.toBe(429);
    expect((await write(second)).statusCode).not.toBe(429);
    const refused = await write(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    const recovery = (app: EstanteApp) =>
      app.inject({ url: `/api/pessoas/${personId}/recuperar-senha`, remoteAddress: '127.0.0.4' });
    expect((await recovery(second)).statusCode).not.toBe(429);
    const mailRefused = await recovery(first);
    expect(mailRefused.statusCode).toBe(429);
    // An hour's window: the wait is counted in minutes, not seconds.
    expect(Number(mailRefused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(mailRefused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('counts a basket export as an e-mail only when it sends one, not when it is a download', async () => {
    const basket = (app: EstanteApp, body: object) =>
      app.inject({ method: 'POST', url: '/api/acervo/exportar-cesta', remoteAddress: '127.0.0.8', payload: body });
    const download = await basket(first, { tipo: 'ris', acervos: [1] });
    expect(download.statusCode).not.toBe(429);
    // The hour's one e-mail is still there after the download: the request reaches the basket (which knows no record
    // 1 here), where counting the download as an e-mail answered 429.
    const mail = await basket(second, { tipo: 'ris', acervos: [1], opcoesEmail: { destinatarios: 'a@exemplo.br' } });
    expect(mail.statusCode).toBe(404);
  });
});

describe('load shedding', () => {
  it('answers 503 ServidorSobrecarregado with Retry-After past the heap threshold, and keeps /api/health', async () => {
    // A heap limit of one byte: under pressure from the first sample (taken every 10 ms).
    const testApp = await createTestApp({
      PRESSURE_MAX_HEAP_USED_BYTES: '1',
      PRESSURE_SAMPLE_INTERVAL_MS: '10',
      PRESSURE_RETRY_AFTER_SECONDS: '7',
    });
    try {
      let response = await testApp.app.inject({ url: '/api/consulta/ordenacao', headers: { idioma: '9' } });
      // The first sample is taken 10 ms after start-up; wait for it with the real timer, a few times at most.
      for (let attempt = 0; response.statusCode !== 503 && attempt < 50; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        response = await testApp.app.inject({ url: '/api/consulta/ordenacao', headers: { idioma: '9' } });
      }
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('7');
      expect(response.json().error).toMatchObject({
        code: 'ServidorSobrecarregado',
        message: 'Il server è sovraccarico. Riprovare tra qualche istante.',
      });
      const health = await testApp.app.inject('/api/health');
      expect(health.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
