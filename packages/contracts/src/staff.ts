/**
 * Staff functions (cod_modulo 9, "administration"): what a staff member may do, granted per person or per
 * category like every other function (docs/staff.md). The spec names none (000 §6); a real library separates
 * these duties, so each staff screen and each staff route requires exactly one of them. Site administration
 * holds every other function too (the library's superuser).
 */
export const STAFF_MODULE = 9;

export const STAFF_FUNCTIONS = {
  /** Site configuration, content, libraries, loan policies, e-resource connectors, audit trail. */
  siteAdmin: 9001,
  /** Circulation desk: check out, check in, renew, payments, waivers, suspensions, holds shelf, loan requests. */
  circulation: 9002,
  /** Catalogue work: MARC import, covers, closed collections, suppressing and deleting records. */
  cataloguing: 9003,
  /** Moderation: title comments, general comments sent from the footer. */
  moderation: 9004,
  /** Acquisitions: purchase suggestions and purchase orders. */
  acquisitions: 9005,
  /** Reports: circulation, holds, overdue, access and acquisitions statistics. */
  reports: 9006,
} as const;

export type StaffFunctionName = keyof typeof STAFF_FUNCTIONS;
export type StaffFunctionCode = (typeof STAFF_FUNCTIONS)[StaffFunctionName];

export const STAFF_FUNCTION_NAMES = Object.keys(STAFF_FUNCTIONS) as StaffFunctionName[];

/** The staff console's web routes (under WEB_ROUTES.staff); the console itself is lazily loaded. */
export const STAFF_WEB_ROOT = '/equipe';
