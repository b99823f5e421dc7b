import { describe, expect, it } from 'vitest';
import { matchWebRoute } from './web-routes.ts';

describe('matchWebRoute', () => {
  it('names the route of each path of spec 000 §2, static paths before guides', () => {
    expect(matchWebRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchWebRoute('/login')).toEqual({ name: 'login', params: {} });
    expect(matchWebRoute('/cesta/')).toEqual({ name: 'basket', params: {} });
    expect(matchWebRoute('/meupergamum/app')).toEqual({ name: 'selfServiceApp', params: {} });
    expect(matchWebRoute('/meupergamum/emprestimos/1')).toEqual({ name: 'selfService', params: {} });
    expect(matchWebRoute('/indice')).toEqual({ name: 'guide', params: { guia: 'indice' } });
    expect(matchWebRoute('/acervo/12')).toEqual({ name: 'record', params: { codAcervo: '12' } });
    expect(matchWebRoute('/acervo/12/dublin-core')).toEqual({
      name: 'recordSection',
      params: { codAcervo: '12', aba: 'dublin-core' },
    });
    expect(matchWebRoute('/autoridade/7/marc')).toEqual({ name: 'authorityMarc', params: { codAutoridade: '7' } });
    expect(matchWebRoute('/biblioteca')).toEqual({ name: 'libraryInformation', params: {} });
    expect(matchWebRoute('/perguntas-frequentes')).toEqual({ name: 'faq', params: {} });
    expect(matchWebRoute('/eventos')).toEqual({ name: 'events', params: {} });
    expect(matchWebRoute('/privacidade')).toEqual({ name: 'privacy', params: {} });
  });

  it('finds no route for unknown guides, sections, ids and paths', () => {
    for (const pathname of [
      '/qualquercoisa',
      '/privacidades',
      '/eventos/2026',
      '/acervo/12/outra',
      '/acervo/0',
      '/acervo/1e3',
      '/autoridade/x',
      '/cesta/1',
      '//cesta',
      '/%E0%A4%A',
    ])
      expect(matchWebRoute(pathname), pathname).toBeUndefined();
  });
});
