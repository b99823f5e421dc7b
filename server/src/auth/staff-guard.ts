import { ERROR_CODES } from '@estante/contracts';
import { DomainError } from '@estante/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { requireUser } from './auth-hook.ts';
import { holdsFunction } from './person.repository.ts';

/**
 * The function (cod_modulo, cod_atividade) that makes a person staff who may change the site configuration.
 * The spec names no staff role (000 §6); Estante uses module 9 "administration", activity 9001 (docs/decisions.md).
 * Granted per person (person_permissions) or per category (category_permissions), like every other function.
 */
export const SITE_ADMIN_FUNCTION = { module: 9, activity: 9001 } as const;

/** The circulation desk function: check out, check in, payments, suspensions (docs/circulation.md). */
export const CIRCULATION_FUNCTION = { module: 9, activity: 9002 } as const;

export type StaffFunction = { readonly module: number; readonly activity: number };

class NotStaffError extends DomainError {
  constructor() {
    super('forbidden', ERROR_CODES.forbidden);
  }
}

export async function holdsSiteAdminFunction(db: Kysely<Database>, personId: number): Promise<boolean> {
  return holdsStaffFunction(db, personId, SITE_ADMIN_FUNCTION);
}

export async function holdsStaffFunction(db: Kysely<Database>, personId: number, fn: StaffFunction): Promise<boolean> {
  return holdsFunction(db, personId, fn.module, fn.activity);
}

/** preHandler: 401 without a signed-in user, 403 for one without the function (site administration by default). */
export function staffOnly(db: Kysely<Database>, fn: StaffFunction = SITE_ADMIN_FUNCTION) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = requireUser(request);
    if (!(await holdsStaffFunction(db, user.personId, fn))) throw new NotStaffError();
  };
}
