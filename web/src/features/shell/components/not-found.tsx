import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { SiteSearchBox } from '../../../components/site-search-box.tsx';
import { paths } from '../../../config/paths.ts';
import '../shell.css';

/** Any path the app does not know (spec 000 §2); the server answers it with 404 too (WEB_ROUTES). */
export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <div className="container page status-page">
      <PageTitle title={t('notFound.title')} />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p className="page__lead">{t('notFound.description')}</p>
      <SiteSearchBox />
      <p>
        <Link to={paths.home.getHref()}>{t('notFound.action')}</Link>
      </p>
    </div>
  );
}
