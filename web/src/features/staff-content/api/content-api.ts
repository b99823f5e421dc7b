import type { ElectronicDatabase, InstitutionResponse, LanguageTag, RetentionDays } from '@estante/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';

/**
 * The content area's calls (docs/staff-content.md): the site configuration of /api/admin, loan policies, the
 * libraries' closed days (/api/circulacao/calendario) and the electronic databases. Every mutation shows its own
 * failure beside the fields (errorHandled), and refreshes what it changed.
 */

export interface SelfServiceSettings {
  enabled: boolean;
  libraryCode: string | null;
  authType: number | null;
  url: string | null;
}

export type InstitutionConfiguration = InstitutionResponse & {
  autoatendimento: SelfServiceSettings;
  /** The library's retention periods, in days (docs/privacy.md). */
  retencao: RetentionDays;
};

export interface LibraryConfiguration {
  cod_biblioteca: string;
  desc_biblioteca: string;
  email: string | null;
  telefone: string | null;
  endereco: string | null;
  horario: string | null;
}

export interface CampusConfiguration {
  cod_campus: number;
  nome_campus: string;
  bibliotecas: LibraryConfiguration[];
}

export interface ActivityConfiguration {
  cod_atividade: number;
  cod_modulo: number;
  descricao: string;
  ativo: boolean;
}

export interface StoredSection {
  section_key: string;
  language: LanguageTag;
  content: unknown;
}

/** GET /api/admin/configuracao. */
export interface SiteConfiguration {
  instituicao: InstitutionConfiguration;
  atividades: ActivityConfiguration[];
  campi: CampusConfiguration[];
  bibliotecas_sem_campus: LibraryConfiguration[];
  secoes: StoredSection[];
}

const ROOT = ['staff', 'content'] as const;

export const configurationQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'configuration'],
    queryFn: ({ signal }) => api.get<SiteConfiguration>('/admin/configuracao', { signal }),
  });

export const useConfiguration = () => useQuery(configurationQuery());

/** Every library of the institution, those without a campus last. */
export function allLibraries(configuration: SiteConfiguration): LibraryConfiguration[] {
  return [...configuration.campi.flatMap((campus) => campus.bibliotecas), ...configuration.bibliotecas_sem_campus];
}

/** A mutation of the site configuration: its refusal is shown by the form; on success the configuration reloads. */
function useConfigurationMutation<Input, Output>(call: (input: Input) => Promise<Output>, alsoRefresh: string[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: configurationQuery().queryKey });
      // The public answers this change shows in (the home sections, the institution in the header and footer).
      for (const key of alsoRefresh) await queryClient.invalidateQueries({ queryKey: [key] });
    },
    meta: { errorHandled: true },
  });
}

export const useSaveSection = () =>
  useConfigurationMutation(
    ({ key, language, content }: { key: string; language: LanguageTag; content: unknown }) =>
      api.put<void>(`/admin/secoes/${encodeURIComponent(key)}/${language}`, content),
    ['site-section'],
  );

export const useRemoveSection = () =>
  useConfigurationMutation(
    ({ key, language }: { key: string; language: LanguageTag }) =>
      api.delete<{ removidas: number }>(`/admin/secoes/${encodeURIComponent(key)}`, undefined, {
        query: { idioma: language },
      }),
    ['site-section'],
  );

export type InstitutionPatch = Partial<
  Omit<InstitutionResponse, 'codEmpresa' | 'parametros'> & {
    parametros: Record<string, string | number | boolean | null>;
    autoatendimento: Partial<SelfServiceSettings>;
    retencao: Partial<RetentionDays>;
  }
>;

export const useSaveInstitution = () =>
  useConfigurationMutation(
    (patch: InstitutionPatch) =>
      apiRequest<InstitutionConfiguration>('/admin/instituicao', { method: 'PATCH', body: patch }),
    ['institution', 'site-parameters'],
  );

export const useSaveActivity = () =>
  useConfigurationMutation(
    ({ code, ...body }: { code: number; ativo?: boolean; descricao?: string; modulo?: number }) =>
      api.put<void>(`/admin/atividades/${code}`, body),
    ['site-parameters'],
  );

export const useAddCampus = () =>
  useConfigurationMutation(
    (name: string) => api.post<{ cod_campus: number }>('/admin/campi', { nome_campus: name }),
    ['library-units', 'site-parameters'],
  );

export const useRenameCampus = () =>
  useConfigurationMutation(
    ({ id, name }: { id: number; name: string }) => api.put<void>(`/admin/campi/${id}`, { nome_campus: name }),
    ['library-units', 'site-parameters'],
  );

export interface LibraryPatch {
  cod_campus?: number | null;
  desc_biblioteca?: string;
  email?: string | null;
  telefone?: string | null;
  endereco?: string | null;
  horario?: string | null;
}

export const useSaveLibrary = () =>
  useConfigurationMutation(
    ({ code, patch }: { code: string; patch: LibraryPatch }) =>
      api.put<void>(`/admin/bibliotecas/${encodeURIComponent(code)}`, patch),
    ['library-units', 'site-parameters'],
  );

// --- Loan policies -----------------------------------------------------------------------------------------

export interface LoanPolicy {
  categoria: string | null;
  tipo_emprestimo: string | null;
  dias_emprestimo: number;
  limite_renovacoes: number;
  renova_em_atraso: boolean;
  multa_diaria_centavos: number;
  limite_reservas: number;
  dias_retirada_reserva: number;
  limite_emprestimos: number;
  limite_solicitacoes: number;
  limite_comentarios_pendentes: number;
}

export interface LoanPolicies {
  politicas: LoanPolicy[];
  padrao: LoanPolicy;
  categorias: { codigo: string; nome: string }[];
  tipos_emprestimo: { codigo: string; nome: string; circula: boolean }[];
}

export const policiesQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'policies'],
    queryFn: ({ signal }) => api.get<LoanPolicies>('/admin/politicas', { signal }),
  });

export const usePolicies = () => useQuery(policiesQuery());

/** `*` in the path is "any" category or loan type. */
const scopePath = (category: string | null, loanType: string | null) =>
  `/admin/politicas/${encodeURIComponent(category ?? '*')}/${encodeURIComponent(loanType ?? '*')}`;

function usePolicyMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQuery().queryKey }),
    meta: { errorHandled: true },
  });
}

export const useSavePolicy = () =>
  usePolicyMutation(({ categoria, tipo_emprestimo, ...values }: LoanPolicy) =>
    api.put<LoanPolicy>(scopePath(categoria, tipo_emprestimo), values),
  );

export const useRemovePolicy = () =>
  usePolicyMutation(({ categoria, tipo_emprestimo }: Pick<LoanPolicy, 'categoria' | 'tipo_emprestimo'>) =>
    api.delete<void>(scopePath(categoria, tipo_emprestimo)),
  );

// --- Closed days -------------------------------------------------------------------------------------------

export interface ClosedDay {
  biblioteca: string;
  data: string;
  descricao: string | null;
}

export const closedDaysQuery = (library: string, from: string) =>
  queryOptions({
    queryKey: [...ROOT, 'closed-days', library, from],
    queryFn: ({ signal }) =>
      api.get<ClosedDay[]>('/circulacao/calendario', { query: { biblioteca: library, de: from }, signal }),
    enabled: library !== '',
  });

function useClosedDayMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'closed-days'] }),
    meta: { errorHandled: true },
  });
}

export const useAddClosedDay = () =>
  useClosedDayMutation(({ biblioteca, data, descricao }: ClosedDay) =>
    api.put<ClosedDay>(`/circulacao/calendario/${encodeURIComponent(biblioteca)}/${data}`, {
      ...(descricao ? { descricao } : {}),
    }),
  );

export const useRemoveClosedDay = () =>
  useClosedDayMutation(({ biblioteca, data }: Pick<ClosedDay, 'biblioteca' | 'data'>) =>
    api.delete<void>(`/circulacao/calendario/${encodeURIComponent(biblioteca)}/${data}`),
  );

// --- Electronic databases ----------------------------------------------------------------------------------

export const electronicDatabasesQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'electronic-databases'],
    queryFn: ({ signal }) => api.get<ElectronicDatabase[]>('/admin/bases-dados', { signal }),
  });

export interface ElectronicDatabaseInput {
  nome: string;
  link: string;
  descricao: string | null;
  acesso: string | null;
}

function useDatabaseMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: electronicDatabasesQuery().queryKey }),
    meta: { errorHandled: true },
  });
}

export const useAddDatabase = () =>
  useDatabaseMutation((input: ElectronicDatabaseInput) => api.post<{ id: number }>('/admin/bases-dados', input));

export const useChangeDatabase = () =>
  useDatabaseMutation(({ id, ...input }: ElectronicDatabaseInput & { id: number }) =>
    api.put<void>(`/admin/bases-dados/${id}`, input),
  );

export const useRemoveDatabase = () =>
  useDatabaseMutation((id: number) => api.delete<void>(`/admin/bases-dados/${id}`));
