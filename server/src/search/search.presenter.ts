import type { FacetEntry, LanguageTag, SearchResponse } from '@estante/contracts';
import { type CompiledSearch, highlightTitle, type RecordFacetValue } from '@estante/search';
import { presentSearchResult } from '../catalogue/record.presenter.ts';
import type { ResultRow } from '../catalogue/record.repository.ts';
import type { TeachingData } from './record-teaching.ts';
import type { FacetResult } from './search-catalogue.ts';
import { languageLabel, mainClassLabel, workTypeLabel } from './search-labels.ts';

/** Order in which facet letters are listed. */
const LETTER_ORDER = ['T', 'Y', 'I', 'X', 'K', 'L', 'A', 'S', 'E', 'P', 'R', 'Z'];
/** Letters shown as additional data (dados_adicionais) of each result. */
export const ADDITIONAL_DATA_LETTERS = ['A', 'S', 'E', 'P', 'L'] as const;

const collator = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });

/** Spec 001 §9: year facets descending, work types numerically, the others by description. */
function compareValues(letter: string, a: FacetEntry, b: FacetEntry): number {
  if (letter === 'Y') return Number(b.codigo) - Number(a.codigo) || b.codigo.localeCompare(a.codigo);
  if (letter === 'T') return Number(a.codigo) - Number(b.codigo);
  return collator.compare(a.descricao, b.descricao) || (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : 0);
}

/** Codes the server names itself, in the caller's language: work types, main classes, record languages. */
function facetLabel(facet: FacetResult, language: LanguageTag): string {
  if (facet.letter === 'T') return workTypeLabel(Number(facet.code), language);
  if (facet.letter === 'K') return mainClassLabel(facet.code, language);
  if (facet.letter === 'I') return languageLabel(facet.code, language);
  return facet.label;
}

/** Facet entries in display order; work types (T), main classes (K) and languages (I) labelled in the caller's language. */
export function presentFacets(facets: FacetResult[], language: LanguageTag = 'pt'): FacetEntry[] {
  const entries = facets.map((facet) => ({
    tipo: facet.letter,
    codigo: facet.code,
    descricao: facetLabel(facet, language),
    total: facet.count,
    totalSemFiltro: facet.countWithoutOwnLetter,
    // The reader filtered on this letter: show the count without that filter beside each value.
    mostrarQtdOriginal: facet.countWithoutOwnLetter !== facet.count || facet.selected,
  }));
  const letterIndex = (letter: string) => {
    const index = LETTER_ORDER.indexOf(letter);
    return index === -1 ? LETTER_ORDER.length : index;
  };
  // Each letter's values sorted apart: the collator compares only values of one letter.
  const byLetter = new Map<string, FacetEntry[]>();
  for (const entry of entries) {
    const values = byLetter.get(entry.tipo);
    if (values) values.push(entry);
    else byLetter.set(entry.tipo, [entry]);
  }
  return [...byLetter]
    .sort(([a], [b]) => letterIndex(a) - letterIndex(b))
    .flatMap(([letter, values]) => values.sort((a, b) => compareValues(letter, a, b)));
}

/** Facets already presented, per answer (the engine's cached answers keep their facet arrays) and language. */
const presented = new WeakMap<FacetResult[], Map<LanguageTag, FacetEntry[]>>();

function presentedFacets(facets: FacetResult[], language: LanguageTag): FacetEntry[] {
  let byLanguage = presented.get(facets);
  if (!byLanguage) {
    byLanguage = new Map();
    presented.set(facets, byLanguage);
  }
  let entries = byLanguage.get(language);
  if (!entries) {
    entries = presentFacets(facets, language);
    byLanguage.set(language, entries);
  }
  return entries;
}

export function presentSearch(
  outcome: { total: number; id: string; compiled?: CompiledSearch; similar: boolean },
  rows: ResultRow[],
  additional: readonly RecordFacetValue[],
  facets: FacetResult[],
  language: LanguageTag = 'pt',
  teaching: Map<number, TeachingData> = new Map(),
): SearchResponse {
  const byRecord = new Map<number, Record<string, { codigo: string; descricao: string }[]>>();
  for (const entry of additional) {
    const lists = byRecord.get(entry.recordId) ?? {};
    const list = lists[entry.letter] ?? [];
    list.push({ codigo: entry.code, descricao: entry.label });
    lists[entry.letter] = list;
    byRecord.set(entry.recordId, lists);
  }
  return {
    total: outcome.total,
    data: rows.map((row) => ({
      ...presentSearchResult(
        row,
        outcome.compiled ? highlightTitle(row.title, outcome.compiled.highlight, outcome.similar) : undefined,
        language,
      ),
      dados_adicionais: byRecord.get(row.id) ?? {},
      ...teaching.get(row.id),
    })),
    filtros: presentedFacets(facets, language),
    id: outcome.id,
  };
}
