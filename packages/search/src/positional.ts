import type { IndexColumn } from './index-document.ts';
import { VALUE_START } from './index-document.ts';
import type { MatchExpression, PositionalCondition } from './match-expression.ts';
import { NEAR_DISTANCE } from './search-options.ts';

function columnsIn(expression: MatchExpression): Set<IndexColumn> {
  if (expression.kind === 'words' || expression.kind === 'phrase') return new Set(expression.columns);
  if (expression.kind === 'not') return columnsIn(expression.include);
  return new Set(expression.items.flatMap((item) => [...columnsIn(item)]));
}

/**
 * A record's words of one index column, in whatever form the expression's words are mapped to by `key`: the text
 * itself, or the in-memory index's word ids (which spares decoding each candidate's words).
 */
export type ColumnWords<W> = (column: IndexColumn) => ArrayLike<W>;

/** Positions in one column where a row's term occurs: any of its words, or the first word of its phrase. */
export function termPositions<W>(
  expression: MatchExpression,
  column: IndexColumn,
  words: ArrayLike<W>,
  key: (word: string) => W,
): number[] {
  const found: number[] = [];
  if (expression.kind === 'words') {
    if (!expression.columns.includes(column)) return found;
    const wanted = new Set(expression.words.flat().map(key));
    for (let position = 0; position < words.length; position += 1)
      if (wanted.has(words[position]!)) found.push(position);
    return found;
  }
  if (expression.kind === 'phrase') {
    if (!expression.columns.includes(column)) return found;
    const phrase = expression.words.map(key);
    const skip = expression.words[0] === VALUE_START ? 1 : 0;
    for (let start = 0; start + phrase.length <= words.length; start += 1) {
      if (phrase.every((word, offset) => words[start + offset] === word)) found.push(start + skip);
    }
    return found;
  }
  // A row's `and` joins the parts of one row's words (similar words beside truncated ones): any of them is the term.
  if (expression.kind === 'or' || expression.kind === 'and')
    return expression.items.flatMap((item) => termPositions(item, column, words, key));
  return found;
}

/** True when some column shared by both rows has the two terms at positions the operator accepts. */
export function satisfiesPositional<W>(
  columnWords: ColumnWords<W>,
  condition: PositionalCondition,
  key: (word: string) => W,
): boolean {
  const rightColumns = columnsIn(condition.right);
  for (const column of columnsIn(condition.left)) {
    if (!rightColumns.has(column)) continue;
    const words = columnWords(column);
    const left = termPositions(condition.left, column, words, key);
    if (left.length === 0) continue;
    const right = termPositions(condition.right, column, words, key);
    for (const p of left) {
      for (const q of right) {
        if (condition.operator === 'proximo' && p !== q && Math.abs(p - q) <= NEAR_DISTANCE) return true;
        if (condition.operator === 'antes' && p < q) return true;
        if (condition.operator === 'depois' && p > q) return true;
      }
    }
  }
  return false;
}
