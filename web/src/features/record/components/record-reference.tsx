import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard.ts';
import { useRecordSection } from '../api/get-record-section.ts';
import { renderInlineMarkup } from '../utils/inline-markup.tsx';
import { SectionFrame } from './section-frame.tsx';

function Citation({ id, label, text, html }: { id: string; label: string; text: string; html: string }) {
  const { t } = useTranslation('record');
  const { copied, failed, copy } = useCopyToClipboard();
  return (
    <div className="citation">
      <h3 id={`${id}-label`} className="citation__label">
        {label}
      </h3>
      <p className="citation__text" data-testid={`citation-${id}`}>
        {renderInlineMarkup(html)}
      </p>
      <div className="citation__actions">
        <button type="button" className="button button--secondary" onClick={() => copy(text)}>
          {t('reference.copy', { style: label })}
        </button>
        <span role="status" className="citation__status">
          {copied ? t('reference.copied') : failed ? t('reference.copyFailed') : ''}
        </span>
      </div>
    </div>
  );
}

/** /referencia: the title's reference in ABNT NBR 6023 and APA, each with a copy button. */
export function RecordReference({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record');
  const reference = useRecordSection(recordId, 'referencia');
  return (
    <SectionFrame title={t('tab.reference')} query={reference}>
      {() => (
        <>
          <Citation
            id="abnt"
            label={t('reference.abnt')}
            text={reference.data!.abnt}
            html={reference.data!.abnt_html}
          />
          <Citation id="apa" label={t('reference.apa')} text={reference.data!.apa} html={reference.data!.apa_html} />
          <p className="record-section__note">{t('reference.note')}</p>
        </>
      )}
    </SectionFrame>
  );
}
