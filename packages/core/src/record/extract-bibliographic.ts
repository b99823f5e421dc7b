import type { MarcRecord } from '../marc/marc-record.ts';
import { extractAuthors } from './authors.ts';
import type { BibliographicRecord } from './bibliographic-record.ts';
import { extractCallNumber } from './call-number.ts';
import { extractControlNumber, extractControlSource, extractMatchKey } from './control-number.ts';
import { hasOnlineAccess } from './fixed-fields.ts';
import { extractHoldings } from './holdings.ts';
import { extractIsbns, extractIssns, extractOtherIdentifiers } from './identifiers.ts';
import { extractLanguages } from './languages.ts';
import { extractOnlineLinks } from './links.ts';
import { extractNotes } from './notes.ts';
import { extractEdition, extractPhysicalDescription, extractPublication } from './publication.ts';
import { hasAccessibilityInformation } from './record-kind.ts';
import { buildFullText, buildSearchFields } from './search-fields.ts';
import { extractSeries } from './series.ts';
import { extractSpecialCollection } from './special-collection.ts';
import { extractSubjects } from './subjects.ts';
import { extractTitle } from './title.ts';
import { extractVernacular } from './vernacular.ts';
import { detectWorkType } from './work-type.ts';
import { workTypeCode } from './work-types.ts';

/**
 * Derive the catalogue's view of a bibliographic record. Never throws on odd data (missing 245, short 008,
 * malformed leader): each part falls back to absent/empty.
 */
export type { BibliographicRecord } from './bibliographic-record.ts';

export function extractBibliographic(record: MarcRecord): BibliographicRecord {
  const controlNumber = extractControlNumber(record);
  const controlSource = extractControlSource(record);
  const matchKey = extractMatchKey(record);
  const workType = detectWorkType(record);
  const holdings = extractHoldings(record);
  const languages = extractLanguages(record);
  const edition = extractEdition(record);
  const physicalDescription = extractPhysicalDescription(record);
  const { notes, summary, contents, dissertationNote } = extractNotes(record);
  const { callNumber, callNumberSortKey, classification, classifications } = extractCallNumber(record, holdings);
  const specialCollection = extractSpecialCollection(record);

  const extracted: Omit<BibliographicRecord, 'searchFields' | 'fullText'> = {
    ...(controlNumber ? { controlNumber } : {}),
    ...(controlSource ? { controlSource } : {}),
    ...(matchKey ? { matchKey } : {}),
    workType,
    workTypeCode: workTypeCode(workType),
    eResource: hasOnlineAccess(record),
    hasAccessibility: hasAccessibilityInformation(record),
    ...extractTitle(record),
    authors: extractAuthors(record),
    ...extractSubjects(record),
    publication: extractPublication(record),
    ...(edition ? { edition } : {}),
    ...(physicalDescription ? { physicalDescription } : {}),
    languages,
    ...(languages[0] ? { language: languages[0] } : {}),
    ...extractSeries(record),
    notes,
    ...(summary ? { summary } : {}),
    contents,
    ...(dissertationNote ? { dissertationNote } : {}),
    ...extractIsbns(record),
    ...extractIssns(record),
    otherIdentifiers: extractOtherIdentifiers(record),
    ...(callNumber ? { callNumber } : {}),
    ...(callNumberSortKey ? { callNumberSortKey } : {}),
    ...(classification ? { classification } : {}),
    classifications,
    onlineLinks: extractOnlineLinks(record),
    holdings,
    vernacular: extractVernacular(record),
    ...(specialCollection ? { specialCollection } : {}),
  };
  const searchFields = buildSearchFields(extracted);
  return { ...extracted, fullText: buildFullText(extracted, searchFields), searchFields };
}
