import { beforeEach, describe, expect, it } from 'vitest';
import { BASKET_LIMIT, basketStore } from './basket-store.ts';

const item = (id: number) => ({ cod_acervo: id, titulo: `Título ${id}` });

describe('basketStore (spec 001 §4: add, add all, set, remove, clear)', () => {
  beforeEach(() => basketStore.clear());

  it('adds once per cod_acervo, in the order added, and tells listeners', () => {
    let calls = 0;
    const unsubscribe = basketStore.subscribe(() => calls++);
    basketStore.add(item(3));
    basketStore.add(item(3));
    basketStore.addAll([item(1), item(3), item(2), item(1)]);
    unsubscribe();
    expect(basketStore.getSnapshot().map((entry) => entry.cod_acervo)).toEqual([3, 1, 2]);
    expect(basketStore.has(2)).toBe(true);
    // The second add of 3 changed nothing and did not notify.
    expect(calls).toBe(2);
  });

  it('removes by cod_acervo and clears', () => {
    basketStore.addAll([item(1), item(2), item(3)]);
    basketStore.remove(2);
    expect(basketStore.getSnapshot().map((entry) => entry.cod_acervo)).toEqual([1, 3]);
    basketStore.clear();
    expect(basketStore.getSnapshot()).toEqual([]);
  });

  it('keeps at most the export limit of titles', () => {
    basketStore.set(Array.from({ length: BASKET_LIMIT + 5 }, (_, index) => item(index + 1)));
    expect(basketStore.getSnapshot()).toHaveLength(BASKET_LIMIT);
    expect(basketStore.add(item(9999))).toEqual({ added: 0, refused: 1 });
    expect(basketStore.has(9999)).toBe(false);
  });

  it('says how many titles did not fit, counting only titles not already there', () => {
    basketStore.set(Array.from({ length: BASKET_LIMIT - 2 }, (_, index) => item(index + 1)));
    const outcome = basketStore.addAll([item(1), item(9001), item(9002), item(9003), item(9004)]);
    expect(outcome).toEqual({ added: 2, refused: 2 });
    expect(basketStore.getSnapshot()).toHaveLength(BASKET_LIMIT);
    expect(basketStore.has(9002)).toBe(true);
    expect(basketStore.has(9003)).toBe(false);
    expect(basketStore.addAll([item(1)])).toEqual({ added: 0, refused: 0 });
  });
});
