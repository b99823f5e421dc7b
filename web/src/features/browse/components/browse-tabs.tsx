import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTHORITIES_GUIDE, BROWSE_GUIDE } from '../utils/browse-config.ts';

/** Links between the two browse screens and the search. */
export function BrowseTabs({ active }: { active: 'index' | 'authorities' }) {
  const { t } = useTranslation('browse');
  return (
    <nav className="browse-tabs" aria-label={t('tabs.label')}>
      <Link to="/">{t('tabs.search')}</Link>
      <Link to={`/${BROWSE_GUIDE}`} aria-current={active === 'index' ? 'page' : undefined}>
        {t('tabs.index')}
      </Link>
      <Link to={`/${AUTHORITIES_GUIDE}`} aria-current={active === 'authorities' ? 'page' : undefined}>
        {t('tabs.authorities')}
      </Link>
    </nav>
  );
}
