import { STAFF_FUNCTION_NAMES, STAFF_FUNCTIONS, type StaffFunctionName } from '@estante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { staffSession } from './staff-fixtures.testing.ts';
import type { StaffRoute } from './staff-route-registry.ts';

/**
 * Every staff route refuses whoever lacks its function (issue 21, "staff cannot act outside their functions").
 * The routes are not listed by hand: the app knows each route a staff guard protects (staff-route-registry.ts), so
 * a route another feature adds is covered the day it is registered. The hand-written list below only proves the
 * enumeration finds the routes we know of, so it cannot silently find nothing.
 */

/** Staff routes that exist today, across the features; the enumeration must include each. */
const KNOWN_STAFF_ROUTES: [method: string, url: string, fn: StaffFunctionName][] = [
  ['GET', '/api/equipe/auditoria', 'siteAdmin'],
  ['GET', '/api/admin/configuracao', 'siteAdmin'],
  ['PATCH', '/api/admin/instituicao', 'siteAdmin'],
  ['DELETE', '/api/admin/secoes/:chave', 'siteAdmin'],
  ['POST', '/api/circulacao/emprestimos', 'circulation'],
  ['POST', '/api/circulacao/devolucoes', 'circulation'],
  ['GET', '/api/circulacao/calendario', 'circulation'],
  ['GET', '/api/circulacao/solicitacoes', 'circulation'],
];

let testApp: TestApp;
let routes: readonly StaffRoute[];
let patron: Session;
/** For each function, a person holding every staff function but that one (and never site administration). */
const allBut = {} as Record<StaffFunctionName, Session>;
/** For each function, a person holding just it. */
const only = {} as Record<StaffFunctionName, Session>;

const functionName = (activity: number) => STAFF_FUNCTION_NAMES.find((name) => STAFF_FUNCTIONS[name] === activity)!;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.ready();
  routes = testApp.app.staffRoutes;
  patron = await staffSession(testApp, 'leitora', []);
  const deskDuties = STAFF_FUNCTION_NAMES.filter((name) => name !== 'siteAdmin');
  for (const name of STAFF_FUNCTION_NAMES) {
    allBut[name] = await staffSession(
      testApp,
      `sem-${name}`,
      deskDuties.filter((other) => other !== name),
    );
    only[name] = await staffSession(testApp, `so-${name}`, [name]);
  }
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

/** A concrete URL for a route pattern: every parameter is 1 (the guard runs before parameters are validated). */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, '1');

function call(route: StaffRoute, session?: Session) {
  return testApp.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: { idioma: '5', ...(session ? { authorization: `Bearer ${session.token}` } : {}) },
    // A body that would fail most routes' validation: refusals must not depend on it.
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { garbage: true } }),
  });
}

describe('the staff route enumeration', () => {
  it('finds every staff route we know of, with the function each requires', () => {
    const found = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
    for (const [method, url, fn] of KNOWN_STAFF_ROUTES) {
      const route = found.get(`${method} ${url}`);
      expect(route, `${method} ${url} is a staff route`).toBeDefined();
      expect(route!.functions.map((f) => functionName(f.activity))).toEqual([fn]);
    }
    expect(routes.length).toBeGreaterThanOrEqual(KNOWN_STAFF_ROUTES.length);
    console.info(`${routes.length} staff routes checked`);
  });

  it('lists no public route', () => {
    const urls = routes.map((route) => route.url);
    for (const open of ['/api/consulta', '/api/equipe/sessao', '/api/health', '/api/acervo/:id']) {
      expect(urls).not.toContain(open);
    }
  });

  it('gives every staff route exactly one staff function', () => {
    for (const route of routes) {
      expect(route.functions, `${route.method} ${route.url}`).toHaveLength(1);
      expect(Object.values(STAFF_FUNCTIONS)).toContain(route.functions[0]!.activity);
    }
  });
});

describe('every staff route', () => {
  it('answers 401 to a visitor, 403 to a patron and 403 to staff lacking its function', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const fn = functionName(route.functions[0]!.activity);
      const label = `${route.method} ${route.url} (${fn})`;
      const signedOut = await call(route);
      if (signedOut.statusCode !== 401) failures.push(`${label}: visitor got ${signedOut.statusCode}`);
      const asPatron = await call(route, patron);
      if (asPatron.statusCode !== 403 || asPatron.json().error?.code !== 'AcessoNegado') {
        failures.push(`${label}: patron got ${asPatron.statusCode}`);
      }
      const lacking = await call(route, allBut[fn]);
      if (lacking.statusCode !== 403) failures.push(`${label}: staff without ${fn} got ${lacking.statusCode}`);
      // Another single function (the desk's, or cataloguing for desk routes) is refused as well.
      const other = fn === 'circulation' ? only.cataloguing : only.circulation;
      const asOther = await call(route, other);
      if (asOther.statusCode !== 403) failures.push(`${label}: another function got ${asOther.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('lets its function through the guard, and site administration too', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // Reads only: a write with made-up parameters would act. The guard is the same hook for reads and writes.
      if (route.method !== 'GET') continue;
      const fn = functionName(route.functions[0]!.activity);
      for (const session of [only[fn], only.siteAdmin]) {
        const response = await call(route, session);
        if (response.statusCode === 401 || response.statusCode === 403) {
          failures.push(`${route.method} ${route.url}: ${session.login} got ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
