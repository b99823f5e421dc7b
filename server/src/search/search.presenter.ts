import {
  type FacetEntry,
  facetDefinition,
  groupFacetEntries,
  type LanguageTag,
  type SearchResponse,
} from '@estante/contracts';
import { type CompiledSearch, highlightTitle, type RecordFacetValue } from '@estante/search';
import type { TeachingData } from './record-teaching.ts';
import { type CopyGroup, libraryAvailability } from './result-availability.ts';
import type { FacetResult } from './search-catalogue.ts';
import { guideValueLabel, languageLabel, mainClassLabel, workTypeLabel } from './search-labels.ts';
import { presentSearchResult } from './search-result.presenter.ts';
import type { ResultRow } from './search-result.repository.ts';

/** Letters shown as additional data (dados_adicionais) of each result. */
export const ADDITIONAL_DATA_LETTERS = ['A', 'S', 'E', 'P', 'L'] as const;

/** Codes the server names itself, in the caller's language: work types, main classes, record languages. */
function facetLabel(facet: FacetResult, language: LanguageTag): string {
  switch (facetDefinition(facet.letter)?.valueLabel) {
    case 'work-type':
      return workTypeLabel(Number(facet.code), language);
    case 'main-class':
      return mainClassLabel(facet.code, language);
    case 'language':
      return languageLabel(facet.code, language);
    default:
      // The search guides' collections and spheres (docs/search-guides.md); everything else as catalogued.
      return guideValueLabel(facet.letter, facet.code, language) ?? facet.label;
  }
}

/**
 * Facet entries in the registry's display order and value order (contracts facets.ts); work types (T), main classes
 * (K) and languages (I) labelled in the caller's language.
 */
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
  return groupFacetEntries(entries).flatMap(([, values]) => values);
}

/**
 * Facets already presented, per answer (the engine's cached answers keep their facet arrays) and language.
 * Module-level on purpose: a pure memo keyed by the engine's immutable facet arrays (weakly, so it dies with them);
 * nothing of one app's catalogue is reachable from another's.
 */
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
  outcome: {
    total: number;
    id: string;
    compiled?: CompiledSearch;
    similar: boolean;
    /** The request's terms with the corrected ones replaced (did you mean), when there is a correction. */
    suggestedTerms?: string[];
  },
  /** With their copies (search-page.repository.ts), each result says where they are (`disponibilidade`). */
  rows: (ResultRow & { copies?: CopyGroup[] })[],
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
      ...(row.copies ? { disponibilidade: libraryAvailability(row.copies) } : {}),
    })),
    filtros: presentedFacets(facets, language),
    id: outcome.id,
    ...(outcome.suggestedTerms ? { sugestao: { termo: outcome.suggestedTerms } } : {}),
  };
}
