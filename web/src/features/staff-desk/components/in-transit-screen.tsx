import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useReceiveTransit, useTransits } from '../api/desk-api.ts';
import { routingText, useDeskErrorText } from '../utils/desk-text.ts';
import { DeskPager, LibraryFilter } from './desk-list-controls.tsx';

/**
 * /equipe/balcao/em-transito: copies travelling between libraries, and the desk of the destination receiving them
 * by scanning (barcode + Enter): a copy sent for a hold puts the hold on this library's holds shelf.
 */
export function InTransitScreen() {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.language;
  const errorText = useDeskErrorText();
  const [library, setLibrary] = useState('');
  const [page, setPage] = useState(1);
  const transits = useTransits({ library, page });
  const receive = useReceiveTransit();
  const [announcement, setAnnouncement] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    const barcode = input?.value.trim() ?? '';
    if (!input || barcode === '') return;
    input.value = '';
    input.focus();
    try {
      const received = await receive.mutateAsync(barcode);
      const parts = [
        t('receive.done', {
          title: received.titulo,
          barcode: received.codigo_barras ?? barcode,
          library: received.desc_biblioteca,
        }),
      ];
      const next = routingText(t, language, received);
      parts.push(next ?? t('receive.toShelf'));
      setAnnouncement({ kind: 'success', text: parts.join(' ') });
    } catch (error) {
      setAnnouncement({ kind: 'error', text: t('receive.refused', { barcode, reason: errorText(error, barcode) }) });
    }
  };

  return (
    <section className="desk" aria-labelledby="transit-title">
      <PageTitle title={t('transit.title')} />
      <h1 id="transit-title" className="desk__title">
        {t('transit.title')}
      </h1>
      <p className="desk__lead">{t('transit.lead')}</p>
      <form className="desk__scan" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={inputId}>{t('receive.barcode')}</label>
          <div className="desk__row">
            <input ref={inputRef} id={inputId} autoComplete="off" spellCheck={false} aria-describedby={hintId} />
            <button type="submit" className="button button--primary">
              {t('receive.submit')}
            </button>
          </div>
          <p id={hintId} className="desk__hint">
            {t('scan.hint')}
          </p>
        </div>
      </form>
      <div className="desk__live">
        <div role="status" aria-live="polite" aria-atomic="true">
          {announcement?.kind === 'success' ? <p className="notice notice--success">{announcement.text}</p> : null}
        </div>
        <div role="alert" aria-atomic="true">
          {announcement?.kind === 'error' ? <p className="notice notice--error">{announcement.text}</p> : null}
        </div>
      </div>
      <h2>{t('transit.listTitle')}</h2>
      <LibraryFilter
        value={library}
        onChange={(value) => {
          setLibrary(value);
          setPage(1);
        }}
      />
      {transits.isError ? <ErrorMessage error={transits.error} onRetry={() => void transits.refetch()} /> : null}
      {transits.data ? (
        <>
          <p>{t('transit.count', { count: transits.data.total })}</p>
          {transits.data.itens.length > 0 ? (
            <div className="data-table-wrap" aria-busy={transits.isFetching}>
              <table className="data-table">
                <caption className="visually-hidden">{t('transit.listTitle')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('transit.colTitle')}</th>
                    <th scope="col">{t('transit.colBarcode')}</th>
                    <th scope="col">{t('transit.colFrom')}</th>
                    <th scope="col">{t('transit.colTo')}</th>
                    <th scope="col">{t('transit.colSent')}</th>
                    <th scope="col">{t('transit.colFor')}</th>
                  </tr>
                </thead>
                <tbody>
                  {transits.data.itens.map((transit) => (
                    <tr key={transit.cod_transito}>
                      <td data-label={t('transit.colTitle')}>{transit.titulo}</td>
                      <td data-label={t('transit.colBarcode')}>{transit.codigo_barras ?? '—'}</td>
                      <td data-label={t('transit.colFrom')}>{transit.desc_origem}</td>
                      <td data-label={t('transit.colTo')}>{transit.desc_destino}</td>
                      <td data-label={t('transit.colSent')}>{formatDateTime(transit.data_envio, language)}</td>
                      <td data-label={t('transit.colFor')}>{transit.nome ?? t('transit.noHold')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="desk__hint">{t('transit.empty')}</p>
          )}
          <DeskPager page={page} total={transits.data.total} onPage={setPage} />
        </>
      ) : transits.isPending ? (
        <p className="loading-inline">{t('loading')}</p>
      ) : null}
    </section>
  );
}
