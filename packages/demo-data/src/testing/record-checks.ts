/**
 * Structural checks on generated records, shared by this package's tests (test-only: it uses
 * `isbn3`, which the generator itself does not need).
 */
import type { MarcDataField, MarcRecord } from '@estante/core';
import ISBN from 'isbn3';
import { isValidIssn } from '../identifiers.ts';

export function dataFields(record: MarcRecord, tag: string): MarcDataField[] {
  return record.fields.filter((field): field is MarcDataField => field.tag === tag && 'subfields' in field);
}

export function controlValue(record: MarcRecord, tag: string): string | undefined {
  const field = record.fields.find((candidate) => candidate.tag === tag);
  return field && 'value' in field ? field.value : undefined;
}

export function subfieldValues(record: MarcRecord, tag: string, code: string): string[] {
  return dataFields(record, tag).flatMap((field) => field.subfields.filter((s) => s.code === code).map((s) => s.value));
}

/** The ISBN in a 020 $a, without a qualifier ("9788535902778 (broch.)" → "9788535902778"). */
export function isbnDigits(value: string): string {
  return value.split(' ')[0] ?? '';
}

/** Problems found in a record (empty when it is well-formed). */
export function recordProblems(record: MarcRecord): string[] {
  const problems: string[] = [];
  const id = controlValue(record, '001') ?? '?';
  const problem = (message: string) => problems.push(`${id}: ${message}`);
  const { leader } = record;
  if (leader.length !== 24) problem(`leader length ${leader.length}`);
  if (!/^00000[acdnp][acdefgijkmoprt][abcdims][ a]a2200000[ 1234578uzIKLM][ aciu][ abc]4500$/.test(leader)) {
    problem(`malformed leader "${leader}"`);
  }
  if (controlValue(record, '003') !== 'Estante') problem('003 is not Estante');
  const f008 = controlValue(record, '008') ?? '';
  if (f008.length !== 40) problem(`008 length ${f008.length}`);
  if (!/^\d{6}[bcdeikmnpqrstu](\d{4}|\d{2}uu)/.test(f008)) problem(`008 dates "${f008.slice(0, 15)}"`);
  if (!/^(por|eng|spa)$/.test(f008.slice(35, 38))) problem(`008 language "${f008.slice(35, 38)}"`);
  if (!/^\d{14}\.\d$/.test(controlValue(record, '005') ?? '')) problem('005 malformed');
  const titles = dataFields(record, '245');
  if (titles.length !== 1 || !titles[0]?.subfields.some((s) => s.code === 'a' && s.value.trim().length > 0)) {
    problem('no single 245 $a');
  }
  let previous = '';
  for (const field of record.fields) {
    if (!/^\d{3}$/.test(field.tag)) problem(`bad tag ${field.tag}`);
    if (field.tag < previous) problem(`tag ${field.tag} after ${previous}`);
    previous = field.tag;
    if ('subfields' in field) {
      if (field.ind1.length !== 1 || field.ind2.length !== 1) problem(`${field.tag} indicators`);
      if (field.subfields.length === 0) problem(`${field.tag} without subfields`);
      for (const subfield of field.subfields) {
        if (!/^[a-z0-9]$/.test(subfield.code)) problem(`${field.tag} subfield code "${subfield.code}"`);
        if (subfield.value.length === 0) problem(`${field.tag} $${subfield.code} empty`);
        if (subfield.value !== subfield.value.normalize('NFC')) problem(`${field.tag} $${subfield.code} not NFC`);
        if (/\s$|^\s|\s\s/.test(subfield.value)) problem(`${field.tag} $${subfield.code} spacing "${subfield.value}"`);
      }
    }
  }
  for (const value of subfieldValues(record, '020', 'a')) {
    const isbn = isbnDigits(value);
    if (!ISBN.parse(isbn)?.isValid) problem(`invalid ISBN ${value}`);
  }
  for (const issn of [
    ...subfieldValues(record, '022', 'a'),
    ...subfieldValues(record, '022', 'l'),
    ...subfieldValues(record, '773', 'x'),
  ]) {
    if (!isValidIssn(issn)) problem(`invalid ISSN ${issn}`);
  }
  for (const url of subfieldValues(record, '856', 'u')) {
    if (!/^https:\/\/[a-z.]+\.exemplo\.(edu\.br|org)\//.test(url)) problem(`856 not an example host: ${url}`);
  }
  return problems;
}
