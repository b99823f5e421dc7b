import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { type StaffFunction, type StaffGuard, staffGuardFunction } from '../auth/index.ts';

/** A route a staff guard protects: its method, URL pattern and the function its guard requires. */
export interface StaffRoute {
  readonly method: string;
  readonly url: string;
  readonly functions: readonly StaffFunction[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every staff route of the app, as registered (the per-route refusal test walks them). */
    staffRoutes: readonly StaffRoute[];
  }
}

type AddHook = FastifyInstance['addHook'];

/**
 * Knows every route a staff guard protects, whether the guard is a route's own preHandler or a plugin's
 * `addHook('preHandler', staffOnly(...))`. Fastify shows a route its plugin's hooks only once the app is ready, so
 * the app's `addHook` notes which plugin instance added which guard, and an onRoute hook reads them for the plugin
 * the route belongs to and its parents (plugins are created with Object.create(parent)).
 *
 * Each staff route also gets its guards as route-level onRequest hooks: the check runs before the body is read
 * or validated, so a refused call costs no parsing and every staff route refuses alike (401/403) whatever it is
 * sent. The guard's preHandler run then finds the request already checked (staffOnly).
 *
 * Must run before any feature registers (buildApp calls it before the routes).
 */
export function trackStaffRoutes(app: FastifyInstance): readonly StaffRoute[] {
  const routes: StaffRoute[] = [];
  const guardsByInstance = new WeakMap<object, StaffGuard[]>();
  const addHook: AddHook = app.addHook;

  const tracked = function (this: FastifyInstance, name: string, hook: unknown) {
    if (name === 'preHandler' && staffGuardFunction(hook)) {
      const guards = guardsByInstance.get(this) ?? [];
      guards.push(hook as StaffGuard);
      guardsByInstance.set(this, guards);
    }
    return (addHook as (this: FastifyInstance, name: string, hook: unknown) => FastifyInstance).call(this, name, hook);
  };
  app.addHook = tracked as AddHook;

  app.addHook('onRoute', function (this: FastifyInstance, options: RouteOptions) {
    const guards: StaffGuard[] = [];
    for (let scope: object | null = this; scope; scope = Object.getPrototypeOf(scope)) {
      guards.unshift(...(guardsByInstance.get(scope) ?? []));
    }
    const own = options.preHandler;
    for (const hook of Array.isArray(own) ? own : own ? [own] : []) {
      if (staffGuardFunction(hook)) guards.push(hook as StaffGuard);
    }
    if (guards.length === 0) return;
    const onRequest = options.onRequest;
    const early = guards.map(
      (guard) =>
        async function staffGuardBeforeBody(request: FastifyRequest) {
          await guard(request);
        },
    );
    options.onRequest = [...(Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : []), ...early];
    const functions = guards.map((guard) => staffGuardFunction(guard)!);
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: options.url, functions });
    }
  });

  app.decorate('staffRoutes', routes);
  return routes;
}
