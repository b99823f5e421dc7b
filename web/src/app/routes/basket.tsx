import { BasketScreen } from '../../features/basket/components/basket-screen.tsx';

/** /cesta (spec 000 §2): the visitor's basket. */
export function BasketRoute() {
  return <BasketScreen />;
}
