import type { Kysely } from 'kysely';
import type { ServerKeyStore } from '../auth/index.ts';
import type { Database } from '../database/schema.ts';
import { targetProducts } from './eresource-access.ts';
import { findActiveProviderOfType } from './eresources.repository.ts';

/**
 * The products of the configured Target GEDWeb document server for `/consulta/produtos-target`; undefined when no
 * Target provider is configured, so the caller answers its seeded list instead (docs/e-resources.md).
 */
export async function targetProductsOfProvider(
  db: Kysely<Database>,
  keys: ServerKeyStore,
  term: string | undefined,
): Promise<{ codigo: string; descricao: string }[] | undefined> {
  const provider = await findActiveProviderOfType(db, 'target');
  if (!provider) return undefined;
  return targetProducts(keys, provider, term);
}

/** Whether an active Target GEDWeb provider is configured: the standards guide is offered only then. */
export async function hasTargetDocumentServer(db: Kysely<Database>): Promise<boolean> {
  return (await findActiveProviderOfType(db, 'target')) !== undefined;
}
