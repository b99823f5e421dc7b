import { createContext, useContext, useEffect } from 'react';

/** Name of the site (the institution), appended to every page title; provided by the app layout. */
export const SiteNameContext = createContext('Estante');

/** Sets the document title to "<page> · <site>" while the page is shown (WCAG 2.4.2 Page Titled). */
export function PageTitle({ title }: { title?: string }) {
  const siteName = useContext(SiteNameContext);
  const full = title ? `${title} · ${siteName}` : siteName;
  useEffect(() => {
    document.title = full;
  }, [full]);
  return null;
}
