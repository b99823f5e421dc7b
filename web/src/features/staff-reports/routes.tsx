import type { StaffReportKind } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Route, Routes } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { REPORT_DEFINITIONS } from './components/report-definitions.tsx';
import { ReportScreen } from './components/report-screen.tsx';
import './reports.css';
import { REPORT_KINDS, reportPath } from './utils/report-paths.ts';

/** The reports' own menu: one link per report, the current one marked for assistive technology too. */
function ReportsNav() {
  const { t } = useTranslation('reports');
  return (
    <nav className="reports-nav" aria-label={t('nav.label')}>
      <ul>
        {REPORT_KINDS.map((kind) => (
          <li key={kind}>
            <NavLink to={reportPath(kind)} className="reports-nav__link">
              {t(`kinds.${kind}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /equipe/relatorios: what each report tells, with a link to it. */
function ReportsOverview() {
  const { t } = useTranslation('reports');
  return (
    <section className="report" aria-labelledby="reports-title">
      <PageTitle title={t('title')} />
      <h1 id="reports-title" className="report__title">
        {t('title')}
      </h1>
      <p className="report__lead">{t('lead')}</p>
      <ul className="reports-overview">
        {REPORT_KINDS.map((kind) => (
          <li key={kind} className="reports-overview__item">
            <h2 className="reports-overview__title">
              <Link to={reportPath(kind)}>{t(`kinds.${kind}.title`)}</Link>
            </h2>
            <p>{t(`kinds.${kind}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function reportElement(kind: StaffReportKind) {
  switch (kind) {
    case 'circulacao':
      return <ReportScreen key={kind} definition={REPORT_DEFINITIONS.circulacao} />;
    case 'reservas-em-espera':
      return <ReportScreen key={kind} definition={REPORT_DEFINITIONS['reservas-em-espera']} />;
    case 'atrasos':
      return <ReportScreen key={kind} definition={REPORT_DEFINITIONS.atrasos} />;
    case 'acessos':
      return <ReportScreen key={kind} definition={REPORT_DEFINITIONS.acessos} />;
    case 'aquisicoes':
      return <ReportScreen key={kind} definition={REPORT_DEFINITIONS.aquisicoes} />;
  }
}

/**
 * /equipe/relatorios/*: the reports area of the staff console (issue 21, item 5; docs/staff-reports.md), for staff
 * holding the reports function (9006). Lazily loaded with the console: visitors never download it.
 */
export function ReportsArea() {
  return (
    <div className="reports-area">
      <ReportsNav />
      <div className="reports-area__page">
        <Routes>
          <Route index element={<ReportsOverview />} />
          {REPORT_KINDS.map((kind) => (
            <Route key={kind} path={kind} element={reportElement(kind)} />
          ))}
          <Route path="*" element={<ReportsOverview />} />
        </Routes>
      </div>
    </div>
  );
}

/** The route module's component, for a lazy route (`lazy: () => import('…/routes.tsx')`). */
export const Component = ReportsArea;
