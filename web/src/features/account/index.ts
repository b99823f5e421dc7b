/**
 * The personal area's public module: what other features and the app may use. The area itself (/meupergamum/*)
 * is in routes.tsx, which only the app loads, lazily.
 */
export { useSaveToPermanentBasket } from './api/account-services-api.ts';
export { RecordHoldTab } from './components/record-hold-tab.tsx';
export { RecordLoanRequestTab } from './components/record-loan-request-tab.tsx';
export { StandingBanner } from './components/standing-banner.tsx';
export { useApiRefusal, useRefusalText } from './hooks/use-account-text.ts';
export { usePatronStanding } from './hooks/use-patron-standing.ts';
export { ACCOUNT_BASE, type AccountScreenName, accountPaths } from './utils/account-paths.ts';
