import { authorDisplayName } from './authors.ts';
import type { BibliographicRecord, SearchFields } from './bibliographic-record.ts';
import { uniqueStrings } from './text.ts';

/** Text per search field, for a fielded index (title, author, subject… searches of the spec). */
export type { SearchFields } from './bibliographic-record.ts';

/** Values of one search field are separated by a line break: a tokenizer reads it as a word boundary. */
const SEPARATOR = '\n';

function join(values: Iterable<string | undefined>): string {
  return uniqueStrings([...values].filter((value): value is string => !!value)).join(SEPARATOR);
}

/** Vernacular (880) texts whose partner tag matches, so they are found by the same fielded search. */
function vernacularOf(record: Omit<BibliographicRecord, 'searchFields' | 'fullText'>, pattern: RegExp): string[] {
  return record.vernacular.filter((text) => pattern.test(text.tag)).map((text) => text.text);
}

/** Build the fielded search texts from an extracted record. */
export function buildSearchFields(record: Omit<BibliographicRecord, 'searchFields' | 'fullText'>): SearchFields {
  return {
    title: join([
      record.title,
      record.titleVernacular,
      ...record.variantTitles,
      ...vernacularOf(record, /^(130|240|245|246|730|740)$/),
    ]),
    author: join([
      ...record.authors.flatMap((author) => [authorDisplayName(author), author.vernacularName]),
      record.statementOfResponsibility,
      ...vernacularOf(record, /^(100|110|111|700|710|711|720)$/),
    ]),
    subject: join([...record.subjects, ...vernacularOf(record, /^6\d\d$/)]),
    series: join([...record.seriesTraced, ...record.series, ...vernacularOf(record, /^(440|490|800|810|811|830)$/)]),
    callNumber: join([
      record.callNumber,
      ...record.holdings.map((copy) => copy.callNumber),
      ...record.classifications.map((classification) => classification.value),
    ]),
    identifiers: join([
      ...record.isbnSearchKeys,
      ...record.isbns.map((isbn) => isbn.display),
      ...record.invalidIsbns,
      ...record.issns,
      ...record.issns.map((issn) => issn.replace('-', '')),
      ...record.invalidIssns,
      ...record.otherIdentifiers.map((identifier) => identifier.value),
      record.controlNumber,
    ]),
    notes: join([...record.notes.map((note) => note.text), ...vernacularOf(record, /^5\d\d$/)]),
    publisher: join([record.publication.publisher, record.publication.place, record.publication.statementVernacular]),
  };
}

/** All searchable text in one string, for the free-text ("consulta livre") index. */
export function buildFullText(
  record: Omit<BibliographicRecord, 'searchFields' | 'fullText'>,
  searchFields: SearchFields,
): string {
  const blocks = [
    searchFields.title,
    searchFields.author,
    searchFields.subject,
    searchFields.series,
    searchFields.notes,
    searchFields.publisher,
    record.edition,
    record.publication.date,
    searchFields.identifiers,
    searchFields.callNumber,
    ...record.vernacular.map((text) => text.text),
  ];
  // Line by line, so a value present in several blocks (a vernacular title) is written once.
  return join(blocks.flatMap((block) => block?.split(SEPARATOR) ?? []));
}
