import { escapeXml } from '@estante/core/export';
import { SRU_INDEXES } from './cql-search.ts';

/**
 * SRU's XML answers, in the version the client asked for: 2.0 (OASIS searchRetrieve, the default) or 1.1/1.2 (the
 * Library of Congress's zing namespace), which older clients and YAZ's ZOOM still send.
 * https://docs.oasis-open.org/search-ws/searchRetrieve/v1.0/ and https://www.loc.gov/standards/sru/sru-1-2.html
 */
export type SruVersion = '1.1' | '1.2' | '2.0';

const NAMESPACES: Record<'1' | '2', { response: string; scan: string; diagnostic: string }> = {
  '1': {
    response: 'http://www.loc.gov/zing/srw/',
    scan: 'http://www.loc.gov/zing/srw/',
    diagnostic: 'http://www.loc.gov/zing/srw/diagnostic/',
  },
  '2': {
    response: 'http://docs.oasis-open.org/ns/search-ws/sruResponse',
    scan: 'http://docs.oasis-open.org/ns/search-ws/scan',
    diagnostic: 'http://docs.oasis-open.org/ns/search-ws/diagnostic',
  },
};

export const RECORD_SCHEMAS = {
  marcxml: { identifier: 'info:srw/schema/1/marcxml-v1.1', title: 'MARC 21 XML' },
  dc: { identifier: 'info:srw/schema/1/dc-v1.1', title: 'Dublin Core' },
} as const;
export type RecordSchema = keyof typeof RECORD_SCHEMAS;

/** A schema by its short name or its identifier; undefined for any other (diagnostic 66). */
export function recordSchemaOf(value: string | undefined): RecordSchema | undefined {
  if (!value) return 'marcxml';
  const lower = value.toLowerCase();
  if (lower === 'marc21' || lower === 'marcxml' || lower === RECORD_SCHEMAS.marcxml.identifier) return 'marcxml';
  if (lower === 'dc' || lower === RECORD_SCHEMAS.dc.identifier) return 'dc';
  return undefined;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

function major(version: SruVersion): '1' | '2' {
  return version === '2.0' ? '2' : '1';
}

export interface Diagnostic {
  code: number;
  details?: string;
  message: string;
}

function diagnosticsXml(version: SruVersion, prefix: string, diagnostics: Diagnostic[]): string {
  if (diagnostics.length === 0) return '';
  const ns = NAMESPACES[major(version)].diagnostic;
  const items = diagnostics.map(
    (diagnostic) =>
      `<diag:diagnostic xmlns:diag="${ns}"><diag:uri>info:srw/diagnostic/1/${diagnostic.code}</diag:uri>` +
      (diagnostic.details ? `<diag:details>${escapeXml(diagnostic.details)}</diag:details>` : '') +
      `<diag:message>${escapeXml(diagnostic.message)}</diag:message></diag:diagnostic>`,
  );
  return `<${prefix}:diagnostics>${items.join('')}</${prefix}:diagnostics>\n`;
}

export interface RetrievedRecord {
  position: number;
  schema: RecordSchema;
  /** The record's XML (a MARCXML record or a Dublin Core element). */
  xml: string;
}

/** A searchRetrieve answer: the count, the records (as XML, or escaped as a string when asked), the next position. */
export function searchRetrieveXml(answer: {
  version: SruVersion;
  total: number;
  records: RetrievedRecord[];
  nextPosition?: number;
  escaping: 'xml' | 'string';
  diagnostics: Diagnostic[];
}): string {
  const { version } = answer;
  const p = major(version) === '2' ? 'sruResponse' : 'zs';
  const packing = major(version) === '2' ? 'recordXMLEscaping' : 'recordPacking';
  const records = answer.records.map(
    (record) =>
      `<${p}:record><${p}:recordSchema>${RECORD_SCHEMAS[record.schema].identifier}</${p}:recordSchema>` +
      `<${p}:${packing}>${answer.escaping}</${p}:${packing}>` +
      `<${p}:recordData>${answer.escaping === 'string' ? escapeXml(record.xml) : record.xml}</${p}:recordData>` +
      `<${p}:recordPosition>${record.position}</${p}:recordPosition></${p}:record>`,
  );
  return (
    `${XML_DECLARATION}<${p}:searchRetrieveResponse xmlns:${p}="${NAMESPACES[major(version)].response}">\n` +
    `<${p}:version>${version}</${p}:version>\n` +
    `<${p}:numberOfRecords>${answer.total}</${p}:numberOfRecords>\n` +
    // Records (and scan terms) without white space between them: YAZ's decoder counts every child node as an item.
    (records.length > 0 ? `<${p}:records>${records.join('')}</${p}:records>\n` : '') +
    (answer.nextPosition ? `<${p}:nextRecordPosition>${answer.nextPosition}</${p}:nextRecordPosition>\n` : '') +
    diagnosticsXml(version, p, answer.diagnostics) +
    `</${p}:searchRetrieveResponse>\n`
  );
}

export interface ScanTerm {
  value: string;
  count: number;
}

/** A scan answer: the index's terms from the requested one on, each with its number of records. */
export function scanXml(version: SruVersion, terms: ScanTerm[], diagnostics: Diagnostic[]): string {
  const p = major(version) === '2' ? 'scan' : 'zs';
  const items = terms.map(
    (term) =>
      `<${p}:term><${p}:value>${escapeXml(term.value)}</${p}:value>` +
      `<${p}:numberOfRecords>${term.count}</${p}:numberOfRecords>` +
      `<${p}:displayTerm>${escapeXml(term.value)}</${p}:displayTerm></${p}:term>`,
  );
  return (
    `${XML_DECLARATION}<${p}:scanResponse xmlns:${p}="${NAMESPACES[major(version)].scan}">\n` +
    `<${p}:version>${version}</${p}:version>\n` +
    // No white space between the terms: YAZ's decoder counts every child node of <terms> as a term slot.
    (items.length > 0 ? `<${p}:terms>${items.join('')}</${p}:terms>\n` : '') +
    diagnosticsXml(version, p, diagnostics) +
    `</${p}:scanResponse>\n`
  );
}

const CONTEXT_SETS = [
  { name: 'cql', identifier: 'info:srw/cql-context-set/1/cql-v1.2' },
  { name: 'dc', identifier: 'info:srw/cql-context-set/1/dc-v1.1' },
  { name: 'bath', identifier: 'http://zing.z3950.org/cql/bath/2.0/' },
];

/** The explain answer: a ZeeRex record of the server, its indexes (searchable; scannable where a browse index is), schemas and limits. */
export function explainXml(
  version: SruVersion,
  server: { host: string; port: number; database: string; title: string },
  limits: { defaultRecords: number; maximumRecords: number },
): string {
  const p = major(version) === '2' ? 'sruResponse' : 'zs';
  const indexes = SRU_INDEXES.map((index) => {
    const [set, name] = index.name.split('.') as [string, string];
    return (
      `<zr:index search="true" scan="${index.browse ? 'true' : 'false'}" sort="false"><zr:title lang="en">${index.title}</zr:title>` +
      `<zr:map><zr:name set="${set}">${name}</zr:name></zr:map></zr:index>`
    );
  });
  const schemas = Object.entries(RECORD_SCHEMAS).map(
    ([name, schema]) =>
      `<zr:schema identifier="${schema.identifier}" name="${name}" retrieve="true"><zr:title lang="en">${schema.title}</zr:title></zr:schema>`,
  );
  const zeerex =
    `<zr:explain xmlns:zr="http://explain.z3950.org/dtd/2.0/">` +
    `<zr:serverInfo protocol="SRU" version="${version}"><zr:host>${escapeXml(server.host)}</zr:host>` +
    `<zr:port>${server.port}</zr:port><zr:database>${escapeXml(server.database)}</zr:database></zr:serverInfo>` +
    `<zr:databaseInfo><zr:title lang="en" primary="true">${escapeXml(server.title)}</zr:title></zr:databaseInfo>` +
    `<zr:indexInfo>${CONTEXT_SETS.map((set) => `<zr:set name="${set.name}" identifier="${set.identifier}"/>`).join('')}${indexes.join('')}</zr:indexInfo>` +
    `<zr:schemaInfo>${schemas.join('')}</zr:schemaInfo>` +
    `<zr:configInfo><zr:default type="numberOfRecords">${limits.defaultRecords}</zr:default>` +
    `<zr:setting type="maximumRecords">${limits.maximumRecords}</zr:setting>` +
    `<zr:supports type="relation">=</zr:supports><zr:supports type="relation">all</zr:supports>` +
    `<zr:supports type="relation">any</zr:supports><zr:supports type="relation">adj</zr:supports>` +
    `<zr:supports type="relation">==</zr:supports><zr:supports type="maskingCharacter">*</zr:supports></zr:configInfo>` +
    `</zr:explain>`;
  return (
    `${XML_DECLARATION}<${p}:explainResponse xmlns:${p}="${NAMESPACES[major(version)].response}">\n` +
    `<${p}:version>${version}</${p}:version>\n` +
    `<${p}:record><${p}:recordSchema>http://explain.z3950.org/dtd/2.0/</${p}:recordSchema>` +
    `<${p}:${major(version) === '2' ? 'recordXMLEscaping' : 'recordPacking'}>xml</${p}:${major(version) === '2' ? 'recordXMLEscaping' : 'recordPacking'}>` +
    `<${p}:recordData>${zeerex}</${p}:recordData></${p}:record>\n` +
    `</${p}:explainResponse>\n`
  );
}
