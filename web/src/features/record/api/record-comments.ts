import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /comentarios/acervo/{id} (spec 001 §7.7): an approved comment, the author by first name. */
export interface ApprovedComment {
  cod_comentario: number;
  comentario: string;
  nome: string;
  data: string;
}

/** GET /comentarios/usuario/acervo/{id}: the signed-in patron's own comments on the title. */
export interface OwnTitleComment {
  cod_comentario: number;
  comentario: string;
  situacao: 'PENDENTE' | 'APROVADO' | 'REPROVADO';
  data: string;
}

export const approvedCommentsQuery = (recordId: number) =>
  queryOptions({
    queryKey: ['record-comments', recordId, 'approved'],
    queryFn: () => api.get<ApprovedComment[]>(`/comentarios/acervo/${recordId}`),
  });

export const ownTitleCommentsQuery = (recordId: number, login: string) =>
  queryOptions({
    queryKey: ['record-comments', recordId, 'own', login],
    queryFn: () => api.get<OwnTitleComment[]>(`/comentarios/usuario/acervo/${recordId}`),
  });

/** POST /comentarios/acervo/{id}: pending until staff approve; 422 limite_comentarios_excedido over the limit. */
export function usePostComment(recordId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<{ cod_comentario: number; situacao: 'PENDENTE' }>(`/comentarios/acervo/${recordId}`, {
        comentario: text,
      }),
    // The form shows the refusal (the limit) where the patron is typing.
    meta: { errorHandled: true },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['record-comments', recordId] });
      await client.invalidateQueries({ queryKey: ['account', 'own-comments'] });
    },
  });
}
