import type {
  AccessStatistics,
  EresourceProvider,
  EresourceProviderInput,
  LinkResponse,
  RestrictedAccessResponse,
  TitleLink,
} from '@estante/contracts';
import { api, apiDownload } from '../../../lib/api-client.ts';
import { clientFields } from '../utils/client-fields.ts';

/** The online links of a title, each marked restricted (docs/e-resources.md). */
export const getTitleLinks = (recordId: number) => api.get<TitleLink[]>(`/vinculos/acesso-restrito/${recordId}`);

/** Spec 001 §7.14: a restricted link for the signed-in reader; `pearson` names /pearson. */
export const openRestrictedLink = (recordId: number, seq: number, userId: number | string | null) =>
  api.post<RestrictedAccessResponse>(`/vinculos/acesso-restrito/${recordId}/s/${seq}`, {
    userId,
    ...clientFields(),
  });

/** Spec 001 §7.14 and §8: every click on an online link; a failure is ignored silently. */
export function recordLinkAccess(recordId: number, seq: number, url: string, userId: number | string | null): void {
  void api
    .post<void>('/vinculos/estatistica-acesso', {
      cod_acervo: recordId,
      seq_paragrafo: seq,
      url,
      user_id: userId,
      ...clientFields(),
    })
    .catch(() => undefined);
}

export const continueGrupoA = (sessionid: string) => api.post<LinkResponse>('/vinculos/grupoa', { sessionid });

export const redeemRedirectLink = (token: string) => api.post<LinkResponse>('/vinculos/redireciona', { token });

/** The provider's link with a one-time token (Pearson's page). */
export const getProviderLink = (nome: string, url?: string) =>
  api.get<LinkResponse>('/pessoas/token-redireciona', { query: { nome, url } });

export const getTargetDocumentLink = (id: number) => api.get<LinkResponse>(`/vinculos/target/${id}`);

export const appLayerQrCodeUrl = (index: number) => `/api/vinculos/app-layers/${index}/qrcode`;

// Staff (docs/e-resources.md): providers for site administration, statistics for reports.
export const listProviders = () => api.get<EresourceProvider[]>('/equipe/recursos-eletronicos');
export const saveProvider = (name: string, input: EresourceProviderInput) =>
  api.put<EresourceProvider>(`/equipe/recursos-eletronicos/${encodeURIComponent(name)}`, input);
export const removeProvider = (name: string) =>
  api.delete<void>(`/equipe/recursos-eletronicos/${encodeURIComponent(name)}`);

export type StatisticsGrouping = 'titulo' | 'recurso';
export const getAccessStatistics = (grouping: StatisticsGrouping, from: string, to: string) =>
  api.get<AccessStatistics>('/equipe/recursos-eletronicos/estatisticas', {
    query: { agrupamento: grouping, inicio: from, fim: to },
  });
export const downloadAccessStatistics = (grouping: StatisticsGrouping, from: string, to: string) =>
  apiDownload('/equipe/recursos-eletronicos/estatisticas', {
    query: { agrupamento: grouping, inicio: from, fim: to, formato: 'csv' },
  });
