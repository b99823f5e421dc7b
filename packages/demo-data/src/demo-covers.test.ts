import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo-catalogue.ts';
import { COVER_HEIGHT, COVER_WIDTH, coverText, demoCoverRecords, drawCover } from './demo-covers.ts';

/** The RGB pixels of a PNG drawn by drawCover (one IDAT, filter 0 on every scanline). */
function pixels(png: Buffer): { width: number; height: number; at: (x: number, y: number) => number[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const raw = zlib.inflateSync(png.subarray(41, 41 + idatLength));
  expect(raw.length).toBe((width * 3 + 1) * height);
  return {
    width,
    height,
    at: (x, y) => [...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)],
  };
}

describe('demo covers', () => {
  it('draws a 240×360 PNG with a gilt frame and a light title panel', () => {
    const png = drawCover('Dom Casmurro', 'Machado de Assis');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    const image = pixels(png);
    expect([image.width, image.height]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
    expect(image.at(11, 11)).toEqual([214, 178, 90]);
    // The panel's top-left corner is never lettered; every panel colour is light.
    expect(Math.min(...image.at(25, 57))).toBeGreaterThan(200);
    expect(png.subarray(png.length - 8, png.length - 4).toString('ascii')).toBe('IEND');
  });

  it('is deterministic, and another title gives another cover', () => {
    expect(drawCover('Dom Casmurro', 'Machado de Assis').equals(drawCover('Dom Casmurro', 'Machado de Assis'))).toBe(
      true,
    );
    expect(drawCover('Quincas Borba', 'Machado de Assis').equals(drawCover('Dom Casmurro', 'Machado de Assis'))).toBe(
      false,
    );
  });

  it('letters the title and the author in direct order', () => {
    const [first] = demoCatalogue([{ code: 'BC' }]);
    expect(coverText(first!)).toEqual({ title: 'Dom Casmurro', author: 'Machado de Assis' });
  });

  it('chooses up to 60 printed books, the first hand-written titles among them, and no online resource', () => {
    const catalogue = demoCatalogue([{ code: 'BC' }]);
    const chosen = demoCoverRecords(catalogue);
    expect(chosen).toHaveLength(60);
    expect(chosen.slice(0, 3).map((entry) => entry.controlNumber)).toEqual(['1', '2', '3']);
    for (const { record } of chosen) {
      expect(record.leader.slice(6, 8)).toBe('am');
      expect(record.fields.some((field) => field.tag === '856')).toBe(false);
    }
    expect(chosen.length).toBeLessThan(catalogue.length / 3);
  });
});
