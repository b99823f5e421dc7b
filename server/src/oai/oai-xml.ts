import type { BibliographicRecord, MarcRecord } from '@estante/core';
import { recordToMarcXmlElement } from '@estante/core';
import { escapeXml, toDublinCore } from '@estante/core/export';
import { oaiDatestamp } from './oai-arguments.ts';

const OAI_NAMESPACE = 'http://www.openarchives.org/OAI/2.0/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** The metadata formats every record is disseminated in (ListMetadataFormats). */
export const METADATA_FORMATS = [
  {
    prefix: 'oai_dc',
    schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
    namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
  },
  {
    prefix: 'marc21',
    schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd',
    namespace: 'http://www.loc.gov/MARC21/slim',
  },
] as const;
export type MetadataPrefix = (typeof METADATA_FORMATS)[number]['prefix'];

export function isMetadataPrefix(prefix: string): prefix is MetadataPrefix {
  return METADATA_FORMATS.some((format) => format.prefix === prefix);
}

export function element(name: string, content: string | number, attributes: Record<string, string> = {}): string {
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return `<${name}${attributeText}>${typeof content === 'number' ? content : escapeXml(content)}</${name}>`;
}

/**
 * The OAI-PMH envelope: responseDate, the request echoed (its arguments left out after badVerb or badArgument, §3.6),
 * then the verb's element or the errors.
 */
export function envelope(options: {
  responseDate: Date;
  baseUrl: string;
  requestAttributes: Record<string, string> | undefined;
  body: string;
}): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<OAI-PMH xmlns="${OAI_NAMESPACE}" xmlns:xsi="${XSI}" xsi:schemaLocation="${OAI_NAMESPACE} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">`,
    element('responseDate', oaiDatestamp(options.responseDate.toISOString())),
    element('request', options.baseUrl, options.requestAttributes ?? {}),
    options.body,
    '</OAI-PMH>',
    '',
  ].join('\n');
}

export function errorElement(code: string, message: string): string {
  return element('error', message, { code });
}

export interface HeaderFields {
  identifier: string;
  datestamp: string;
  deleted: boolean;
  sets: string[];
}

export function headerElement(header: HeaderFields): string {
  return [
    header.deleted ? '<header status="deleted">' : '<header>',
    element('identifier', header.identifier),
    element('datestamp', oaiDatestamp(header.datestamp)),
    ...header.sets.map((set) => element('setSpec', set)),
    '</header>',
  ].join('');
}

/** A record's metadata in the format asked for: MARCXML as stored, or Dublin Core by the LC crosswalk. */
export function metadataElement(prefix: MetadataPrefix, marc: MarcRecord, extracted: BibliographicRecord): string {
  if (prefix === 'marc21') return `<metadata>\n${recordToMarcXmlElement(marc, { namespace: true })}</metadata>`;
  const statements = toDublinCore(marc, extracted);
  return [
    '<metadata>',
    '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ` xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">`,
    ...statements.map((statement) => element(`dc:${statement.element}`, statement.value)),
    '</oai_dc:dc>',
    '</metadata>',
  ].join('\n');
}
