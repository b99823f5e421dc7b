import type {
  AcquisitionSuggestionRequest,
  CampusResponse,
  FeedbackCreatedResponse,
  GeneralCommentRequest,
  LibraryUnitResponse,
} from '@estante/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/campus (spec 001 §7.6). */
export function useCampuses() {
  return useQuery(
    queryOptions({
      queryKey: ['library-units', 'campuses'],
      queryFn: ({ signal }) => api.get<CampusResponse[]>('/campus', { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** GET /api/unidade-informacao?campus=: the libraries of one campus (all of them without a campus). */
export function useLibraries(campus: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['library-units', 'libraries', campus ?? null],
      queryFn: ({ signal }) => api.get<LibraryUnitResponse[]>('/unidade-informacao', { signal, query: { campus } }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** The forms show a failure inside their dialog, where the visitor is looking (see react-query.ts). */
const handledInForm = { errorHandled: true } as const;

/** POST /api/unidade-informacao/comentario with content and b (library code). */
export function useSendGeneralComment() {
  return useMutation({
    mutationFn: (body: GeneralCommentRequest) =>
      api.post<FeedbackCreatedResponse>('/unidade-informacao/comentario', body),
    meta: handledInForm,
  });
}

/** POST /api/unidade-informacao/sugestao-aquisicao with the spec's fields. */
export function useSendAcquisitionSuggestion() {
  return useMutation({
    mutationFn: (body: AcquisitionSuggestionRequest) =>
      api.post<FeedbackCreatedResponse>('/unidade-informacao/sugestao-aquisicao', body),
    meta: handledInForm,
  });
}
