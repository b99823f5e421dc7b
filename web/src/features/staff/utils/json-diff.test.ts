import { describe, expect, it } from 'vitest';
import { diffJson, leafText } from './json-diff.ts';

describe('diffJson', () => {
  it('marks changed, added, removed and unchanged fields by their dotted paths', () => {
    const rows = diffJson(
      { situacao: 'pending', texto: 'Bom livro', autor: { nome: 'Ana', id: 3 }, tags: ['a', 'b'] },
      { situacao: 'approved', texto: 'Bom livro', autor: { nome: 'Ana' }, tags: ['a', 'c'], revisado_em: '2026-11-26' },
    );
    expect(rows).toEqual([
      { path: 'situacao', kind: 'changed', before: 'pending', after: 'approved' },
      { path: 'texto', kind: 'same', before: 'Bom livro', after: 'Bom livro' },
      { path: 'autor.nome', kind: 'same', before: 'Ana', after: 'Ana' },
      { path: 'autor.id', kind: 'removed', before: 3 },
      { path: 'tags.0', kind: 'same', before: 'a', after: 'a' },
      { path: 'tags.1', kind: 'changed', before: 'b', after: 'c' },
      { path: 'revisado_em', kind: 'added', after: '2026-11-26' },
    ]);
  });

  it('shows a created row as all added and a deleted one as all removed', () => {
    expect(diffJson(null, { id: 7 })).toEqual([{ path: 'id', kind: 'added', after: 7 }]);
    expect(diffJson({ id: 7 }, null)).toEqual([{ path: 'id', kind: 'removed', before: 7 }]);
  });

  it('keeps a null leaf distinct from a missing one', () => {
    expect(diffJson({ nota: null }, { nota: 'x' })).toEqual([
      { path: 'nota', kind: 'changed', before: null, after: 'x' },
    ]);
  });
});

describe('leafText', () => {
  it('writes strings as they are and other values as JSON', () => {
    expect(leafText('texto')).toBe('texto');
    expect(leafText(3)).toBe('3');
    expect(leafText(null)).toBe('null');
    expect(leafText(undefined)).toBe('');
  });
});
