import type { BibliographicRecord } from '@estante/core';
import type { LibraryHolding } from './discovery.repository.ts';
import { titleParts } from './markup.ts';

/**
 * schema.org types of the work types (contracts' codes): what Koha and VuFind publish for the same kinds of record.
 * Anything else is a CreativeWork. Every type and property written here is in the hand-checked vocabulary list of
 * json-ld.test.ts.
 */
const TYPE_OF_WORK: Record<number, string> = {
  1: 'Book',
  2: 'Periodical',
  3: 'Thesis',
  4: 'Thesis',
  5: 'Book',
  6: 'Movie',
  7: 'Map',
  8: 'MusicComposition',
  9: 'MusicRecording',
  10: 'MusicRecording',
  12: 'Article',
  17: 'Periodical',
  18: 'Thesis',
};

/** ISO 639-2/B codes of MARC's 008 → BCP 47 (schema.org's inLanguage), for the languages catalogues hold most. */
const LANGUAGE_TAGS: Record<string, string> = {
  por: 'pt',
  eng: 'en',
  spa: 'es',
  fre: 'fr',
  ita: 'it',
  ger: 'de',
  lat: 'la',
  dut: 'nl',
  rus: 'ru',
  jpn: 'ja',
  chi: 'zh',
  ara: 'ar',
  nep: 'ne',
  cat: 'ca',
  gre: 'el',
};

export function languageTag(code: string | undefined): string | undefined {
  return code ? LANGUAGE_TAGS[code] : undefined;
}

export function schemaTypeOf(workTypeCode: number): string {
  return TYPE_OF_WORK[workTypeCode] ?? 'CreativeWork';
}

type Json = Record<string, unknown>;

/**
 * A title's schema.org description (JSON-LD): the work with its authors, publisher, identifiers, subjects and one
 * Offer per library holding copies (businessFunction LeaseOut: a loan, availability from the copies on the shelf),
 * the shape Koha's and VuFind's record pages publish.
 */
export function titleJsonLd(record: BibliographicRecord, holdings: readonly LibraryHolding[], url: string): Json {
  const type = schemaTypeOf(record.workTypeCode);
  const person = (author: BibliographicRecord['authors'][number]) => ({
    '@type': author.kind === 'personal' ? 'Person' : 'Organization',
    name: author.name,
  });
  const authors = record.authors.filter((author) => !author.role || /aut|autor|author/i.test(author.role));
  const contributors = record.authors.filter((author) => !authors.includes(author));
  const description: Json = {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': url,
    url,
    name: titleParts(record).proper,
  };
  const { subtitle } = titleParts(record);
  if (subtitle) description.alternativeHeadline = subtitle;
  if (authors.length > 0) description.author = authors.map(person);
  if (contributors.length > 0) description.contributor = contributors.map(person);
  if (record.publication.year) description.datePublished = String(record.publication.year);
  if (record.publication.publisher)
    description.publisher = { '@type': 'Organization', name: record.publication.publisher };
  const language = languageTag(record.language);
  if (language) description.inLanguage = language;
  if (record.subjects.length > 0) description.about = record.subjects.map((name) => ({ '@type': 'Thing', name }));
  if (record.summary) description.description = record.summary;
  if (type === 'Book') {
    if (record.isbns.length > 0) description.isbn = record.isbns.map((isbn) => isbn.isbn13);
    if (record.edition) description.bookEdition = record.edition;
    if (record.workTypeCode === 5) description.bookFormat = 'https://schema.org/EBook';
  }
  if (type === 'Periodical' && record.issns.length > 0) description.issn = record.issns;
  if (holdings.length > 0) {
    description.offers = holdings.map((holding) => ({
      '@type': 'Offer',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: holding.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(holding.callNumber ? { sku: holding.callNumber } : {}),
      offeredBy: { '@type': 'Library', name: holding.libraryName },
      availableAtOrFrom: { '@type': 'Library', name: holding.libraryName },
    }));
  }
  return description;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text of a record can close the element. */
export function jsonLdScript(value: Json): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
