import type { InstitutionResponse } from '@estante/contracts';
import { MIN_BROWSERS } from '@estante/contracts/constants';
import { useTranslation } from 'react-i18next';
import '../shell.css';

/** Footer: copyright with the current year, data-protection link, minimum browsers (spec 000 §2). */
export function Footer({ institution }: { institution: InstitutionResponse | undefined }) {
  const { t } = useTranslation('shell');
  const name = institution?.nome || t('brand.fallbackName');
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">{name}</p>
          <p>{t('footer.copyright', { year, name })}</p>
        </div>
        {institution?.link_lgpd ? (
          <ul className="site-footer__links">
            <li>
              <a href={institution.link_lgpd} rel="noopener">
                {t('footer.dataProtection')}
              </a>
            </li>
          </ul>
        ) : null}
        <div className="site-footer__meta">
          <p>{t('footer.browsers', MIN_BROWSERS)}</p>
          <p>{t('footer.poweredBy', { product: 'Estante' })}</p>
        </div>
      </div>
    </footer>
  );
}
