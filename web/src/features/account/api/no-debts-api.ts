import { queryOptions } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client.ts';

export const noDebtsCheckQuery = () =>
  queryOptions({
    queryKey: ['account', 'no-debts-check'],
    queryFn: () => api.get<{ liberado: true }>('/unidade-informacao/nada-consta/verifica'),
    retry: false,
  });

/** Issues the declaration; the check first refreshes the session (apiDownload does not refresh on 401). */
export async function downloadNoDebtsDeclaration() {
  await api.get('/unidade-informacao/nada-consta/verifica');
  const file = await apiDownload('/unidade-informacao/nada-consta', { method: 'POST', body: {} });
  const code = /nada-consta-([0-9A-F-]+)\.pdf/.exec(file.fileName ?? '')?.[1] ?? '';
  return { ...file, code };
}
