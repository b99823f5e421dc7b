import { type AuthorityRecord, foldForSearch } from '@estante/core';
import type { Executor } from './search-index.ts';

/** Folded keys under which an authority is found: its heading and its see-from (4XX) forms. */
export function authorityReferenceKeys(authority: AuthorityRecord): string[] {
  const keys = [authority.heading, ...authority.seeFrom]
    .map((form) => foldForSearch(form).slice(0, 300))
    .filter(Boolean);
  return [...new Set(keys)];
}

/**
 * Replaces the reference keys of one authority (called by the import for each authority written). The caller
 * calls `recordAuthorityChanges` in the same transaction (once for all the authorities it writes), so every
 * server's authority fingerprints are reloaded before its next search.
 */
export async function writeAuthorityReferences(
  trx: Executor,
  authorityId: number,
  authority: AuthorityRecord,
): Promise<void> {
  await trx.deleteFrom('authority_references').where('authority_id', '=', authorityId).execute();
  const keys = authorityReferenceKeys(authority);
  if (keys.length === 0) return;
  await trx
    .insertInto('authority_references')
    .values(keys.map((form_key) => ({ authority_id: authorityId, form_key })))
    .execute();
}
