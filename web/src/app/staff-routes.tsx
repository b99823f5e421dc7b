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
    path: 'armazem',
    function: 'circulation',
    links: [
      { to: 'armazem', label: 'nav.storage' },
      { to: 'armazem/locais', label: 'nav.storagePlaces' },
    ],
    Component: lazyArea(['storage'], () => import('../features/staff-storage/routes.tsx').then((m) => m.StorageArea)),
  },
  ...queueAreas(),
  {
    path: 'aquisicao/estatisticas',
    function: 'acquisitions',
    links: [{ to: 'aquisicao/estatisticas', label: 'nav.acquisitionStatistics' }],
    Component: lazyArea(['acquisitions'], () =>
      import('../features/acquisitions/routes.tsx').then((m) => m.AcquisitionStatisticsArea),
    ),
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
    path: 'conteudo',
    function: 'siteAdmin',
    links: [{ to: 'conteudo', label: 'nav.content' }],
    Component: lazyArea(['content'], () => import('../features/staff-content/routes.tsx').then((m) => m.ContentArea)),
  },
  {
    path: 'relatorios',
    function: 'reports',
    links: [{ to: 'relatorios', label: 'nav.reports' }],
    Component: lazyArea(['reports'], () => import('../features/staff-reports/routes.tsx').then((m) => m.ReportsArea)),
  },
  {
    path: 'recursos-eletronicos',
    function: 'siteAdmin',
    links: [{ to: 'recursos-eletronicos', label: 'nav.eresources' }],
    Component: lazyArea(['eresources'], () =>
      import('../features/eresources/routes.tsx').then((m) => m.EresourcesArea),
    ),
  },
  {
    path: 'rede',
    function: 'siteAdmin',
    links: [{ to: 'rede', label: 'nav.network' }],
    Component: lazyArea(['network'], () =>
      import('../features/network/staff-routes.tsx').then((m) => m.NetworkMembersArea),
    ),
  },
  {
    path: 'estatisticas-acesso',
    function: 'reports',
    links: [{ to: 'estatisticas-acesso', label: 'nav.eresourceStatistics' }],
    Component: lazyArea(['eresources'], () =>
      import('../features/eresources/routes.tsx').then((m) => m.AccessStatisticsArea),
    ),
  },
];

/**
 * The queues (docs/staff-queues.md): one area per queue, since each needs the function its server routes require;
 * their screens share one chunk.
 */
function queueAreas(): StaffArea[] {
  const queues = () => import('../features/staff-queues/routes.tsx');
  const area = (
    path: string,
    fn: StaffArea['function'],
    links: StaffArea['links'],
    pick: (module: Awaited<ReturnType<typeof queues>>) => ComponentType,
    namespaces: readonly Namespace[] = ['queues'],
  ): StaffArea => ({ path, function: fn, links, Component: lazyArea(namespaces, () => queues().then(pick)) });
  return [
    area(
      'filas/comentarios',
      'moderation',
      [{ to: 'filas/comentarios', label: 'nav.comments', count: 'comentarios_pendentes' }],
      (m) => m.CommentsArea,
    ),
    area(
      'filas/sugestoes',
      'acquisitions',
      [{ to: 'filas/sugestoes', label: 'nav.suggestions', count: 'sugestoes_abertas' }],
      (m) => m.SuggestionsArea,
    ),
    area(
      'filas/pedidos-compra',
      'acquisitions',
      [{ to: 'filas/pedidos-compra', label: 'nav.purchaseOrders' }],
      (m) => m.PurchaseOrdersArea,
    ),
    area(
      'filas/solicitacoes',
      'circulation',
      [{ to: 'filas/solicitacoes', label: 'nav.serviceRequests', count: 'solicitacoes_abertas' }],
      (m) => m.ServiceRequestsArea,
      ['queues', 'requests'],
    ),
    area(
      'filas/solicitacoes-emprestimo',
      'circulation',
      [{ to: 'filas/solicitacoes-emprestimo', label: 'nav.loanRequests', count: 'pedidos_emprestimo' }],
      (m) => m.LoanRequestsArea,
    ),
    area(
      'filas/declaracoes',
      'circulation',
      [{ to: 'filas/declaracoes', label: 'nav.declarations' }],
      (m) => m.DeclarationsArea,
    ),
    area('filas/privacidade', 'siteAdmin', [{ to: 'filas/privacidade', label: 'nav.privacy' }], (m) => m.PrivacyArea),
  ];
}

/** /equipe/*: the console frame with its areas. */
export function StaffRoutes() {
  return <StaffConsole areas={STAFF_AREAS} />;
}
