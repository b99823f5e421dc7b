/**
 * A parser for CQL, the Contextual Query Language of SRU (https://www.loc.gov/standards/sru/cql/spec.html).
 *
 * Written here because npm has no maintained CQL parser (the packages named "cql" are Cassandra's or the clinical
 * quality language); this one covers what SRU clients send: search clauses with an index, a relation and relation
 * modifiers, quoted and unquoted terms, `and`, `or`, `not` and `prox` with parentheses, left to right, and prefix
 * assignments, which it accepts and drops (the server's context sets are fixed, in the explain record).
 */

export interface CqlSearchClause {
  kind: 'clause';
  /** Lower-cased, `cql.serverChoice` when the clause names no index. */
  index: string;
  /** Lower-cased: `=`, `==`, `<>`, `<`, `>`, `<=`, `>=`, `adj`, `all`, `any`, `within`, `encloses`… */
  relation: string;
  modifiers: string[];
  term: string;
}

export interface CqlBoolean {
  kind: 'boolean';
  operator: 'and' | 'or' | 'not' | 'prox';
  left: CqlNode;
  right: CqlNode;
}

export type CqlNode = CqlSearchClause | CqlBoolean;

/** A query CQL's grammar refuses: SRU diagnostic 10 (query syntax error). */
export class CqlSyntaxError extends Error {}

type Token = { kind: 'word' | 'quoted' | 'symbol'; text: string };

const SYMBOLS = ['==', '<>', '<=', '>=', '(', ')', '=', '<', '>', '/'];
const BOOLEANS = new Set(['and', 'or', 'not', 'prox']);
const NAMED_RELATIONS = new Set(['adj', 'all', 'any', 'within', 'encloses', 'exact', 'scr']);
const SYMBOL_RELATIONS = new Set(['=', '==', '<>', '<', '>', '<=', '>=']);

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < query.length) {
    const character = query[at]!;
    if (/\s/.test(character)) {
      at += 1;
      continue;
    }
    if (character === '"') {
      let text = '';
      at += 1;
      while (at < query.length && query[at] !== '"') {
        // A backslash escapes the next character; `\*` and `\?` keep theirs (they mean a literal mask character).
        if (query[at] === '\\' && at + 1 < query.length) {
          const next = query[at + 1]!;
          text += next === '"' || next === '\\' ? next : `\\${next}`;
          at += 2;
        } else text += query[at++];
      }
      if (at >= query.length) throw new CqlSyntaxError('unterminated quoted term');
      at += 1;
      tokens.push({ kind: 'quoted', text });
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => query.startsWith(candidate, at));
    if (symbol) {
      tokens.push({ kind: 'symbol', text: symbol });
      at += symbol.length;
      continue;
    }
    let text = '';
    while (at < query.length && !/[\s"()=<>/]/.test(query[at]!)) text += query[at++];
    tokens.push({ kind: 'word', text });
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): CqlNode {
    const node = this.query();
    if (this.at < this.tokens.length) throw new CqlSyntaxError(`unexpected "${this.tokens[this.at]!.text}"`);
    return node;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  private isSymbol(text: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === 'symbol' && token.text === text;
  }

  private query(): CqlNode {
    // Prefix assignments: `> dc = "info:srw/cql-context-set/1/dc-v1.1" query`.
    while (this.isSymbol('>')) {
      this.at += 1;
      this.term();
      if (this.isSymbol('=')) {
        this.at += 1;
        this.term();
      }
    }
    let node = this.clause();
    for (;;) {
      const token = this.peek();
      if (token?.kind !== 'word' || !BOOLEANS.has(token.text.toLowerCase())) return node;
      this.at += 1;
      this.modifiers();
      const right = this.clause();
      node = { kind: 'boolean', operator: token.text.toLowerCase() as CqlBoolean['operator'], left: node, right };
    }
  }

  private clause(): CqlNode {
    if (this.isSymbol('(')) {
      this.at += 1;
      const node = this.query();
      if (!this.isSymbol(')')) throw new CqlSyntaxError('missing ")"');
      this.at += 1;
      return node;
    }
    const first = this.term();
    const next = this.peek();
    const relation =
      next?.kind === 'symbol' && SYMBOL_RELATIONS.has(next.text)
        ? next.text
        : next?.kind === 'word' && (NAMED_RELATIONS.has(next.text.toLowerCase()) || /^\w+\.\w+$/.test(next.text))
          ? next.text.toLowerCase()
          : undefined;
    // An index followed by a relation; otherwise the word alone is a term searched in cql.serverChoice.
    if (relation === undefined || (next?.kind === 'word' && this.peek(1) === undefined)) {
      return { kind: 'clause', index: 'cql.serverchoice', relation: '=', modifiers: [], term: first };
    }
    this.at += 1;
    const modifiers = this.modifiers();
    return { kind: 'clause', index: first.toLowerCase(), relation, modifiers, term: this.term() };
  }

  private modifiers(): string[] {
    const modifiers: string[] = [];
    while (this.isSymbol('/')) {
      this.at += 1;
      modifiers.push(this.term().toLowerCase());
      // A modifier may carry a comparison and a value: `/distance<3`.
      const token = this.peek();
      if (token?.kind === 'symbol' && SYMBOL_RELATIONS.has(token.text)) {
        this.at += 1;
        this.term();
      }
    }
    return modifiers;
  }

  private term(): string {
    const token = this.peek();
    if (!token || token.kind === 'symbol')
      throw new CqlSyntaxError(token ? `unexpected "${token.text}"` : 'query ends too soon');
    this.at += 1;
    return token.text;
  }
}

/** The query's tree; throws CqlSyntaxError on a query CQL's grammar refuses (empty, unbalanced, dangling boolean). */
export function parseCql(query: string): CqlNode {
  const tokens = tokenize(query);
  if (tokens.length === 0) throw new CqlSyntaxError('empty query');
  return new Parser(tokens).parse();
}
