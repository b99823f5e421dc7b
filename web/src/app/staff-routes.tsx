import { type ComponentType, lazy } from 'react';
import { type StaffArea, StaffConsole } from '../features/staff/index.ts';
import { loadNamespaces, type Namespace } from '../lib/i18n.ts';

/** An area's screens and its translations, fetched together the first time the area is shown. */
export function lazyArea(namespaces: readonly Namespace[], load: () => Promise<ComponentType>) {
  return lazy(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([Component]) => ({ default: Component })));
}

/**
 * The areas of the staff console (issue 21, docs/staff.md), each a lazily loaded chunk behind the console's own
 * (router.tsx loads this file only on /equipe): visitors download none of it. An area names the staff function it
 * requires, its entries in the staff menu (labels are keys of the `staff` namespace, nav.*; a count names a key of
 * GET /api/equipe/sessao's `contagens`), and its screens, which handle the paths below /equipe/<path>. Example:
 *
 *   {
 *     path: 'balcao',
 *     function: 'circulation',
 *     links: [{ to: 'balcao', label: 'nav.desk' }, { to: 'balcao/estante-reservas', label: 'nav.holdsShelf', count: 'reservas_na_estante' }],
 *     Component: lazyArea(['desk'], () => import('../features/staff-desk/routes.tsx').then((m) => m.DeskArea)),
 *   },
 *
 * The overview (/equipe) and the audit trail (/equipe/auditoria) belong to the console itself.
 */
export const STAFF_AREAS: readonly StaffArea[] = [
  {
    path: 'balcao',
    function: 'circulation',
    links: [
      { to: 'balcao', label: 'nav.desk' },
      { to: 'balcao/estante-reservas', label: 'nav.holdsShelf', count: 'reservas_na_estante' },
      { to: 'balcao/em-transito', label: 'nav.inTransit' },
    ],
    Component: lazyArea(['desk'], () => import('../features/staff-desk/routes.tsx').then((m) => m.DeskArea)),
  },
  {
    path: 'catalogo',
    function: 'cataloguing',
    links: [
      { to: 'catalogo/importacoes', label: 'nav.imports' },
      { to: 'catalogo/registros', label: 'nav.records' },
    ],
    Component: lazyArea(['cataloguing'], () =>
      import('../features/staff-catalogue/routes.tsx').then((m) => m.CatalogueArea),
    ),
  },
  {
    path: 'relatorios',
    function: 'reports',
    links: [{ to: 'relatorios', label: 'nav.reports' }],
    Component: lazyArea(['reports'], () => import('../features/staff-reports/routes.tsx').then((m) => m.ReportsArea)),
  },
];

/** /equipe/*: the console frame with its areas. */
export function StaffRoutes() {
  return <StaffConsole areas={STAFF_AREAS} />;
}
