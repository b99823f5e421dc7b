import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import '../shell.css';

/** Any path the app does not know (spec 000 §2). */
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
      <p>
        <Link to={paths.home.getHref()} className="button button--primary">
          {t('notFound.action')}
        </Link>
      </p>
    </div>
  );
}
