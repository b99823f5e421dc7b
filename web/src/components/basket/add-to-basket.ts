import type { TFunction } from 'i18next';
import { BASKET_LIMIT, type BasketItem, basketStore } from '../../lib/basket-store.ts';
import { toast } from '../toast/toast-store.ts';

/** Adds titles to the basket; when the basket is full, says so in a toast instead of ignoring the add. */
export function addToBasket(items: readonly BasketItem[], t: TFunction<'basket'>): void {
  const { added, refused } = basketStore.addAll(items);
  if (refused === 0) return;
  if (added === 0) toast.warning(t('full', { limit: BASKET_LIMIT }));
  else toast.warning(t('partlyAdded', { count: added, total: added + refused, limit: BASKET_LIMIT }));
}
