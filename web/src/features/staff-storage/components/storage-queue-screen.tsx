import { STORAGE_REQUEST_STATUSES, type StorageQueueItem, type StorageRequestStatusCode } from '@estante/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage, useErrorText } from '../../../components/error-message.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import {
  PAGE_SIZE,
  type QueueFilter,
  useLibraries,
  useMoveStorageRequest,
  useStorageQueue,
} from '../api/storage-api.ts';

type Move = 'EM_BUSCA' | 'DISPONIVEL' | 'ENTREGUE' | 'CANCELADO';

/** What staff can do from each status: fetch, mark ready (the patron is told), hand over, or cancel. */
const NEXT: Record<StorageRequestStatusCode, readonly Move[]> = {
  SOLICITADO: ['EM_BUSCA', 'DISPONIVEL', 'CANCELADO'],
  EM_BUSCA: ['DISPONIVEL', 'CANCELADO'],
  DISPONIVEL: ['ENTREGUE', 'CANCELADO'],
  ENTREGUE: [],
  CANCELADO: [],
  EXPIRADO: [],
};

/** /equipe/armazem: the closed-stacks queue (docs/closed-stacks.md), oldest first, by library and status. */
export function StorageQueueScreen() {
  const { t, i18n } = useTranslation('storage');
  const [filter, setFilter] = useState<QueueFilter>({ biblioteca: '', situacao: '', pagina: 1 });
  const queue = useStorageQueue(filter);
  const libraries = useLibraries();
  const move = useMoveStorageRequest();
  const errorText = useErrorText();
  const libraryId = useId();
  const statusId = useId();
  const language = i18n.language;

  const moveTo = (request: StorageQueueItem, situacao: Move) =>
    move.mutate(
      { id: request.cod_solicitacao, situacao },
      {
        onSuccess: () => toast.success(t('moved', { title: request.titulo, status: t(`status.${situacao}`) })),
        onError: (error) => toast.warning(errorText(error)),
      },
    );
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / PAGE_SIZE)) : 1;

  return (
    <section className="storage" aria-labelledby="storage-heading">
      <h2 id="storage-heading">{t('title')}</h2>
      <p>{t('lead')}</p>
      <fieldset className="storage__filters">
        <legend className="visually-hidden">{t('filters')}</legend>
        <div className="field">
          <label htmlFor={libraryId}>{t('library')}</label>
          <select
            id={libraryId}
            value={filter.biblioteca}
            onChange={(event) => setFilter({ ...filter, biblioteca: event.target.value, pagina: 1 })}
          >
            <option value="">{t('allLibraries')}</option>
            {(libraries.data ?? []).map((library) => (
              <option key={library.codigo} value={library.codigo}>
                {library.descricao}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={statusId}>{t('statusFilter')}</label>
          <select
            id={statusId}
            value={filter.situacao}
            onChange={(event) =>
              setFilter({ ...filter, situacao: event.target.value as QueueFilter['situacao'], pagina: 1 })
            }
          >
            <option value="">{t('openRequests')}</option>
            {STORAGE_REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
                {queue.data?.situacoes[status] !== undefined ? ` (${queue.data.situacoes[status]})` : ''}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      {queue.isError ? (
        <ErrorMessage error={queue.error} onRetry={() => queue.refetch()} />
      ) : !queue.data ? (
        <p role="status">{t('loading')}</p>
      ) : queue.data.itens.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="storage__scroller">
          <table className="storage-table">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colTitle')}</th>
                <th scope="col">{t('colCopy')}</th>
                <th scope="col">{t('colPatron')}</th>
                <th scope="col">{t('colRequested')}</th>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col">{t('colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {queue.data.itens.map((request) => (
                <tr key={request.cod_solicitacao}>
                  <td data-label={t('colTitle')}>
                    <Link to={paths.record.getHref(request.cod_acervo)}>{request.titulo}</Link>
                    <span className="storage__meta">{t('protocol', { protocol: request.protocolo })}</span>
                  </td>
                  <td data-label={t('colCopy')}>
                    {[request.chamada, request.volume, request.codigo_barras].filter(Boolean).join(' · ') || '—'}
                    <span className="storage__meta">
                      {[request.desc_biblioteca, request.localizacao, request.colecao].filter(Boolean).join(' · ')}
                    </span>
                  </td>
                  <td data-label={t('colPatron')}>{request.nome}</td>
                  <td data-label={t('colRequested')}>{formatDateTime(request.data_solicitacao, language)}</td>
                  <td data-label={t('colStatus')}>
                    {t(`status.${request.situacao}`)}
                    {request.retirar_ate ? (
                      <span className="storage__meta">
                        {t('pickupUntil', { date: formatDate(request.retirar_ate, language) })}
                      </span>
                    ) : null}
                  </td>
                  <td data-label={t('colActions')}>
                    <div className="storage__actions">
                      {NEXT[request.situacao].map((next) => (
                        <button
                          key={next}
                          type="button"
                          className={next === 'CANCELADO' ? 'button button--secondary' : 'button button--primary'}
                          disabled={move.isPending}
                          onClick={() => moveTo(request, next)}
                          aria-label={t(`action.${next}Named`, { title: request.titulo })}
                        >
                          {t(`action.${next}`)}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="storage__pager" aria-label={t('pages')}>
          <button
            type="button"
            className="button button--secondary"
            disabled={filter.pagina <= 1}
            onClick={() => setFilter({ ...filter, pagina: filter.pagina - 1 })}
          >
            {t('previous')}
          </button>
          <span>{t('page', { page: filter.pagina, pages })}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={filter.pagina >= pages}
            onClick={() => setFilter({ ...filter, pagina: filter.pagina + 1 })}
          >
            {t('next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
