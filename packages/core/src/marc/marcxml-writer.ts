import type { Writable } from 'node:stream';
import type { MarcRecord } from './marc-record.ts';
import { MARCXML_NAMESPACE } from './marcxml-reader.ts';
import { normalizeLeader } from './normalize-record.ts';

// Written by hand rather than with marcjs's MarcxmlFormater, which leaves the leader, control fields and
// attributes unescaped (a "&" in an 001 makes the XML malformed), or @natlibfi's serializer, which regroups
// control fields before data fields instead of keeping the record's field order.

/** Characters XML 1.0 cannot carry even as references (C0 controls but tab, LF, CR; U+FFFE/U+FFFF; lone surrogates). */
const NOT_XML_CHARACTER =
  /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const TEXT_SPECIAL = /[&<>\r]/g;
const ATTRIBUTE_SPECIAL = /[&<>"\t\n\r]/g;
const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  // XML parsers turn a literal CR into LF, so it must be a character reference to survive a round trip.
  '\r': '&#13;',
};

function escapeWith(pattern: RegExp, value: string): string {
  // Characters XML cannot represent at all become U+FFFD, so the export stays well-formed and shows the loss.
  return value.replace(NOT_XML_CHARACTER, '\uFFFD').replace(pattern, (character) => REFERENCES[character] as string);
}

function text(value: string): string {
  return escapeWith(TEXT_SPECIAL, value);
}

function attribute(value: string): string {
  return escapeWith(ATTRIBUTE_SPECIAL, value);
}

/** XML declaration and opening `<collection>` of a MARCXML file. */
export const MARCXML_COLLECTION_START = `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="${MARCXML_NAMESPACE}">\n`;
/** Closing tag of a MARCXML collection. */
export const MARCXML_COLLECTION_END = '</collection>\n';

/**
 * One `<record>` element (MARC 21 XML schema), fields in record order, leader/09 = "a". With `namespace`
 * it carries its own xmlns, for use outside a MARCXML `<collection>`.
 */
export function recordToMarcXmlElement(record: MarcRecord, options: { namespace?: boolean } = {}): string {
  const lines = [options.namespace ? `<record xmlns="${MARCXML_NAMESPACE}">` : '<record>'];
  lines.push(`  <leader>${text(normalizeLeader(record.leader))}</leader>`);
  for (const field of record.fields) {
    if (!('subfields' in field)) {
      lines.push(`  <controlfield tag="${attribute(field.tag)}">${text(field.value)}</controlfield>`);
      continue;
    }
    lines.push(
      `  <datafield tag="${attribute(field.tag)}" ind1="${attribute(field.ind1)}" ind2="${attribute(field.ind2)}">`,
    );
    for (const subfield of field.subfields) {
      lines.push(`    <subfield code="${attribute(subfield.code)}">${text(subfield.value)}</subfield>`);
    }
    lines.push('  </datafield>');
  }
  lines.push('</record>\n');
  return lines.join('\n');
}

/** A whole MARCXML document: one `<collection>` holding the records. */
export function toMarcXml(records: Iterable<MarcRecord>): string {
  const parts = [MARCXML_COLLECTION_START];
  for (const record of records) parts.push(recordToMarcXmlElement(record));
  parts.push(MARCXML_COLLECTION_END);
  return parts.join('');
}

/**
 * Streams a MARCXML collection to a Node Writable (file, HTTP response): writes the header before the first
 * record and the footer on `end()`, and waits for 'drain' when the destination is full.
 */
export class MarcXmlWriter {
  #started = false;

  constructor(private readonly destination: Writable) {}

  /** Writes one record (the collection header first, if not written yet). */
  async write(record: MarcRecord): Promise<void> {
    await this.#put(this.#header() + recordToMarcXmlElement(record));
  }

  /** Closes the collection; the destination itself is left open for the caller to end. */
  async end(): Promise<void> {
    await this.#put(`${this.#header()}${MARCXML_COLLECTION_END}`);
  }

  #header(): string {
    if (this.#started) return '';
    this.#started = true;
    return MARCXML_COLLECTION_START;
  }

  async #put(chunk: string): Promise<void> {
    if (this.destination.write(chunk)) return;
    await new Promise<void>((resolve, reject) => {
      const onDrain = () => {
        this.destination.off('error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        this.destination.off('drain', onDrain);
        reject(error);
      };
      this.destination.once('drain', onDrain);
      this.destination.once('error', onError);
    });
  }
}
