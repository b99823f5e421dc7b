import type { SearchFields } from '@estante/core';
import { foldForSearch } from '@estante/core';
import { stemWord } from './stem.ts';

/** Columns of the search index: one per search field, and a stemmed twin for the text fields. */
export const TEXT_COLUMNS = [
  'title',
  'author',
  'subject',
  'series',
  'call_number',
  'identifiers',
  'notes',
  'publisher',
] as const;
export const STEMMED_COLUMNS = ['title_s', 'author_s', 'subject_s', 'series_s', 'notes_s', 'publisher_s'] as const;
export const INDEX_COLUMNS = [...TEXT_COLUMNS, ...STEMMED_COLUMNS] as const;
export type IndexColumn = (typeof INDEX_COLUMNS)[number];
type TextColumn = (typeof TEXT_COLUMNS)[number];

/** Words of each column of one record, in order, as both engines index them. */
export type IndexDocument = Record<IndexColumn, string[]>;

/**
 * Marker written before every value of a field (each title, each subject heading…), so that
 * `inicio` is the phrase "marker + words" and no phrase runs from one value into the next. It is a
 * word that folded text never produces on its own in practice; query words equal to it are dropped.
 */
export const VALUE_START = 'qqzzinicio';

/** Words kept per column and characters per word: the same cut on both engines (PostgreSQL positions stop at 16383). */
export const MAX_WORDS_PER_COLUMN = 16_000;
export const MAX_WORD_LENGTH = 200;

const FIELD_OF_COLUMN: Record<TextColumn, keyof SearchFields> = {
  title: 'title',
  author: 'author',
  subject: 'subject',
  series: 'series',
  call_number: 'callNumber',
  identifiers: 'identifiers',
  notes: 'notes',
  publisher: 'publisher',
};

/** Folded words of a multi-valued field (values separated by line breaks), each value opened by VALUE_START. */
export function fieldWords(text: string): string[] {
  const words: string[] = [];
  for (const value of text.split('\n')) {
    const folded = foldForSearch(value);
    if (!folded) continue;
    words.push(VALUE_START);
    for (const word of folded.split(' ')) if (word.length <= MAX_WORD_LENGTH && word !== VALUE_START) words.push(word);
  }
  return words.slice(0, MAX_WORDS_PER_COLUMN);
}

/**
 * The folded words of each text column, in TEXT_COLUMNS order: what is stored and loaded. The stemmed columns follow
 * from them and the record's language, so the index stems them when it loads (buildIndexDocument).
 */
export function textColumnWords(fields: SearchFields): string[][] {
  return TEXT_COLUMNS.map((column) => fieldWords(fields[FIELD_OF_COLUMN[column]] ?? ''));
}

/** The index document of a record: folded words per field, and the same words stemmed in the record's language. */
export function buildIndexDocument(fields: SearchFields, language: string | undefined): IndexDocument {
  const document = {} as IndexDocument;
  const words = textColumnWords(fields);
  TEXT_COLUMNS.forEach((column, index) => {
    document[column] = words[index]!;
  });
  for (const column of STEMMED_COLUMNS) {
    const source = document[column.slice(0, -2) as TextColumn];
    document[column] = source.map((word) => (word === VALUE_START ? word : stemWord(word, language)));
  }
  return document;
}
