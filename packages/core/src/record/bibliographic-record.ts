import type { Author } from './authors.ts';
import type { Classification } from './call-number.ts';
import type { Copy } from './holdings.ts';
import type { Isbn, OtherIdentifier } from './identifiers.ts';
import type { OnlineLink } from './links.ts';
import type { Note } from './notes.ts';
import type { Publication } from './publication.ts';
import type { SpecialCollection } from './special-collection.ts';
import type { VernacularText } from './vernacular.ts';
import type { WorkTypeCode, WorkTypeKey } from './work-types.ts';

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
  /** Archive, normative act or case law, with the fields the search guides filter on (special-collection.ts). */
  specialCollection?: SpecialCollection;

  fullText: string;
  searchFields: SearchFields;
}

/** The fielded search texts of a record (search-fields.ts builds them). */
export interface SearchFields {
  title: string;
  author: string;
  subject: string;
  series: string;
  callNumber: string;
  identifiers: string;
  notes: string;
  publisher: string;
}
