import { BasketScreen } from '../../features/basket/index.ts';

/** /cesta (spec 000 §2): the visitor's basket. */
export function BasketRoute() {
  return <BasketScreen />;
}
