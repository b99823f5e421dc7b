import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMarcFile } from '@estante/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcRecords } from '../catalogue/import/import-marc.ts';
import { marcDataDir } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { discoveryRoutes } from './discovery.routes.ts';

/**
 * What machines read, over real HTTP without JavaScript, on the real records of evergreen_concerto_extras.mrc: the
 * title page's head (title, description, canonical, OpenGraph, JSON-LD checked against schema.org's vocabulary) and
 * COinS, robots.txt, the sitemap and its index, OpenSearch, the feeds and unAPI.
 */
const PAGE =
  '<!doctype html><html lang="pt"><head><meta charset="UTF-8" /><title>Estante</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
const BASE = 'https://catalogo.example.org';

let testApp: TestApp;
let webDist: string;
let origin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-discovery-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), PAGE);
  testApp = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: `${BASE}/` });
  const { db } = testApp.app.context;
  await importMarcRecords(testApp.app.context, readMarcFile(path.join(marcDataDir(), 'evergreen_concerto_extras.mrc')));
  // Keyed by the title proper (the column also holds the subtitle).
  for (const row of await db.selectFrom('records').select(['id', 'title']).execute())
    ids[row.title.split(' : ')[0]!] = row.id;
  await db.updateTable('records').set({ suppressed: 1 }).where('id', '=', ids.Coraline!).execute();
  // Two libraries hold Kraken: one copy on the shelf in one, the only copy out on loan in the other.
  const now = '2026-11-20T10:00:00.000Z';
  const library = async (code: string, name: string) =>
    (await db.insertInto('libraries').values({ code, name }).returning('id').executeTakeFirstOrThrow()).id;
  const central = await library('CEN', 'Biblioteca Central');
  const branch = await library('SET', 'Biblioteca Setorial de Artes');
  const copy = (library_id: number, status: 'available' | 'on_loan') => ({
    record_id: ids.Kraken!,
    library_id,
    status,
    call_number: 'FIC MIE',
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('copies')
    .values([copy(central, 'available'), copy(central, 'on_loan'), copy(branch, 'on_loan')])
    .execute();
  // New acquisitions: only Kraken and Stardust entered in the last 90 days, Stardust last.
  await db.updateTable('records').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
  await db
    .updateTable('records')
    .set({ created_at: '2026-11-01T00:00:00.000Z' })
    .where('id', '=', ids.Kraken!)
    .execute();
  await db
    .updateTable('records')
    .set({ created_at: '2026-11-10T00:00:00.000Z' })
    .where('id', '=', ids.Stardust!)
    .execute();
  origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

async function get(pathname: string) {
  const response = await fetch(`${origin}${pathname}`, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};
const attribute = (html: string, pattern: RegExp) =>
  pattern.exec(html)?.[1]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

/**
 * The schema.org terms the JSON-LD may use, checked by hand against schema.org's pages (the types' "Properties from"
 * tables): each type with its parent types, each property with the types it is defined on, and the enumeration
 * members written as values.
 */
const SCHEMA_TYPES: Record<string, string[]> = {
  Thing: [],
  CreativeWork: ['Thing'],
  CreativeWorkSeries: ['CreativeWork'],
  Book: ['CreativeWork'],
  Periodical: ['CreativeWorkSeries'],
  Thesis: ['CreativeWork'],
  Movie: ['CreativeWork'],
  Map: ['CreativeWork'],
  MusicComposition: ['CreativeWork'],
  MusicRecording: ['CreativeWork'],
  Article: ['CreativeWork'],
  Person: ['Thing'],
  Organization: ['Thing'],
  Place: ['Thing'],
  LocalBusiness: ['Organization', 'Place'],
  Library: ['LocalBusiness'],
  Intangible: ['Thing'],
  Offer: ['Intangible'],
};
const SCHEMA_PROPERTIES: Record<string, string[]> = {
  name: ['Thing'],
  url: ['Thing'],
  description: ['Thing'],
  alternativeHeadline: ['CreativeWork'],
  author: ['CreativeWork'],
  contributor: ['CreativeWork'],
  datePublished: ['CreativeWork'],
  publisher: ['CreativeWork'],
  inLanguage: ['CreativeWork'],
  about: ['CreativeWork'],
  offers: ['CreativeWork'],
  isbn: ['Book'],
  bookEdition: ['Book'],
  bookFormat: ['Book'],
  issn: ['CreativeWorkSeries'],
  businessFunction: ['Offer'],
  availability: ['Offer'],
  sku: ['Offer'],
  offeredBy: ['Offer'],
  availableAtOrFrom: ['Offer'],
};
const SCHEMA_MEMBERS = ['https://schema.org/InStock', 'https://schema.org/OutOfStock', 'https://schema.org/EBook'];

function ancestry(type: string): string[] {
  return [type, ...(SCHEMA_TYPES[type] ?? []).flatMap(ancestry)];
}

/** Every @type and property of a JSON-LD node (and of the nodes inside it) that schema.org does not define there. */
function vocabularyProblems(node: unknown, where = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, at) => vocabularyProblems(item, `${where}[${at}]`));
  if (typeof node === 'string')
    return node.startsWith('https://schema.org/') && !SCHEMA_MEMBERS.includes(node) ? [`${where}: ${node}`] : [];
  if (typeof node !== 'object' || node === null) return [];
  const object = node as Record<string, unknown>;
  const type = object['@type'];
  if (typeof type !== 'string' || !(type in SCHEMA_TYPES)) return [`${where}: unknown type ${String(type)}`];
  const types = ancestry(type);
  return Object.entries(object).flatMap(([key, value]) => {
    if (key.startsWith('@')) return [];
    const domains = SCHEMA_PROPERTIES[key];
    if (!domains) return [`${where}.${key}: unknown property`];
    if (!domains.some((domain) => types.includes(domain))) return [`${where}.${key}: not a property of ${type}`];
    return vocabularyProblems(value, `${where}.${key}`);
  });
}

describe('the title page for machines', () => {
  it('carries the title, description, canonical link, OpenGraph, JSON-LD with offers per library, COinS and unAPI', async () => {
    const page = await get(`/acervo/${ids.Kraken}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Kraken : an anatomy | Biblioteca</title>');
    expect(page.body).not.toContain('<title>Estante</title>');
    expect(attribute(page.body, /<meta name="description" content="([^"]*)"/)).toMatch(
      /^Being chased by cults, a maniac/,
    );
    expect(page.body).toContain(`<link rel="canonical" href="${BASE}/acervo/${ids.Kraken}" />`);
    expect(page.body).toContain('<meta property="og:type" content="book" />');
    expect(page.body).toContain('<meta property="og:title" content="Kraken : an anatomy" />');
    expect(page.body).toContain(`<meta property="og:url" content="${BASE}/acervo/${ids.Kraken}" />`);
    expect(page.body).toContain('<meta property="book:isbn" content="9780345497499" />');
    // The app's own markup stays: the browser still runs the React app.
    expect(page.body).toContain('<div id="root"></div>');

    expect(jsonLdOf(page.body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Book',
      '@id': `${BASE}/acervo/${ids.Kraken}`,
      url: `${BASE}/acervo/${ids.Kraken}`,
      name: 'Kraken',
      alternativeHeadline: 'an anatomy',
      author: [{ '@type': 'Person', name: 'Miéville, China' }],
      datePublished: '2010',
      publisher: { '@type': 'Organization', name: 'Del Rey/Ballantine Books' },
      inLanguage: 'en',
      about: expect.arrayContaining([{ '@type': 'Thing', name: 'Giant squids -- Fiction' }]),
      description: expect.stringMatching(/^Being chased by cults/),
      isbn: ['9780345497499'],
      bookEdition: '1st ed.',
      offers: [
        {
          '@type': 'Offer',
          businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
          availability: 'https://schema.org/InStock',
          sku: 'FIC MIE',
          offeredBy: { '@type': 'Library', name: 'Biblioteca Central' },
          availableAtOrFrom: { '@type': 'Library', name: 'Biblioteca Central' },
        },
        {
          '@type': 'Offer',
          businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
          availability: 'https://schema.org/OutOfStock',
          sku: 'FIC MIE',
          offeredBy: { '@type': 'Library', name: 'Biblioteca Setorial de Artes' },
          availableAtOrFrom: { '@type': 'Library', name: 'Biblioteca Setorial de Artes' },
        },
      ],
    });

    const coins = attribute(page.body, /<span class="Z3988" title="([^"]*)"><\/span>/);
    expect(new URLSearchParams(coins)).toEqual(
      new URLSearchParams({
        ctx_ver: 'Z39.88-2004',
        rft_val_fmt: 'info:ofi/fmt:kev:mtx:book',
        'rft.genre': 'book',
        'rft.btitle': 'Kraken : an anatomy',
        'rft.au': 'Miéville, China',
        'rft.date': '2010',
        'rft.pub': 'Del Rey/Ballantine Books',
        'rft.place': 'New York',
        'rft.edition': '1st ed.',
        'rft.isbn': '9780345497499',
        rft_id: `${BASE}/acervo/${ids.Kraken}`,
      }),
    );
    expect(page.body).toContain(`<abbr class="unapi-id" title="${ids.Kraken}"></abbr>`);
    expect(page.body).toContain('<link rel="unapi-server" type="application/xml" title="unAPI" href="/unapi" />');
  });

  it("writes only schema.org's types and properties, for every title of the catalogue", async () => {
    const types = new Set<string>();
    for (const [title, id] of Object.entries(ids)) {
      if (title === 'Coraline') continue;
      const page = await get(`/acervo/${id}/exemplares`);
      const jsonLd = jsonLdOf(page.body);
      expect(jsonLd, title).toBeDefined();
      expect(vocabularyProblems(jsonLd), title).toEqual([]);
      types.add(jsonLd!['@type'] as string);
    }
    // The file's work types: books, e-books, a periodical, video, music and sound recordings.
    expect([...types].sort()).toEqual(['Book', 'CreativeWork', 'Movie', 'MusicRecording', 'Periodical']);
  });

  it('links OpenSearch on every page and writes nothing of a suppressed or missing title', async () => {
    const home = await get('/?termo=gaiman');
    expect(home.body).toContain(
      '<link rel="search" type="application/opensearchdescription+xml" title="Biblioteca" href="/opensearch.xml" />',
    );
    expect(home.body).toContain('<title>Estante</title>');
    expect(jsonLdOf(home.body)).toBeUndefined();
    for (const pathname of [`/acervo/${ids.Coraline}`, '/acervo/999999']) {
      const page = await get(pathname);
      expect(page.status, pathname).toBe(404);
      expect(page.body, pathname).not.toContain('application/ld+json');
      expect(page.body, pathname).not.toContain('Z3988');
    }
  });
});

describe('robots.txt, sitemap and OpenSearch', () => {
  it('lets crawlers in, keeps them out of private pages and points to the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /meupergamum\n');
    expect(robots.body).toContain(`Sitemap: ${BASE}/sitemap.xml\n`);
  });

  it('lists the home page and every public title page in one sitemap', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.type).toBe('application/xml; charset=utf-8');
    const locations = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(51);
    expect(locations[0]).toBe(`${BASE}/`);
    expect(locations).toContain(`${BASE}/acervo/${ids.Kraken}`);
    expect(locations).not.toContain(`${BASE}/acervo/${ids.Coraline}`);
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('becomes an index of sitemap files past the limit of URLs per file', async () => {
    // The same routes with 20 URLs per file instead of 50,000, on the same database.
    const small = Fastify();
    await small.register(discoveryRoutes, { context: testApp.app.context, urlsPerFile: 20 });
    try {
      const index = await small.inject('/sitemap.xml');
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect([...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
        `${BASE}/sitemap-1.xml`,
        `${BASE}/sitemap-2.xml`,
        `${BASE}/sitemap-3.xml`,
      ]);
      const counts = [];
      for (const file of [1, 2, 3])
        counts.push((await small.inject(`/sitemap-${file}.xml`)).body.split('<url>').length - 1);
      // 50 public titles and the home page.
      expect(counts).toEqual([21, 20, 10]);
      expect((await small.inject('/sitemap-4.xml')).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('describes the catalogue as a search engine for browsers', async () => {
    const description = await get('/opensearch.xml');
    expect(description.type).toBe('application/opensearchdescription+xml; charset=utf-8');
    expect(description.body).toContain('<ShortName>BIB</ShortName>');
    expect(description.body).toContain('<Description>Pesquisar no catálogo de Biblioteca</Description>');
    expect(description.body).toContain(`<Url type="text/html" method="get" template="${BASE}/?termo={searchTerms}"/>`);
    expect(description.body).toContain(
      `<Url type="application/atom+xml" template="${BASE}/feeds/busca.atom?termo={searchTerms}"/>`,
    );
  });
});

describe('feeds', () => {
  it('lists the new acquisitions, newest first, in Atom and RSS', async () => {
    const atom = await get('/feeds/novidades.atom');
    expect(atom.type).toBe('application/atom+xml; charset=utf-8');
    expect(atom.body).toContain('<title>Novas aquisições | Biblioteca</title>');
    expect([...atom.body.matchAll(/<entry><title>([^<]*)</g)].map((match) => match[1])).toEqual([
      'Stardust',
      'Kraken : an anatomy',
    ]);
    expect(atom.body).toContain(`<id>${BASE}/acervo/${ids.Kraken}</id>`);
    expect(atom.body).toContain('<author><name>Miéville, China</name></author>');
    const rss = await get('/feeds/novidades.rss?idioma=5');
    expect(rss.type).toBe('application/rss+xml; charset=utf-8');
    expect(rss.body).toContain('<title>New acquisitions | Biblioteca</title>');
    expect(rss.body).toContain('<pubDate>Sun, 01 Nov 2026 00:00:00 GMT</pubDate>');
  });

  it('follows any search with the parameters of the web search', async () => {
    const rss = await get('/feeds/busca.rss?termo=gaiman&tipo=autor');
    expect(rss.body).toContain('<title>Pesquisa: gaiman | Biblioteca</title>');
    expect(rss.body).toContain(`<link>${BASE}/?termo=gaiman&amp;tipo=autor</link>`);
    const titles = [...rss.body.matchAll(/<item><title>([^<]*)</g)].map((match) => match[1]);
    expect(titles.sort()).toEqual(['Blueberry girl', 'Stardust']);
    const atom = await get('/feeds/busca.atom?termo=kraken');
    expect([...atom.body.matchAll(/<entry><title>([^<]*)</g)].map((match) => match[1])).toEqual([
      'Kraken : an anatomy',
    ]);
  });
});

describe('unAPI', () => {
  it('lists its formats, those of a title, and answers each', async () => {
    const formats = await get('/unapi');
    expect(formats.body).toContain('<format name="mods" type="application/xml"');
    const ofTitle = await get(`/unapi?id=${ids.Kraken}`);
    expect(ofTitle.status).toBe(300);
    expect(ofTitle.body).toContain(`<formats id="${ids.Kraken}">`);

    const mods = await get(`/unapi?id=${ids.Kraken}&format=mods`);
    expect(mods.body).toContain('<mods xmlns="http://www.loc.gov/mods/v3" version="3.7">');
    expect(mods.body).toContain('<titleInfo><title>Kraken</title><subTitle>an anatomy</subTitle></titleInfo>');
    expect(mods.body).toContain('<identifier type="isbn">9780345497499</identifier>');
    expect(mods.body).toContain('<publisher>Del Rey/Ballantine Books</publisher>');
    const marc = await get(`/unapi?id=${ids.Kraken}&format=marcxml`);
    expect(marc.type).toBe('application/marcxml+xml; charset=utf-8');
    expect(marc.body).toContain('<subfield code="a">9780345497499 (hardcover : alk. paper)</subfield>');
    const ris = await get(`/unapi?id=${ids.Kraken}&format=ris`);
    expect(ris.body).toMatch(/^TY {2}- BOOK/m);
    expect(ris.body).toMatch(/^TI {2}- Kraken/m);
    expect(ris.body).toContain(`UR  - ${BASE}/acervo/${ids.Kraken}`);
    const bibtex = await get(`/unapi?id=${ids.Kraken}&format=bibtex`);
    expect(bibtex.body).toMatch(/^@book\{/);
    expect(bibtex.body).toContain('Kraken');
  });

  it('answers 404 for a missing or suppressed title and 406 for an unknown format', async () => {
    expect((await get('/unapi?id=999999&format=mods')).status).toBe(404);
    expect((await get(`/unapi?id=${ids.Coraline}&format=mods`)).status).toBe(404);
    expect((await get('/unapi?id=abc')).status).toBe(404);
    expect((await get(`/unapi?id=${ids.Kraken}&format=endnote`)).status).toBe(406);
  });
});
