import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useHoldShelf } from '../api/desk-api.ts';
import { DeskPager, LibraryFilter } from './desk-list-controls.tsx';

/**
 * /equipe/balcao/estante-reservas: the copies waiting for their patrons, per pickup library, the soonest deadline
 * first. A hold whose deadline has passed says so in words (not by colour alone) until the hourly expiry runs.
 */
export function HoldsShelfScreen() {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.language;
  const [library, setLibrary] = useState('');
  const [page, setPage] = useState(1);
  const shelf = useHoldShelf({ library, page });
  return (
    <section className="desk" aria-labelledby="shelf-title">
      <PageTitle title={t('shelf.title')} />
      <h1 id="shelf-title" className="desk__title">
        {t('shelf.title')}
      </h1>
      <p className="desk__lead">{t('shelf.lead')}</p>
      <LibraryFilter
        value={library}
        onChange={(value) => {
          setLibrary(value);
          setPage(1);
        }}
      />
      {shelf.isError ? <ErrorMessage error={shelf.error} onRetry={() => void shelf.refetch()} /> : null}
      {shelf.data ? (
        <>
          <p role="status">{t('shelf.count', { count: shelf.data.total })}</p>
          {shelf.data.itens.length > 0 ? (
            <div className="data-table-wrap" aria-busy={shelf.isFetching}>
              <table className="data-table">
                <caption className="visually-hidden">{t('shelf.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('shelf.colTitle')}</th>
                    <th scope="col">{t('shelf.colBarcode')}</th>
                    <th scope="col">{t('shelf.colPatron')}</th>
                    <th scope="col">{t('shelf.colLibrary')}</th>
                    <th scope="col">{t('shelf.colUntil')}</th>
                    <th scope="col">{t('shelf.colStatus')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shelf.data.itens.map((hold) => (
                    <tr key={hold.cod_reserva} className={hold.vencida ? 'desk-row--expired' : undefined}>
                      <td data-label={t('shelf.colTitle')}>{hold.titulo}</td>
                      <td data-label={t('shelf.colBarcode')}>{hold.codigo_barras ?? '—'}</td>
                      <td data-label={t('shelf.colPatron')}>{hold.nome}</td>
                      <td data-label={t('shelf.colLibrary')}>{hold.desc_biblioteca_retirada}</td>
                      <td data-label={t('shelf.colUntil')}>{formatDate(hold.data_limite_retirada, language)}</td>
                      <td data-label={t('shelf.colStatus')}>
                        <span className={`desk-badge ${hold.vencida ? 'desk-badge--danger' : 'desk-badge--success'}`}>
                          {hold.vencida ? t('shelf.expired') : t('shelf.waiting')}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="desk__hint">{t('shelf.empty')}</p>
          )}
          <DeskPager page={page} total={shelf.data.total} onPage={setPage} />
        </>
      ) : shelf.isPending ? (
        <p className="loading-inline">{t('loading')}</p>
      ) : null}
    </section>
  );
}
