import type {
  CollectionGuide,
  CourseBibliography,
  SearchGuideAvailability,
  SearchTabOptions,
  TargetDocument,
} from '@estante/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { searchTarget, type TargetSearch, targetSearchQuery } from '../utils/target-search.ts';

/** GET /api/consulta/guias: the guides this catalogue has records for (a guide without them is not offered). */
export function availableGuidesQueryOptions() {
  return queryOptions({
    queryKey: ['search-guides', 'guias'] as const,
    queryFn: ({ signal }) => api.get<SearchGuideAvailability[]>('/consulta/guias', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useAvailableGuides() {
  return useQuery(availableGuidesQueryOptions());
}

/** The option call of each special-collection guide (spec 001 §7.2). */
const OPTION_PATHS: Record<CollectionGuide, string> = {
  arquivo: '/consulta/opcoes-arquivo',
  'atos-normativos': '/consulta/opcoes-atos-normativos',
  jurisprudencia: '/consulta/jurisprudencia-options',
};

/** A guide's choices by field, the catalogue's own values with their counts, labelled in the visitor's language. */
export function useGuideOptions(guide: CollectionGuide, language: string) {
  return useQuery({
    queryKey: ['search-guides', 'opcoes', guide, language],
    queryFn: ({ signal }) => api.get<SearchTabOptions>(OPTION_PATHS[guide], { signal }),
    staleTime: 5 * 60_000,
  });
}

/** A course, discipline or professor of the look-ups (GET /api/consulta/cursos…: `{ codigo, nome }`). */
interface LookupOption {
  codigo: string;
  nome: string;
}

interface LookupPage {
  total: number;
  data: LookupOption[];
}

export type TeachingKind = 'disciplina' | 'curso' | 'professor';

/** The look-up list of each kind (spec 001 §7.2). */
const LOOKUP_LISTS: Record<TeachingKind, string> = {
  disciplina: '/consulta/disciplinas',
  curso: '/consulta/cursos',
  professor: '/consulta/professores',
};

export interface LookupQuery {
  kind: TeachingKind;
  searchText?: string;
  /** Narrows disciplines to a course (codCurso) or professors to a discipline (codDisciplina). */
  within?: string;
  page?: number;
}

/** Courses, disciplines or professors whose name holds the text, 20 a page. */
export function useTeachingLookup(query: LookupQuery | undefined) {
  return useQuery({
    queryKey: ['search-guides', 'lookup', query],
    queryFn: ({ signal }) =>
      api.get<LookupPage>(LOOKUP_LISTS[query!.kind], {
        query: {
          search_text: query!.searchText || undefined,
          page: query!.page,
          codCurso: query!.kind === 'disciplina' ? query!.within : undefined,
          codDisciplina: query!.kind === 'professor' ? query!.within : undefined,
        },
        signal,
      }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** One course, discipline or professor by code (the look-ups' by-id forms), to name the chosen one. */
export function useTeachingOption(kind: TeachingKind, code: string | undefined) {
  return useQuery({
    queryKey: ['search-guides', 'one', kind, code],
    queryFn: ({ signal }) => api.get<LookupOption>(`/consulta/${kind}/${encodeURIComponent(code!)}`, { signal }),
    enabled: code !== undefined,
    staleTime: 10 * 60_000,
  });
}

export interface ReserveChoice {
  disciplina?: string;
  curso?: string;
  professor?: string;
  pagina: number;
}

export const RESERVES_PAGE_SIZE = 20;

/** GET /api/consulta/bibliografia: the chosen bibliography's titles with their availability. */
export function useCourseBibliography(choice: ReserveChoice, enabled: boolean) {
  return useQuery({
    queryKey: ['search-guides', 'bibliografia', choice],
    queryFn: ({ signal }) =>
      api.get<CourseBibliography>('/consulta/bibliografia', {
        query: { ...choice, quantPag: RESERVES_PAGE_SIZE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A product (standards collection) of the document server (GET /api/consulta/produtos-target). */
export interface TargetProduct {
  codigo: string;
  descricao: string;
}

/** The Target GEDWeb products whose name holds a word of the term (the configured provider's, or the seeded list). */
export function useTargetProducts(term: string) {
  return useQuery({
    queryKey: ['search-guides', 'produtos-target', term],
    queryFn: ({ signal }) =>
      api.get<TargetProduct[]>('/consulta/produtos-target', { query: { termoPesquisa: term || undefined }, signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The standards of the chosen product; without a product the result is empty at once, with no call (spec 001 §4). */
export function useTargetDocuments(search: TargetSearch) {
  return useQuery({
    queryKey: ['search-guides', 'documentos-target', targetSearchQuery(search) ?? null],
    queryFn: ({ signal }) =>
      searchTarget(search, (query) => api.get<TargetDocument[]>('/consulta/documentos-target', { query, signal })),
  });
}

/** A viewing link for a standard from the document server (signed-in readers only). */
export const getTargetDocumentLink = (id: number) => api.get<{ url: string }>(`/vinculos/target/${id}`);
