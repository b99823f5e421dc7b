import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';

/** A search box of its own for pages without the search form (not found): it opens the search of its term. */
export function SiteSearchBox() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.home.getHref({ term }));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> needs Chrome 118; the supported minimum is Chrome 104
    <form role="search" className="site-search-box" onSubmit={submit} aria-label={t('siteSearch.label')}>
      <label htmlFor={inputId}>{t('siteSearch.label')}</label>
      <div className="site-search-box__row">
        <input id={inputId} type="search" name="termo" value={term} onChange={(e) => setTerm(e.target.value)} />
        <button type="submit" className="button button--primary">
          {t('siteSearch.action')}
        </button>
      </div>
    </form>
  );
}
