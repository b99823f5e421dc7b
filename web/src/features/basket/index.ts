/** The basket's public module: its screen, placed on /cesta by the app. */
export { BasketScreen } from './components/basket-screen.tsx';
