import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /comentarios/usuario/acervos (spec 001 §7.7): one of the patron's own title comments. */
export interface OwnComment {
  cod_comentario: number;
  cod_acervo: number;
  titulo: string;
  comentario: string;
  situacao: 'PENDENTE' | 'APROVADO' | 'REPROVADO';
  data: string;
  data_avaliacao: string | null;
}

const OWN = ['account', 'own-comments'] as const;

export const ownCommentsQuery = () =>
  queryOptions({ queryKey: OWN, queryFn: () => api.get<OwnComment[]>('/comentarios/usuario/acervos') });

/** DELETE /comentarios/usuario/{id}; the title's own comment lists refresh too. */
export function useDeleteOwnComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => api.delete<null>(`/comentarios/usuario/${commentId}`),
    // The screen shows a refusal beside the list.
    meta: { errorHandled: true },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: OWN });
      await client.invalidateQueries({ queryKey: ['record-comments'] });
    },
  });
}
