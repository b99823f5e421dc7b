import { describe, expect, it } from 'vitest';
import { CqlSyntaxError, parseCql } from './cql-parser.ts';

describe('CQL parser', () => {
  it('reads a bare term as a search of cql.serverChoice', () => {
    expect(parseCql('kraken')).toEqual({
      kind: 'clause',
      index: 'cql.serverchoice',
      relation: '=',
      modifiers: [],
      term: 'kraken',
    });
  });

  it('reads an index, a relation with modifiers and a quoted term with escaped quotes', () => {
    expect(parseCql('dc.Title adj/cql.string "the \\"two\\" towers"')).toEqual({
      kind: 'clause',
      index: 'dc.title',
      relation: 'adj',
      modifiers: ['cql.string'],
      term: 'the "two" towers',
    });
  });

  it('groups booleans left to right, parentheses first, and drops prefix assignments', () => {
    const tree = parseCql('> dc = "info:srw/cql-context-set/1/dc-v1.1" a and b or (c not dc.creator == d)');
    expect(tree).toMatchObject({
      kind: 'boolean',
      operator: 'or',
      left: { kind: 'boolean', operator: 'and', left: { term: 'a' }, right: { term: 'b' } },
      right: { kind: 'boolean', operator: 'not', left: { term: 'c' }, right: { index: 'dc.creator', relation: '==' } },
    });
  });

  it('keeps masking characters and their escapes in the term', () => {
    expect(parseCql('title = "brasi* \\*"')).toMatchObject({ term: 'brasi* \\*' });
  });

  it('refuses what the grammar does not allow', () => {
    for (const query of ['', '   ', 'a and', '(a or b', 'a)', 'title =', '"open', 'a and or b'])
      expect(() => parseCql(query), query).toThrow(CqlSyntaxError);
  });
});
