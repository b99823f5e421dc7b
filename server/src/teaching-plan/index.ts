/** The public module of the teaching plan: its routes and texts. */

export { teachingPlanRoutes } from './teaching-plan.routes.ts';
export { TEACHING_PLAN_MESSAGES } from './teaching-plan-messages.ts';
