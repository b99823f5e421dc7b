import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SEARCH_URL_PARAMS } from '../../../config/paths.ts';

export const MAIN_CONTENT_ID = 'main-content';
/** The results heading of the search screen (search feature), where the results skip link leads. */
const RESULTS_HEADING_ID = 'results-heading';

/** Moves the focus to the target itself: a fragment link would also be a router navigation. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

/**
 * First focusable elements of every page (WCAG 2.4.1 Bypass Blocks), shown on focus. On the search screen with
 * results, the first leads past the form and the facets to the results heading.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const searching = pathname === '/' && new URLSearchParams(search).has(SEARCH_URL_PARAMS.term);
  return (
    <>
      {searching ? (
        <a className="skip-link" href={`#${RESULTS_HEADING_ID}`} onClick={(e) => focusTarget(e, RESULTS_HEADING_ID)}>
          {t('skipToResults')}
        </a>
      ) : null}
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
    </>
  );
}
