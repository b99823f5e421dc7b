/** The public module of privacy (docs/privacy.md): its routes, messages, the erasure and the retention job. */

export { privacyRoutes } from './privacy.routes.ts';
export { erasePersonalData } from './privacy.ts';
export { PRIVACY_MESSAGES } from './privacy-messages.ts';
export { runRetentionIfDue, startPrivacyRetentionScheduler } from './privacy-scheduler.ts';
