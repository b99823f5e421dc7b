import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { NotFound } from './not-found.tsx';
import '../shell.css';

/** Shown when a page fails to render or its code cannot be downloaded (for instance after a new release). */
export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (import.meta.env.DEV) console.error(error);

  return (
    <div className="container page status-page" role="alert">
      <PageTitle title={t('routeError.title')} />
      <h1 className="page__title">{t('routeError.title')}</h1>
      <p className="page__lead">{t('routeError.description')}</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </p>
    </div>
  );
}
