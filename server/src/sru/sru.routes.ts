import { type BibliographicRecord, type MarcRecord, recordToMarcXmlElement } from '@estante/core';
import { escapeXml, toDublinCore } from '@estante/core/export';
import { InvalidSearchError, TruncationTooShortError } from '@estante/search';
import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { browseHeadings, browseKeyOf } from '../search/index.ts';
import { ensureInstitution } from '../site-parameters/index.ts';
import { searchCataloguePage } from './catalogue-page.ts';
import { CqlSyntaxError, parseCql } from './cql-parser.ts';
import { cqlExpression, SruDiagnostic, sruIndex } from './cql-search.ts';
import { type PublicRecordRow, readPublicRecords } from './public-records.repository.ts';
import {
  type Diagnostic,
  explainXml,
  type RecordSchema,
  type RetrievedRecord,
  recordSchemaOf,
  type SruVersion,
  scanXml,
  searchRetrieveXml,
} from './sru-responses.ts';

/** Where SRU answers: the database name clients put in the URL (`http://host/sru`). */
export const SRU_PATH = '/sru';
export const SRU_LIMITS = { defaultRecords: 10, maximumRecords: 100, defaultTerms: 20, maximumTerms: 100 };
/** The largest POST form: the longest parameters' limits (SruQuery) with room to spare. */
const SRU_FORM_BYTES = 16 * 1024;

const SruQuery = Type.Object({
  operation: Type.Optional(Type.String({ maxLength: 40 })),
  version: Type.Optional(Type.String({ maxLength: 10 })),
  query: Type.Optional(Type.String({ maxLength: 4000 })),
  startRecord: Type.Optional(Type.String({ maxLength: 12 })),
  maximumRecords: Type.Optional(Type.String({ maxLength: 12 })),
  recordSchema: Type.Optional(Type.String({ maxLength: 200 })),
  recordPacking: Type.Optional(Type.String({ maxLength: 20 })),
  recordXMLEscaping: Type.Optional(Type.String({ maxLength: 20 })),
  scanClause: Type.Optional(Type.String({ maxLength: 1000 })),
  responsePosition: Type.Optional(Type.String({ maxLength: 12 })),
  maximumTerms: Type.Optional(Type.String({ maxLength: 12 })),
});

function versionOf(value: string | undefined): SruVersion | undefined {
  if (value === undefined || value === '' || value === '2.0' || value === '2') return '2.0';
  if (value === '1.1' || value === '1.2') return value;
  return undefined;
}

/** A whole number from `min`, or diagnostic 6 (unsupported parameter value). */
function wholeNumber(value: string | undefined, fallback: number, min: number, parameter: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new SruDiagnostic(6, parameter, `Unsupported value of ${parameter}`);
  return number;
}

function recordXml(row: PublicRecordRow, schema: RecordSchema): string {
  const marc = JSON.parse(row.marc_json) as MarcRecord;
  if (schema === 'marcxml') return recordToMarcXmlElement(marc, { namespace: true }).trimEnd();
  const statements = toDublinCore(marc, JSON.parse(row.extracted_json) as BibliographicRecord);
  const elements = statements.map((s) => `<dc:${s.element}>${escapeXml(s.value)}</dc:${s.element}>`).join('');
  return `<srw_dc:dc xmlns:srw_dc="info:srw/schema/1/dc-schema" xmlns:dc="http://purl.org/dc/elements/1.1/">${elements}</srw_dc:dc>`;
}

/** A CQL or search refusal as an SRU diagnostic; anything else is a fault of the server and stays an error. */
function diagnosticOf(error: unknown): Diagnostic {
  if (error instanceof SruDiagnostic) return { code: error.code, details: error.details, message: error.message };
  if (error instanceof CqlSyntaxError) return { code: 10, details: error.message, message: 'Query syntax error' };
  if (error instanceof TruncationTooShortError)
    return {
      code: 29,
      details: String((error.details as { value?: unknown } | undefined)?.value ?? ''),
      message: 'Masked words too short',
    };
  if (error instanceof InvalidSearchError) return { code: 10, message: 'Query syntax error' };
  throw error;
}

/**
 * SRU (Search/Retrieve via URL) at /sru: explain, searchRetrieve with CQL over the catalogue's search engine, and
 * scan over the browse indexes, answering MARCXML or Dublin Core (docs/interoperability.md). Errors of the request
 * are SRU diagnostics in a 200 answer, as the standard asks; only a missing operation of a 1.x request is explained.
 */
export const sruRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;
  // SRU's POST binding sends the same parameters as a form (application/x-www-form-urlencoded); this plugin's
  // routes alone read forms, and a form is a few kilobytes at most.
  await app.register(formBody, { bodyLimit: SRU_FORM_BYTES });

  app.get(
    SRU_PATH,
    {
      schema: {
        tags: ['interoperability'],
        summary: 'SRU 2.0 (and 1.2): explain, searchRetrieve (CQL), scan',
        querystring: SruQuery,
      },
    },
    async (request, reply) => {
      reply.type('application/xml; charset=utf-8');
      return answer(request.query);
    },
  );

  app.post(
    SRU_PATH,
    {
      bodyLimit: SRU_FORM_BYTES,
      schema: {
        tags: ['interoperability'],
        summary: "SRU's HTTP POST binding: the GET's parameters as a form",
        body: SruQuery,
      },
    },
    async (request, reply) => {
      reply.type('application/xml; charset=utf-8');
      return answer(request.body);
    },
  );

  /** One SRU request's answer, whichever binding carried its parameters. */
  async function answer(query: Static<typeof SruQuery>): Promise<string> {
    const version = versionOf(query.version);
    if (!version) {
      const diagnostic = { code: 5, details: '2.0', message: 'Unsupported version' };
      return searchRetrieveXml({ version: '2.0', total: 0, records: [], escaping: 'xml', diagnostics: [diagnostic] });
    }
    const operation =
      query.operation ??
      (query.query !== undefined ? 'searchRetrieve' : query.scanClause !== undefined ? 'scan' : 'explain');

    if (operation === 'explain') {
      const url = new URL(context.config.publicUrl);
      const institution = await ensureInstitution(db);
      return explainXml(
        version,
        {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          database: SRU_PATH.slice(1),
          title: institution.name,
        },
        SRU_LIMITS,
      );
    }

    if (operation === 'scan') {
      try {
        if (!query.scanClause) throw new SruDiagnostic(7, 'scanClause', 'Mandatory parameter not supplied');
        const clause = parseCql(query.scanClause);
        if (clause.kind !== 'clause')
          throw new SruDiagnostic(10, query.scanClause, 'A scan clause is one index and term');
        const index = sruIndex(clause.index);
        if (!index.browse) throw new SruDiagnostic(16, clause.index, `Index cannot be scanned: ${clause.index}`);
        const position = wholeNumber(query.responsePosition, 1, 0, 'responsePosition');
        const count = Math.min(
          wholeNumber(query.maximumTerms, SRU_LIMITS.defaultTerms, 1, 'maximumTerms'),
          SRU_LIMITS.maximumTerms,
        );
        const key = browseKeyOf(index.browse, clause.term);
        // responsePosition 1 puts the scanned term first; n puts n-1 terms of the index before it.
        const before = Math.min(Math.max(position - 1, 0), count);
        const earlier = before > 0 ? await browseHeadings(db, index.browse, { before: key }, before) : [];
        const later = await browseHeadings(db, index.browse, { from: key }, count - earlier.length);
        const terms = [...earlier, ...later].map((heading) => ({ value: heading.label, count: heading.count }));
        return scanXml(version, terms, []);
      } catch (error) {
        return scanXml(version, [], [diagnosticOf(error)]);
      }
    }

    if (operation !== 'searchRetrieve') {
      const diagnostic = { code: 4, details: operation, message: 'Unsupported operation' };
      return searchRetrieveXml({ version, total: 0, records: [], escaping: 'xml', diagnostics: [diagnostic] });
    }

    const escaping = (query.recordXMLEscaping ?? query.recordPacking) === 'string' ? 'string' : 'xml';
    try {
      if (!query.query) throw new SruDiagnostic(7, 'query', 'Mandatory parameter not supplied');
      const start = wholeNumber(query.startRecord, 1, 1, 'startRecord');
      const maximum = Math.min(
        wholeNumber(query.maximumRecords, SRU_LIMITS.defaultRecords, 0, 'maximumRecords'),
        SRU_LIMITS.maximumRecords,
      );
      const schema = recordSchemaOf(query.recordSchema);
      if (!schema) throw new SruDiagnostic(66, query.recordSchema ?? '', 'Unknown schema for retrieval');
      const tree = parseCql(query.query);
      const page = await searchCataloguePage(
        context.search,
        (catalogue) => cqlExpression(tree, (word, columns) => catalogue.expandTruncation(word, columns)),
        { offset: start - 1, limit: maximum },
      );
      if (page.total > 0 && start > page.total)
        throw new SruDiagnostic(61, String(start), 'First record position out of range');
      const rows = await readPublicRecords(db, page.ids);
      const records: RetrievedRecord[] = rows.map((row, at) => ({
        position: start + at,
        schema,
        xml: recordXml(row, schema),
      }));
      const next = start + page.ids.length;
      return searchRetrieveXml({
        version,
        total: page.total,
        records,
        nextPosition: maximum > 0 && next <= page.total ? next : undefined,
        escaping,
        diagnostics: [],
      });
    } catch (error) {
      return searchRetrieveXml({ version, total: 0, records: [], escaping, diagnostics: [diagnosticOf(error)] });
    }
  }
};
