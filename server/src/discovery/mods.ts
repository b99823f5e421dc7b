import type { BibliographicRecord } from '@estante/core';
import { escapeMarkup, titleParts } from './markup.ts';

/** MODS typeOfResource of the work types (contracts' codes); text for the rest. */
const RESOURCE_TYPES: Record<number, string> = {
  6: 'moving image',
  7: 'cartographic',
  8: 'notated music',
  9: 'sound recording-nonmusical',
  10: 'sound recording-musical',
  11: 'software, multimedia',
  14: 'still image',
  15: 'mixed material',
  16: 'three dimensional object',
};
const GENRES: Record<number, string> = {
  1: 'book',
  2: 'periodical',
  3: 'thesis',
  4: 'thesis',
  18: 'thesis',
  17: 'periodical',
};
const NAME_TYPES = { personal: 'personal', corporate: 'corporate', meeting: 'conference' } as const;

/**
 * One title as a MODS 3.7 record (https://www.loc.gov/standards/mods/): what Zotero's unAPI translator reads first.
 * Built from the record's extraction, as the other export formats are.
 */
export function toMods(record: BibliographicRecord, recordId: number, url: string): string {
  const element = (name: string, value: string | undefined, attributes = '') =>
    value ? `<${name}${attributes}>${escapeMarkup(value)}</${name}>` : '';
  const title = titleParts(record);
  const parts: string[] = [
    `<titleInfo>${element('title', title.proper)}${element('subTitle', title.subtitle)}</titleInfo>`,
  ];
  for (const author of record.authors) {
    parts.push(
      `<name type="${NAME_TYPES[author.kind]}">${element('namePart', author.name)}` +
        (author.main || author.role
          ? `<role><roleTerm type="text">${escapeMarkup(author.role ?? 'author')}</roleTerm></role>`
          : '') +
        '</name>',
    );
  }
  parts.push(element('typeOfResource', RESOURCE_TYPES[record.workTypeCode] ?? 'text'));
  parts.push(element('genre', GENRES[record.workTypeCode], ' authority="marcgt"'));
  const { publication } = record;
  parts.push(
    '<originInfo>' +
      (publication.place
        ? `<place><placeTerm type="text">${escapeMarkup(publication.place)}</placeTerm></place>`
        : '') +
      element('publisher', publication.publisher) +
      element('dateIssued', publication.year ? String(publication.year) : publication.date) +
      element('edition', record.edition) +
      element('issuance', GENRES[record.workTypeCode] === 'periodical' ? 'continuing' : 'monographic') +
      '</originInfo>',
  );
  for (const language of record.languages)
    parts.push(`<language>${element('languageTerm', language, ' type="code" authority="iso639-2b"')}</language>`);
  if (record.physicalDescription)
    parts.push(`<physicalDescription>${element('extent', record.physicalDescription)}</physicalDescription>`);
  parts.push(element('abstract', record.summary));
  for (const subject of record.subjects) parts.push(`<subject>${element('topic', subject)}</subject>`);
  for (const isbn of record.isbns) parts.push(element('identifier', isbn.isbn13, ' type="isbn"'));
  for (const issn of record.issns) parts.push(element('identifier', issn, ' type="issn"'));
  parts.push(`<location>${element('url', url, ' usage="primary display"')}</location>`);
  parts.push(`<recordInfo>${element('recordIdentifier', String(recordId))}</recordInfo>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<mods xmlns="http://www.loc.gov/mods/v3" version="3.7">\n' +
    `${parts.filter(Boolean).join('\n')}\n</mods>\n`
  );
}
