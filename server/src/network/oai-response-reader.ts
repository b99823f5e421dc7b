import type { MarcDataField, MarcRecord } from '@estante/core';
import sax from 'sax';

/** One record of a ListRecords response: its header, and its metadata read as MARC (absent when deleted). */
export interface HarvestedRecord {
  identifier: string;
  datestamp: string;
  deleted: boolean;
  marc?: MarcRecord;
}

export interface OaiPage {
  responseDate?: string;
  records: HarvestedRecord[];
  /** The next request's token; undefined (or empty) when the list is complete. */
  resumptionToken?: string;
  /** Identify's granularity: `YYYY-MM-DD` or `YYYY-MM-DDThh:mm:ssZ`. */
  granularity?: string;
  errors: { code: string; message: string }[];
}

export class OaiResponseError extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads an OAI-PMH response (ListRecords, GetRecord) from any provider: elements by local name, so a provider that
 * writes `oai:record` or `marc:record` reads the same as Estante's default namespaces. MARCXML metadata is read as
 * MARC; Simple Dublin Core (oai_dc) is crosswalked to MARC (dcToMarc) so the union catalogue indexes both alike.
 */
export function readOaiResponse(xml: string): OaiPage {
  const parser = sax.parser(true, { trim: false });
  const page: OaiPage = { records: [], errors: [] };
  const path: string[] = [];
  let text = '';
  let current: HarvestedRecord | undefined;
  let marc: MarcRecord | undefined;
  let field: MarcDataField | undefined;
  let subfieldCode = '';
  let controlTag = '';
  let errorCode = '';
  let dublinCore: { element: string; value: string }[] | undefined;
  let sawRoot = false;

  parser.onerror = (error) => {
    throw new OaiResponseError(`The provider's answer is not well-formed XML: ${error.message}`);
  };
  parser.onopentag = (tag) => {
    const name = localName(tag.name);
    if (!sawRoot) {
      if (name !== 'OAI-PMH') throw new OaiResponseError('The answer is not an OAI-PMH response.');
      sawRoot = true;
    }
    path.push(name);
    text = '';
    const parent = path[path.length - 2];
    if (name === 'record' && (parent === 'ListRecords' || parent === 'GetRecord')) {
      current = { identifier: '', datestamp: '', deleted: false };
    } else if (name === 'header' && (current || parent === 'ListIdentifiers')) {
      // ListIdentifiers sends headers alone: each is an item without metadata.
      current ??= { identifier: '', datestamp: '', deleted: false };
      current.deleted = tag.attributes.status === 'deleted';
    } else if (current && (parent === 'metadata' || parent === 'collection') && name === 'record') {
      marc = { leader: '', fields: [] };
    } else if (current && parent === 'metadata' && name === 'dc') {
      dublinCore = [];
    } else if (marc && name === 'datafield') {
      field = {
        tag: tag.attributes.tag ?? '',
        ind1: (tag.attributes.ind1 ?? ' ').padEnd(1).slice(0, 1),
        ind2: (tag.attributes.ind2 ?? ' ').padEnd(1).slice(0, 1),
        subfields: [],
      };
    } else if (marc && name === 'controlfield') {
      controlTag = tag.attributes.tag ?? '';
    } else if (marc && name === 'subfield') {
      subfieldCode = tag.attributes.code ?? '';
    } else if (name === 'error') {
      errorCode = tag.attributes.code ?? '';
    }
  };
  parser.ontext = (chunk) => {
    text += chunk;
  };
  parser.oncdata = (chunk) => {
    text += chunk;
  };
  parser.onclosetag = (tagName) => {
    const name = localName(tagName);
    path.pop();
    const parent = path.at(-1);
    if (name === 'responseDate' && parent === 'OAI-PMH') page.responseDate = text.trim();
    else if (name === 'error') page.errors.push({ code: errorCode, message: text.trim() });
    else if (name === 'resumptionToken') page.resumptionToken = text.trim() || undefined;
    else if (name === 'granularity' && parent === 'Identify') page.granularity = text.trim();
    else if (current && parent === 'header' && name === 'identifier') current.identifier = text.trim();
    else if (current && parent === 'header' && name === 'datestamp') current.datestamp = text.trim();
    else if (marc && name === 'leader') marc.leader = text;
    else if (marc && name === 'controlfield') marc.fields.push({ tag: controlTag, value: text });
    else if (marc && field && name === 'subfield') field.subfields.push({ code: subfieldCode, value: text });
    else if (marc && field && name === 'datafield') {
      marc.fields.push(field);
      field = undefined;
    } else if (dublinCore && parent === 'dc') dublinCore.push({ element: name, value: text.trim() });
    else if (current && marc && name === 'record' && (parent === 'metadata' || parent === 'collection')) {
      current.marc = marc;
      marc = undefined;
    } else if (current && dublinCore && name === 'dc') {
      current.marc = dcToMarc(dublinCore);
      dublinCore = undefined;
    } else if (current && (name === 'record' || (name === 'header' && parent === 'ListIdentifiers'))) {
      page.records.push(current);
      current = undefined;
    }
  };
  parser.write(xml).close();
  if (!sawRoot) throw new OaiResponseError('The answer is empty.');
  return page;
}

/**
 * Simple Dublin Core as a minimal MARC record (the reverse of LC's MARC to Dublin Core crosswalk): title 245,
 * first creator 100 and the others 700, contributors 700, subjects 650, publisher and date 260, description 520,
 * language 041 (and 008/35-37 when it is a MARC code), an ISBN among the identifiers 020, a URL 856.
 */
export function dcToMarc(elements: { element: string; value: string }[]): MarcRecord {
  const values = (name: string) => elements.filter((e) => e.element === name && e.value).map((e) => e.value);
  const data = (tag: string, ind1: string, ind2: string, code: string, value: string): MarcDataField => ({
    tag,
    ind1,
    ind2,
    subfields: [{ code, value }],
  });
  const fields: MarcRecord['fields'] = [];
  const date = values('date')[0];
  const year = date?.match(/\d{4}/)?.[0] ?? '    ';
  const language = values('language').find((code) => /^[a-z]{3}$/.test(code)) ?? '   ';
  fields.push({ tag: '008', value: `      s${year}    xx            000 0 ${language} d` });
  for (const identifier of values('identifier')) {
    const isbn = identifier.replace(/^ISBN\s*/i, '').replace(/[-\s]/g, '');
    if (/^(\d{9}[\dXx]|\d{13})$/.test(isbn)) fields.push(data('020', ' ', ' ', 'a', isbn));
  }
  if (values('language').length > 0) fields.push(data('041', '0', ' ', 'a', values('language')[0]!));
  const creators = values('creator');
  if (creators[0]) fields.push(data('100', '1', ' ', 'a', creators[0]));
  fields.push(data('245', creators[0] ? '1' : '0', '0', 'a', values('title')[0] ?? '[sem título]'));
  const publisher = values('publisher')[0];
  if (publisher || date)
    fields.push({
      tag: '260',
      ind1: ' ',
      ind2: ' ',
      subfields: [
        ...(publisher ? [{ code: 'b', value: publisher }] : []),
        ...(date ? [{ code: 'c', value: date }] : []),
      ],
    });
  for (const description of values('description')) fields.push(data('520', ' ', ' ', 'a', description));
  for (const subject of values('subject')) fields.push(data('650', ' ', '4', 'a', subject));
  for (const name of [...creators.slice(1), ...values('contributor')]) fields.push(data('700', '1', ' ', 'a', name));
  for (const identifier of values('identifier'))
    if (/^https?:\/\//.test(identifier)) fields.push(data('856', '4', '0', 'u', identifier));
  return { leader: '00000nam a2200000uu 4500', fields };
}
