import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { NotFound } from '../../shell/index.ts';
import { useStaffSession } from '../api/get-staff-session.ts';
import type { StaffArea } from '../utils/staff-area.ts';
import { AuditScreen } from './audit-screen.tsx';
import { StaffNav } from './staff-nav.tsx';
import { StaffOverview } from './staff-overview.tsx';
import '../staff.css';

function ConsoleMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page container staff-message">
      <PageTitle title={title} />
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}

/** A signed-in person holding no staff function: nothing here for them, said plainly. */
function NotStaff() {
  const { t } = useTranslation('staff');
  return (
    <ConsoleMessage title={t('notStaff.title')}>
      <p>{t('notStaff.text')}</p>
      <p>
        <a href={paths.home.getHref()}>{t('notStaff.back')}</a>
      </p>
    </ConsoleMessage>
  );
}

/** A staff member on a page of a function they do not hold (the server refuses its calls too). */
function NotAllowed() {
  const { t } = useTranslation('staff');
  return (
    <>
      <PageTitle title={t('notAllowed.title')} />
      <h1>{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.text')}</p>
    </>
  );
}

function AreaLoading() {
  const { t } = useTranslation('common');
  return <p className="loading-inline">{t('loading')}</p>;
}

/**
 * /equipe/*: the staff console (issue 21, docs/staff.md). Signed-out visitors go to the sign-in with a way back; a
 * patron is told this is for staff; staff get the menu of what their functions allow and the area's screen. The
 * server refuses every staff call by itself: this check only spares people screens they cannot use.
 */
export function StaffConsole({ areas }: { areas: readonly StaffArea[] }) {
  const { t } = useTranslation('staff');
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const session = useStaffSession(user ? String(user.cod_pessoa) : undefined);

  if (!user) return <Navigate to={paths.login.getHref(`${pathname}${search}`)} replace />;
  if (session.isPending) {
    return (
      <div className="page container">
        <AreaLoading />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="page container">
        <ErrorMessage error={session.error} title={t('sessionError')} onRetry={() => void session.refetch()} />
      </div>
    );
  }
  const held = new Set(session.data.funcoes.map((fn) => fn.nome));
  if (held.size === 0) return <NotStaff />;
  const allowed = areas.filter((area) => held.has(area.function));
  const siteAdmin = held.has('siteAdmin');

  return (
    <div className="staff-console container">
      <StaffNav areas={allowed} audit={siteAdmin} counts={session.data.contagens} />
      <div className="staff-console__page">
        <Routes>
          <Route index element={<StaffOverview areas={allowed} session={session.data} />} />
          <Route path="auditoria" element={siteAdmin ? <AuditScreen /> : <NotAllowed />} />
          {areas.map((area) => (
            <Route
              key={area.path}
              path={`${area.path}/*`}
              element={
                held.has(area.function) ? (
                  <Suspense fallback={<AreaLoading />}>
                    <area.Component />
                  </Suspense>
                ) : (
                  <NotAllowed />
                )
              }
            />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </div>
    </div>
  );
}
