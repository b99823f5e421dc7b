/// <reference path="./sax.d.ts" />
import { TextDecoder } from 'node:util';
import sax, { type SAXParser, type Tag } from 'sax';
import type { ByteChunk } from './iso2709-framer.ts';
import { type MarcNote, type MarcReadResult, marcNote, rejected } from './marc-read-result.ts';
import type { MarcDataField, MarcField, MarcRecord } from './marc-record.ts';
import { normalizeLeader, normalizeRecordToNfc } from './normalize-record.ts';

/** MARC 21 XML schema namespace (MARCXML, https://www.loc.gov/standards/marcxml/). */
export const MARCXML_NAMESPACE = 'http://www.loc.gov/MARC21/slim';
/** ISO 25577 MarcXchange: the same element structure, used by some European systems. */
const MARCXCHANGE_NAMESPACE = 'info:lc/xmlns/marcxchange-v1';

/** Record elements in another namespace (an OAI-PMH `<record>` wrapper, say) are not MARC records. */
function isMarcNamespace(uri: string): boolean {
  return uri === '' || uri === MARCXML_NAMESPACE || uri === MARCXCHANGE_NAMESPACE;
}

type TextTarget = { value: string } | undefined;

/**
 * ISO 2709's limits, applied to MARCXML too (MARCXML itself has none): a field of at most 9,999 bytes (4-digit
 * field length) and a record of at most 99,999 (5-digit record length), counted in UTF-8 as ISO 2709 would
 * write them. A record over them is rejected, not cut: a cut title or note would be stored as if whole, and such
 * a record could not be exported as ISO 2709 anyway. A 688,889-character "title" was garbage (issue 27).
 */
export const MAX_FIELD_BYTES = 9_999;
export const MAX_RECORD_BYTES = 99_999;

/** Bytes of a field in ISO 2709: indicators, delimiter + code + data per subfield, terminator; directory entry aside. */
function fieldBytes(field: MarcField): number {
  if ('value' in field) return Buffer.byteLength(field.value, 'utf8') + 1;
  let bytes = 3;
  for (const subfield of field.subfields)
    bytes += 1 + Buffer.byteLength(subfield.code, 'utf8') + Buffer.byteLength(subfield.value, 'utf8');
  return bytes;
}

const AUTHORITY_HEADINGS = new Set(['100', '110', '111', '130', '147', '148', '150', '151', '155', '162']);
const HOLDINGS_FIELDS = /^(004|85[2-9]|86[0-8])$/;

/**
 * Leader for a record that came without one (seen in Alma exports; pymarc and MARC::Record supply one too).
 * The type is guessed from the fields: a 1XX heading and no 245 is an authority (leader/06 z), holdings fields
 * (004, 852-868) and no 245 a holdings record of unknown type (u), anything else a monograph of language
 * material (am), the commonest case. Encoding level and cataloguing form "u" say that nothing is known.
 * Lengths are zeros: the ISO 2709 writer computes them.
 */
export function defaultLeader(fields: MarcField[]): string {
  const tags = new Set(fields.map((field) => field.tag));
  if (!tags.has('245')) {
    if ([...tags].some((tag) => AUTHORITY_HEADINGS.has(tag))) return '00000nz  a2200000n  4500';
    if ([...tags].some((tag) => HOLDINGS_FIELDS.test(tag))) return '00000nu  a2200000u  4500';
  }
  return '00000nam a2200000uu 4500';
}

interface RecordInProgress {
  position: number;
  /** Element depth of `<record>`, to notice where it ends even when sax recovers from broken markup. */
  depth: number;
  leader: { value: string } | undefined;
  fields: MarcField[];
  field: MarcDataField | undefined;
  text: TextTarget;
  problems: MarcNote[];
  warnings: MarcNote[];
  /** Characters read so far, a lower bound of its bytes: stops gathering a record that is over the limit. */
  size: number;
  /** Over MAX_RECORD_BYTES or with a field over MAX_FIELD_BYTES: its text is no longer kept (memory). */
  oversized: boolean;
}

function controlNumberOf(fields: MarcField[]): string | undefined {
  const field = fields.find((candidate) => candidate.tag === '001' && 'value' in candidate);
  return field && 'value' in field ? field.value.trim() || undefined : undefined;
}

function hasReplacementCharacter(record: MarcRecord): boolean {
  return record.fields.some((field) =>
    'value' in field ? field.value.includes('\uFFFD') : field.subfields.some((sub) => sub.value.includes('\uFFFD')),
  );
}

function recordTooLarge(): MarcNote {
  return marcNote(
    'RegistroGrandeDemais',
    { limite: MAX_RECORD_BYTES },
    `the record has more than ${MAX_RECORD_BYTES.toLocaleString('en')} bytes`,
  );
}

/**
 * A record rejected for its problems: every reason in English, and the first one's code (a report line says one
 * reason in the reader's language; a record seldom has two problems, and the first is what broke it).
 */
function rejectedFor(position: number, problems: MarcNote[], controlNumber: string | undefined): MarcReadResult {
  const reason = problems.map((problem) => problem.reason).join('; ');
  return rejected(position, reason, controlNumber, problems[0]?.problem);
}

/** MARC tags have 3 characters (ISO 2709 has room for no more). Longer local tags are cut, as yaz does. */
function fieldTag(tag: string | undefined, record: RecordInProgress): string {
  if (tag === undefined || tag.length < 3) {
    record.problems.push(
      marcNote(
        'EtiquetaInvalida',
        { etiqueta: tag ?? '' },
        `field tag ${JSON.stringify(tag ?? '')} does not have 3 characters`,
      ),
    );
    return tag ?? '';
  }
  if (tag.length === 3) return tag;
  record.warnings.push(
    marcNote(
      'EtiquetaCortada',
      { etiqueta: tag, lida: tag.slice(0, 3) },
      `field tag "${tag}" cut to "${tag.slice(0, 3)}": MARC tags have 3 characters`,
    ),
  );
  return tag.slice(0, 3);
}

function indicator(tag: Tag, name: 'ind1' | 'ind2', warnings: MarcNote[]): string {
  const value = tag.attributes[name] ?? ' ';
  if (value.length === 1) return value;
  const field = tag.attributes.tag ?? '?';
  warnings.push(
    marcNote(
      'IndicadorInvalido',
      { campo: field, indicador: name === 'ind1' ? 1 : 2, valor: value },
      `field ${field}: ${name} "${value}" is not one character; read as blank`,
    ),
  );
  return ' ';
}

/**
 * Turns sax events into records. A well-formedness error inside a `<record>` rejects that record only: sax
 * recovers (it closes the open elements at the next matching end tag) and reading goes on with the next one.
 */
class MarcXmlRecordBuilder {
  readonly results: MarcReadResult[] = [];
  #position = 0;
  #depth = 0;
  #record: RecordInProgress | undefined;
  #outsideProblems: MarcNote[] = [];
  /** Namespace prefix bindings in scope, and those of the enclosing elements (XML Namespaces 1.0). */
  #namespaces: ReadonlyMap<string, string> = new Map();
  readonly #enclosingNamespaces: Array<ReadonlyMap<string, string>> = [];
  readonly #parser: SAXParser;

  constructor() {
    // Namespaces are resolved here rather than by sax's xmlns mode, which makes parsing about a quarter slower.
    this.#parser = sax.parser(true, { position: true });
    this.#parser.onopentag = (tag) => this.#open(tag);
    this.#parser.onclosetag = () => this.#close();
    this.#parser.ontext = (text) => this.#text(text);
    this.#parser.oncdata = (text) => this.#text(text);
    this.#parser.onerror = (error) => this.#error(error);
  }

  write(text: string): void {
    this.#parser.write(text);
  }

  end(): void {
    this.#parser.close();
    if (this.#record) {
      this.#record.problems.push(marcNote('XmlTruncado', {}, 'the XML ends inside this record (truncated file?)'));
      this.#finishRecord();
    }
    this.#flushOutsideProblems();
  }

  #open(tag: Tag): void {
    this.#depth += 1;
    this.#enclosingNamespaces.push(this.#namespaces);
    for (const name in tag.attributes) {
      if (name === 'xmlns' || name.startsWith('xmlns:')) {
        if (this.#namespaces === this.#enclosingNamespaces.at(-1)) this.#namespaces = new Map(this.#namespaces);
        (this.#namespaces as Map<string, string>).set(name.slice(6), tag.attributes[name] as string);
      }
    }
    const colon = tag.name.indexOf(':');
    const local = colon < 0 ? tag.name : tag.name.slice(colon + 1);
    const record = this.#record;
    if (!record) {
      // A prefix used without its xmlns declaration counts as no namespace: the intent (MARCXML) is plain.
      const uri = this.#namespaces.get(colon < 0 ? '' : tag.name.slice(0, colon)) ?? '';
      if (local === 'record' && isMarcNamespace(uri)) this.#startRecord();
      return;
    }
    const level = this.#depth - record.depth;
    if (record.oversized) return;
    if (level === 1 && (local === 'controlfield' || local === 'datafield')) {
      // Its directory entry, terminator and indicators.
      record.size += 15;
      if (record.size > MAX_RECORD_BYTES) {
        this.#oversize(record, recordTooLarge());
        return;
      }
    }
    if (level === 1 && local === 'leader') {
      record.leader = { value: '' };
      record.text = record.leader;
    } else if (level === 1 && local === 'controlfield') {
      const field = { tag: fieldTag(tag.attributes.tag, record), value: '' };
      record.fields.push(field);
      record.text = field;
    } else if (level === 1 && local === 'datafield') {
      const tagValue = fieldTag(tag.attributes.tag, record);
      const ind1 = indicator(tag, 'ind1', record.warnings);
      const ind2 = indicator(tag, 'ind2', record.warnings);
      record.field = { tag: tagValue, ind1, ind2, subfields: [] };
      record.fields.push(record.field);
    } else if (level === 2 && local === 'subfield' && record.field) {
      const code = tag.attributes.code ?? '';
      if (code.length !== 1) {
        record.problems.push(
          marcNote(
            'CodigoDeSubcampoInvalido',
            { campo: record.field.tag, codigo: code },
            `field ${record.field.tag}: subfield code ${JSON.stringify(code)} is not one character`,
          ),
        );
      }
      const subfield = { code, value: '' };
      record.field.subfields.push(subfield);
      record.text = subfield;
    }
  }

  #close(): void {
    const record = this.#record;
    this.#depth -= 1;
    this.#namespaces = this.#enclosingNamespaces.pop() ?? this.#namespaces;
    if (!record) return;
    const level = this.#depth - record.depth;
    if (level < 0) {
      this.#finishRecord();
    } else if (level === 0) {
      record.text = undefined;
      record.field = undefined;
    } else {
      record.text = undefined;
    }
  }

  #text(text: string): void {
    const record = this.#record;
    const target = record?.text;
    if (!record || !target) return;
    target.value += text;
    record.size += text.length;
    // Characters never outnumber UTF-8 bytes: over the limit in characters is over it in bytes.
    if (target.value.length > MAX_FIELD_BYTES) {
      const field = record.fields.at(-1);
      this.#oversize(
        record,
        marcNote(
          'CampoGrandeDemais',
          { campo: field?.tag ?? '?', limite: MAX_FIELD_BYTES },
          `field ${field?.tag ?? '?'} has more than ${MAX_FIELD_BYTES.toLocaleString('en')} bytes (ISO 2709's limit for a field)`,
        ),
      );
    } else if (record.size > MAX_RECORD_BYTES) {
      this.#oversize(record, recordTooLarge());
    }
  }

  /** Rejects the record and drops what it holds, so that a huge field or record cannot fill the memory. */
  #oversize(record: RecordInProgress, problem: MarcNote): void {
    if (!record.oversized) record.problems.push(problem);
    record.oversized = true;
    record.text = undefined;
    record.field = undefined;
    if (record.leader) record.leader.value = '';
    const controlNumber = record.fields.find((field) => field.tag === '001');
    record.fields = controlNumber ? [controlNumber] : [];
  }

  #error(error: Error): void {
    const message = `${error.message.split('\n')[0]} (line ${this.#parser.line + 1}, column ${this.#parser.column + 1})`;
    const problem = marcNote(
      'XmlMalformado',
      { linha: this.#parser.line + 1, coluna: this.#parser.column + 1 },
      `malformed XML: ${message}`,
    );
    if (this.#record) this.#record.problems.push(problem);
    else this.#outsideProblems.push(problem);
    // Carry on after the error: sax keeps its element stack, so later records are still read.
    this.#parser.error = null;
    this.#parser.resume();
  }

  #startRecord(): void {
    this.#flushOutsideProblems();
    this.#position += 1;
    this.#record = {
      position: this.#position,
      depth: this.#depth,
      leader: undefined,
      fields: [],
      field: undefined,
      text: undefined,
      problems: [],
      warnings: [],
      size: 0,
      oversized: false,
    };
  }

  /** Broken markup between records may have hidden a record: report it in its own place, not silently. */
  #flushOutsideProblems(): void {
    if (this.#outsideProblems.length === 0) return;
    this.#position += 1;
    this.results.push(rejectedFor(this.#position, this.#outsideProblems, undefined));
    this.#outsideProblems = [];
  }

  /** Exact ISO 2709 sizes, in UTF-8 bytes (the running count above is in characters). */
  #checkSizes(record: RecordInProgress): void {
    let total = 24 + 1 + 1;
    for (const field of record.fields) {
      const bytes = fieldBytes(field);
      if (bytes > MAX_FIELD_BYTES) {
        record.problems.push(
          marcNote(
            'CampoGrandeDemais',
            { campo: field.tag, limite: MAX_FIELD_BYTES },
            `field ${field.tag} has ${bytes.toLocaleString('en')} bytes, more than ISO 2709's limit of ${MAX_FIELD_BYTES.toLocaleString('en')}`,
          ),
        );
        return;
      }
      total += 12 + bytes;
    }
    if (total > MAX_RECORD_BYTES) {
      record.problems.push(
        marcNote(
          'RegistroGrandeDemais',
          { limite: MAX_RECORD_BYTES },
          `the record has ${total.toLocaleString('en')} bytes, more than ISO 2709's limit of ${MAX_RECORD_BYTES.toLocaleString('en')}`,
        ),
      );
    }
  }

  #finishRecord(): void {
    const record = this.#record as RecordInProgress;
    this.#record = undefined;
    const controlNumber = controlNumberOf(record.fields);
    if (!record.oversized) this.#checkSizes(record);
    if (record.leader === undefined && record.fields.length === 0 && record.problems.length === 0) {
      record.problems.push(marcNote('RegistroVazio', {}, 'the record has neither a <leader> nor any field'));
    }
    if (record.problems.length > 0) {
      this.results.push(rejectedFor(record.position, record.problems, controlNumber));
      return;
    }
    if (record.leader === undefined) {
      const supplied = defaultLeader(record.fields);
      record.warnings.push(
        marcNote(
          'SemLider',
          { lider: supplied },
          `the record has no <leader>: supplied "${supplied}" (type guessed from its fields)`,
        ),
      );
      record.leader = { value: supplied };
    }
    let leader = record.leader.value;
    if (leader.length !== 24) {
      record.warnings.push(
        marcNote(
          'LiderAjustado',
          { caracteres: leader.length },
          `leader has ${leader.length} characters instead of 24; padded or cut to 24`,
        ),
      );
      leader = leader.padEnd(24, ' ').slice(0, 24);
    }
    // MARCXML is Unicode whatever leader/09 says, so the record we return is UTF-8 (leader/09 = "a").
    const result: MarcRecord = normalizeRecordToNfc({ leader: normalizeLeader(leader), fields: record.fields });
    if (hasReplacementCharacter(result)) {
      record.warnings.push(
        marcNote(
          'CaracteresDeSubstituicao',
          {},
          'contains U+FFFD replacement characters: text lost in an earlier conversion, or bytes that are not valid in the file encoding',
        ),
      );
    }
    this.results.push({ ok: true, position: record.position, record: result, warnings: record.warnings });
  }
}

/** Enough bytes to hold an XML declaration. */
const SNIFF_BYTES = 256;

/** Encoding from a byte order mark or the XML declaration; MARCXML is nearly always UTF-8. */
function sniffEncoding(head: Buffer): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const declaration = /^(?:\uFEFF)?\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    head.toString('latin1', 0, SNIFF_BYTES),
  );
  return declaration?.[1]?.toLowerCase() ?? 'utf-8';
}

function createDecoder(encoding: string): TextDecoder {
  try {
    return new TextDecoder(encoding);
  } catch {
    // An encoding name TextDecoder does not know: UTF-8 is what MARCXML files are in practice.
    return new TextDecoder('utf-8');
  }
}

/**
 * Reads MARCXML records (a `<collection>` of `<record>`s, or one `<record>`), with or without a namespace
 * prefix, streaming: text is decoded across chunk boundaries and parsed by sax as it arrives.
 */
export async function* readMarcXml(source: AsyncIterable<ByteChunk>): AsyncGenerator<MarcReadResult> {
  const builder = new MarcXmlRecordBuilder();
  let decoder: TextDecoder | undefined;
  // Bytes held until there are enough to see the XML declaration and its encoding.
  let head: Buffer[] = [];
  let headLength = 0;
  for await (const chunk of source) {
    if (typeof chunk === 'string') {
      builder.write(chunk);
    } else {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (!decoder) {
        head.push(bytes);
        headLength += bytes.length;
        if (headLength < SNIFF_BYTES) continue;
        const start = Buffer.concat(head);
        head = [];
        decoder = createDecoder(sniffEncoding(start));
        builder.write(decoder.decode(start, { stream: true }));
      } else {
        // stream: true keeps a multi-byte character that straddles two chunks for the next call.
        builder.write(decoder.decode(bytes, { stream: true }));
      }
    }
    yield* builder.results.splice(0);
  }
  if (head.length > 0) {
    const start = Buffer.concat(head);
    decoder = createDecoder(sniffEncoding(start));
    builder.write(decoder.decode(start, { stream: true }));
  }
  if (decoder) builder.write(decoder.decode());
  builder.end();
  yield* builder.results.splice(0);
}
