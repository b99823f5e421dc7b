/**
 * MARC 21 record as plain data: the shape of @natlibfi/marc-record
 * (`{ leader, fields: [{ tag, value } | { tag, ind1, ind2, subfields: [{ code, value }] }] }`).
 */
export interface MarcSubfield {
  code: string;
  value: string;
}

export interface MarcControlField {
  tag: string;
  value: string;
}

export interface MarcDataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: MarcSubfield[];
}

export type MarcField = MarcControlField | MarcDataField;

export interface MarcRecord {
  leader: string;
  fields: MarcField[];
}

export function isDataField(field: MarcField): field is MarcDataField {
  return 'subfields' in field;
}

export function isControlField(field: MarcField): field is MarcControlField {
  return 'value' in field && !('subfields' in field);
}

/** Data fields with the given tag(s), in record order. */
export function dataFields(record: MarcRecord, ...tags: string[]): MarcDataField[] {
  return record.fields.filter((field): field is MarcDataField => isDataField(field) && tags.includes(field.tag));
}

/** Value of the first control field with the tag (001, 003, 005, 008…). */
export function controlFieldValue(record: MarcRecord, tag: string): string | undefined {
  const field = record.fields.find((candidate) => candidate.tag === tag && isControlField(candidate));
  return field && isControlField(field) ? field.value : undefined;
}

/** Values of the subfields with the given codes, in field order. */
export function subfieldValues(field: MarcDataField, ...codes: string[]): string[] {
  return field.subfields.filter((subfield) => codes.includes(subfield.code)).map((subfield) => subfield.value);
}

/** First value of a subfield code, if any. */
export function firstSubfield(field: MarcDataField, code: string): string | undefined {
  return field.subfields.find((subfield) => subfield.code === code)?.value;
}
