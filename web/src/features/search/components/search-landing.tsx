import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import '../search.css';
import { NewAcquisitions } from './new-acquisitions.tsx';

/** What the home screen offers before a search: the catalogue's services at a glance, then the new acquisitions. */
export function SearchLanding() {
  const { t } = useTranslation('search');
  return (
    <>
      <section className="landing container" aria-labelledby="landing-heading">
        <h2 id="landing-heading" className="visually-hidden">
          {t('landing.heading')}
        </h2>
        <ul className="landing__cards">
          <li className="landing__card">
            <h3>{t('landing.searchTitle')}</h3>
            <p>{t('landing.searchText')}</p>
          </li>
          <li className="landing__card">
            <h3>
              <Link to={paths.basket.getHref()}>{t('landing.basketTitle')}</Link>
            </h3>
            <p>{t('landing.basketText')}</p>
          </li>
          <li className="landing__card">
            <h3>
              <Link to={paths.selfService.getHref()}>{t('landing.accountTitle')}</Link>
            </h3>
            <p>{t('landing.accountText')}</p>
          </li>
        </ul>
      </section>
      <NewAcquisitions />
    </>
  );
}
