import type { BrowseIndex } from '@estante/contracts';
import {
  type CatalogueSearch,
  type MatchExpression,
  rowExpression,
  rowWords,
  type SearchRow,
  type SearchType,
  type TermPosition,
} from '@estante/search';
import type { CqlNode, CqlSearchClause } from './cql-parser.ts';

/** An SRU diagnostic (https://www.loc.gov/standards/sru/diagnostics/diagnosticsList.html): number, details. */
export class SruDiagnostic extends Error {
  constructor(
    readonly code: number,
    readonly details: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The indexes SRU searches, by CQL name (context set prefix included), mapped to the catalogue search's types and
 * to the browse index `scan` reads. The explain record lists these (sru-explain.ts).
 */
export interface SruIndex {
  name: string;
  title: string;
  type: SearchType;
  browse?: BrowseIndex;
}

export const SRU_INDEXES: readonly SruIndex[] = [
  { name: 'cql.serverChoice', title: 'Any field', type: 'livre' },
  { name: 'cql.anywhere', title: 'Any field', type: 'livre' },
  { name: 'dc.title', title: 'Title', type: 'titulo', browse: 'titulo' },
  { name: 'dc.creator', title: 'Author', type: 'autor', browse: 'autor' },
  { name: 'dc.subject', title: 'Subject', type: 'assunto', browse: 'assunto' },
  { name: 'dc.identifier', title: 'ISBN or ISSN', type: 'isbn_issn' },
  { name: 'bath.isbn', title: 'ISBN', type: 'isbn_issn', browse: 'isbn' },
  { name: 'bath.issn', title: 'ISSN', type: 'isbn_issn', browse: 'issn' },
  { name: 'bath.seriesTitle', title: 'Series', type: 'serie', browse: 'serie' },
  { name: 'bath.name', title: 'Author', type: 'autor', browse: 'autor' },
];

/** Index names clients send without a context set (yaz-client's own examples use them). */
const ALIASES: Record<string, string> = {
  serverchoice: 'cql.serverChoice',
  anywhere: 'cql.anywhere',
  any: 'cql.anywhere',
  title: 'dc.title',
  creator: 'dc.creator',
  author: 'dc.creator',
  subject: 'dc.subject',
  identifier: 'dc.identifier',
  isbn: 'bath.isbn',
  issn: 'bath.issn',
  'bath.author': 'dc.creator',
  'bath.title': 'dc.title',
  'bath.subject': 'dc.subject',
};

const BY_NAME = new Map(SRU_INDEXES.map((index) => [index.name.toLowerCase(), index]));

/** The index a CQL index name names, or diagnostic 16 (unsupported index). */
export function sruIndex(name: string): SruIndex {
  const lower = name.toLowerCase();
  const found = BY_NAME.get(lower) ?? BY_NAME.get(ALIASES[lower]?.toLowerCase() ?? '');
  if (!found) throw new SruDiagnostic(16, name, `Unsupported index: ${name}`);
  return found;
}

/** CQL relations and the search position they become: words anywhere, or the words as one phrase. */
const POSITION_OF_RELATION: Record<string, TermPosition | 'any'> = {
  '=': 'qualquer',
  all: 'qualquer',
  any: 'any',
  adj: 'exata',
  '==': 'exata',
  exact: 'exata',
};

/** `*` and `?` are CQL's masking characters, as the catalogue search's; escaped ones are plain characters. */
function plainMasks(term: string): string {
  return term.replace(/\\([*?^])/g, ' ');
}

function clauseExpression(clause: CqlSearchClause, expand: CatalogueSearch['expandTruncation']): MatchExpression {
  const index = sruIndex(clause.index);
  const position = POSITION_OF_RELATION[clause.relation];
  if (!position) throw new SruDiagnostic(19, clause.relation, `Unsupported relation: ${clause.relation}`);
  const text = plainMasks(clause.term);
  // `any`: one row per word, ORed; otherwise one row (every word, or the phrase).
  const texts = position === 'any' ? text.split(/\s+/).filter(Boolean) : [text];
  const rowPosition: TermPosition = position === 'any' ? 'qualquer' : position;
  const expressions = texts.flatMap((part) => {
    const words = rowWords(part, index.type, rowPosition);
    if (words.length === 0) return [];
    const row: SearchRow = { text: part, type: index.type, position: rowPosition, operator: 'e', words, termIndex: 0 };
    return [rowExpression(row, false, [], expand)];
  });
  // A term without a searchable word (only punctuation or function words) matches nothing, as in the web's search.
  if (expressions.length === 0) return { kind: 'words', columns: ['title'], words: [[]] };
  return expressions.length === 1 ? expressions[0]! : { kind: 'or', items: expressions };
}

/** Booleans one query may hold: as many as the web's advanced search has rows, twice over. */
export const MAX_BOOLEANS = 20;

function booleanCount(node: CqlNode): number {
  return node.kind === 'clause' ? 0 : 1 + booleanCount(node.left) + booleanCount(node.right);
}

/**
 * The catalogue search's expression of a CQL query: each search clause is a row of the catalogue search (its index's
 * field, its relation's position), booleans nest as CQL groups them. `prox` is refused (diagnostic 37), and so is a
 * query of more than MAX_BOOLEANS booleans (38).
 */
export function cqlExpression(node: CqlNode, expand: CatalogueSearch['expandTruncation']): MatchExpression {
  const booleans = booleanCount(node);
  if (booleans > MAX_BOOLEANS) throw new SruDiagnostic(38, String(MAX_BOOLEANS), 'Too many boolean operators in query');
  return nodeExpression(node, expand);
}

function nodeExpression(node: CqlNode, expand: CatalogueSearch['expandTruncation']): MatchExpression {
  if (node.kind === 'clause') return clauseExpression(node, expand);
  if (node.operator === 'prox') throw new SruDiagnostic(37, 'prox', 'Unsupported boolean operator: prox');
  const left = nodeExpression(node.left, expand);
  const right = nodeExpression(node.right, expand);
  if (node.operator === 'not') return { kind: 'not', include: left, exclude: right };
  return { kind: node.operator, items: [left, right] };
}
