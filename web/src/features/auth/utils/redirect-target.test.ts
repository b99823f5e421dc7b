import { describe, expect, it } from 'vitest';
import { externalResourceOf, safeRedirectTarget } from './redirect-target.ts';

describe('safeRedirectTarget', () => {
  it('keeps paths of this site and defaults to /', () => {
    expect(safeRedirectTarget('/meupergamum')).toBe('/meupergamum');
    expect(safeRedirectTarget('/acervo/12/marc?x=1')).toBe('/acervo/12/marc?x=1');
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('')).toBe('/');
  });

  it('refuses other sites, so the login page cannot be used as an open redirect', () => {
    for (const target of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      expect(safeRedirectTarget(target)).toBe('/');
    }
  });

  it('recognises the external resources of spec 000 §4, with or without a slash', () => {
    expect(externalResourceOf('pearson')).toBe('pearson');
    expect(externalResourceOf('/gale_book?x=1')).toBe('gale_book');
    expect(externalResourceOf('/meupergamum')).toBeUndefined();
    expect(safeRedirectTarget('minhabiblioteca')).toBe('/minhabiblioteca');
  });
});
