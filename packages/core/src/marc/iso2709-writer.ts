/// <reference path="./marcjs.d.ts" />
import marcjs, { type MarcjsField } from 'marcjs';
import { checkIso2709Structure } from './iso2709-structure.ts';
import { MarcWriteError } from './marc-read-result.ts';
import type { MarcField, MarcRecord } from './marc-record.ts';
import { normalizeLeader } from './normalize-record.ts';

const { Iso2709Formater } = marcjs;

/** ISO 2709 structural characters may not occur inside data: they would cut the record in the wrong place. */
const STRUCTURAL_CHARACTER = /[\x1d\x1e\x1f]/;

function toMarcjsField(field: MarcField): MarcjsField {
  if (!('subfields' in field)) return [field.tag, field.value];
  const parts = [field.tag, `${field.ind1}${field.ind2}`];
  for (const subfield of field.subfields) parts.push(subfield.code, subfield.value);
  return parts;
}

function checkWritable(record: MarcRecord): void {
  if (record.leader.length !== 24) {
    throw new MarcWriteError(`the leader must have 24 characters, not ${record.leader.length}`);
  }
  for (const field of record.fields) {
    const values = 'subfields' in field ? field.subfields.map((subfield) => subfield.value) : [field.value];
    if (field.tag.length !== 3) throw new MarcWriteError(`field tag "${field.tag}" does not have 3 characters`);
    // marcjs writes a field as a control field when its tag sorts below "010", dropping any subfields.
    if ('subfields' in field && field.tag < '010') {
      throw new MarcWriteError(`field ${field.tag} has subfields but its tag is a control field tag (00X)`);
    }
    if (values.some((value) => STRUCTURAL_CHARACTER.test(value))) {
      throw new MarcWriteError(`field ${field.tag} contains an ISO 2709 delimiter character (0x1D, 0x1E or 0x1F)`);
    }
  }
}

/**
 * Serialises a record to ISO 2709 in UTF-8 (leader/09 = "a"), with record length (leader/00-04), base address
 * (leader/12-16) and directory lengths counted in bytes. Byte counting and layout are marcjs's
 * `Iso2709Formater.format` (it measures each field as a UTF-8 Buffer); we add what it leaves out: refusing
 * input that ISO 2709 cannot hold (fields over 9,999 bytes, records over 99,999 bytes) instead of writing a
 * corrupt record, which we detect by checking the output with the same structure check the reader uses.
 */
export function toIso2709(record: MarcRecord): Buffer {
  checkWritable(record);
  const bytes = Buffer.from(
    Iso2709Formater.format({ leader: normalizeLeader(record.leader), fields: record.fields.map(toMarcjsField) }),
    'utf8',
  );
  if (bytes.length > 99_999) {
    throw new MarcWriteError(`the record needs ${bytes.length} bytes; ISO 2709 records are limited to 99,999`);
  }
  const structure = checkIso2709Structure(bytes);
  if (!structure.ok) {
    throw new MarcWriteError(
      `the record cannot be written as ISO 2709 (a field over 9,999 bytes?): ${structure.reason}`,
    );
  }
  return bytes;
}
