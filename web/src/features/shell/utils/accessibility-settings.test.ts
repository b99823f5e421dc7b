import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESSIBILITY, parseAccessibility } from './accessibility-settings.ts';

describe('stored accessibility settings', () => {
  it('reads valid settings back', () => {
    const stored = { zoom: 60, cor: 'alto-contraste', negrito: true, libras: false, escuro: true };
    expect(parseAccessibility(JSON.stringify(stored))).toEqual(stored);
  });

  it('keeps only valid values: zoom in steps of 20 up to 100, the four colour schemes', () => {
    expect(parseAccessibility(JSON.stringify({ zoom: 30, cor: 'sepia', negrito: 'yes' }))).toEqual(
      DEFAULT_ACCESSIBILITY,
    );
    expect(parseAccessibility(JSON.stringify({ zoom: 120 })).zoom).toBe(0);
    expect(parseAccessibility(JSON.stringify({ zoom: 100, cor: 'cinza' }))).toMatchObject({ zoom: 100, cor: 'cinza' });
  });

  it('falls back to the defaults for a missing or broken entry', () => {
    expect(parseAccessibility(null)).toEqual(DEFAULT_ACCESSIBILITY);
    expect(parseAccessibility('{not json')).toEqual(DEFAULT_ACCESSIBILITY);
  });
});
