import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The catalogue work area's calls (docs/staff-catalogue.md): MARC imports (/api/equipe/importacoes), the staff's
 * record look-up and changes (/api/equipe/registros), and covers (/api/admin/acervo/:id/capa). The wire shapes are
 * the server's (server/src/catalogue/import/import-jobs.presenter.ts, record-admin.routes.ts).
 */

export type ImportStatus = 'na_fila' | 'em_andamento' | 'concluida' | 'falhou';

export interface ImportJob {
  id: number;
  arquivo: string;
  formato: 'iso2709' | 'marcxml';
  tamanho_bytes: number;
  situacao: ImportStatus;
  previstos: number;
  lidos: number;
  importados: number;
  atualizados: number;
  rejeitados: number;
  avisos: number;
  progresso: number;
  motivo_falha: string | null;
  enviada_por: string | null;
  enviada_em: string;
  iniciada_em: string | null;
  concluida_em: string | null;
}

export interface ReportLine {
  posicao: number;
  /** The importer's reason in English: what is shown when `codigo` is null or unknown to this client. */
  motivo: string;
  codigo: string | null;
  parametros: Record<string, string | number>;
}

export interface ImportJobDetail extends ImportJob {
  relatorio: { rejeitados: ReportLine[]; avisos: ReportLine[]; rejeitados_omitidos: number; avisos_omitidos: number };
}

export interface StaffRecord {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  ano: number | null;
  numero_controle: string | null;
  isbn: string | null;
  tem_capa: boolean;
  link_capa: string | null;
  acervo_fechado: boolean;
  suprimido: boolean;
  suprimido_em: string | null;
  atualizado_em: string;
}

interface Page<T> {
  total: number;
  itens: T[];
}

/** Whether a job may still change: its screen keeps reading it. */
export const isRunning = (job: Pick<ImportJob, 'situacao'>) =>
  job.situacao === 'na_fila' || job.situacao === 'em_andamento';

/** How often a running import is read again: often enough for a moving bar, cheap for the server (one row). */
const POLL_MS = 700;

const ROOT = ['staff', 'catalogue'] as const;
const IMPORTS = [...ROOT, 'imports'] as const;
const RECORDS = [...ROOT, 'records'] as const;

export const importsQuery = () =>
  queryOptions({
    queryKey: IMPORTS,
    queryFn: ({ signal }) => api.get<Page<ImportJob>>('/equipe/importacoes', { query: { itens: 20 }, signal }),
    // The queue moves while any job in it runs.
    refetchInterval: (query) => (query.state.data?.itens.some(isRunning) ? POLL_MS * 2 : false),
  });

export const importQuery = (id: number) =>
  queryOptions({
    queryKey: [...IMPORTS, id] as const,
    queryFn: ({ signal }) => api.get<ImportJobDetail>(`/equipe/importacoes/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data) ? false : POLL_MS),
  });

/** The latest imports, newest first (the list's rows). */
export function useImportQueue() {
  return useQuery({ ...importsQuery(), select: (page) => page.itens });
}

export function useImport(id: number | undefined) {
  return useQuery({ ...importQuery(id ?? 0), enabled: id !== undefined });
}

/** Uploads a MARC file as a multipart form; the answer is the queued job. */
export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('arquivo', file, file.name);
      return api.post<ImportJob>('/equipe/importacoes', form);
    },
    meta: { errorHandled: true },
    onSuccess: () => void client.invalidateQueries({ queryKey: IMPORTS, exact: true }),
  });
}

export const recordSearchQuery = (term: string) =>
  queryOptions({
    queryKey: [...RECORDS, 'search', term] as const,
    queryFn: ({ signal }) =>
      api.get<Page<StaffRecord>>('/equipe/registros', { query: { termo: term, itens: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const recordQuery = (id: number) =>
  queryOptions({
    queryKey: [...RECORDS, id] as const,
    queryFn: ({ signal }) => api.get<StaffRecord>(`/equipe/registros/${id}`, { signal }),
  });

export function useRecordSearch(term: string) {
  return useQuery({ ...recordSearchQuery(term), enabled: term.trim() !== '' });
}

export function useRecord(id: number | undefined) {
  return useQuery({ ...recordQuery(id ?? 0), enabled: id !== undefined });
}

/** After a change: the record's own answer is the new state; the look-up lists read again. */
function useRecordChange<Input>(mutationFn: (input: Input) => Promise<StaffRecord>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorHandled: true },
    onSuccess: (record) => {
      client.setQueryData(recordQuery(record.cod_acervo).queryKey, record);
      void client.invalidateQueries({ queryKey: [...RECORDS, 'search'] });
    },
  });
}

export function useSetClosedCollection(id: number) {
  return useRecordChange((closed: boolean) =>
    api.put<StaffRecord>(`/equipe/registros/${id}/acervo-fechado`, { acervo_fechado: closed }),
  );
}

export function useSetSuppressed(id: number) {
  return useRecordChange((suppressed: boolean) =>
    api.put<StaffRecord>(`/equipe/registros/${id}/supressao`, { suprimido: suppressed }),
  );
}

export function useDeleteRecord(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/equipe/registros/${id}`),
    meta: { errorHandled: true },
    onSuccess: () => {
      client.removeQueries({ queryKey: recordQuery(id).queryKey });
      void client.invalidateQueries({ queryKey: [...RECORDS, 'search'] });
    },
  });
}

/** Stores the record's cover (multipart); the record is read again for its cover link. */
export function useUploadCover(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('capa', file, file.name);
      return api.put<{ cod_acervo: number; link_capa: string }>(`/admin/acervo/${id}/capa`, form);
    },
    meta: { errorHandled: true },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: recordQuery(id).queryKey });
      void client.invalidateQueries({ queryKey: [...RECORDS, 'search'] });
    },
  });
}
