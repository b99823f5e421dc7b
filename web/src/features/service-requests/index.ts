/** Service requests' public module (spec 001 §7.13): the screen the app places inside the personal area. */
export { ServiceRequestsScreen } from './components/service-requests-screen.tsx';
