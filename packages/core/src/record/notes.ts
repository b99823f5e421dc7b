import { dataFields, isDataField, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { fieldText, stripTrailingPunctuation } from './text.ts';

export interface Note {
  tag: string;
  text: string;
}

export interface NotesInfo {
  /** Public 5XX notes in record order. */
  notes: Note[];
  /** 520 summary/abstract; several 520s joined by a blank line. */
  summary?: string;
  /** 505 formatted contents split into entries at " -- ". */
  contents: string[];
  /** 502 dissertation note ("Tese (Doutorado) - Universidade de São Paulo, 2010"). */
  dissertationNote?: string;
}

/**
 * Whether a 5XX is shown to the public. Left out: MARC 21 541/561/583 with ind1 0 (private acquisition,
 * ownership and action notes), and 591-599: local notes whose meaning depends on the system (Sirsi writes
 * a copy count in 596, e.g. every record of evergreen_jazz_1k has "596 $a 1"). 590 is the common public
 * local note and is kept.
 */
export function isPublicNote(field: MarcDataField): boolean {
  if (!/^5\d\d$/.test(field.tag)) return false;
  if (['541', '561', '583'].includes(field.tag) && field.ind1 === '0') return false;
  const number = Number(field.tag);
  return !(number >= 591 && number <= 599);
}

/** MARC 21 5XX note text: all subfields but control ones ($6, $8, …), in order. */
export function noteText(field: MarcDataField): string {
  return fieldText(field);
}

/** Notes, summary, contents and the dissertation note. */
export function extractNotes(record: MarcRecord): NotesInfo {
  const fields = record.fields.filter(isDataField).filter(isPublicNote);
  const notes = fields.map((field) => ({ tag: field.tag, text: noteText(field) })).filter((note) => note.text);
  const summary = notes
    .filter((note) => note.tag === '520')
    .map((note) => note.text)
    .join('\n\n');
  const contents = dataFields(record, '505')
    .flatMap((field) => noteText(field).split(/\s+--\s*/))
    .map(stripTrailingPunctuation)
    .filter(Boolean);
  const dissertationNote = notes.find((note) => note.tag === '502')?.text;
  // Assigned, not spread from small objects: a copy less each, and fewer shapes (extract-bibliographic.ts).
  const info: Partial<NotesInfo> = { notes };
  if (summary) info.summary = summary;
  info.contents = contents;
  if (dissertationNote) info.dissertationNote = dissertationNote;
  return info as NotesInfo;
}
