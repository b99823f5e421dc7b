import { describe, expect, it } from 'vitest';
import { addCells } from './facet-slots.ts';

describe('addCells', () => {
  it('adds one per cell of each listed record, for every width written out and beyond', () => {
    const records = 500;
    const tableSize = 97;
    for (let width = 0; width <= 13; width += 1) {
      const cells = Uint16Array.from({ length: records * width }, (_, i) => (i * 31 + width) % tableSize);
      // Every third record, the last one included.
      const ordinals = Uint32Array.from({ length: Math.ceil(records / 3) }, (_, i) => Math.min(records - 1, i * 3 + 1));
      const expected = new Uint32Array(tableSize);
      for (const ordinal of ordinals) {
        for (let slot = ordinal * width; slot < ordinal * width + width; slot += 1) expected[cells[slot]!]! += 1;
      }
      const table = new Uint32Array(tableSize);
      addCells(ordinals, cells, width, table);
      expect(Array.from(table), `width ${width}`).toEqual(Array.from(expected));
    }
  });
});
