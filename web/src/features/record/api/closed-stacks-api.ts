import type { StorageRequestBody, StorageRequestCreated } from '@estante/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/gravar-armazem?cod_biblioteca=…: the basket of copies asked for from one library's closed stacks. */
export function useRequestFromStorage(recordId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ library, basket }: { library: string; basket: StorageRequestBody['cesta'] }) =>
      api.post<StorageRequestCreated>(`/gravar-armazem?cod_biblioteca=${encodeURIComponent(library)}`, {
        cesta: basket,
      }),
    // The copies just asked for are no longer requestable: read the tab again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['record', recordId, 'dados-armazem'] }),
  });
}
