import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DialectName } from './database.ts';
import * as initialSchema from './migrations/2026-11-22-0001-initial-schema.ts';
import * as searchIndex from './migrations/2026-11-22-0002-search-index.ts';
import * as searchEngine from './migrations/2026-11-22-0003-search-engine.ts';
import * as authKeys from './migrations/2026-11-22-0004-auth-keys.ts';
import * as circulation from './migrations/2026-11-23-0007-circulation.ts';
import * as catalogueRevision from './migrations/2026-11-23-0010-catalogue-revision.ts';
import * as teachingAndSearchOptions from './migrations/2026-11-23-0011-teaching-and-search-options.ts';
import * as samlRequests from './migrations/2026-11-23-0012-saml-requests.ts';
import * as alerts from './migrations/2026-11-23-0013-alerts.ts';
import * as closedDaysAndJobLeases from './migrations/2026-11-23-0014-closed-days-and-job-leases.ts';
import * as teachingOfferingsAndDatabases from './migrations/2026-11-23-0015-teaching-offerings-and-databases.ts';
import * as serviceRequests from './migrations/2026-11-23-0016-service-requests.ts';
import * as interestProfile from './migrations/2026-11-23-0017-interest-profile.ts';
import * as authorityRevision from './migrations/2026-11-23-0018-authority-revision.ts';
import * as patronBlockReason from './migrations/2026-11-25-0019-patron-block-reason.ts';
import * as rateLimitBuckets from './migrations/2026-11-25-0021-rate-limit-buckets.ts';
import * as basketMailCounters from './migrations/2026-11-25-0023-basket-mail-counters.ts';
import * as holdSuspensionAndPickup from './migrations/2026-11-25-0030-hold-suspension-and-pickup.ts';
import * as staffAudit from './migrations/2026-11-26-0040-staff-audit.ts';
import * as deskTransitsAndWaivers from './migrations/2026-11-26-0041-desk-transits-and-waivers.ts';
import * as staffQueues from './migrations/2026-11-26-0042-staff-queues.ts';
import * as catalogueWork from './migrations/2026-11-26-0043-catalogue-work.ts';
import * as loanPolicyUnique from './migrations/2026-11-26-0044-loan-policy-unique.ts';
import * as staffReports from './migrations/2026-11-26-0045-staff-reports.ts';
import * as loanRenewals from './migrations/2026-11-26-0046-loan-renewals.ts';
import * as importProblemCodes from './migrations/2026-11-26-0047-import-problem-codes.ts';
import * as networkCatalogue from './migrations/2026-11-26-0100-network-catalogue.ts';
import * as eresources from './migrations/2026-11-26-0110-eresources.ts';
import * as privacy from './migrations/2026-11-26-0115-privacy.ts';
import * as serialHoldings from './migrations/2026-11-26-0120-serial-holdings.ts';
import * as closedStacksAndGru from './migrations/2026-11-26-0125-closed-stacks-and-gru.ts';
import * as copyAcquisition from './migrations/2026-11-26-0130-copy-acquisition.ts';
import * as specialCollectionFacets from './migrations/2026-11-26-0135-special-collection-facets.ts';
import * as personNameSearch from './migrations/2026-11-26-0230-person-name-search.ts';
import * as copiesAvailabilityIndex from './migrations/2026-11-26-0301-copies-availability-index.ts';
import * as dropRedundantFacetIndex from './migrations/2026-11-26-0501-drop-redundant-facet-index.ts';
import * as courseDisciplinesByDiscipline from './migrations/2026-11-26-0601-course-disciplines-by-discipline.ts';
import * as networkHarvestFailure from './migrations/2026-11-28-0100-network-harvest-failure.ts';

interface DialectMigration {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
  down?(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

/** Versioned migrations, in order. Names are dated and never change once released. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '2026-11-22-0001-initial-schema': initialSchema,
  '2026-11-22-0002-search-index': searchIndex,
  '2026-11-22-0003-search-engine': searchEngine,
  '2026-11-22-0004-auth-keys': authKeys,
  '2026-11-23-0007-circulation': circulation,
  '2026-11-23-0010-catalogue-revision': catalogueRevision,
  '2026-11-23-0011-teaching-and-search-options': teachingAndSearchOptions,
  '2026-11-23-0012-saml-requests': samlRequests,
  '2026-11-23-0013-alerts': alerts,
  '2026-11-23-0014-closed-days-and-job-leases': closedDaysAndJobLeases,
  '2026-11-23-0015-teaching-offerings-and-databases': teachingOfferingsAndDatabases,
  '2026-11-23-0016-service-requests': serviceRequests,
  '2026-11-23-0017-interest-profile': interestProfile,
  '2026-11-23-0018-authority-revision': authorityRevision,
  '2026-11-25-0019-patron-block-reason': patronBlockReason,
  '2026-11-25-0023-basket-mail-counters': basketMailCounters,
  '2026-11-25-0021-rate-limit-buckets': rateLimitBuckets,
  '2026-11-25-0030-hold-suspension-and-pickup': holdSuspensionAndPickup,
  '2026-11-26-0040-staff-audit': staffAudit,
  '2026-11-26-0041-desk-transits-and-waivers': deskTransitsAndWaivers,
  '2026-11-26-0042-staff-queues': staffQueues,
  '2026-11-26-0043-catalogue-work': catalogueWork,
  '2026-11-26-0044-loan-policy-unique': loanPolicyUnique,
  '2026-11-26-0045-staff-reports': staffReports,
  '2026-11-26-0046-loan-renewals': loanRenewals,
  '2026-11-26-0047-import-problem-codes': importProblemCodes,
  '2026-11-26-0110-eresources': eresources,
  '2026-11-26-0130-copy-acquisition': copyAcquisition,
  '2026-11-26-0100-network-catalogue': networkCatalogue,
  '2026-11-26-0120-serial-holdings': serialHoldings,
  '2026-11-26-0125-closed-stacks-and-gru': closedStacksAndGru,
  '2026-11-26-0115-privacy': privacy,
  '2026-11-26-0135-special-collection-facets': specialCollectionFacets,
  '2026-11-26-0230-person-name-search': personNameSearch,
  '2026-11-26-0301-copies-availability-index': copiesAvailabilityIndex,
  '2026-11-26-0501-drop-redundant-facet-index': dropRedundantFacetIndex,
  '2026-11-26-0601-course-disciplines-by-discipline': courseDisciplinesByDiscipline,
  '2026-11-28-0100-network-harvest-failure': networkHarvestFailure,
};

/** Static provider (no file-system scanning), passing the dialect to each migration. */
class DialectMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(MIGRATIONS)) {
      migrations[name] = {
        up: (db) => migration.up(db, this.dialect),
        down: migration.down ? (db) => migration.down!(db, this.dialect) : undefined,
      };
    }
    return migrations;
  }
}

/** Applies every pending migration; throws (so the caller exits non-zero) when one fails. */
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: with another Estante schema in the
  // same PostgreSQL database (tests, staging), it would find that one's tables and never create its own.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined;
  const migrator = new Migrator({
    db,
    provider: new DialectMigrationProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
