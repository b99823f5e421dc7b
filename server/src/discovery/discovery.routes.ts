import { LANGUAGE_HEADER, type LanguageTag, languageFromCode } from '@estante/contracts';
import type { BibliographicRecord, MarcRecord } from '@estante/core';
import { recordToMarcXmlElement } from '@estante/core';
import { toCslItem } from '@estante/core/citation';
import { toBibtex, toRis } from '@estante/core/export';
import { compileSearch, parseSearchQuery, SEARCH_LIMITS, type SearchParameters } from '@estante/search';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { FeatureOptions } from '../app-context.ts';
import { ensureInstitution, institutionParameters } from '../site-parameters/index.ts';
import { readPublicRecords, searchCataloguePage } from '../sru/index.ts';
import { countPublicRecords, newestRecordIds, sitemapRecords } from './discovery.repository.ts';
import { atomFeed, type Feed, feedEntry, rssFeed } from './feeds.ts';
import { escapeMarkup, publicBase, titlePageUrl } from './markup.ts';
import { toMods } from './mods.ts';

/** The sitemap protocol's limit of URLs per file (sitemaps.org); past it /sitemap.xml is an index of files. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Entries of a feed: a feed reader shows the newest; more is weight for nothing. */
const FEED_ENTRIES = 50;
/** A title is new for this many days unless `__novas_aquisicoes_dias` says otherwise, as the web's list of new titles. */
const NEW_ACQUISITION_DAYS = 90;
const DAY_MS = 86_400_000;

const TEXTS: Record<LanguageTag, { newTitles: string; search: string; searchCatalogue: string }> = {
  pt: { newTitles: 'Novas aquisições', search: 'Pesquisa', searchCatalogue: 'Pesquisar no catálogo de' },
  en: { newTitles: 'New acquisitions', search: 'Search', searchCatalogue: 'Search the catalogue of' },
  es: { newTitles: 'Nuevas adquisiciones', search: 'Búsqueda', searchCatalogue: 'Buscar en el catálogo de' },
  fr: { newTitles: 'Nouvelles acquisitions', search: 'Recherche', searchCatalogue: 'Rechercher dans le catalogue de' },
  it: { newTitles: 'Nuove acquisizioni', search: 'Ricerca', searchCatalogue: 'Cerca nel catalogo di' },
};

/** unAPI formats (https://web.archive.org/web/2020/http://unapi.info/specs/): what Zotero's connector may ask for. */
const UNAPI_FORMATS = {
  mods: { type: 'application/xml', docs: 'http://www.loc.gov/standards/mods/' },
  marcxml: { type: 'application/marcxml+xml', docs: 'http://www.loc.gov/standards/marcxml/' },
  ris: { type: 'application/x-research-info-systems', docs: 'https://en.wikipedia.org/wiki/RIS_(file_format)' },
  bibtex: { type: 'application/x-bibtex', docs: 'https://www.bibtex.org/Format/' },
} as const;
type UnapiFormat = keyof typeof UNAPI_FORMATS;

function unapiFormats(id?: string): string {
  const formats = Object.entries(UNAPI_FORMATS).map(
    ([name, format]) => `<format name="${name}" type="${format.type}" docs="${format.docs}"/>`,
  );
  const idAttribute = id === undefined ? '' : ` id="${escapeMarkup(id)}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<formats${idAttribute}>\n${formats.join('\n')}\n</formats>\n`;
}

const xml = (reply: FastifyReply, type = 'application/xml') => reply.type(`${type}; charset=utf-8`);

const FeedQuery = Type.Object({
  idioma: Type.Optional(Type.String({ maxLength: 2 })),
  termo: Type.Optional(
    Type.Union([Type.String({ maxLength: 10_000 }), Type.Array(Type.String({ maxLength: 10_000 }))]),
  ),
  tipo: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Array(Type.String({ maxLength: 40 }))])),
  posicao: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Array(Type.String({ maxLength: 40 }))])),
  operador: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Array(Type.String({ maxLength: 40 }))])),
  filtro: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Array(Type.String({ maxLength: 400 }))])),
  ordenacao: Type.Optional(Type.String({ maxLength: 4 })),
  similares: Type.Optional(Type.String({ maxLength: 5 })),
});

/**
 * What machines read besides the API (docs/interoperability.md): robots.txt, the sitemap (an index of sitemaps past
 * `urlsPerFile` titles), the OpenSearch description, Atom and RSS feeds of new acquisitions and of any search (the
 * web's search parameters), and unAPI (MODS, MARCXML, RIS, BibTeX) for Zotero.
 */
export const discoveryRoutes: FastifyPluginAsyncTypebox<FeatureOptions & { urlsPerFile?: number }> = async (
  app,
  { context, urlsPerFile = SITEMAP_URLS_PER_FILE },
) => {
  const { db } = context;
  const base = publicBase(context.config);
  const tags = ['interoperability'];

  app.get('/robots.txt', { schema: { tags, summary: 'Crawling rules and the sitemap' } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    // The personal area, the basket, the staff console, sign-in and the API are no pages to index.
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /meupergamum',
      'Disallow: /cesta',
      'Disallow: /equipe',
      'Disallow: /login',
      'Disallow: /sair',
      'Disallow: /feeds/busca',
      'Disallow: /sru',
      'Disallow: /unapi',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });

  const urlset = async (page: number) => {
    const rows = await sitemapRecords(db, { offset: (page - 1) * urlsPerFile, limit: urlsPerFile });
    const urls = rows.map(
      (row) => `<url><loc>${titlePageUrl(base, row.id)}</loc><lastmod>${row.updated_at.slice(0, 10)}</lastmod></url>`,
    );
    // The home page heads the first file.
    if (page === 1) urls.unshift(`<url><loc>${base}/</loc></url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  };

  app.get(
    '/sitemap.xml',
    { schema: { tags, summary: 'Sitemap of the title pages, or an index of sitemaps' } },
    async (_request, reply) => {
      xml(reply);
      const files = Math.ceil((await countPublicRecords(db)) / urlsPerFile);
      if (files <= 1) return urlset(1);
      const entries = Array.from(
        { length: files },
        (_, at) => `<sitemap><loc>${base}/sitemap-${at + 1}.xml</loc></sitemap>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
    },
  );

  app.get(
    '/sitemap-:file',
    {
      schema: {
        tags,
        summary: 'One file of the sitemap index',
        params: Type.Object({ file: Type.String({ pattern: '^[1-9][0-9]{0,5}\\.xml$' }) }),
      },
    },
    async (request, reply) => {
      const page = Number.parseInt(request.params.file, 10);
      const files = Math.ceil((await countPublicRecords(db)) / urlsPerFile);
      if (page > files) return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
      return xml(reply).send(await urlset(page));
    },
  );

  app.get(
    '/opensearch.xml',
    { schema: { tags, summary: 'OpenSearch description of the catalogue' } },
    async (request, reply) => {
      const institution = await ensureInstitution(db);
      const texts = TEXTS[languageFromCode(request.headers[LANGUAGE_HEADER] as string | undefined)];
      xml(reply, 'application/opensearchdescription+xml');
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">\n' +
        // ShortName: at most 16 characters (OpenSearch 1.1).
        `<ShortName>${escapeMarkup((institution.acronym || institution.name).slice(0, 16))}</ShortName>\n` +
        `<Description>${escapeMarkup(`${texts.searchCatalogue} ${institution.name}`)}</Description>\n` +
        '<InputEncoding>UTF-8</InputEncoding>\n' +
        `<Image type="image/svg+xml">${base}/favicon.svg</Image>\n` +
        `<Url type="text/html" method="get" template="${base}/?termo={searchTerms}"/>\n` +
        `<Url type="application/atom+xml" template="${base}/feeds/busca.atom?termo={searchTerms}"/>\n` +
        `<Url type="application/rss+xml" template="${base}/feeds/busca.rss?termo={searchTerms}"/>\n` +
        `<Url type="application/opensearchdescription+xml" rel="self" template="${base}/opensearch.xml"/>\n` +
        '</OpenSearchDescription>\n'
      );
    },
  );

  const sendFeed = async (
    reply: FastifyReply,
    format: 'atom' | 'rss',
    feed: Omit<Feed, 'entries' | 'updated' | 'author'>,
    ids: number[],
  ) => {
    const institution = await ensureInstitution(db);
    const rows = await readPublicRecords(db, ids);
    const entries = rows.map((row) => feedEntry(row, titlePageUrl(base, row.id)));
    // ISO timestamps sort as text; an empty feed was updated now.
    const updated =
      entries
        .map((entry) => entry.updated)
        .sort()
        .at(-1) ?? context.now().toISOString();
    const whole: Feed = { ...feed, author: institution.name, updated, entries };
    return format === 'atom'
      ? xml(reply, 'application/atom+xml').send(atomFeed(whole))
      : xml(reply, 'application/rss+xml').send(rssFeed(whole));
  };
  const FormatParams = Type.Object({ format: Type.Union([Type.Literal('atom'), Type.Literal('rss')]) });

  app.get(
    '/feeds/novidades.:format',
    {
      schema: {
        tags,
        summary: 'Atom or RSS feed of the titles added recently',
        params: FormatParams,
        querystring: FeedQuery,
      },
    },
    async (request, reply) => {
      const institution = await ensureInstitution(db);
      const configured = Number(institutionParameters(institution).__novas_aquisicoes_dias);
      const days =
        Number.isInteger(configured) && configured >= 1 && configured <= 3650 ? configured : NEW_ACQUISITION_DAYS;
      const since = new Date(context.now().getTime() - days * DAY_MS).toISOString();
      const texts = TEXTS[languageFromCode(request.query.idioma)];
      const { format } = request.params;
      return sendFeed(
        reply,
        format,
        {
          title: `${texts.newTitles} | ${institution.name}`,
          self: `${base}/feeds/novidades.${format}`,
          page: `${base}/`,
        },
        await newestRecordIds(db, since, FEED_ENTRIES),
      );
    },
  );

  app.get(
    '/feeds/busca.:format',
    {
      schema: {
        tags,
        summary: 'Atom or RSS feed of a search (the parameters of GET /api/consulta)',
        params: FormatParams,
        querystring: FeedQuery,
      },
    },
    async (request, reply) => {
      const { idioma, ...parameters } = request.query;
      const query = parseSearchQuery({ ...(parameters as SearchParameters), quantPag: FEED_ENTRIES });
      const page = await searchCataloguePage(
        context.search,
        (catalogue) =>
          compileSearch(query, new Map(), (word, columns) => catalogue.expandTruncation(word, columns))?.expression ?? {
            kind: 'words',
            columns: ['title'],
            words: [[]],
          },
        {
          offset: 0,
          limit: Math.min(FEED_ENTRIES, SEARCH_LIMITS.maxPageSize),
          sort: query.sort,
          filters: query.filters,
        },
      );
      const institution = await ensureInstitution(db);
      const texts = TEXTS[languageFromCode(idioma)];
      const terms = query.rows.map((row) => row.text).join(' ');
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(parameters)) {
        for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(key, item);
      }
      const { format } = request.params;
      return sendFeed(
        reply,
        format,
        {
          title: `${texts.search}: ${terms} | ${institution.name}`,
          self: `${base}/feeds/busca.${format}?${search}`,
          page: `${base}/?${search}`,
        },
        page.ids,
      );
    },
  );

  app.get(
    '/unapi',
    {
      schema: {
        tags,
        summary: 'unAPI: the formats of a title, or the title in one format (MODS, MARCXML, RIS, BibTeX)',
        querystring: Type.Object({
          id: Type.Optional(Type.String({ maxLength: 20 })),
          format: Type.Optional(Type.String({ maxLength: 20 })),
        }),
      },
    },
    async (request, reply) => {
      const { id, format } = request.query;
      if (id === undefined) return xml(reply).send(unapiFormats());
      const recordId = /^[1-9][0-9]{0,11}$/.test(id) ? Number(id) : undefined;
      const [row] = recordId ? await readPublicRecords(db, [recordId]) : [];
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
      // unAPI: 300 Multiple Choices lists the formats of an object.
      if (format === undefined) return xml(reply).status(300).send(unapiFormats(id));
      if (!(format in UNAPI_FORMATS))
        return reply.status(406).type('text/plain; charset=utf-8').send('Format not available\n');
      const record = JSON.parse(row.extracted_json) as BibliographicRecord;
      const url = titlePageUrl(base, row.id);
      const chosen = format as UnapiFormat;
      reply.type(`${UNAPI_FORMATS[chosen].type}; charset=utf-8`);
      if (chosen === 'mods') return toMods(record, row.id, url);
      if (chosen === 'marcxml')
        return `<?xml version="1.0" encoding="UTF-8"?>\n${recordToMarcXmlElement(JSON.parse(row.marc_json) as MarcRecord, { namespace: true })}`;
      const item = toCslItem(record, row.id, { accessed: context.now() });
      return chosen === 'ris' ? toRis([{ ...item, URL: url }]) : toBibtex([{ ...item, URL: url }]);
    },
  );
};
