import {
  type BibliographicRecord,
  extractAuthority,
  extractHoldingsRecord,
  foldForSearch,
  type MarcProblem,
  type MarcRecord,
} from '@estante/core';
import { type Compilable, CompiledQuery, type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { executePrepared } from '../../database/prepared-statements.ts';
import type { Database, NewCopy } from '../../database/schema.ts';
import {
  type BrowseKind,
  facetValues,
  recordAuthorityChanges,
  recordCatalogueChanges,
  type SearchDocument,
  writeAuthorityReferences,
  writeSearchDocuments,
} from '../../search/index.ts';
import {
  contentKey,
  factsOf,
  LIBRARY_FACET_LETTERS,
  NO_LIBRARY_CODE,
  type PreparedBibliographicRecord,
  type PreparedRecord,
  prepareRecords,
  type RecordColumns,
} from './record-preparation.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface WriteOutcome {
  imported: number;
  updated: number;
  rejected: { index: number; reason: string; problem?: MarcProblem }[];
  warnings: { index: number; message: string; problem?: MarcProblem }[];
}

/** A bibliographic record of the batch: its position in the batch and its preparation (record-preparation.ts). */
type PreparedBibliographic = PreparedBibliographicRecord & { index: number };

/** What writeCopies reads of a record: its bibliographic record's holdings (or an MFHD record's copies). */
type CopySource = Pick<PreparedBibliographic, 'index' | 'matchKey' | 'holdings' | 'callNumber'>;

/** Values per IN list or multi-row statement built per batch: under SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_INSERT = 400;

/**
 * A multi-row INSERT (or UPDATE, recordsUpdate) that Kysely compiles once per row count (for the engine in use), then runs with each group's
 * values as its parameters: building and compiling a query tree for every group of facet or browse rows cost the
 * import more than SQLite spent inserting them (docs/performance.md "Import"). Every row is built by the same code,
 * with every column in the same order (null, never undefined), so the parameters are the rows' values in that
 * order; each compilation checks it.
 */
class BulkInsert<Row extends object> {
  private readonly texts = new Map<number, string>();

  constructor(
    private readonly build: (trx: Executor, rows: Row[]) => Compilable<unknown>,
    /** Rows per statement: columns × rows stays far below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
    private readonly rowsPerStatement: number,
  ) {}

  async run<Result = unknown>(trx: Executor, rows: Row[]): Promise<Result[]> {
    const results: Result[] = [];
    for (let start = 0; start < rows.length; ) {
      // Full groups, then the rest in powers of two: a handful of texts per table, whatever the batch holds. Every
      // text is a compiled statement that SQLite's statement cache and PostgreSQL's connections keep; one text per
      // remainder size would have kept hundreds of large ones (measured: peak RSS doubled).
      const left = rows.length - start;
      const size = left >= this.rowsPerStatement ? this.rowsPerStatement : 2 ** Math.floor(Math.log2(left));
      const group = rows.slice(start, start + size);
      start += size;
      const columns = Object.keys(group[0]!) as (keyof Row)[];
      const parameters: unknown[] = [];
      for (const row of group) for (const column of columns) parameters.push(row[column] ?? null);
      let text = this.texts.get(group.length);
      if (text === undefined) {
        const compiled = this.build(trx, group).compile();
        if (!sameValues(compiled.parameters, parameters)) {
          throw new Error('bulk insert: the compiled parameters are not the rows in column order');
        }
        text = compiled.sql;
        this.texts.set(group.length, text);
      }
      const query = CompiledQuery.raw(text, parameters) as CompiledQuery<Result>;
      // A named statement on PostgreSQL (parsed and planned once per connection); SQLite keeps its own.
      results.push(...(await executePrepared(trx, { compile: () => query })));
    }
    return results;
  }
}

/** The integer columns of `records` that a bulk update sets: PostgreSQL types a VALUES list's parameters as text. */
const INTEGER_COLUMNS: ReadonlySet<string> = new Set([
  'id',
  'publication_year',
  'work_type',
  'has_online',
  'has_accessibility',
]);

/**
 * `UPDATE records … FROM (VALUES …)`: a group of records updated by one statement, compiled once per group size
 * (full groups, then powers of two, as BulkInsert), where one UPDATE per record cost a re-import a statement (and on
 * PostgreSQL a round trip) per record. Both engines name a VALUES list's columns column1, column2, …; the first is
 * the id.
 */
function recordsUpdate(
  trx: Executor,
  rows: ({ id: number } & RecordColumns & { updated_at: string })[],
): Compilable<unknown> {
  const columns = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
  const assignments = columns
    .slice(1)
    .map((column, index) => sql`${sql.ref(column)} = ${sql.ref(`v.column${index + 2}`)}`);
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        columns.map((column) =>
          INTEGER_COLUMNS.has(column) ? sql`cast(${row[column] ?? null} as integer)` : sql`${row[column] ?? null}`,
        ),
      )})`,
  );
  return {
    compile: () =>
      sql`update records set ${sql.join(assignments)} from (values ${sql.join(values)}) as v where records.id = v.column1`.compile(
        trx,
      ),
  };
}

function sameValues(left: readonly unknown[], right: readonly unknown[]): boolean {
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * Writes a batch of parsed MARC records into the catalogue in one transaction: bibliographic
 * records (with their identifiers, facets, search document and copies), authority records and
 * MFHD holdings records. A record that cannot be extracted is rejected; the rest are written.
 */
export class CatalogueWriter {
  private readonly libraryIds = new Map<string, number>();
  private readonly libraryNames = new Map<string, string>();
  private readonly loanTypes = new Set<string>();
  private readonly insertRecords = new BulkInsert(
    (trx, rows: Insertable<Database['records']>[]) =>
      trx.insertInto('records').values(rows).returning(['id', 'match_key']),
    250,
  );
  private readonly insertIdentifiers = new BulkInsert(
    (trx, rows: Insertable<Database['record_identifiers']>[]) => trx.insertInto('record_identifiers').values(rows),
    2000,
  );
  private readonly insertFacets = new BulkInsert(
    (trx, rows: Insertable<Database['record_facets']>[]) => trx.insertInto('record_facets').values(rows),
    2000,
  );
  private readonly insertBrowseEntries = new BulkInsert(
    (trx, rows: Insertable<Database['browse_entries']>[]) => trx.insertInto('browse_entries').values(rows),
    2000,
  );
  private readonly updateRecords = new BulkInsert(recordsUpdate, 100);
  private readonly upsertCopies = new BulkInsert(
    (trx, rows: NewCopy[]) =>
      trx
        .insertInto('copies')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['record_id', 'import_key']).doUpdateSet((eb) => ({
            // Descriptive fields follow the source; circulation status belongs to Estante.
            library_id: eb.ref('excluded.library_id'),
            call_number: eb.ref('excluded.call_number'),
            volume: eb.ref('excluded.volume'),
            tome: eb.ref('excluded.tome'),
            part: eb.ref('excluded.part'),
            loan_type_code: eb.ref('excluded.loan_type_code'),
            location: eb.ref('excluded.location'),
            collection: eb.ref('excluded.collection'),
            // A source that stops saying it keeps what was read before.
            acquisition_type: eb.fn.coalesce('excluded.acquisition_type', 'copies.acquisition_type'),
            acquired_on: eb.fn.coalesce('excluded.acquired_on', 'copies.acquired_on'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        ),
    // As before batching: two copies of one record with the same barcode in one statement would fail on PostgreSQL
    // (ON CONFLICT cannot touch a row twice), so groups stay as small as they always were.
    50,
  );

  constructor(private readonly context: AppContext) {}

  /**
   * `inTransaction` runs last in the batch's transaction with the batch's outcome: a background import records
   * its progress there, so the counts it saves always match the records committed (import-jobs.ts). `prepared` is
   * the records' preparation (record-preparation.ts), made here unless the caller made it, perhaps in a worker.
   */
  async writeBatch(
    records: MarcRecord[],
    inTransaction?: (trx: Transaction<Database>, outcome: WriteOutcome) => Promise<void>,
    prepared: PreparedRecord[] = prepareRecords(records),
  ): Promise<WriteOutcome> {
    const outcome: WriteOutcome = { imported: 0, updated: 0, rejected: [], warnings: [] };
    const bibliographic: PreparedBibliographic[] = [];
    const authorities: { index: number; record: MarcRecord }[] = [];
    const holdings: { index: number; record: MarcRecord }[] = [];

    records.forEach((marc, index) => {
      const item = prepared[index]!;
      if (item.kind === 'authority') authorities.push({ index, record: marc });
      else if (item.kind === 'holdings') holdings.push({ index, record: marc });
      else if (item.kind === 'rejected') outcome.rejected.push({ index, reason: item.reason, problem: item.problem });
      else bibliographic.push({ ...item, index });
    });

    await this.context.db.transaction().execute(async (trx) => {
      await this.writeBibliographic(trx, dedupeByKey(bibliographic, outcome), outcome);
      await this.writeAuthorities(trx, authorities, outcome);
      await this.writeHoldingsRecords(trx, holdings, outcome);
      await inTransaction?.(trx, outcome);
    });
    return outcome;
  }

  private async writeBibliographic(trx: Executor, batch: PreparedBibliographic[], outcome: WriteOutcome) {
    if (batch.length === 0) return;
    const existing = new Map<string, number>();
    const suppressed = new Set<number>();
    for (const keys of chunks(
      batch.map((item) => item.matchKey),
      ROWS_PER_INSERT,
    )) {
      const rows = await trx
        .selectFrom('records')
        .select(['id', 'match_key', 'suppressed'])
        .where('match_key', 'in', keys)
        .execute();
      for (const row of rows) {
        existing.set(row.match_key, row.id);
        if (row.suppressed === 1) suppressed.add(row.id);
      }
    }

    const now = this.context.now().toISOString();
    const idByKey = new Map<string, number>();
    const toInsert = batch.filter((item) => !existing.has(item.matchKey));
    const inserted = await this.insertRecords.run<{ id: number; match_key: string }>(
      trx,
      toInsert.map((item) => ({
        ...item.columns,
        has_cover: 0,
        closed_collection: 0,
        created_at: now,
        updated_at: now,
      })),
    );
    for (const row of inserted) idByKey.set(row.match_key, Number(row.id));
    const updatedIds: number[] = [];
    const toUpdate = batch.filter((item) => existing.has(item.matchKey));
    // Not INSERT … ON CONFLICT DO UPDATE, which takes a new id from the sequence for each row it updates (both
    // engines), so every re-import would leave a gap in the ids.
    for (const item of toUpdate) {
      const id = existing.get(item.matchKey)!;
      idByKey.set(item.matchKey, id);
      updatedIds.push(id);
    }
    await this.updateRecords.run(
      trx,
      toUpdate.map((item) => ({ id: existing.get(item.matchKey)!, ...item.columns, updated_at: now })),
    );
    outcome.imported += toInsert.length;
    outcome.updated += updatedIds.length;

    if (updatedIds.length > 0) {
      for (const ids of chunks(updatedIds, ROWS_PER_INSERT)) {
        await trx.deleteFrom('record_identifiers').where('record_id', 'in', ids).execute();
        await trx.deleteFrom('record_facets').where('record_id', 'in', ids).execute();
        await trx.deleteFrom('browse_entries').where('record_id', 'in', ids).execute();
      }
    }

    await this.writeCopies(trx, batch, idByKey, outcome);

    const identifiers = batch.flatMap((item) => {
      const recordId = idByKey.get(item.matchKey)!;
      return item.identifiers.map(({ kind, value }) => ({ record_id: recordId, kind, value }));
    });
    await this.insertIdentifiers.run(trx, identifiers);

    // Only a record already in the catalogue can have a cover.
    const hasCover = await this.recordsWithCover(trx, updatedIds);
    const facets = batch.flatMap((item) => {
      const recordId = idByKey.get(item.matchKey)!;
      return this.facetsOf(item, hasCover.has(recordId)).map((facet) => ({ record_id: recordId, ...facet }));
    });
    await this.insertFacets.run(trx, facets);

    // A suppressed record stays suppressed when imported again: no browse heading leads to it (staff-catalogue.md).
    const browse = batch
      .filter((item) => !suppressed.has(idByKey.get(item.matchKey)!))
      .flatMap((item) => {
        const recordId = idByKey.get(item.matchKey)!;
        return item.browse.map((entry) => ({ ...entry, kind: entry.kind as BrowseKind, record_id: recordId }));
      });
    await this.insertBrowseEntries.run(trx, browse);

    const documents: SearchDocument[] = batch.map((item) => ({
      recordId: idByKey.get(item.matchKey)!,
      words: item.words,
    }));
    await writeSearchDocuments(trx, documents);
    // In the same transaction, so no server's in-memory index answers without these records (docs/search.md).
    await recordCatalogueChanges(
      trx,
      documents.map((document) => document.recordId),
    );
  }

  /**
   * The facet values of record-facets.ts: those prepared, with the holding libraries labelled by name (known once
   * writeCopies has met each library), or, for a record with a cover, computed again with it.
   */
  private facetsOf(item: PreparedBibliographic, hasCover: boolean): { letter: string; code: string; label: string }[] {
    if (hasCover) {
      const extracted = JSON.parse(item.columns.extracted_json) as BibliographicRecord;
      return facetValues(
        extracted,
        factsOf(extracted, { hasCover, libraryCodes: item.libraryCodes, libraryNames: this.libraryNames }),
      );
    }
    return item.facets.map((facet) => {
      if (!LIBRARY_FACET_LETTERS.has(facet.letter)) return facet;
      const code = item.libraryCodes.find((candidate) => candidate.slice(0, 300) === facet.label) ?? facet.label;
      return { ...facet, label: (this.libraryNames.get(code) || code).slice(0, 300) };
    });
  }

  private async recordsWithCover(trx: Executor, ids: number[]): Promise<Set<number>> {
    const result = new Set<number>();
    for (const group of chunks(ids, ROWS_PER_INSERT)) {
      const rows = await trx.selectFrom('covers').select('record_id').where('record_id', 'in', group).execute();
      for (const row of rows) result.add(row.record_id);
    }
    return result;
  }

  /** Upserts the copies described by local holdings fields; returns library codes per record. */
  private async writeCopies(
    trx: Executor,
    batch: CopySource[],
    idByKey: Map<string, number>,
    outcome: WriteOutcome,
    importKeyPrefix = '',
  ): Promise<void> {
    const now = this.context.now().toISOString();
    const copies: NewCopy[] = [];
    const barcodes = batch.flatMap((item) => item.holdings.map((holding) => holding.barcode).filter(isText));
    const barcodeOwners = new Map<string, number>();
    for (const group of chunks(barcodes, ROWS_PER_INSERT)) {
      const rows = await trx
        .selectFrom('copies')
        .select(['barcode', 'record_id'])
        .where('barcode', 'in', group)
        .execute();
      for (const row of rows) if (row.barcode) barcodeOwners.set(row.barcode, row.record_id);
    }

    for (const item of batch) {
      const recordId = idByKey.get(item.matchKey)!;
      const occurrences = new Map<string, number>();
      for (const holding of item.holdings) {
        const libraryCode = holding.libraryCode || NO_LIBRARY_CODE;
        const libraryId = await this.libraryId(trx, libraryCode, holding.libraryName);
        const occurrence = (occurrences.get(holding.sourceTag) ?? 0) + 1;
        occurrences.set(holding.sourceTag, occurrence);
        let barcode = holding.barcode || null;
        if (barcode) {
          const owner = barcodeOwners.get(barcode);
          if (owner !== undefined && owner !== recordId) {
            outcome.warnings.push({
              index: item.index,
              message: `barcode ${barcode} already belongs to record ${owner}; copy kept without a barcode`,
              problem: { code: 'CodigoDeBarrasEmUso', params: { codigo_barras: barcode, registro: owner } },
            });
            barcode = null;
          } else {
            barcodeOwners.set(barcode, recordId);
          }
        }
        const loanType = holding.itemType ? await this.loanType(trx, holding.itemType) : null;
        copies.push({
          record_id: recordId,
          library_id: libraryId,
          barcode,
          import_key: holding.barcode
            ? `barcode:${holding.barcode}`
            : `${importKeyPrefix}${holding.sourceTag}:${occurrence}`,
          call_number: holding.callNumber ?? item.callNumber ?? null,
          volume: holding.volume ?? null,
          tome: holding.tome ?? null,
          part: holding.part ?? null,
          material: null,
          loan_type_code: loanType,
          location: holding.location ?? null,
          collection: holding.collection ?? null,
          status: copyStatus(holding.status),
          source_tag: holding.sourceTag,
          acquisition_type: holding.acquisitionType ?? null,
          acquired_on: holding.acquiredOn ?? null,
          created_at: now,
          updated_at: now,
        });
      }
    }

    await this.upsertCopies.run(trx, copies);
  }

  private async libraryId(trx: Executor, code: string, name?: string): Promise<number> {
    const cached = this.libraryIds.get(code);
    if (cached !== undefined) return cached;
    await trx
      .insertInto('libraries')
      .values({ code, name: name || code, campus_id: null })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    const row = await trx
      .selectFrom('libraries')
      .select(['id', 'name'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    this.libraryIds.set(code, row.id);
    // The holding-library facet (L) is labelled with the name (record-facets.ts).
    this.libraryNames.set(code, row.name);
    return row.id;
  }

  private async loanType(trx: Executor, code: string): Promise<string> {
    const trimmed = code.slice(0, 40);
    if (this.loanTypes.has(trimmed)) return trimmed;
    await trx
      .insertInto('loan_types')
      .values({ code: trimmed, name: trimmed, circulates: 1 })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    this.loanTypes.add(trimmed);
    return trimmed;
  }

  private async writeAuthorities(trx: Executor, items: { index: number; record: MarcRecord }[], outcome: WriteOutcome) {
    const now = this.context.now().toISOString();
    let written = 0;
    for (const { index, record } of items) {
      let authority: ReturnType<typeof extractAuthority>;
      try {
        authority = extractAuthority(record);
      } catch (error) {
        outcome.rejected.push({ index, reason: `cannot read the authority's fields: ${(error as Error).message}` });
        continue;
      }
      if (authority.heading.trim() === '') {
        outcome.rejected.push({
          index,
          reason: 'no heading: an authority record needs a 1XX heading field (MARC 21 Authority); not stored',
          problem: { code: 'SemCabecalho', params: {} },
        });
        continue;
      }
      const matchKey = authority.matchKey ?? contentKey(record);
      const existing = await trx
        .selectFrom('authorities')
        .select('id')
        .where('match_key', '=', matchKey)
        .executeTakeFirst();
      const columns = {
        control_number: authority.controlNumber ?? null,
        authority_type: authority.type,
        heading: authority.heading,
        heading_sort: foldForSearch(authority.heading),
        see_from_json: JSON.stringify(authority.seeFrom),
        see_also_json: JSON.stringify(authority.seeAlso),
        leader: record.leader,
        marc_json: JSON.stringify(record),
        updated_at: now,
      };
      let authorityId: number;
      if (existing) {
        await trx.updateTable('authorities').set(columns).where('id', '=', existing.id).execute();
        authorityId = existing.id;
        outcome.updated += 1;
      } else {
        const inserted = await trx
          .insertInto('authorities')
          .values({ ...columns, match_key: matchKey, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        authorityId = inserted.id;
        outcome.imported += 1;
      }
      await writeAuthorityReferences(trx, authorityId, authority);
      written += 1;
    }
    // One new authority revision for the batch: every server reloads its authority fingerprints (docs/search.md).
    if (written > 0) await recordAuthorityChanges(trx);
  }

  /** The one bibliographic record whose 035 system number is one of these values (none when ambiguous). */
  private async findBySystemNumber(trx: Executor, values: string[]) {
    if (values.length === 0) return undefined;
    const matches = await trx
      .selectFrom('record_identifiers')
      .select('record_id')
      .distinct()
      .where('kind', '=', 'system')
      .where('value', 'in', values)
      .execute();
    if (matches.length !== 1) return undefined;
    return trx.selectFrom('records').selectAll().where('id', '=', matches[0]!.record_id).executeTakeFirst();
  }

  /** MFHD records describe holdings of a bibliographic record named by their 004 (or, lacking it, by 001 = 035). */
  private async writeHoldingsRecords(
    trx: Executor,
    items: { index: number; record: MarcRecord }[],
    outcome: WriteOutcome,
  ) {
    for (const { index, record } of items) {
      const { linkedControlNumber, copies } = extractHoldingsRecord(record);
      const target = linkedControlNumber
        ? await trx
            .selectFrom('records')
            .selectAll()
            .where('control_number', '=', linkedControlNumber)
            .executeTakeFirst()
        : await this.findBySystemNumber(trx, controlFieldsOf(record, '001'));
      if (!target) {
        outcome.rejected.push({
          index,
          reason: linkedControlNumber
            ? `holdings record for bibliographic record 004=${linkedControlNumber}, which is not in the catalogue (import it first)`
            : 'holdings record without 004, and no bibliographic record carries its 001 as a 035 system number (import the bibliographic records first)',
          problem: linkedControlNumber
            ? { code: 'AcervoDeRegistroAusente', params: { numero_controle: linkedControlNumber } }
            : { code: 'AcervoSemVinculo', params: {} },
        });
        continue;
      }
      const extracted = JSON.parse(target.extracted_json) as BibliographicRecord;
      const holdingsKey = controlFieldOf(record, '001') ?? String(index);
      // Copies of an MFHD record are keyed by the holdings record, so they never collide with the bib's own 852/952.
      const source: CopySource = {
        index,
        matchKey: target.match_key,
        holdings: copies,
        callNumber: extracted.callNumber,
      };
      await this.writeCopies(trx, [source], new Map([[target.match_key, target.id]]), outcome, `mfhd-${holdingsKey}-`);
      // The holdings record itself: the serials kardex reads its 853-855 / 863-865 / 866-868 (docs/serials.md).
      await storeHoldingsRecord(trx, target.id, holdingsKey, record, this.context.now().toISOString());
      outcome.imported += 1;
    }
  }
}

/** Keeps an MFHD record by its title and 001 (a re-import replaces it), with its 852 library, location and call number. */
async function storeHoldingsRecord(trx: Executor, recordId: number, key: string, record: MarcRecord, now: string) {
  const location = record.fields.find((field) => field.tag === '852' && 'subfields' in field);
  const subfield = (code: string) =>
    location && 'subfields' in location
      ? location.subfields
          .filter((entry) => entry.code === code)
          .map((entry) => entry.value.trim())
          .join(' ') || null
      : null;
  const callNumber = [subfield('h'), subfield('i')].filter(Boolean).join(' ') || null;
  const values = {
    record_id: recordId,
    holdings_key: key,
    library_code: subfield('b'),
    location: subfield('c'),
    call_number: callNumber,
    marc_json: JSON.stringify(record),
    updated_at: now,
  };
  await trx
    .insertInto('holdings_records')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['record_id', 'holdings_key']).doUpdateSet({
        library_code: values.library_code,
        location: values.location,
        call_number: values.call_number,
        marc_json: values.marc_json,
        updated_at: now,
      }),
    )
    .execute();
}

function controlFieldsOf(record: MarcRecord, tag: string): string[] {
  return record.fields
    .filter((field) => field.tag === tag && 'value' in field && !('subfields' in field))
    .map((field) => ('value' in field ? String(field.value).trim().toLowerCase() : ''))
    .filter(Boolean);
}

function controlFieldOf(record: MarcRecord, tag: string): string | undefined {
  const field = record.fields.find((candidate) => candidate.tag === tag);
  return field && 'value' in field && !('subfields' in field) ? field.value.trim() || undefined : undefined;
}

function dedupeByKey(items: PreparedBibliographic[], outcome: WriteOutcome): PreparedBibliographic[] {
  // The same record twice in one batch: the later occurrence wins, as a re-import would.
  const byKey = new Map<string, PreparedBibliographic>();
  for (const item of items) {
    if (byKey.has(item.matchKey)) {
      outcome.updated += 1;
      outcome.warnings.push({
        index: item.index,
        message: `same record as an earlier one in this batch (${item.matchKey}); the later one is kept`,
        problem: { code: 'RepetidoNoLote', params: {} },
      });
    }
    byKey.set(item.matchKey, item);
  }
  return [...byKey.values()];
}

function isText(value: string | undefined): value is string {
  return typeof value === 'string' && value.length > 0;
}

function copyStatus(status: string | undefined): NewCopy['status'] {
  if (status === 'lost') return 'lost';
  if (status === 'not-for-loan') return 'not_for_loan';
  return 'available';
}

/**
 * For the import command's own SQLite connection (import.cli.ts), which does nothing but write batches: a page
 * cache of 64 MiB instead of SQLite's 2 MiB, so the indexes' pages that each batch touches stay in memory (at a
 * million records 1 GiB was measured no faster: the indexes that take rows in random order, browse headings, sort
 * titles, identifiers, outgrow either), and a checkpoint only once the WAL holds 100,000 pages: the import's
 * checkpointer thread (wal-checkpointer.ts) copies each batch into the database file soon after its commit, and
 * this connection's checkpoint then copies what is left, the last batch, and lets the WAL start again. Nothing for
 * PostgreSQL, whose server keeps its own cache.
 */
export async function tuneForImport(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'sqlite') return;
  // A negative cache_size is in KiB.
  await sql`pragma cache_size = -65536`.execute(db);
  await sql`pragma wal_autocheckpoint = 100000`.execute(db);
  // A batch's multi-row INSERTs keep a statement journal (to undo one statement alone); past 64 KiB SQLite spills it
  // to a temporary file, and at a million records those writes were 7 % of the writing thread (perf). In memory
  // instead: a batch's journal is a few MB, freed at each statement's end.
  await sql`pragma temp_store = memory`.execute(db);
}
