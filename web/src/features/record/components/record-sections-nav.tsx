import type { RecordDetail } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useRecordSection } from '../api/get-record-section.ts';
import { RECORD_SECTION_LABEL_KEYS, type RecordSection, visibleSections } from '../config/record-tabs.ts';
import '../record.css';

/**
 * The title's sections as links, each its own URL (so they can be bookmarked and shared), rather than
 * an ARIA tab widget; the current one carries aria-current. Scroll position is kept when switching.
 */
export function RecordSectionsNav({ record, active }: { record: RecordDetail; active: RecordSection }) {
  const { t } = useTranslation('record');
  // Carry the page's state (the results page the visitor came from) to every section.
  const { state } = useLocation();
  const permissions = useRecordSection(record.cod_acervo, 'permissoes');
  return (
    <nav className="record-sections" aria-label={t('tab.navigation')}>
      <ul>
        {visibleSections(record, active, permissions.data).map((section) => (
          <li key={section}>
            <Link
              to={paths.record.getHref(record.cod_acervo, section === 'description' ? undefined : section)}
              aria-current={section === active ? 'page' : undefined}
              state={state}
              preventScrollReset
            >
              {t(RECORD_SECTION_LABEL_KEYS[section])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
