/**
 * Electronic resources' public module (docs/e-resources.md): the title's online links (the record page) and the
 * personal-area link's token (the app's bootstrap). The pages and staff screens are in routes.tsx, loaded lazily.
 */
export { OnlineLinks } from './components/online-links.tsx';
export { redeemLinkToken } from './utils/link-token.ts';
