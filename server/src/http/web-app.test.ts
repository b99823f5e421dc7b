import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { readMarcFile } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcRecords } from '../catalogue/import/import-marc.ts';
import { marcDataDir } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The web app's pages over real HTTP: a route of the app answers its index.html with 200, any other path the same
 * page with 404 (the browser renders the not-found screen), HEAD answers as GET without a body, and API paths keep
 * their JSON 404.
 */
const PAGE =
  '<!doctype html><html><head><title>Estante</title><script nonce="ESTANTE_CSP_NONCE">hints()</script></head>' +
  '<body><div id="root"></div></body></html>';

let testApp: TestApp;
let webDist: string;
let origin: string;
let recordId: number;
let suppressedId: number;
let authorityId: number;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), PAGE);
  testApp = await createTestApp({ WEB_DIST_DIR: webDist });
  const { context } = testApp.app;
  for (const file of ['evergreen_concerto_extras.mrc', 'authorities/evergreen_concerto_authorities.mrc'])
    await importMarcRecords(context, readMarcFile(path.join(marcDataDir(), file)));
  const [first, second] = await context.db.selectFrom('records').select('id').orderBy('id').limit(2).execute();
  recordId = first!.id;
  // A record the staff suppressed: no visitor sees it (docs/staff-catalogue.md).
  suppressedId = second!.id;
  await context.db.updateTable('records').set({ suppressed: 1 }).where('id', '=', suppressedId).execute();
  authorityId = (await context.db.selectFrom('authorities').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function page(pathname: string, method = 'GET') {
  const response = await fetch(`${origin}${pathname}`, { method, redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('pages of the web app', () => {
  it('answers the routes of the app with 200 and the page', async () => {
    const known = [
      '/',
      '/?termo=brasil',
      '/login?redirect=%2Fcesta',
      '/cesta',
      '/meupergamum',
      '/meupergamum/emprestimos',
      '/indice',
      '/autoridades',
      `/acervo/${recordId}`,
      `/acervo/${recordId}/marc`,
      `/acervo/${recordId}/exemplares`,
      `/autoridade/${authorityId}`,
      `/autoridade/${authorityId}/marc`,
      '/biblioteca',
      '/perguntas-frequentes',
      '/eventos',
      '/privacidade',
    ];
    for (const pathname of known) {
      const response = await page(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.type, pathname).toBe('text/html; charset=utf-8');
      expect(response.body, pathname).toContain('<div id="root"></div>');
    }
  });

  it('answers any other path, guide, section or missing or suppressed record with 404 and the same page', async () => {
    const unknown = [
      '/qualquercoisa',
      '/privacidades',
      '/biblioteca/extra',
      '/cesta/extra',
      '/acervo/999999999',
      `/acervo/${suppressedId}`,
      `/acervo/${suppressedId}/exemplares`,
      `/acervo/${recordId}/nao-existe`,
      '/acervo/abc',
      '/autoridade/999999999',
      '/login/x',
      '//indice',
    ];
    for (const pathname of unknown) {
      const response = await page(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.type, pathname).toBe('text/html; charset=utf-8');
      expect(response.body, pathname).toContain('<div id="root"></div>');
    }
  });

  it("gives the page's inline script (the build's first-load hints) the response's CSP script nonce", async () => {
    const first = await fetch(`${origin}/`);
    const body = await first.text();
    const scriptNonce = /script-src 'self' 'nonce-([0-9a-f]{32})'/.exec(
      String(first.headers.get('content-security-policy')),
    )?.[1];
    expect(scriptNonce).toBeDefined();
    expect(body).toContain(`<script nonce="${scriptNonce}">hints()</script>`);
    expect(body).not.toContain('ESTANTE_CSP_NONCE');
    // A fresh one on the next page.
    const again = await (await fetch(`${origin}/cesta`)).text();
    expect(again).not.toContain(scriptNonce);
    expect(again).toMatch(/<script nonce="[0-9a-f]{32}">hints\(\)<\/script>/);
  });

  it('compresses the page for a browser that accepts it, with Brotli first, and says it varies on that', async () => {
    /** The raw answer (fetch would decode it): its content-encoding, vary and body bytes. */
    const raw = (acceptEncoding: string | undefined) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        http
          .get(`${origin}/acervo/${recordId}`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                vary: response.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      });
    const brotli = await raw('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary?.toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toMatch(
      /<script nonce="[0-9a-f]{32}">hints\(\)<\/script>/,
    );
    const gzip = await raw('br;q=0, gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('<div id="root"></div>');
    for (const plain of [undefined, 'identity', 'deflate']) {
      const answer = await raw(plain);
      expect(answer.encoding, String(plain)).toBeUndefined();
      expect(answer.body.toString(), String(plain)).toContain('<div id="root"></div>');
    }
  });

  it('answers HEAD as GET, without a body', async () => {
    for (const [pathname, status] of [
      ['/', 200],
      ['/cesta', 200],
      [`/acervo/${recordId}`, 200],
      ['/qualquercoisa', 404],
    ] as const) {
      const response = await page(pathname, 'HEAD');
      expect(response.status, pathname).toBe(status);
      expect(response.type, pathname).toBe('text/html; charset=utf-8');
      expect(response.body, pathname).toBe('');
    }
  });

  it('keeps the JSON 404 of unknown API paths and missing files', async () => {
    const api = await page('/api/unknown');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'RegistroNaoEncontrado' } });
    const asset = await page('/assets/missing-123.js');
    expect(asset.status).toBe(404);
    expect(asset.type).toContain('application/json');
  });
});
