import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { SiteSearchBox } from '../../../components/site-search-box.tsx';
import { paths } from '../../../config/paths.ts';
import '../record.css';

/** The API answered 404, or the address holds no valid record number. */
export function RecordNotFound({ recordId }: { recordId: string }) {
  const { t } = useTranslation('record');
  return (
    <div className="container page status-page">
      <PageTitle title={t('notFound.title')} />
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p className="page__lead">{t('notFound.description', { id: recordId })}</p>
      <SiteSearchBox />
      <p>
        <Link to={paths.home.getHref()} className="button button--primary">
          {t('notFound.action')}
        </Link>
      </p>
    </div>
  );
}
