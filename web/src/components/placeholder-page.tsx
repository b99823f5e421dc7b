import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { PageTitle } from './page-title.tsx';
import './components.css';

/** The pages that exist as routes but whose screens are still to be built. */
export type PlaceholderPageName =
  | 'login'
  | 'logout'
  | 'redirectHandler'
  | 'oauthResponse'
  | 'samlResponse'
  | 'grupoA'
  | 'pearson'
  | 'basket'
  | 'selfService'
  | 'selfServiceApp'
  | 'authority'
  | 'authorityMarc';

/** A real page with a heading naming it and a short note that the service is on its way. */
export function PlaceholderPage({ page }: { page: PlaceholderPageName }) {
  const { t } = useTranslation('common');
  const title = t(`page.${page}.title`);
  return (
    <div className="container page placeholder-page">
      <PageTitle title={title} />
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{t(`page.${page}.description`)}</p>
      <p className="placeholder-page__note">{t('placeholder.comingSoon')}</p>
      <p>
        <Link to={paths.home.getHref()} className="button button--secondary">
          {t('action.backToSearch')}
        </Link>
      </p>
    </div>
  );
}
