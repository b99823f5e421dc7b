import type { Author } from '../record/authors.ts';
import type { BibliographicRecord } from '../record/extract-bibliographic.ts';
import type { WorkTypeKey } from '../record/work-types.ts';
import type { CslItem, CslName, CslType } from './csl-item.ts';

/** CSL item type of each work type (core WORK_TYPES). */
const CSL_TYPE: Record<WorkTypeKey, CslType> = {
  book: 'book',
  periodical: 'periodical',
  thesis: 'thesis',
  dissertation: 'thesis',
  ebook: 'book',
  video: 'motion_picture',
  map: 'map',
  score: 'musical_score',
  soundRecording: 'song',
  musicRecording: 'song',
  electronicResource: 'software',
  article: 'article',
  manuscript: 'manuscript',
  image: 'graphic',
  kit: 'document',
  object: 'document',
  eperiodical: 'periodical',
  undergraduateWork: 'thesis',
};

type Role = 'author' | 'editor' | 'translator' | 'illustrator' | 'composer' | 'director' | 'other';

/** MARC relator codes (id.loc.gov/vocabulary/relators) that make a CSL role. */
const ROLE_BY_CODE: Record<string, Role> = {
  aut: 'author',
  cre: 'author',
  edt: 'editor',
  com: 'editor',
  pbd: 'editor',
  trl: 'translator',
  ill: 'illustrator',
  cmp: 'composer',
  drt: 'director',
};

/** Relator terms ($e) as catalogued in Portuguese, English, Spanish, French and Italian records. */
const ROLE_BY_TERM: [RegExp, Role][] = [
  [/^(autor|author|auteur|autore)/, 'author'],
  [/^(org|coord|ed\b|ed\.|editor|éd|compil|comp\.)/, 'editor'],
  [/^(trad|transl|tr\.)/, 'translator'],
  [/^(il|ill)/, 'illustrator'],
  [/^(compos|comp\b)/, 'composer'],
  [/^(dir|réal)/, 'director'],
];

function roleOf(author: Author): Role {
  for (const code of author.roleCodes ?? []) {
    const role = ROLE_BY_CODE[code.replace(/^.*\//, '').toLowerCase()];
    if (role) return role;
  }
  const term = author.role?.toLowerCase().trim();
  if (!term) return 'author';
  for (const [pattern, role] of ROLE_BY_TERM) if (pattern.test(term)) return role;
  return 'other';
}

/**
 * CSL name of a heading. Personal headings are inverted in MARC ("Assis, Machado de"): family before the
 * comma, given after. Corporate and meeting names, and personal names without a comma ("Platão"), are literal.
 */
export function cslName(author: Pick<Author, 'name' | 'kind'>): CslName {
  if (author.kind === 'personal') {
    const comma = author.name.indexOf(',');
    if (comma > 0) {
      return { family: author.name.slice(0, comma).trim(), given: author.name.slice(comma + 1).trim() };
    }
    return { family: author.name };
  }
  return { literal: author.name };
}

/** "2. ed.", "3a ed.", "2nd ed.", "Nouvelle éd." → "2", "3", "2", "Nouvelle éd." (numbers let styles write their own form). */
export function editionNumber(edition: string | undefined): string | undefined {
  if (!edition) return undefined;
  const match =
    /^\s*(\d+)\s*(?:\.|ª|a\.?|º|o\.?|nd|rd|th|st|e|ème|re)?\s*(?:ed|edição|edicao|edición|edition|éd|edizione)\b\.?\s*$/i.exec(
      edition,
    );
  return match ? match[1] : edition.replace(/\.$/, '');
}

/** MARC 21 300 $a extent: "250 p.", "xii, 340 p." → "250", "340" (the numbered pages). */
export function pageCount(physicalDescription: string | undefined): string | undefined {
  const match = /(\d+)\s*(?:p\b|pp\b|pages|páginas|f\.|folhas)/i.exec(physicalDescription ?? '');
  return match?.[1];
}

/** "Coleção Primeiros Passos ; 12" → title and number. */
function splitSeries(series: string | undefined): { title?: string; number?: string } {
  if (!series) return {};
  const [title, number] = series.split(' ; ');
  return { title: title?.trim(), ...(number ? { number: number.trim() } : {}) };
}

export interface CslItemOptions {
  /** Date the reference is made, for online documents ("Acesso em"). */
  accessed?: Date;
}

/**
 * The one mapping of a catalogue record to CSL-JSON (used by every citation style and by the RIS, BibTeX and
 * CSV exports). Main entry and added entries with an author relator become authors; editors, translators,
 * composers and directors keep their role; other contributors are left out, as references do.
 */
export function toCslItem(record: BibliographicRecord, id: string | number, options: CslItemOptions = {}): CslItem {
  const names: Record<Exclude<Role, 'other'>, CslName[]> = {
    author: [],
    editor: [],
    translator: [],
    illustrator: [],
    composer: [],
    director: [],
  };
  const hasMainEntry = record.authors.some((author) => author.main);
  for (const author of record.authors) {
    const role = roleOf(author);
    if (role === 'other') continue;
    // An added entry (7XX) without relator: a personal name is a co-author (AACR2 "rule of three" puts
    // the second and third authors there); a corporate one beside a main entry is usually a sponsor.
    const unqualified = !author.main && !author.role && !author.roleCodes;
    if (unqualified && author.kind !== 'personal' && hasMainEntry) continue;
    names[role].push(cslName(author));
  }

  const publication = record.publication;
  const series = splitSeries(record.seriesTraced[0] ?? record.series[0]);
  const link = record.onlineLinks.find((candidate) => candidate.access !== 'related');
  // ISBD " : " before other title information becomes the ": " of references.
  const title = (record.title || record.uniformTitle || '').replace(/\s+:\s+/g, ': ');
  // Some catalogues (Biblivre) repeat 245 $b inside $a; the subtitle is then added once.
  const subtitle =
    record.subtitle && !title.toLocaleLowerCase().includes(record.subtitle.toLocaleLowerCase())
      ? record.subtitle
      : undefined;
  const item: CslItem = {
    id: String(id),
    type: CSL_TYPE[record.workType] ?? 'book',
    title: subtitle ? `${title}: ${subtitle}` : title,
    ...(subtitle ? { 'title-short': title } : {}),
  };
  for (const [role, list] of Object.entries(names) as [Exclude<Role, 'other'>, CslName[]][]) {
    if (list.length > 0) item[role] = list;
  }
  if (publication.year) item.issued = { 'date-parts': [[publication.year]] };
  else if (publication.date) item.issued = { literal: publication.date };
  const edition = editionNumber(record.edition);
  if (edition) item.edition = edition;
  if (publication.publisher) item.publisher = publication.publisher;
  if (publication.place) item['publisher-place'] = publication.place;
  const pages = pageCount(record.physicalDescription);
  if (pages) item['number-of-pages'] = pages;
  if (series.title) item['collection-title'] = series.title;
  if (series.number) item['collection-number'] = series.number;
  if (record.dissertationNote) item.genre = record.dissertationNote;
  if (record.isbns[0]) item.ISBN = record.isbns[0].display;
  if (record.issns[0]) item.ISSN = record.issns[0];
  if (link) {
    item.URL = link.url;
    const accessed = options.accessed ?? new Date();
    item.accessed = {
      'date-parts': [[accessed.getUTCFullYear(), accessed.getUTCMonth() + 1, accessed.getUTCDate()]],
    };
  }
  if (record.summary) item.abstract = record.summary;
  if (record.subjects.length > 0) item.keyword = record.subjects.join(', ');
  if (record.language) item.language = record.language;
  if (record.callNumber) item['call-number'] = record.callNumber;
  return item;
}
