import { useTranslation } from 'react-i18next';
import { RECORD_SECTION_LABEL_KEYS, type RecordSection } from '../config/record-tabs.ts';
import '../record.css';

/** A section of the title page whose content is still to be built. */
export function SectionPlaceholder({ section }: { section: RecordSection }) {
  const { t } = useTranslation('record');
  return (
    <section className="record-section" aria-labelledby="record-section-heading">
      <h2 id="record-section-heading" className="record-section__heading">
        {t(RECORD_SECTION_LABEL_KEYS[section])}
      </h2>
      <p className="record-section__placeholder">{t('tab.comingSoon')}</p>
    </section>
  );
}
