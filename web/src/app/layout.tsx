import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AFTER_FIRST_RENDER, useAfterFirstRender } from '../components/after-first-render.tsx';
import { SiteNameContext } from '../components/page-title.tsx';
import { LoginModalHost } from '../features/auth/index.ts';
import { Footer, Header, MAIN_CONTENT_ID, NavigationProgress, SkipLink } from '../features/shell/index.ts';
import { useInstitution } from '../lib/institution.ts';

/** The screen a path shows: the sections of one title (/acervo/1, /acervo/1/marc) are one screen. */
function screenOf(pathname: string): string {
  return pathname.split('/').slice(0, 3).join('/');
}

/** Landmarks shared by every page: skip link, header (with navigation), main, footer. */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const institution = useInstitution();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const screen = screenOf(pathname);
  const previousScreen = useRef(screen);
  // The footer (links, forms' triggers, the institution's details: a fifth of a title page's first render) comes
  // in a task of its own after the first render, once the screen's own deferred parts are in: nothing moves.
  const showFooter = useAfterFirstRender(AFTER_FIRST_RENDER.footer);

  // A new screen moves focus to its content, as a page load would; screen readers then read the new page.
  // A new search, another results page or another section of the same title keep focus where it is.
  useEffect(() => {
    if (previousScreen.current === screen) return;
    previousScreen.current = screen;
    mainRef.current?.focus({ preventScroll: true });
  }, [screen]);

  const siteName = institution.data?.sigla || institution.data?.nome || t('brand.fallbackName');

  return (
    <SiteNameContext value={siteName}>
      <NavigationProgress />
      <SkipLink />
      <Header institution={institution.data} />
      <main
        id={MAIN_CONTENT_ID}
        ref={mainRef}
        tabIndex={-1}
        className="site-main"
        aria-busy={navigation.state !== 'idle'}
      >
        <Outlet />
      </main>
      {showFooter ? <Footer institution={institution.data} /> : null}
      <LoginModalHost />
      <ScrollRestoration />
    </SiteNameContext>
  );
}
