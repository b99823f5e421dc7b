/** Privacy (docs/privacy.md): the public page and the personal area's screen, which the account feature mounts. */
export { PrivacyScreen } from './components/privacy-screen.tsx';
export { ACCOUNT_PRIVACY_HREF } from './routes.tsx';
