import { coinsContext, matchWebRoute } from '@estante/contracts';
import type { BibliographicRecord } from '@estante/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { PageExtras } from '../http/web-app.plugin.ts';
import { coverUrl } from '../search/index.ts';
import { ensureInstitution } from '../site-parameters/index.ts';
import { readPublicRecords } from '../sru/index.ts';
import { holdingsByLibrary } from './discovery.repository.ts';
import { jsonLdScript, schemaTypeOf, titleJsonLd } from './json-ld.ts';
import { escapeMarkup, publicBase, titlePageUrl, titleParts } from './markup.ts';

/** Longest meta description: search engines show about 160 characters; a little more reads better in previews. */
const DESCRIPTION_LENGTH = 300;

function shorten(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** "Title : subtitle / Author. Place : Publisher, 2010." or, when the record has one, its summary. */
function describe(record: BibliographicRecord): string {
  if (record.summary) return shorten(record.summary, DESCRIPTION_LENGTH);
  const author = record.authors.find((entry) => entry.main) ?? record.authors[0];
  const parts = [record.title, author?.name, record.publication.imprint];
  return shorten(parts.filter(Boolean).join('. '), DESCRIPTION_LENGTH);
}

/** Links every page of the catalogue carries: the OpenSearch description, the unAPI server and the new titles' feed. */
function commonLinks(siteName: string): string {
  const name = escapeMarkup(siteName);
  return [
    `<link rel="search" type="application/opensearchdescription+xml" title="${name}" href="/opensearch.xml" />`,
    '<link rel="unapi-server" type="application/xml" title="unAPI" href="/unapi" />',
    `<link rel="alternate" type="application/atom+xml" title="${name}" href="/feeds/novidades.atom" />`,
  ]
    .map((line) => `  ${line}`)
    .join('\n');
}

/**
 * The markup of a page for machines (docs/interoperability.md): on every page the links above; on a title page
 * (/acervo/{id} and its sections) also its `<title>`, description, canonical link, OpenGraph tags and schema.org
 * JSON-LD in the head, and in the body a COinS span and the unAPI id, which Zotero's connector reads.
 */
export async function pageExtras(context: AppContext, request: FastifyRequest): Promise<PageExtras> {
  const institution = await ensureInstitution(context.db);
  const head = commonLinks(institution.name);
  const recordId = Number(matchWebRoute(request.url.split('?')[0] ?? '/')?.params.codAcervo);
  if (!Number.isInteger(recordId) || recordId < 1) return { head, body: '' };
  const [row] = await readPublicRecords(context.db, [recordId]);
  if (!row) return { head, body: '' };

  const record = JSON.parse(row.extracted_json) as BibliographicRecord;
  const base = publicBase(context.config);
  const url = titlePageUrl(base, recordId);
  const holdings = await holdingsByLibrary(context.db, recordId);
  const title = titleParts(record).full;
  const description = describe(record);
  const cover = coverUrl({ id: recordId, has_cover: row.has_cover });
  const ogType = schemaTypeOf(record.workTypeCode) === 'Book' ? 'book' : 'website';
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `  <meta ${attribute}="${key}" content="${escapeMarkup(value)}" />` : '';
  const lines = [
    head,
    meta('name', 'description', description),
    `  <link rel="canonical" href="${escapeMarkup(url)}" />`,
    meta('property', 'og:type', ogType),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', institution.name),
    meta('property', 'og:image', cover ? `${base}${cover}` : undefined),
    ...(ogType === 'book' ? record.isbns.map((isbn) => meta('property', 'book:isbn', isbn.isbn13)) : []),
    meta('property', 'book:release_date', ogType === 'book' ? record.publication.year?.toString() : undefined),
    `  <script type="application/ld+json">${jsonLdScript(titleJsonLd(record, holdings, url))}</script>`,
  ];
  const coins = coinsContext({
    workTypeCode: record.workTypeCode,
    title,
    authors: record.authors.map((author) => author.name),
    date: record.publication.year?.toString() ?? record.publication.date,
    publisher: record.publication.publisher,
    place: record.publication.place,
    edition: record.edition,
    isbn: record.isbns[0]?.isbn13,
    issn: record.issns[0],
    url,
  });
  const body = [
    `  <span class="Z3988" title="${escapeMarkup(coins)}"></span>`,
    `  <abbr class="unapi-id" title="${recordId}"></abbr>`,
  ].join('\n');
  return { title: escapeMarkup(`${title} | ${institution.name}`), head: lines.filter(Boolean).join('\n'), body };
}
