import type { RecordColour } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /acervo/{id}/cor: the colour of the title's work type, with its text colour (the header's badge). */
export function useRecordColour(recordId: number) {
  return useQuery({
    queryKey: ['record', recordId, 'cor'],
    queryFn: ({ signal }) => api.get<RecordColour>(`/acervo/${recordId}/cor`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /consulta/titulos-adicionais's answer: by record id, its titles with their kind (uniforme, variante). */
type AdditionalTitles = Record<string, { tipo: string; titulo: string }[]>;

/** GET /consulta/titulos-adicionais?acervos=id: the title's uniform and variant titles (the description). */
export function useAdditionalTitles(recordId: number) {
  return useQuery({
    queryKey: ['record', recordId, 'titulos-adicionais'],
    queryFn: ({ signal }) =>
      api.get<AdditionalTitles>('/consulta/titulos-adicionais', { signal, query: { acervos: recordId } }),
    select: (titles) => titles[String(recordId)] ?? [],
  });
}
