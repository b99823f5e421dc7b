import { PATRON_CANCELLABLE_STORAGE_STATUSES, type StorageRequestItem } from '@estante/contracts';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useErrorText } from '../../../components/error-message.tsx';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useCancelStorageRequest, useMyStorageRequests } from '../api/storage-requests-api.ts';
import '../storage-requests.css';

const canCancel = (request: StorageRequestItem) => PATRON_CANCELLABLE_STORAGE_STATUSES.includes(request.situacao);

/** The request's last move: concluded (handed over, cancelled, expired), ready, or fetched; none while requested. */
const lastMove = (request: StorageRequestItem) =>
  request.data_conclusao ?? request.data_disponivel ?? request.data_busca ?? null;

/**
 * /meupergamum/armazem: the patron's requests from the closed stacks (docs/closed-stacks.md), newest first, with
 * protocol, copy, status and dates; a request nobody has gone to fetch yet can be cancelled after confirming.
 * Composed into the personal area, whose route does not load the `storage` namespace: the first render suspends
 * here (a spinner) until it arrives.
 */
export function StorageRequestsScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <StorageRequests />
    </Suspense>
  );
}

function StorageRequests() {
  const { t, i18n } = useTranslation('storage');
  const requests = useMyStorageRequests();
  const cancel = useCancelStorageRequest();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState<StorageRequestItem | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'warning'; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const language = i18n.language;

  // The cancel button is gone once the request is cancelled: the focus goes to the message saying so.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const confirmCancel = () => {
    const request = confirming;
    setConfirming(null);
    if (!request) return;
    setMessage(null);
    cancel.mutate(request.cod_solicitacao, {
      onSuccess: () => setMessage({ kind: 'success', text: t('mine.cancelled', { title: request.titulo }) }),
      onError: (error) => setMessage({ kind: 'warning', text: errorText(error) }),
    });
  };

  const columns: DataColumn<StorageRequestItem>[] = [
    {
      header: t('mine.colProtocol'),
      cell: (request) => <span className="storage-requests__protocol">{request.protocolo}</span>,
    },
    {
      header: t('colTitle'),
      cell: (request) => <Link to={paths.record.getHref(request.cod_acervo)}>{request.titulo}</Link>,
    },
    {
      header: t('colCopy'),
      cell: (request) =>
        [request.codigo_barras, request.chamada, request.volume ? t('mine.volume', { volume: request.volume }) : null]
          .filter(Boolean)
          .join(' · ') || '—',
    },
    { header: t('library'), cell: (request) => request.desc_biblioteca },
    {
      header: t('colStatus'),
      cell: (request) => (
        <>
          <span className="badge">{t(`status.${request.situacao}`)}</span>
          {request.situacao === 'DISPONIVEL' && request.retirar_ate ? (
            <span className="storage-requests__note">
              {t('pickupUntil', { date: formatDate(request.retirar_ate, language) })}
            </span>
          ) : null}
        </>
      ),
    },
    { header: t('colRequested'), cell: (request) => formatDateTime(request.data_solicitacao, language) },
    {
      header: t('mine.colUpdated'),
      cell: (request) => {
        const at = lastMove(request);
        return at ? formatDateTime(at, language) : '—';
      },
    },
    {
      header: t('colActions'),
      hideHeader: true,
      cell: (request) =>
        canCancel(request) ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={cancel.isPending}
            aria-label={t('action.CANCELADONamed', { title: request.titulo })}
            onClick={() => setConfirming(request)}
          >
            {t('action.CANCELADO')}
          </button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="storage-requests-heading" className="account-section storage-requests">
      <h2 id="storage-requests-heading">{t('mine.title')}</h2>
      <p>{t('mine.lead')}</p>
      {message ? (
        <div
          ref={messageRef}
          tabIndex={-1}
          role={message.kind === 'success' ? 'status' : 'alert'}
          className={`notice notice--${message.kind}`}
        >
          <p>{message.text}</p>
        </div>
      ) : null}
      <DataList
        query={requests}
        columns={columns}
        rowKey={(request) => request.cod_solicitacao}
        empty={t('mine.empty')}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('mine.confirmTitle')}
        content={
          confirming ? t('mine.confirmContent', { title: confirming.titulo, protocol: confirming.protocolo }) : ''
        }
        confirmLabel={t('mine.confirmCancel')}
        cancelLabel={t('mine.keep')}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
