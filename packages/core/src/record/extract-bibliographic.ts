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

  // Built by assignment, not by spreading a dozen partial objects into a literal: each spread cost a copy, and the
  // record came out in one of many shapes, which slowed every reader of it (an import reads each record a dozen
  // times). The keys go in the order the spreads gave them, which is the order of the stored JSON.
  const extracted: Partial<BibliographicRecord> = {};
  if (controlNumber) extracted.controlNumber = controlNumber;
  if (controlSource) extracted.controlSource = controlSource;
  if (matchKey) extracted.matchKey = matchKey;
  extracted.workType = workType;
  extracted.workTypeCode = workTypeCode(workType);
  extracted.eResource = hasOnlineAccess(record);
  extracted.hasAccessibility = hasAccessibilityInformation(record);
  Object.assign(extracted, extractTitle(record));
  extracted.authors = extractAuthors(record);
  Object.assign(extracted, extractSubjects(record));
  extracted.publication = extractPublication(record);
  if (edition) extracted.edition = edition;
  if (physicalDescription) extracted.physicalDescription = physicalDescription;
  extracted.languages = languages;
  if (languages[0]) extracted.language = languages[0];
  Object.assign(extracted, extractSeries(record));
  extracted.notes = notes;
  if (summary) extracted.summary = summary;
  extracted.contents = contents;
  if (dissertationNote) extracted.dissertationNote = dissertationNote;
  Object.assign(extracted, extractIsbns(record));
  Object.assign(extracted, extractIssns(record));
  extracted.otherIdentifiers = extractOtherIdentifiers(record);
  if (callNumber) extracted.callNumber = callNumber;
  if (callNumberSortKey) extracted.callNumberSortKey = callNumberSortKey;
  if (classification) extracted.classification = classification;
  extracted.classifications = classifications;
  extracted.onlineLinks = extractOnlineLinks(record);
  extracted.holdings = holdings;
  extracted.vernacular = extractVernacular(record);
  if (specialCollection) extracted.specialCollection = specialCollection;
  // Every property but the two below is set: the assignments above follow the type's fields one by one.
  const complete = extracted as Omit<BibliographicRecord, 'searchFields' | 'fullText'>;
  const searchFields = buildSearchFields(complete);
  extracted.fullText = buildFullText(complete, searchFields);
  extracted.searchFields = searchFields;
  return extracted as BibliographicRecord;
}
