import { RECORD_TABS } from '@estante/contracts';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from './router.tsx';

const routes = createAppRoutes(new QueryClient());

/** The full pattern of the deepest route matching a path. */
function matchedPattern(pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches
    .map((match) => match.route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/\/+/g, '/');
}

describe('routes (spec 000 §2)', () => {
  const specPaths: [string, string][] = [
    ['/', '/'],
    ['/login', '/login'],
    ['/sair', '/sair'],
    ['/pergamum_redireciona', '/pergamum_redireciona'],
    ['/oauth-response', '/oauth-response'],
    ['/saml-response', '/saml-response'],
    ['/grupoa', '/grupoa'],
    ['/pearson', '/pearson'],
    ['/cesta', '/cesta'],
    ['/meupergamum/app', '/meupergamum/app'],
    ['/meupergamum', '/meupergamum/*'],
    ['/meupergamum/emprestimos', '/meupergamum/*'],
    ['/livros', '/:guia'],
    ['/acervo/123', '/acervo/:codAcervo'],
    ['/autoridade/7', '/autoridade/:codAutoridade'],
    ['/autoridade/7/marc', '/autoridade/:codAutoridade/marc'],
  ];

  for (const [pathname, pattern] of specPaths) {
    it(`${pathname} opens ${pattern}`, () => {
      expect(matchedPattern(pathname)).toBe(pattern);
    });
  }

  it('opens every title tab of the spec', () => {
    for (const slug of Object.keys(RECORD_TABS)) {
      expect(matchedPattern(`/acervo/123/${slug}`)).toBe(`/acervo/:codAcervo/${slug}`);
    }
  });

  it('shows the not-found screen for anything else', () => {
    for (const pathname of ['/nada/aqui', '/acervo/123/inexistente', '/autoridade/7/dublin-core', '/cesta/x']) {
      expect(matchedPattern(pathname)).toBe('*');
    }
  });
});
