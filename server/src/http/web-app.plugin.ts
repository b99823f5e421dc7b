import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { matchWebRoute } from '@estante/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { authorityPageExists, recordPageExists } from './web-page.repository.ts';

/**
 * Serves the built web app. Any GET or HEAD that is not an API path and not a file gets index.html, so
 * the React router handles the spec's routes (history-API fallback): with 200 for a route of the app
 * (pageStatus) and 404 for any other path, where the same page renders the not-found screen. Returns false
 * when the web app has not been built.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // index.html (and its .br/.gz copies) is sent by sendIndexPage only, with the response's CSP nonce.
    globIgnore: ['index.html', 'index.html.*'],
    // The build writes .br and .gz copies (web/vite.config.ts); sent to browsers that accept them.
    preCompressed: true,
    setHeaders(response, filePath) {
      // Vite puts a content hash in asset names, so they can be cached for a year.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  return true;
}

const INDEX_PATH = '/index.html';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/oauth/');
}

/** Paths the router never owns: API calls and missing static files (a stale asset must be 404, not a page). */
export function isFallbackPath(url: string): boolean {
  if (url.split('?')[0] === INDEX_PATH) return true;
  return !isApiPath(url) && !url.startsWith('/assets/') && !/\.[a-z0-9]{2,5}(\?|$)/i.test(url);
}

/**
 * The status of a page of the web app: 200 when the path is one of its routes (WEB_ROUTES in contracts, with their
 * closed lists of guides and title sections) and the record or authority it names exists (one primary-key lookup),
 * 404 otherwise. The browser then renders the not-found screen from the same index.html.
 */
export async function pageStatus(db: Kysely<Database>, url: string): Promise<200 | 404> {
  const pathname = url.split('?')[0] ?? url;
  if (pathname === INDEX_PATH) return 200;
  const match = matchWebRoute(pathname);
  if (!match) return 404;
  const { codAcervo, codAutoridade } = match.params;
  if (codAcervo !== undefined && !(await recordPageExists(db, Number(codAcervo)))) return 404;
  if (codAutoridade !== undefined && !(await authorityPageExists(db, Number(codAutoridade)))) return 404;
  return 200;
}

/**
 * What the server writes into a page for machines that read HTML without running it (crawlers, link previews,
 * Zotero): a `<title>` replacing the app's, markup for the head and for the end of the body (docs/interoperability.md).
 * Built by discovery/ and handed to the error handler by app.ts; the texts are already escaped.
 */
export interface PageExtras {
  title?: string;
  head: string;
  body: string;
}

export type PageExtrasProvider = (request: FastifyRequest) => Promise<PageExtras | undefined>;

/**
 * Sends the web app's index.html with the response's CSP style nonce in `<meta name="csp-nonce">`: the captcha widget
 * (altcha) reads it there to tag the stylesheet it injects, which the strict style-src would refuse otherwise; and
 * with the script nonce on the page's inline script.
 */
export async function sendIndexPage(
  reply: FastifyReply,
  distDir: string,
  status = 200,
  extras?: PageExtras,
): Promise<FastifyReply> {
  let html = await fs.promises.readFile(path.join(distDir, 'index.html'), 'utf8');
  if (extras) {
    if (extras.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, `<title>${extras.title}</title>`);
    html = html.replace('</head>', `${extras.head}\n  </head>`).replace('</body>', `${extras.body}\n  </body>`);
  }
  const nonce = reply.cspNonce?.style;
  let page = nonce ? html.replace('</head>', `  <meta name="csp-nonce" content="${nonce}" />\n  </head>`) : html;
  // The build's one inline script, the first-load hints (web/vite.config.ts), runs with the response's script nonce.
  const scriptNonce = reply.cspNonce?.script;
  if (scriptNonce) page = page.replaceAll('<script nonce="ESTANTE_CSP_NONCE">', `<script nonce="${scriptNonce}">`);
  // A fresh nonce per response: the page is never served from a cache, nor from the build's compressed copies.
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  const encoding = pageEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(page);
  return reply.header('content-encoding', encoding).send(compressPage(page, encoding));
}

/**
 * The page is 8–9 KB, half of it the first-load hints' data, and the first thing a phone downloads: compressed, it
 * is a third of that (Lighthouse counted the difference against the first paint). A few milliseconds' work at
 * most; a proxy in front that compresses sees `content-encoding` and leaves it alone.
 */
function pageEncoding(accepted: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const offered = new Set<string>();
  for (const entry of (Array.isArray(accepted) ? accepted.join(',') : (accepted ?? '')).split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) offered.add(name);
  }
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return undefined;
}

function compressPage(page: string, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(page, { level: 6 });
  return zlib.brotliCompressSync(page, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}
