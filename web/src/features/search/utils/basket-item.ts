import type { SearchResultItem } from '@estante/contracts';
import type { BasketItem } from '../../../lib/basket-store.ts';

/** What the basket keeps of a result. */
export function toBasketItem(item: SearchResultItem): BasketItem {
  return {
    cod_acervo: item.cod_acervo,
    titulo: item.titulo,
    autor: item.autor,
    imprenta: item.imprenta,
    ano_publicacao: item.ano_publicacao,
  };
}
