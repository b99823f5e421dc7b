import type { CacheProvider } from '@node-saml/node-saml';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** How long the identity provider has to answer an AuthnRequest (a person typing a password, maybe a second factor). */
export const SAML_REQUEST_LIFETIME_MS = 10 * 60_000;

/**
 * node-saml's request-ID cache, kept in `saml_requests` so that every instance knows the requests of the others.
 * `saveAsync` records an issued AuthnRequest; `getAsync` answers its creation instant while it has not expired
 * (node-saml then checks the response's InResponseTo, and the one inside the signed assertion, against it).
 * `removeAsync` does nothing: node-saml reads before it removes, so two copies of one response could both pass;
 * the route spends the ID with {@link consumeSamlRequest} instead, which only one caller can win.
 */
export function samlRequestCache(db: Kysely<Database>, now: () => Date): CacheProvider {
  return {
    async saveAsync(key, value) {
      const at = now();
      // Unanswered requests are dropped as new ones arrive: the table holds at most ten minutes of sign-ins.
      await db.deleteFrom('saml_requests').where('expires_at', '<', at.toISOString()).execute();
      await db
        .insertInto('saml_requests')
        .values({
          request_id: key,
          created_at: value,
          expires_at: new Date(at.getTime() + SAML_REQUEST_LIFETIME_MS).toISOString(),
        })
        .execute();
      return { value, createdAt: at.getTime() };
    },
    async getAsync(key) {
      const row = await db
        .selectFrom('saml_requests')
        .select('created_at')
        .where('request_id', '=', key)
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst();
      return row?.created_at ?? null;
    },
    async removeAsync() {
      return null;
    },
  };
}

/** Spends the request a response answers: true for the first caller while it is unexpired, false ever after. */
export async function consumeSamlRequest(db: Kysely<Database>, requestId: string, at: Date): Promise<boolean> {
  const result = await db
    .deleteFrom('saml_requests')
    .where('request_id', '=', requestId)
    .where('expires_at', '>', at.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
