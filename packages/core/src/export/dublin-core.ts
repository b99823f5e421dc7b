import { controlFieldValue, dataFields, type MarcRecord } from '../marc/marc-record.ts';
import type { BibliographicRecord } from '../record/extract-bibliographic.ts';
import { cleanSubfields } from '../record/text.ts';

/** The fifteen elements of the Dublin Core Metadata Element Set 1.1, in its order. */
export const DUBLIN_CORE_ELEMENTS = [
  'title',
  'creator',
  'subject',
  'description',
  'publisher',
  'contributor',
  'date',
  'type',
  'format',
  'identifier',
  'source',
  'language',
  'relation',
  'coverage',
  'rights',
] as const;
export type DublinCoreElement = (typeof DUBLIN_CORE_ELEMENTS)[number];

export interface DublinCoreStatement {
  element: DublinCoreElement;
  value: string;
}

/** DCMI Type Vocabulary term of MARC 21 leader/06 (LC crosswalk, "Type"). */
function dcType(leader: string): string | undefined {
  const type = leader.charAt(6);
  if ('acdt'.includes(type)) return 'Text';
  if ('ef'.includes(type)) return 'Image';
  if (type === 'g') return 'MovingImage';
  if ('ij'.includes(type)) return 'Sound';
  if (type === 'k') return 'StillImage';
  if (type === 'm') return 'Software';
  if (type === 'o' || type === 'p') return 'Collection';
  if (type === 'r') return 'PhysicalObject';
  return undefined;
}

/**
 * Simple Dublin Core of a record, following the Library of Congress MARC to Dublin Core crosswalk:
 * 245 title; 100/110/111 creator; 700/710/711/720 contributor; 6XX subject; 520 and other 5XX description;
 * 260/264 $b publisher; date from 260/264 $c or 008; leader/06 type; 300 format; 020/022/856 $u identifier;
 * 008/35-37 and 041 language; 490/8XX and 780/785 relation; 651/255 coverage; 506/540 rights.
 */
export function toDublinCore(marc: MarcRecord, record: BibliographicRecord): DublinCoreStatement[] {
  const statements: DublinCoreStatement[] = [];
  const add = (element: DublinCoreElement, value: string | undefined) => {
    const text = value?.trim();
    if (text && !statements.some((s) => s.element === element && s.value === text))
      statements.push({ element, value: text });
  };
  add(
    'title',
    record.subtitle && !record.title.includes(record.subtitle) ? `${record.title} : ${record.subtitle}` : record.title,
  );
  for (const title of record.variantTitles) add('title', title);
  for (const author of record.authors)
    add(author.main ? 'creator' : 'contributor', author.dates ? `${author.name}, ${author.dates}` : author.name);
  for (const subject of record.subjects) add('subject', subject);
  for (const subject of record.genreForms) add('subject', subject);
  if (record.classification) add('subject', record.classification.value);
  add('description', record.summary);
  for (const note of record.notes)
    if (note.tag !== '520' && note.tag !== '506' && note.tag !== '540') add('description', note.text);
  add('publisher', record.publication.publisher);
  add('date', record.publication.date ?? (record.publication.year ? String(record.publication.year) : undefined));
  add('type', dcType(marc.leader));
  for (const genre of record.genreForms) add('type', genre);
  add('format', record.physicalDescription);
  for (const isbn of record.isbns) add('identifier', `ISBN ${isbn.display}`);
  for (const issn of record.issns) add('identifier', `ISSN ${issn}`);
  for (const link of record.onlineLinks) add('identifier', link.url);
  for (const language of record.languages) add('language', language);
  for (const series of record.series) add('relation', series);
  for (const field of dataFields(marc, '780', '785', '787')) add('relation', cleanSubfields(field, 't').join(' '));
  for (const field of dataFields(marc, '651', '255')) add('coverage', cleanSubfields(field, 'a').join(' '));
  for (const field of dataFields(marc, '506', '540')) add('rights', cleanSubfields(field, 'a').join(' '));
  const control = controlFieldValue(marc, '001');
  if (control) add('identifier', control);
  return statements.sort((a, b) => DUBLIN_CORE_ELEMENTS.indexOf(a.element) - DUBLIN_CORE_ELEMENTS.indexOf(b.element));
}

export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // XML 1.0 forbids most C0 control characters.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  );
}

/** One record as an OAI-DC `<oai_dc:dc>` element. */
export function dublinCoreElementXml(statements: DublinCoreStatement[], indent = '  '): string {
  const lines = statements.map((s) => `${indent}  <dc:${s.element}>${escapeXml(s.value)}</dc:${s.element}>`);
  return `${indent}<oai_dc:dc>\n${lines.join('\n')}\n${indent}</oai_dc:dc>`;
}

/** Several records as one XML document (OAI-DC elements inside a collection element). */
export function toDublinCoreXml(records: DublinCoreStatement[][]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<collection xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    ...records.map((statements) => dublinCoreElementXml(statements)),
    '</collection>',
    '',
  ].join('\n');
}
