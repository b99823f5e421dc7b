import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target.ts';

/** Issue 27, finding 8: tab and newline tricks reached React Router; the browser's URL parser drops them. */
describe('safeRedirectTarget against control-character and encoding tricks', () => {
  it('refuses targets that become another origin once tab, newline or encodings are undone', () => {
    for (const target of [
      '/\t/evil.com',
      '/%09/evil.com',
      '\n//evil.com',
      '/\n/evil.com',
      '/%0a/evil.com',
      '/%0D%0A/evil.com',
      '%2F%2Fevil.com',
      '/%2F/evil.com',
      '/%5Cevil.com',
      '/%252F/evil.com',
      ' //evil.com',
      'javascript:alert(1)',
      '\tjavascript:alert(1)',
      'java\tscript:alert(1)',
      '/\u0000/evil.com',
      '/%E0%A4%A',
    ]) {
      expect(safeRedirectTarget(target), JSON.stringify(target)).toBe('/');
    }
  });

  it('keeps ordinary paths of this site, encoded text included', () => {
    expect(safeRedirectTarget('/busca?q=Machado%20de%20Assis')).toBe('/busca?q=Machado%20de%20Assis');
    expect(safeRedirectTarget('/meupergamum/emprestimos')).toBe('/meupergamum/emprestimos');
    expect(safeRedirectTarget('pearson')).toBe('/pearson');
  });
});
