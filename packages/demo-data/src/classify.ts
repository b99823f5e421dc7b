/**
 * Reference classification of a record into the work types of @estante/core, from leader/06-07,
 * 008 and 502 — what the generator meant to produce. Used by this package's tests and to
 * report a generated catalogue's mix; the catalogue's own extraction lives in @estante/core.
 */
import type { MarcRecord, WorkTypeKey } from '@estante/core';

function control(record: MarcRecord, tag: string): string {
  const field = record.fields.find((candidate) => candidate.tag === tag);
  return field && 'value' in field ? field.value : '';
}

function dissertationNote(record: MarcRecord): string {
  const field = record.fields.find((candidate) => candidate.tag === '502');
  return field && 'subfields' in field ? field.subfields.map((subfield) => subfield.value).join(' ') : '';
}

export function workTypeOf(record: MarcRecord): WorkTypeKey | undefined {
  const type = record.leader.charAt(6);
  const level = record.leader.charAt(7);
  const f008 = control(record, '008');
  switch (type) {
    case 'a': {
      if (level === 's' || level === 'i')
        return f008.charAt(23) === 'o' || f008.charAt(23) === 's' ? 'eperiodical' : 'periodical';
      if (level === 'a' || level === 'b') return 'article';
      const note = dissertationNote(record);
      if (note) {
        if (/^(Tese|Tesis \(Doctorado|Thesis \(Ph\.D)/.test(note)) return 'thesis';
        if (/^(Dissertação|Tesis \(Maestría|Thesis \(M\.)/.test(note)) return 'dissertation';
        return 'undergraduateWork';
      }
      return f008.charAt(23) === 'o' || f008.charAt(23) === 's' ? 'ebook' : 'book';
    }
    case 't':
      return 'manuscript';
    case 'g':
      return 'video';
    case 'e':
    case 'f':
      return 'map';
    case 'c':
    case 'd':
      return 'score';
    case 'j':
      return 'musicRecording';
    case 'i':
      return 'soundRecording';
    case 'm':
      return 'electronicResource';
    case 'k':
      return 'image';
    case 'o':
      return 'kit';
    case 'r':
      return 'object';
    default:
      return undefined;
  }
}
