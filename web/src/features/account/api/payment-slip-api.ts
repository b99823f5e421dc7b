import type { GruRequestBody } from '@estante/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client.ts';

export interface LibraryOwed {
  cod_biblioteca: string;
  desc_biblioteca: string;
  valor: number;
}

/** GET /api/unidade-informacao/gru: what the patron owes per library (a slip is issued per library). */
export const owedByLibraryQuery = () =>
  queryOptions({
    queryKey: ['account', 'gru'],
    queryFn: ({ signal }) => api.get<LibraryOwed[]>('/unidade-informacao/gru', { signal }),
  });

/** POST /api/unidade-informacao/gru: the GRU Simples as a PDF file. */
export function downloadPaymentSlip(body: GruRequestBody) {
  return apiDownload('/unidade-informacao/gru', { method: 'POST', body });
}
