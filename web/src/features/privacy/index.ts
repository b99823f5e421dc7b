/** Privacy (docs/privacy.md): the public page and the personal area's screen, which the account feature mounts. */

export { usePrivacyRetention } from './api/privacy-api.ts';
export { PrivacyScreen } from './components/privacy-screen.tsx';
export { ACCOUNT_PRIVACY_HREF } from './routes.tsx';
