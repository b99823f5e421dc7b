/** The public module of the interest profile: its routes, texts and the notice job main.ts starts. */
export { startInterestNoticeScheduler } from './interest-notices.ts';
export { interestProfileRoutes } from './interest-profile.routes.ts';
export { INTEREST_PROFILE_MESSAGES } from './interest-profile-messages.ts';
