import { useTranslation } from 'react-i18next';
import { Link, NavLink, Route, Routes, useLocation } from 'react-router';
import '../../components/list/data-list.css';
import { ActivitiesScreen } from './components/activities-screen.tsx';
import { ClosedDaysScreen } from './components/closed-days-screen.tsx';
import { EResourcesScreen } from './components/e-resources-screen.tsx';
import { InstitutionScreen } from './components/institution-screen.tsx';
import { LibrariesScreen } from './components/libraries-screen.tsx';
import { PoliciesScreen } from './components/policies-screen.tsx';
import { SectionEditorScreen } from './components/section-editor.tsx';
import { SectionsScreen } from './components/sections-screen.tsx';
import { SelfServiceScreen } from './components/self-service-screen.tsx';
import './content.css';
import { CONTENT_PAGES, type ContentPage, contentPath, SECTION_SEGMENT, sectionPath } from './utils/content-paths.ts';

const PAGES = Object.keys(CONTENT_PAGES) as ContentPage[];

/** The content area's own menu: one link per page, the current one marked for assistive technology too. */
function ContentNav() {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  // The sections' page also covers each section's editor (…/secoes/:chave), which no other link names.
  const sectionsCurrent = pathname === contentPath('sections') || pathname.startsWith(sectionPath(''));
  return (
    <nav className="content-nav" aria-label={t('nav.label')}>
      <ul>
        {PAGES.map((page) => (
          <li key={page}>
            {page === 'sections' ? (
              <Link
                to={contentPath(page)}
                className={`content-nav__link${sectionsCurrent ? ' active' : ''}`}
                aria-current={sectionsCurrent ? 'page' : undefined}
              >
                {t(`nav.${page}`)}
              </Link>
            ) : (
              <NavLink to={contentPath(page)} end className="content-nav__link">
                {t(`nav.${page}`)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /equipe/conteudo/*: the content and settings area of the staff console (issue 21, docs/staff-content.md), for
 * site administration (9001). Lazily loaded with the console: visitors never download it.
 */
export function ContentArea() {
  const { t } = useTranslation('content');
  return (
    <div className="content-area">
      <h1 className="content-area__title">{t('title')}</h1>
      <div className="content-area__layout">
        <ContentNav />
        <div className="content-area__page">
          <Routes>
            <Route index element={<SectionsScreen />} />
            <Route path={SECTION_SEGMENT} element={<SectionEditorScreen />} />
            <Route path={CONTENT_PAGES.institution} element={<InstitutionScreen />} />
            <Route path={CONTENT_PAGES.activities} element={<ActivitiesScreen />} />
            <Route path={CONTENT_PAGES.libraries} element={<LibrariesScreen />} />
            <Route path={CONTENT_PAGES.policies} element={<PoliciesScreen />} />
            <Route path={CONTENT_PAGES.closedDays} element={<ClosedDaysScreen />} />
            <Route path={CONTENT_PAGES.selfService} element={<SelfServiceScreen />} />
            <Route path={CONTENT_PAGES.eResources} element={<EResourcesScreen />} />
            <Route path="*" element={<SectionsScreen />} />
          </Routes>
        </div>
      </div>
    </div>
  );
}

/** The route module's component, for a lazy route (`lazy: () => import('…/routes.tsx')`). */
export const Component = ContentArea;
