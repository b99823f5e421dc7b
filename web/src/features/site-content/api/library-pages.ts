import type {
  ActivityNoticeResponse,
  EventsSectionContent,
  FaqSectionContent,
  ServiceDesksResponse,
} from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * The library's own pages (spec 001 §7.9): each section in the visitor's language (the server answers Portuguese
 * when staff wrote no translation), so the language is part of every key.
 */
const STALE_MS = 5 * 60_000;

export interface GeneralInformationContent {
  texto: string;
  itens?: { titulo: string; texto: string }[];
}

function sectionQuery<T>(key: string) {
  const language = currentLanguage();
  return queryOptions({
    queryKey: ['site-section', key, language] as const,
    queryFn: ({ signal }) => api.get<T | null>(`/parametros/${key}`, { signal }),
    staleTime: STALE_MS,
  });
}

export const useFaq = () => useQuery(sectionQuery<FaqSectionContent>('faq'));
export const useGeneralInformation = () => useQuery(sectionQuery<GeneralInformationContent>('informacoes_gerais'));
export const useInstitutionalEvents = () => useQuery(sectionQuery<EventsSectionContent>('eventos_institucionais'));
export const useEventServerEvents = () => useQuery(sectionQuery<EventsSectionContent>('eventos_eventum'));

export function useServiceDesks() {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['service-desks', language] as const,
    queryFn: ({ signal }) => api.get<ServiceDesksResponse>('/parametros/atendimento', { signal }),
    staleTime: STALE_MS,
  });
}

/** An activity's notice; a switched-off activity answers 404, which means "no notice" here. */
export function useActivityNotice(activity: number) {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['activity-notice', activity, language] as const,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ActivityNoticeResponse>(`/parametros/atividade/${activity}/informativo`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.isNotFound) return null;
        throw error;
      }
    },
    staleTime: STALE_MS,
    retry: false,
  });
}
