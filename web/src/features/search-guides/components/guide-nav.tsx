import { COLLECTION_GUIDES, COURSE_GUIDE } from '@estante/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAvailableGuides } from '../api/search-guides.ts';

/** The guides this screen knows (the server may one day name more). */
const OFFERED: readonly string[] = [COURSE_GUIDE, ...COLLECTION_GUIDES];

/** Links to the guides the catalogue has records for (GET /api/consulta/guias); none while it answers. */
function AvailableGuideLinks({ current }: { current?: string }) {
  const { t } = useTranslation('guides');
  const guides = useAvailableGuides();
  return (
    <>
      {(guides.data ?? [])
        .filter(({ guia }) => OFFERED.includes(guia))
        .map(({ guia }) => (
          <Link key={guia} to={paths.guide.getHref(guia)} aria-current={guia === current ? 'page' : undefined}>
            {t(`guide.${guia}.link` as 'guide.arquivo.link')}
          </Link>
        ))}
      <TargetGuideLink current={current} />
    </>
  );
}

/** The standards guide, offered only when a Target GEDWeb document server is configured (`/consulta/guias` lists it). */
function TargetGuideLink({ current }: { current?: string }) {
  const { t } = useTranslation('guides');
  const guides = useAvailableGuides();
  if (!guides.data?.some(({ guia }) => guia === 'target_gedweb')) return null;
  return (
    <Link to={paths.guide.getHref('target_gedweb')} aria-current={current === 'target_gedweb' ? 'page' : undefined}>
      {t('guide.target_gedweb.link')}
    </Link>
  );
}

/**
 * The search screen's links to the search guides (placed in its guides nav beside the browse guides): only the
 * guides this institution has records for (docs/search-guides.md).
 */
export function SearchGuideLinks() {
  return (
    <Suspense fallback={null}>
      <AvailableGuideLinks />
    </Suspense>
  );
}

/** On a guide's page: back to the catalogue search, and the other guides. */
export function GuideNav({ current }: { current: string }) {
  const { t } = useTranslation('guides');
  return (
    <nav className="guide-nav" aria-label={t('nav.label')}>
      <Link to={paths.home.getHref()}>{t('nav.catalogue')}</Link>
      <AvailableGuideLinks current={current} />
    </nav>
  );
}
