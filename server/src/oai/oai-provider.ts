import type { BibliographicRecord, MarcRecord } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { workTypeLabel } from '../search/index.ts';
import {
  countOaiItems,
  earliestOaiDatestamp,
  findOaiItem,
  librariesOfRecords,
  listOaiItems,
  listOaiSetValues,
  type OaiItem,
  type OaiListQuery,
  type OaiSet,
} from './oai.repository.ts';
import { datestampBound, type OaiArguments, oaiDatestamp, parseOaiArguments } from './oai-arguments.ts';
import { OaiError } from './oai-errors.ts';
import { decodeToken, encodeToken, type ListState } from './oai-token.ts';
import {
  element,
  envelope,
  errorElement,
  headerElement,
  isMetadataPrefix,
  METADATA_FORMATS,
  type MetadataPrefix,
  metadataElement,
} from './oai-xml.ts';

/** Items per list response: a page of ListRecords stays well under a megabyte. */
export const OAI_PAGE_SIZE = 100;

export interface OaiRepository {
  db: Kysely<Database>;
  /** The provider's own URL (`{PUBLIC_URL}/oai`), echoed in every response. */
  baseUrl: string;
  /** The `oai-identifier` namespace: identifiers are `oai:{repositoryIdentifier}:{record id}`. */
  repositoryIdentifier: string;
  repositoryName: string;
  adminEmail: string;
  now: Date;
}

/** The oai-identifier scheme's repository identifier: the public host when it is a domain name, else a fixed one. */
export function repositoryIdentifierOf(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/.test(host) ? host : 'estante.local';
}

function identifierOf(repository: OaiRepository, id: number): string {
  return `oai:${repository.repositoryIdentifier}:${id}`;
}

function recordIdOf(repository: OaiRepository, identifier: string): number | undefined {
  const prefix = `oai:${repository.repositoryIdentifier}:`;
  if (!identifier.startsWith(prefix)) return undefined;
  const id = identifier.slice(prefix.length);
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined;
}

/** `biblioteca`, `biblioteca:<code>`, `tipo`, `tipo:<work type>` (docs/oai-pmh.md). */
function parseSet(spec: string): OaiSet | undefined {
  if (spec === 'biblioteca') return { kind: 'library', code: null };
  if (spec === 'tipo') return { kind: 'work-type', code: null };
  const library = /^biblioteca:(.+)$/.exec(spec);
  if (library) return { kind: 'library', code: library[1]! };
  const workType = /^tipo:(\d{1,4})$/.exec(spec);
  if (workType) return { kind: 'work-type', code: Number(workType[1]) };
  return undefined;
}

/** Answers one OAI-PMH request (the key=value pairs of its query or form body) with the whole XML document. */
export async function answerOai(repository: OaiRepository, pairs: [string, string][]): Promise<string> {
  let parsed: OaiArguments | undefined;
  try {
    parsed = parseOaiArguments(pairs);
    const body = await answerVerb(repository, parsed);
    return envelope({
      responseDate: repository.now,
      baseUrl: repository.baseUrl,
      requestAttributes: { verb: parsed.verb, ...parsed.values },
      body,
    });
  } catch (error) {
    if (!(error instanceof OaiError)) throw error;
    const echo = error.code === 'badVerb' || error.code === 'badArgument' ? undefined : parsed;
    return envelope({
      responseDate: repository.now,
      baseUrl: repository.baseUrl,
      requestAttributes: echo ? { verb: echo.verb, ...echo.values } : undefined,
      body: errorElement(error.code, error.message),
    });
  }
}

async function answerVerb(repository: OaiRepository, request: OaiArguments): Promise<string> {
  switch (request.verb) {
    case 'Identify':
      return identify(repository);
    case 'ListMetadataFormats':
      return listMetadataFormats(repository, request.values.identifier);
    case 'ListSets':
      return listSets(repository, request.values.resumptionToken);
    case 'GetRecord':
      return getRecord(repository, request.values.identifier!, request.values.metadataPrefix!);
    case 'ListIdentifiers':
    case 'ListRecords':
      return list(repository, request.verb, request.values);
  }
}

async function identify(repository: OaiRepository): Promise<string> {
  const earliest = (await earliestOaiDatestamp(repository.db)) ?? repository.now.toISOString();
  return [
    '<Identify>',
    element('repositoryName', repository.repositoryName),
    element('baseURL', repository.baseUrl),
    element('protocolVersion', '2.0'),
    element('adminEmail', repository.adminEmail),
    element('earliestDatestamp', oaiDatestamp(earliest)),
    element('deletedRecord', 'persistent'),
    element('granularity', 'YYYY-MM-DDThh:mm:ssZ'),
    '<description>',
    '<oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd">',
    element('scheme', 'oai'),
    element('repositoryIdentifier', repository.repositoryIdentifier),
    element('delimiter', ':'),
    element('sampleIdentifier', identifierOf(repository, 1)),
    '</oai-identifier>',
    '</description>',
    '</Identify>',
  ].join('\n');
}

async function requireItem(repository: OaiRepository, identifier: string): Promise<OaiItem> {
  const id = recordIdOf(repository, identifier);
  const item = id === undefined ? undefined : await findOaiItem(repository.db, id);
  if (!item) throw new OaiError('idDoesNotExist', `No record has the identifier "${identifier}".`);
  return item;
}

async function listMetadataFormats(repository: OaiRepository, identifier: string | undefined): Promise<string> {
  // Every record, deleted ones too (their header), is disseminated in both formats.
  if (identifier !== undefined) await requireItem(repository, identifier);
  return [
    '<ListMetadataFormats>',
    ...METADATA_FORMATS.map(
      (format) =>
        `<metadataFormat>${element('metadataPrefix', format.prefix)}${element('schema', format.schema)}${element('metadataNamespace', format.namespace)}</metadataFormat>`,
    ),
    '</ListMetadataFormats>',
  ].join('\n');
}

async function requireSetHierarchy(repository: OaiRepository): Promise<void> {
  const { libraries, workTypes } = await listOaiSetValues(repository.db);
  if (libraries.length === 0 && workTypes.length === 0)
    throw new OaiError('noSetHierarchy', 'The repository has no records, so no sets.');
}

async function listSets(repository: OaiRepository, token: string | undefined): Promise<string> {
  // The sets fit in one response: no token is ever issued for them.
  if (token !== undefined) throw new OaiError('badResumptionToken', 'ListSets answers in one response: no token.');
  await requireSetHierarchy(repository);
  const { libraries, workTypes } = await listOaiSetValues(repository.db);
  const set = (spec: string, name: string) => `<set>${element('setSpec', spec)}${element('setName', name)}</set>`;
  return [
    '<ListSets>',
    set('biblioteca', 'Bibliotecas'),
    ...libraries.map((library) => set(`biblioteca:${library.code}`, library.name)),
    set('tipo', 'Tipos de obra'),
    ...workTypes.map((code) => set(`tipo:${code}`, workTypeLabel(code, 'pt'))),
    '</ListSets>',
  ].join('\n');
}

function setsOf(item: OaiItem, libraries: Map<number, string[]>): string[] {
  if (item.deleted) return [];
  const sets: string[] = [];
  const codes = libraries.get(item.id) ?? [];
  if (codes.length > 0) sets.push('biblioteca', ...codes.map((code) => `biblioteca:${code}`));
  if (item.workType !== null) sets.push('tipo', `tipo:${item.workType}`);
  return sets;
}

function recordElement(
  repository: OaiRepository,
  item: OaiItem,
  libraries: Map<number, string[]>,
  prefix: MetadataPrefix,
): string {
  const header = headerElement({
    identifier: identifierOf(repository, item.id),
    datestamp: item.datestamp,
    deleted: item.deleted,
    sets: setsOf(item, libraries),
  });
  if (item.deleted || !item.marcJson || !item.extractedJson) return `<record>${header}</record>`;
  const marc = JSON.parse(item.marcJson) as MarcRecord;
  const extracted = JSON.parse(item.extractedJson) as BibliographicRecord;
  return `<record>${header}\n${metadataElement(prefix, marc, extracted)}\n</record>`;
}

function requirePrefix(prefix: string): MetadataPrefix {
  if (!isMetadataPrefix(prefix))
    throw new OaiError('cannotDisseminateFormat', `"${prefix}" is not a metadata format of this repository.`);
  return prefix;
}

async function getRecord(repository: OaiRepository, identifier: string, prefix: string): Promise<string> {
  const format = requirePrefix(prefix);
  const item = await requireItem(repository, identifier);
  const libraries = await librariesOfRecords(repository.db, [item.id]);
  return `<GetRecord>\n${recordElement(repository, item, libraries, format)}\n</GetRecord>`;
}

/** The state of a list's first request: its bounds checked, `until` fixed at the present if later or absent. */
function firstState(repository: OaiRepository, verb: ListState['verb'], values: Record<string, string>): ListState {
  const from = values.from === undefined ? undefined : datestampBound(values.from, 'from');
  const until = values.until === undefined ? undefined : datestampBound(values.until, 'until');
  if (from && until && from.granularity !== until.granularity)
    throw new OaiError('badArgument', 'from and until must have the same granularity.');
  if (from && until && from.stamp > until.stamp) throw new OaiError('badArgument', 'from is later than until.');
  const now = repository.now.toISOString();
  const prefix = requirePrefix(values.metadataPrefix!);
  return {
    verb,
    metadataPrefix: prefix,
    set: values.set ?? null,
    from: from?.stamp ?? null,
    // A record changed during the harvest moves past `until`: never sent twice, never skipped (the next harvest's).
    until: until && until.stamp < now ? until.stamp : now,
    cursor: 0,
    size: 0,
    after: { datestamp: '0000-00-00T00:00:00.000Z', id: 0 },
  };
}

async function list(
  repository: OaiRepository,
  verb: ListState['verb'],
  values: Record<string, string>,
): Promise<string> {
  const state =
    values.resumptionToken !== undefined
      ? decodeToken(values.resumptionToken, verb)
      : firstState(repository, verb, values);
  const prefix = requirePrefix(state.metadataPrefix);
  let set: OaiSet | null = null;
  if (state.set !== null) {
    set = parseSet(state.set) ?? null;
    if (!set) {
      await requireSetHierarchy(repository);
      throw new OaiError('noRecordsMatch', `No set is named "${state.set}".`);
    }
  }
  const query: OaiListQuery = {
    from: state.from,
    until: state.until,
    set,
    after: state.cursor === 0 ? null : state.after,
  };
  const items = await listOaiItems(repository.db, query, OAI_PAGE_SIZE + 1, verb === 'ListRecords');
  const page = items.slice(0, OAI_PAGE_SIZE);
  if (page.length === 0 && state.cursor === 0) {
    if (set !== null) await requireSetHierarchy(repository);
    throw new OaiError('noRecordsMatch', 'No record matches the arguments.');
  }
  const size = state.cursor === 0 ? await countOaiItems(repository.db, query) : state.size;
  const libraries = await librariesOfRecords(
    repository.db,
    page.filter((item) => !item.deleted).map((item) => item.id),
  );
  const entries = page.map((item) =>
    verb === 'ListRecords'
      ? recordElement(repository, item, libraries, prefix)
      : headerElement({
          identifier: identifierOf(repository, item.id),
          datestamp: item.datestamp,
          deleted: item.deleted,
          sets: setsOf(item, libraries),
        }),
  );
  const last = page.at(-1);
  const attributes = { completeListSize: String(size), cursor: String(state.cursor) };
  let token = '';
  if (items.length > OAI_PAGE_SIZE && last) {
    const next = encodeToken({
      ...state,
      size,
      cursor: state.cursor + page.length,
      after: { datestamp: last.datestamp, id: last.id },
    });
    token = element('resumptionToken', next, attributes);
  } else if (state.cursor > 0) {
    // The last response of a resumed list carries an empty token (§3.5).
    token = `<resumptionToken completeListSize="${attributes.completeListSize}" cursor="${attributes.cursor}"/>`;
  }
  return [`<${verb}>`, ...entries, token, `</${verb}>`].filter(Boolean).join('\n');
}
