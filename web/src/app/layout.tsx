import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { SiteNameContext } from '../components/page-title.tsx';
import { LoginModalHost } from '../features/auth/index.ts';
import { Footer, Header, MAIN_CONTENT_ID, NavigationProgress, SkipLink } from '../features/shell/index.ts';
import { useInstitution } from '../lib/institution.ts';

/** The screen a path shows: the sections of one title (/acervo/1, /acervo/1/marc) are one screen. */
function screenOf(pathname: string): string {
  return pathname.split('/').slice(0, 3).join('/');
}

/**
 * False for the first render, true from a task of its own just after it. The footer (links, forms' triggers,
 * institution's details: a fifth of a title page's first render) waits for it, so that on a phone the screen's
 * first render, the page's longest task, is that much shorter (docs/performance.md, "Web"). Nothing above the footer
 * moves when it arrives.
 */
function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
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
  const showFooter = useAfterFirstRender();

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
