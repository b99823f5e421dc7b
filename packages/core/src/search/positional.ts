import type { IndexColumn, IndexDocument } from './index-document.ts';
import { VALUE_START } from './index-document.ts';
import type { MatchExpression, PositionalCondition } from './match-expression.ts';
import { NEAR_DISTANCE } from './search-options.ts';

function columnsIn(expression: MatchExpression): Set<IndexColumn> {
  if (expression.kind === 'words' || expression.kind === 'phrase') return new Set(expression.columns);
  if (expression.kind === 'not') return columnsIn(expression.include);
  return new Set(expression.items.flatMap((item) => [...columnsIn(item)]));
}

/** Positions in one column where a row's term occurs: any of its words, or the first word of its phrase. */
export function termPositions(expression: MatchExpression, column: IndexColumn, words: string[]): number[] {
  if (expression.kind === 'words') {
    if (!expression.columns.includes(column)) return [];
    const wanted = new Set(expression.words.flat());
    return words.flatMap((word, position) => (wanted.has(word) ? [position] : []));
  }
  if (expression.kind === 'phrase') {
    if (!expression.columns.includes(column)) return [];
    const phrase = expression.words;
    const skip = phrase[0] === VALUE_START ? 1 : 0;
    const found: number[] = [];
    for (let start = 0; start + phrase.length <= words.length; start += 1) {
      if (phrase.every((word, offset) => words[start + offset] === word)) found.push(start + skip);
    }
    return found;
  }
  if (expression.kind === 'or') return expression.items.flatMap((item) => termPositions(item, column, words));
  return [];
}

/** True when some column shared by both rows has the two terms at positions the operator accepts. */
export function satisfiesPositional(document: IndexDocument, condition: PositionalCondition): boolean {
  const rightColumns = columnsIn(condition.right);
  for (const column of columnsIn(condition.left)) {
    if (!rightColumns.has(column)) continue;
    const words = document[column];
    const left = termPositions(condition.left, column, words);
    if (left.length === 0) continue;
    const right = termPositions(condition.right, column, words);
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
