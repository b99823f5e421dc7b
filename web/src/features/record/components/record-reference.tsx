import {
  CITATION_STYLES,
  type CitationStyle,
  DEFAULT_CITATION_STYLE,
  type RecordReference as RecordReferenceAnswer,
} from '@estante/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard.ts';
import { api } from '../../../lib/api-client.ts';
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

/** GET /api/acervo/{id}/referencia?estilo=: one style per request (the server keeps each style's engine). */
function useReference(recordId: number, style: CitationStyle) {
  return useQuery({
    queryKey: ['record', recordId, 'referencia', style],
    queryFn: ({ signal }) =>
      api.get<RecordReferenceAnswer>(`/acervo/${recordId}/referencia`, { query: { estilo: style }, signal }),
    // The previous style stays on screen (and the select mounted) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** /referencia: the title's reference in a citation style chosen from six (ABNT first), with a copy button. */
export function RecordReference({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record');
  const [style, setStyle] = useState<CitationStyle>(DEFAULT_CITATION_STYLE);
  const reference = useReference(recordId, style);
  const selectId = useId();
  return (
    <SectionFrame title={t('tab.reference')} query={reference}>
      {() => {
        const shown = reference.data!;
        return (
          <>
            <div className="filters-row">
              <label htmlFor={selectId}>{t('reference.style')}</label>
              <select id={selectId} value={style} onChange={(event) => setStyle(event.target.value as CitationStyle)}>
                {CITATION_STYLES.map((entry) => (
                  <option key={entry} value={entry}>
                    {t(`reference.${entry}`)}
                  </option>
                ))}
              </select>
            </div>
            <div aria-live="polite" aria-busy={reference.isPlaceholderData}>
              <Citation
                id={shown.estilo}
                label={t(`reference.${shown.estilo}`)}
                text={shown.referencia}
                html={shown.referencia_html}
              />
            </div>
            <p className="record-section__note">{t('reference.note')}</p>
          </>
        );
      }}
    </SectionFrame>
  );
}
