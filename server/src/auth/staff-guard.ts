import { ERROR_CODES, STAFF_FUNCTIONS, STAFF_MODULE, type StaffFunctionName } from '@estante/contracts';
import { DomainError } from '@estante/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { requireUser } from './auth-hook.ts';
import { holdsFunction } from './person.repository.ts';
import { findStaffActivities } from './staff-functions.repository.ts';

/** A function (cod_modulo, cod_atividade) a route may require; staff functions are module 9 (docs/staff.md). */
export type StaffFunction = { readonly module: number; readonly activity: number };

const staffFunction = (name: StaffFunctionName): StaffFunction =>
  Object.freeze({ module: STAFF_MODULE, activity: STAFF_FUNCTIONS[name] });

/**
 * Site administration (module 9, activity 9001): the site configuration, content, libraries, policies and the
 * audit trail. The spec names no staff role (000 §6); Estante uses module 9 "administration" (docs/decisions.md).
 * It holds every other staff function too (the library's superuser). Granted per person (person_permissions) or
 * per category (category_permissions), like every other function.
 */
export const SITE_ADMIN_FUNCTION = { module: 9, activity: 9001 } as const;

/** The circulation desk function: check out, check in, payments, suspensions (docs/circulation.md). */
export const CIRCULATION_FUNCTION = { module: 9, activity: 9002 } as const;

/** Catalogue work: MARC import, covers, closed collections, suppressing and deleting records. */
export const CATALOGUING_FUNCTION = staffFunction('cataloguing');
/** Moderation of title comments and general comments. */
export const MODERATION_FUNCTION = staffFunction('moderation');
/** Purchase suggestions and purchase orders. */
export const ACQUISITIONS_FUNCTION = staffFunction('acquisitions');
/** The staff reports. */
export const REPORTS_FUNCTION = staffFunction('reports');

/** Each staff function by its name in STAFF_FUNCTIONS. */
export const STAFF_FUNCTION_BY_NAME: Readonly<Record<StaffFunctionName, StaffFunction>> = {
  siteAdmin: SITE_ADMIN_FUNCTION,
  circulation: CIRCULATION_FUNCTION,
  cataloguing: CATALOGUING_FUNCTION,
  moderation: MODERATION_FUNCTION,
  acquisitions: ACQUISITIONS_FUNCTION,
  reports: REPORTS_FUNCTION,
};

class NotStaffError extends DomainError {
  constructor() {
    super('forbidden', ERROR_CODES.forbidden);
  }
}

/** Whether the staff functions a person holds (their activity codes) include `fn`: site administration holds all. */
export function staffFunctionsInclude(held: readonly number[], fn: StaffFunction): boolean {
  if (fn.module !== STAFF_MODULE) return false;
  return held.includes(fn.activity) || held.includes(SITE_ADMIN_FUNCTION.activity);
}

/** The staff functions (activity codes) a person holds in effect: all of them with site administration. */
export async function heldStaffFunctions(db: Kysely<Database>, personId: number): Promise<number[]> {
  const held = await findStaffActivities(db, personId);
  const all = Object.values(STAFF_FUNCTIONS) as number[];
  if (held.includes(SITE_ADMIN_FUNCTION.activity)) return all;
  return all.filter((code) => held.includes(code));
}

export async function holdsSiteAdminFunction(db: Kysely<Database>, personId: number): Promise<boolean> {
  return holdsStaffFunction(db, personId, SITE_ADMIN_FUNCTION);
}

/** Whether a person holds a function; for a staff function (module 9), site administration counts as holding it. */
export async function holdsStaffFunction(db: Kysely<Database>, personId: number, fn: StaffFunction): Promise<boolean> {
  if (fn.module !== STAFF_MODULE) return holdsFunction(db, personId, fn.module, fn.activity);
  return staffFunctionsInclude(await findStaffActivities(db, personId), fn);
}

/** Who acts under a staff guard, set on the request once the guard let it through (the audit trail reads it). */
export interface StaffAction {
  readonly personId: number;
  /** logins.id the person signed in with. */
  readonly loginId: number | null;
  readonly fn: StaffFunction;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a staff guard that let the request through; null otherwise (server/src/staff, audit trail). */
    staffAction: StaffAction | null;
  }
}

const STAFF_GUARD = Symbol('estante.staffGuard');

/** A staff guard hook: it carries the function it requires, so the app can list every staff route (docs/staff.md). */
export type StaffGuard = ((request: FastifyRequest) => Promise<void>) & { readonly [STAFF_GUARD]: StaffFunction };

/** The function a staff guard requires, or undefined when `hook` is no staff guard. */
export function staffGuardFunction(hook: unknown): StaffFunction | undefined {
  return typeof hook === 'function' ? (hook as Partial<StaffGuard>)[STAFF_GUARD] : undefined;
}

/**
 * The staff guard: 401 without a signed-in user, 403 for one without the function (site administration by
 * default; site administration passes every guard). Use it as a plugin's preHandler hook or a route's preHandler.
 * In the app built by buildApp, the staff console also runs it before the body is read (server/src/staff), so a
 * refused call never gets its body parsed or validated; the preHandler run then finds the request already checked.
 */
export function staffOnly(db: Kysely<Database>, fn: StaffFunction = SITE_ADMIN_FUNCTION): StaffGuard {
  const guard = async (request: FastifyRequest): Promise<void> => {
    const checked = request.staffAction?.fn;
    if (checked && checked.module === fn.module && checked.activity === fn.activity) return;
    const user = requireUser(request);
    if (!(await holdsStaffFunction(db, user.personId, fn))) throw new NotStaffError();
    request.staffAction = { personId: user.personId, loginId: user.loginId ?? null, fn };
  };
  return Object.assign(guard, { [STAFF_GUARD]: fn });
}
