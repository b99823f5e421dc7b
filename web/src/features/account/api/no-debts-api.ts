import { queryOptions, useMutation } from '@tanstack/react-query';
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

/** POST /nada-consta/send-mail (a multipart form, spec 001 §7.6): the issued declaration by e-mail, to `email` or the patron's own. */
export const useMailNoDebtsDeclaration = () =>
  useMutation({
    mutationFn: ({ codigo, email }: { codigo: string; email?: string }) => {
      const form = new FormData();
      form.set('codigo', codigo);
      if (email) form.set('email', email);
      return api.post<{ enviado: true; email: string }>('/nada-consta/send-mail', form);
    },
    // The screen shows the refusal beside the form.
    meta: { errorHandled: true },
  });
