import type { RecordTabSlug } from '@estante/contracts';
import { RECORD_TABS } from '@estante/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths.ts';
import { bootstrapSession } from '../features/auth/index.ts';
import { redeemLinkToken } from '../features/eresources/index.ts';
import { recordQueryOptions, recordSectionQueryOptions } from '../features/record/index.ts';
import { availableGuidesQueryOptions } from '../features/search-guides/index.ts';
import {
  activitiesQueryOptions,
  LoadingScreen,
  NotFound,
  RouteError,
  selfServiceQueryOptions,
} from '../features/shell/index.ts';
import { homeSectionQueryOptions } from '../features/site-content/index.ts';
import { loadNamespaces, type Namespace } from '../lib/i18n.ts';
import { institutionQueryOptions } from '../lib/institution.ts';
import { FIRST_SCREENS } from './first-screens.ts';
import { AppLayout } from './layout.tsx';

/** A screen's code and the translation namespaces it shows, fetched together (the shell's are loaded already). */
function withNamespaces<T>(namespaces: readonly Namespace[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
}

// Each screen is its own chunk (lazy), so the first page downloads only the shell and its own code.
const home = withNamespaces(FIRST_SCREENS.home.namespaces, () =>
  import('./routes/home.tsx').then((module) => ({ Component: module.HomeRoute })),
);
const record = withNamespaces(FIRST_SCREENS.record.namespaces, () => import('./routes/record.tsx'));
// The e-resource hand-offs: /pearson, /grupoa, /pergamum_redireciona, /meupergamum/app (docs/e-resources.md).
const handOffs = withNamespaces(['eresources'], () => import('../features/eresources/routes.tsx'));
const authRoutes = () => import('../features/auth/routes.tsx');
const basket = withNamespaces(['basket', 'record', 'services'], () => import('./routes/basket.tsx'));
const account = withNamespaces(
  ['account', 'profile', 'services', 'requests', 'privacy'],
  () => import('./routes/account.tsx'),
);
// The library's own pages and the public privacy page (docs/staff-content.md, docs/privacy.md).
const libraryPages = withNamespaces(['library'], () => import('../features/site-content/routes.tsx'));
const privacyPage = withNamespaces(['privacy'], () => import('../features/privacy/routes.tsx'));
const networkPage = withNamespaces(['network', 'search'], () => import('../features/network/routes.tsx'));
const authority = withNamespaces(['browse', 'record', 'search'], () => import('./routes/authority.tsx'));
// The staff console and its areas: one chunk, never on a visitor's page (docs/staff.md).
const staff = withNamespaces(['staff'], () => import('./staff-routes.tsx'));

const recordSectionRoutes: RouteObject[] = (Object.keys(RECORD_TABS) as RecordTabSlug[]).map((slug) => ({
  path: slug,
  lazy: () =>
    record().then((module) => ({
      Component: module.recordSectionComponent(slug),
    })),
}));

/** The routes of spec 000 §2, with the exact paths (config/paths.ts). */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  /** Whether the page's first navigation (the bootstrap) is over. */
  let started = false;
  return [
    {
      id: 'root',
      Component: AppLayout,
      // The loading screen stays until the institution settings have loaded (spec 000 §2). A failure
      // does not block the catalogue: the shell falls back to the product name and retries in the background.
      loader: async () => {
        // Page bootstrap (spec 000 §4): the session and public credentials first, so calls carry them.
        await bootstrapSession();
        // A personal-area link opened in a new tab (#ott=…) signs this tab in, then shows its page (e-resources).
        const linkTarget = await redeemLinkToken();
        if (linkTarget) throw redirect(linkTarget);
        // Then the functions (activities) and the institution data (spec 000 §4), and in the same round trip the
        // self-service settings, which the top bar of every page shows: arriving after the first render, they
        // rendered the page's header again (a task of its own on a phone).
        await Promise.all([
          queryClient.ensureQueryData(activitiesQueryOptions()).catch(() => undefined),
          queryClient.ensureQueryData(institutionQueryOptions()).catch(() => undefined),
          queryClient.ensureQueryData(selfServiceQueryOptions()).catch(() => undefined),
        ]);
        started = true;
        return null;
      },
      shouldRevalidate: () => false,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: RouteError,
      children: [
        {
          // Errors of a page render inside the layout, keeping header and footer.
          ErrorBoundary: RouteError,
          children: [
            {
              path: paths.home.path,
              // The home's first calls: the guides' links in the search box and the library's two texts. As on a
              // title page, the page's first load waits for them (sent with the bootstrap's, lib/first-load-calls.ts),
              // so that the screen renders once with them: arriving later, a text pushed the cards under it down
              // (layout shift). Within the app they are fetched, not awaited.
              loader: () => {
                const prefetched = bootstrapSession().then(() =>
                  Promise.all([
                    queryClient.prefetchQuery(availableGuidesQueryOptions()),
                    queryClient.prefetchQuery(homeSectionQueryOptions('secao_1')),
                    queryClient.prefetchQuery(homeSectionQueryOptions('secao_2')),
                  ]),
                );
                return started ? null : prefetched.then(() => null);
              },
              lazy: home,
            },
            { path: paths.login.path, lazy: () => authRoutes().then((m) => ({ Component: m.LoginRoute })) },
            { path: paths.logout.path, lazy: () => authRoutes().then((m) => ({ Component: m.LogoutRoute })) },
            {
              path: paths.redirectHandler.path,
              lazy: () => handOffs().then((m) => ({ Component: m.RedirectHandlerPage })),
            },
            {
              path: paths.oauthResponse.path,
              lazy: () => authRoutes().then((m) => ({ Component: m.OauthResponseRoute })),
            },
            {
              path: paths.samlResponse.path,
              lazy: () => authRoutes().then((m) => ({ Component: m.SamlResponseRoute })),
            },
            { path: paths.grupoA.path, lazy: () => handOffs().then((m) => ({ Component: m.GrupoAPage })) },
            { path: paths.pearson.path, lazy: () => handOffs().then((m) => ({ Component: m.PearsonPage })) },
            {
              path: paths.basket.path,
              lazy: () => basket().then((m) => ({ Component: m.BasketRoute })),
            },
            {
              path: paths.selfServiceApp.path,
              lazy: () => handOffs().then((m) => ({ Component: m.SelfServiceAppPage })),
            },
            {
              path: paths.selfService.path,
              lazy: () => account().then((m) => ({ Component: m.AccountPage })),
            },
            {
              path: paths.record.path,
              // The title's description is asked for as soon as the session is ready, alongside the code and the
              // bootstrap's other calls, rather than once the screen has rendered. Within the app it is not awaited,
              // so the screen shows at once and its query picks up the answer (or the error) on the way. On the
              // page's first load the loading screen stays until the bootstrap's calls have answered anyway: there
              // the screen waits for the title too (one round trip after the session, like the bootstrap's own), so
              // that it renders once, with its title, rather than a skeleton the title replaces a moment later.
              // The title's permissions come in the same round trip: they add sections to the page's section links,
              // and arriving after the first render they made the links wrap onto another row on a phone, shifting
              // the page below (Lighthouse's layout shift, 0.057).
              loader: ({ params }) => {
                const recordId = Number(params.codAcervo);
                if (!Number.isSafeInteger(recordId) || recordId <= 0) return null;
                const prefetched = bootstrapSession().then(() =>
                  Promise.all([
                    queryClient.prefetchQuery(recordQueryOptions(recordId)),
                    queryClient.prefetchQuery(recordSectionQueryOptions(recordId, 'permissoes')),
                  ]),
                );
                return started ? null : prefetched.then(() => null);
              },
              lazy: () => record().then((module) => ({ Component: module.RecordRoute })),
              children: [
                { index: true, lazy: () => record().then((module) => ({ Component: module.RecordDescriptionRoute })) },
                ...recordSectionRoutes,
              ],
            },
            {
              path: paths.authority.path,
              lazy: () => authority().then((m) => ({ Component: m.AuthorityRoute })),
            },
            {
              path: paths.authorityMarc.path,
              lazy: () => authority().then((m) => ({ Component: m.AuthorityMarcRoute })),
            },
            { path: paths.staff.path, lazy: () => staff().then((m) => ({ Component: m.StaffRoutes })) },
            {
              path: paths.libraryInformation.path,
              lazy: () => libraryPages().then((m) => ({ Component: m.LibraryInformationRoute })),
            },
            { path: paths.faq.path, lazy: () => libraryPages().then((m) => ({ Component: m.FaqRoute })) },
            { path: paths.events.path, lazy: () => libraryPages().then((m) => ({ Component: m.EventsRoute })) },
            { path: paths.privacy.path, lazy: () => privacyPage().then((m) => ({ Component: m.PrivacyRoute })) },
            { path: paths.network.path, lazy: () => networkPage().then((m) => ({ Component: m.NetworkRoute })) },
            // A search guide or tab: same screen as home. Ranked below every static path above.
            { path: paths.guide.path, lazy: home },
            // Part of the shell chunk already (route errors show it for a 404).
            { path: paths.notFound.path, Component: NotFound },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
