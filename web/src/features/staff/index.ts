/** The staff console's public module: the console frame app/staff-routes.tsx mounts, and what areas share. */
export { STAFF_SESSION_QUERY_KEY } from './api/get-staff-session.ts';
export { StaffConsole } from './components/staff-console.tsx';
export type { StaffArea, StaffNavLink } from './utils/staff-area.ts';
