import { InvalidInputError, NotFoundError } from '@estante/core';
import type { Kysely } from 'kysely';
import { revokePersonTokens } from '../auth/index.ts';
import type { Database } from '../database/schema.ts';
import { findPersonIdByLogin, setPersonBlock } from './patron-block.repository.ts';

/** Longest block reason staff may write: a sentence or two the patron reads at sign-in. */
export const BLOCK_REASON_MAX_LENGTH = 500;

export interface PatronBlock {
  cod_pessoa: number;
  bloqueio: boolean;
  motivo: string | null;
}

async function personIdOfLogin(db: Kysely<Database>, login: string): Promise<number> {
  const personId = await findPersonIdByLogin(db, login.trim());
  if (personId === undefined) throw new NotFoundError('login');
  return personId;
}

/**
 * Staff block a patron (admin `block`, PUT /api/admin/pessoas/:login/bloqueio) with a reason the patron reads when
 * sign-in or a refresh is refused (430 AcessoBloqueadoBiblioteca, `details.motivo`). Every sign-in of the person
 * ends: refresh tokens are revoked here, and the auth hook refuses their access tokens from the next call on
 * (session-check.repository.ts), in every process.
 */
export async function blockPatron(
  db: Kysely<Database>,
  login: string,
  reason: string,
  now: Date,
): Promise<PatronBlock> {
  const motivo = reason.trim();
  if (!motivo || motivo.length > BLOCK_REASON_MAX_LENGTH) throw new InvalidInputError('MotivoBloqueioInvalido');
  const personId = await personIdOfLogin(db, login);
  await setPersonBlock(db, personId, motivo, now);
  await revokePersonTokens(db, personId, now);
  return { cod_pessoa: personId, bloqueio: true, motivo };
}

/** Lifts a staff block; the patron signs in again as usual. */
export async function unblockPatron(db: Kysely<Database>, login: string, now: Date): Promise<PatronBlock> {
  const personId = await personIdOfLogin(db, login);
  await setPersonBlock(db, personId, null, now);
  return { cod_pessoa: personId, bloqueio: false, motivo: null };
}
