import type { MarcRecord } from '../marc/marc-record.ts';
import { type Author, extractAuthors } from './authors.ts';
import { type Classification, extractCallNumber } from './call-number.ts';
import { extractControlNumber, extractControlSource, extractMatchKey } from './control-number.ts';
import { hasOnlineAccess } from './fixed-fields.ts';
import { type Copy, extractHoldings } from './holdings.ts';
import { extractIsbns, extractIssns, extractOtherIdentifiers, type Isbn, type OtherIdentifier } from './identifiers.ts';
import { extractLanguages } from './languages.ts';
import { extractOnlineLinks, type OnlineLink } from './links.ts';
import { extractNotes, type Note } from './notes.ts';
import { extractEdition, extractPhysicalDescription, extractPublication, type Publication } from './publication.ts';
import { hasAccessibilityInformation } from './record-kind.ts';
import { buildFullText, buildSearchFields, type SearchFields } from './search-fields.ts';
import { extractSeries } from './series.ts';
import { extractSubjects } from './subjects.ts';
import { extractTitle } from './title.ts';
import { extractVernacular, type VernacularText } from './vernacular.ts';
import { detectWorkType } from './work-type.ts';
import { type WorkTypeCode, type WorkTypeKey, workTypeCode } from './work-types.ts';

/**
 * What the catalogue needs from one MARC 21 bibliographic record. Strings are NFC, trimmed, without trailing
 * ISBD punctuation. Missing data is an absent property or an empty list, never a placeholder text: a record
 * without 245 has `title: ''` and the web shows its own "untitled" label.
 */
export interface BibliographicRecord {
  /** 001. */
  controlNumber?: string;
  /** 003. */
  controlSource?: string;
  /** Re-import key: "003:001", 001, or the first 035 $a; undefined when none (the importer decides). */
  matchKey?: string;

  workType: WorkTypeKey;
  workTypeCode: WorkTypeCode;
  /** Readable online: the resource itself or an electronic version of it (acesso_remoto = cr). */
  eResource: boolean;
  /** 341/532 accessibility information present (possui_acessibilidade). */
  hasAccessibility: boolean;

  title: string;
  subtitle?: string;
  statementOfResponsibility?: string;
  titleSortKey: string;
  titleVernacular?: string;
  uniformTitle?: string;
  variantTitles: string[];

  authors: Author[];
  subjects: string[];
  genreForms: string[];

  publication: Publication;
  edition?: string;
  physicalDescription?: string;

  /** MARC/ISO 639-2/B codes, 008 first. */
  languages: string[];
  language?: string;

  series: string[];
  seriesTraced: string[];

  notes: Note[];
  summary?: string;
  contents: string[];
  dissertationNote?: string;

  isbns: Isbn[];
  invalidIsbns: string[];
  isbnSearchKeys: string[];
  issns: string[];
  invalidIssns: string[];
  otherIdentifiers: OtherIdentifier[];

  callNumber?: string;
  callNumberSortKey?: string;
  classification?: Classification;
  classifications: Classification[];

  onlineLinks: OnlineLink[];
  holdings: Copy[];
  /** Every 880 field, with the tag of its partner. */
  vernacular: VernacularText[];

  fullText: string;
  searchFields: SearchFields;
}

/**
 * Derive the catalogue's view of a bibliographic record. Never throws on odd data (missing 245, short 008,
 * malformed leader): each part falls back to absent/empty.
 */
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
  };
  const searchFields = buildSearchFields(extracted);
  return { ...extracted, fullText: buildFullText(extracted, searchFields), searchFields };
}
