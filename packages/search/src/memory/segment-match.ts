import { type IndexColumn, VALUE_START } from '../index-document.ts';
import type { MatchExpression } from '../match-expression.ts';
import { Bitset } from './bitset.ts';
import {
  COLUMN_NUMBER,
  firstPositionAt,
  MAX_STORED_POSITION,
  type SearchSegment,
  SOURCE_COLUMN,
  STEMMED,
} from './search-segment.ts';

/** The records of a segment that match an expression (replaced records left out). */
export function matchSegment(segment: SearchSegment, expression: MatchExpression): Bitset {
  return evaluate(segment, expression).andNot(segment.deleted);
}

function evaluate(segment: SearchSegment, expression: MatchExpression): Bitset {
  switch (expression.kind) {
    case 'words':
      return matchWords(segment, expression.columns, expression.words);
    case 'phrase':
      return matchPhrase(segment, expression.columns, expression.words);
    case 'and': {
      const [first, ...rest] = expression.items.map((item) => evaluate(segment, item));
      for (const item of rest) first!.and(item);
      return first!;
    }
    case 'or': {
      const [first, ...rest] = expression.items.map((item) => evaluate(segment, item));
      for (const item of rest) first!.or(item);
      return first!;
    }
    case 'not':
      return evaluate(segment, expression.include).andNot(evaluate(segment, expression.exclude));
  }
}

/** Every word (any of its forms) in one of the columns: OR of the posting lists per word, AND across words. */
function matchWords(segment: SearchSegment, columns: IndexColumn[], words: string[][]): Bitset {
  let result: Bitset | undefined;
  for (const forms of words) {
    const set = new Bitset(segment.size);
    for (const form of forms) {
      const wordId = segment.vocabulary.knownWordId(form);
      if (wordId === -1) continue;
      for (const column of columns) segment.addPosting(set, COLUMN_NUMBER.get(column)!, wordId);
    }
    result = result ? result.and(set) : set;
  }
  return result ?? new Bitset(segment.size);
}

/**
 * The words consecutively in one column: candidates from the intersection of the words' posting lists (the value
 * marker, in every record, is not intersected), then each candidate's words of that column checked in order,
 * from where the phrase's first listed word first occurs in it.
 */
function matchPhrase(segment: SearchSegment, columns: IndexColumn[], words: string[]): Bitset {
  const result = new Bitset(segment.size);
  const ids = words.map((word) => segment.vocabulary.knownWordId(word));
  if (ids.includes(-1) || ids.length === 0) return result;
  const marker = segment.vocabulary.knownWordId(VALUE_START);
  const listed = [...new Set(ids.filter((id) => id !== marker))];
  const hasMarker = ids.includes(marker);
  for (const column of columns) {
    const number = COLUMN_NUMBER.get(column)!;
    // Each list decoded once (posting() decodes it anew at every call).
    const lists = new Map(listed.map((id) => [id, segment.posting(number, id)]));
    const candidates = intersect([...lists.values()]);
    if (!candidates) continue;
    // Each word of the phrase (markers aside) with its posting list, walked along the sorted candidates.
    const cursors = ids.flatMap((id, offset) =>
      id === marker ? [] : [{ list: lists.get(id)!, ...segment.firstPositions(number, id), offset, at: 0 }],
    );
    for (let i = 0; i < candidates.length; i += 1) {
      const ordinal = candidates[i]!;
      if (result.has(ordinal)) continue;
      // The phrase starts no earlier than (first occurrence of a word − its offset in the phrase), for every word;
      // when the first occurrences line up, that is the phrase, found without reading the record's words.
      let from = 0;
      let aligned = !hasMarker;
      for (let c = 0; c < cursors.length; c += 1) {
        const cursor = cursors[c]!;
        while (cursor.list[cursor.at]! < ordinal) cursor.at += 1;
        const position = firstPositionAt(cursor.packed, cursor.first + cursor.at);
        const start = position - cursor.offset;
        if (c > 0 && start !== from) aligned = false;
        if (position >= MAX_STORED_POSITION) aligned = false;
        from = c === 0 ? start : Math.max(from, start);
      }
      if (aligned && from >= 0) {
        result.add(ordinal);
        continue;
      }
      from = Math.max(0, from);
      const found = STEMMED[number]
        ? containsSequence(segment.columnWords(ordinal, number), from, Number.MAX_SAFE_INTEGER, ids)
        : rawContainsSequence(segment, ordinal, number, from, ids);
      if (found) result.add(ordinal);
    }
  }
  return result;
}

/** Intersection of sorted lists, shortest first; undefined when there is no list (a phrase of markers only). */
function intersect(lists: Uint32Array[]): Uint32Array | undefined {
  if (lists.length === 0) return undefined;
  const [shortest, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  let current: Uint32Array = shortest!;
  for (const list of rest) {
    const next = new Uint32Array(current.length);
    let n = 0;
    let j = 0;
    for (let i = 0; i < current.length; i += 1) {
      const value = current[i]!;
      while (j < list.length && list[j]! < value) j += 1;
      if (j === list.length) break;
      if (list[j] === value) next[n++] = value;
    }
    current = next.subarray(0, n);
  }
  return current;
}

/** The words of a text column decoded into the segment's buffer (no allocation): the common case of a phrase check. */
function rawContainsSequence(
  segment: SearchSegment,
  ordinal: number,
  column: number,
  from: number,
  sequence: number[],
): boolean {
  const { words, count } = segment.decodeTextColumn(ordinal, SOURCE_COLUMN[column]!);
  return containsSequence(words, from, count, sequence);
}

/** True when words[from…to) hold the sequence consecutively. */
function containsSequence(words: Uint32Array, from: number, to: number, sequence: number[]): boolean {
  const last = Math.min(to, words.length) - sequence.length;
  for (let begin = from; begin <= last; begin += 1) {
    let offset = 0;
    while (offset < sequence.length && words[begin + offset] === sequence[offset]) offset += 1;
    if (offset === sequence.length) return true;
  }
  return false;
}
