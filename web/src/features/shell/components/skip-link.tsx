import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page (WCAG 2.4.1 Bypass Blocks). */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
