import type { ExportFormat } from '@estante/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard.ts';
import { exportBasket } from '../api/export-basket.ts';
import { BASKET_FORMATS, isTextFormat, saveBlob } from '../utils/export-formats.ts';

/** Export of the basket: a format, then download it or copy it to the clipboard. */
export function BasketExport({ ids }: { ids: number[] }) {
  const { t } = useTranslation('basket');
  const [format, setFormat] = useState<ExportFormat>('abnt');
  const [busy, setBusy] = useState<'download' | 'copy' | undefined>();
  const [error, setError] = useState<unknown>();
  const { copied, failed, copy } = useCopyToClipboard();
  const name = useId();

  const run = async (action: 'download' | 'copy') => {
    setBusy(action);
    setError(undefined);
    try {
      const file = await exportBasket(format, ids);
      if (action === 'download') saveBlob(file.blob, file.fileName ?? `cesta-${format}.txt`);
      else await copy(await file.blob.text());
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="basket-panel" aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`} className="basket-panel__heading">
        {t('export.heading')}
      </h2>
      <fieldset className="basket-formats">
        <legend>{t('export.format')}</legend>
        {BASKET_FORMATS.map((entry) => (
          <label key={entry} className="basket-formats__option">
            <input
              type="radio"
              name={name}
              value={entry}
              checked={format === entry}
              onChange={() => setFormat(entry)}
            />
            {t(`format.${entry}`)}
          </label>
        ))}
      </fieldset>
      <div className="basket-panel__actions">
        <button type="button" className="button button--primary" onClick={() => run('download')} disabled={!!busy}>
          {busy === 'download' ? <Spinner size="small" /> : null}
          {t('export.download')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => run('copy')}
          disabled={!!busy || !isTextFormat(format)}
        >
          {busy === 'copy' ? <Spinner size="small" /> : null}
          {t('export.copy')}
        </button>
        <span role="status" className="basket-panel__status">
          {copied ? t('export.copied') : failed ? t('export.copyFailed') : ''}
        </span>
      </div>
      {!isTextFormat(format) ? <p className="basket-panel__hint">{t('export.binaryHint')}</p> : null}
      {error ? <ErrorMessage error={error} /> : null}
    </section>
  );
}
