import type { TargetDocument } from '@estante/contracts';
import { describe, expect, it } from 'vitest';
import { searchTarget, targetSearchQuery } from './target-search.ts';

describe('target_gedweb searches', () => {
  it('asks nothing without a product (coluna_um), blank counting as none', () => {
    expect(targetSearchQuery({})).toBeUndefined();
    expect(targetSearchQuery({ coluna_um: '  ', termo: 'NBR 5410' })).toBeUndefined();
  });

  it('asks for the product and the trimmed term, the term only when typed', () => {
    expect(targetSearchQuery({ coluna_um: 'ABNT', termo: ' 5410 ' })).toEqual({ coluna_um: 'ABNT', termo: '5410' });
    expect(targetSearchQuery({ coluna_um: 'ABNT', termo: '  ' })).toEqual({ coluna_um: 'ABNT' });
  });

  it('returns an empty result at once, with no call, when no product is chosen', async () => {
    const calls: unknown[] = [];
    const found: TargetDocument = { id: 5410, codigo: 'NBR 5410', titulo: 'Instalações elétricas de baixa tensão' };
    const call = async (query: unknown) => {
      calls.push(query);
      return [found];
    };
    expect(await searchTarget({ termo: 'elétricas' }, call)).toEqual([]);
    expect(calls).toEqual([]);
    expect(await searchTarget({ coluna_um: 'ABNT', termo: 'elétricas' }, call)).toEqual([found]);
    expect(calls).toEqual([{ coluna_um: 'ABNT', termo: 'elétricas' }]);
  });
});
