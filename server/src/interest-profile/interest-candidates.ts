import {
  AREA_SCHEMES,
  DSI_TYPES,
  type DsiType,
  type HeadingCandidate,
  type InterestProfileInfo,
  type LanguageTag,
  type SerialCandidate,
} from '@estante/contracts';
import { foldForSearch, searchTokens } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import {
  type BrowseKind,
  browseHeadings,
  browseKeyOf,
  FACET_LABELS,
  languageLabel,
  mainClassLabel,
  searchAuthorities,
  WORK_TYPE_LABELS,
  workTypeLabel,
} from '../search/index.ts';
import {
  catalogueLanguages,
  findSerials,
  headingsWithWords,
  headingTitleCounts,
  libraryNames,
  mainClassCounts,
} from './interest-candidates.repository.ts';

/** What the profile forms search and offer (GET …/pesquisa, …/info-auxiliar), read from the catalogue. */

const CANDIDATE_LIMIT = 20;
const AUTHOR_AUTHORITIES = new Set(['personal', 'corporate', 'meeting']);

export const BROWSE_KIND_OF: Record<Exclude<DsiType, 'C'>, BrowseKind> = { A: 'autor', S: 'assunto' };

/** The main-class scheme of a facet K code: three digits are DDC (`300`), one is UDC (`3`). */
export function areaScheme(code: string): number {
  return code.length === 3 ? AREA_SCHEMES.ddc : AREA_SCHEMES.udc;
}

/** Titles filed under each heading key of a browse index. */
async function headingCounts(db: Kysely<Database>, kind: BrowseKind, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await headingTitleCounts(db, kind, keys);
  return new Map(rows.map((row) => [row.sort_key, Number(row.total)]));
}

/**
 * Author or subject headings of the catalogue for a typed term: the browse index from the term on (headings that
 * begin with it), and authorities whose heading or a see-from form holds its words (so "Twain" finds "Clemens,
 * Samuel" when the authority file says so), kept only when some title is filed under them.
 */
async function headingCandidates(db: Kysely<Database>, type: 'A' | 'S', term: string): Promise<HeadingCandidate[]> {
  const kind = BROWSE_KIND_OF[type];
  const prefix = browseKeyOf(kind, term);
  const found = new Map<string, HeadingCandidate>();
  for (const heading of await browseHeadings(db, kind, { from: prefix }, CANDIDATE_LIMIT)) {
    if (!heading.key.startsWith(prefix)) break;
    found.set(heading.key, { codigo: heading.key, descricao: heading.label, codTipoArea: 0, total: heading.count });
  }
  const words = searchTokens(term);
  if (words.length > 0 && found.size < CANDIDATE_LIMIT) {
    // Headings with every word anywhere ("machado" finds "Assis, Machado de"): keys are folded words.
    const rows = await headingsWithWords(db, kind, words, CANDIDATE_LIMIT);
    for (const row of rows)
      if (!found.has(row.sort_key))
        found.set(row.sort_key, {
          codigo: row.sort_key,
          descricao: row.label,
          codTipoArea: 0,
          total: Number(row.total),
        });
  }
  if (words.length > 0) {
    const { rows } = await searchAuthorities(db, { words }, { offset: 0, limit: CANDIDATE_LIMIT * 2 });
    const wanted = rows.filter((row) => AUTHOR_AUTHORITIES.has(row.authority_type) === (type === DSI_TYPES.author));
    const keys = wanted.map((row) => browseKeyOf(kind, row.heading));
    const counts = await headingCounts(db, kind, keys);
    wanted.forEach((row, index) => {
      const key = keys[index]!;
      const total = counts.get(key);
      if (total && !found.has(key)) found.set(key, { codigo: key, descricao: row.heading, codTipoArea: 0, total });
    });
  }
  return [...found.values()].slice(0, CANDIDATE_LIMIT);
}

/** Knowledge areas: the main classes present in the catalogue (facet K) whose name or number holds the term. */
async function areaCandidates(db: Kysely<Database>, term: string, language: LanguageTag): Promise<HeadingCandidate[]> {
  const rows = await mainClassCounts(db);
  const wanted = foldForSearch(term);
  return rows
    .map((row) => ({
      codigo: row.code,
      descricao: mainClassLabel(row.code, language),
      codTipoArea: areaScheme(row.code),
      total: Number(row.total),
    }))
    .filter((candidate) => foldForSearch(candidate.descricao).includes(wanted))
    .slice(0, CANDIDATE_LIMIT);
}

export function searchHeadings(
  db: Kysely<Database>,
  type: DsiType,
  term: string,
  language: LanguageTag,
): Promise<HeadingCandidate[]> {
  return type === DSI_TYPES.area ? areaCandidates(db, term, language) : headingCandidates(db, type, term);
}

/** Serial records (work type 2) whose title or ISSN holds the term, held by one of the libraries when given. */
export async function searchSerials(
  db: Kysely<Database>,
  term: string,
  libraryIds: number[] | undefined,
): Promise<SerialCandidate[]> {
  const words = searchTokens(term);
  const issn = term.replace(/[^0-9xX]/g, '').toLowerCase();
  const rows = await findSerials(db, SERIAL_WORK_TYPE, words, issn, libraryIds, CANDIDATE_LIMIT);
  return rows.map((row) => ({ codigo: String(row.id), descricao: row.title, issn: row.issn }));
}

export const SERIAL_WORK_TYPE = 2;

/** The options of the profile forms: DSI types, work types, the catalogue's languages and the libraries. */
export async function profileInfo(db: Kysely<Database>, language: LanguageTag): Promise<InterestProfileInfo> {
  const languages = await catalogueLanguages(db);
  const libraries = await libraryNames(db);
  const byLabel = (a: { descricao: string }, b: { descricao: string }) =>
    a.descricao.localeCompare(b.descricao, language);
  return {
    tiposDSI: [
      { codigo: DSI_TYPES.author, descricao: FACET_LABELS.A![language] },
      { codigo: DSI_TYPES.subject, descricao: FACET_LABELS.S![language] },
      { codigo: DSI_TYPES.area, descricao: AREA_LABEL[language] },
    ],
    tiposObra: Object.keys(WORK_TYPE_LABELS).map((code) => ({
      codigo: code,
      descricao: workTypeLabel(Number(code), language),
    })),
    idiomas: languages
      .map((row) => ({ codigo: row.language!, descricao: languageLabel(row.language!, language) }))
      .sort(byLabel),
    bibliotecas: libraries.map((row) => ({ codigo: row.code, descricao: row.name })),
  };
}

const AREA_LABEL: Record<LanguageTag, string> = {
  pt: 'Área do conhecimento',
  en: 'Knowledge area',
  es: 'Área del conocimiento',
  fr: 'Domaine de connaissance',
  it: 'Area disciplinare',
};
