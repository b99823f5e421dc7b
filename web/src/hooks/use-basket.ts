import { useSyncExternalStore } from 'react';
import { type BasketItem, basketStore } from '../lib/basket-store.ts';

/** The basket's titles; the component re-renders when the basket changes (here or in another tab). */
export function useBasket(): readonly BasketItem[] {
  return useSyncExternalStore(basketStore.subscribe, basketStore.getSnapshot, basketStore.getSnapshot);
}

export function useInBasket(id: number): boolean {
  const items = useBasket();
  return items.some((item) => item.cod_acervo === id);
}
