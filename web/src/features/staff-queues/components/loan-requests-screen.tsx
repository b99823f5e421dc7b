import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../components/error-message.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  LOAN_REQUEST_STATUSES,
  type LoanRequestStatus,
  type QueuedLoanRequest,
  useLoanRequestQueue,
  useMoveLoanRequest,
} from '../api/queues-api.ts';
import { QueueHeader, QueuePager, QueueResults, QueueTable } from './queue-controls.tsx';
import { QueueConfirmDialog } from './queue-dialog.tsx';
import { QueueFilterBar, useQueueFilter } from './queue-filters.tsx';

/** Loan request moves (spec 000 §5, core loan-request-rules.ts): cancelling is last and asks first. */
const NEXT: Record<LoanRequestStatus, readonly LoanRequestStatus[]> = {
  AGUARDANDO: ['EM_TRANSITO', 'DISPONIVEL', 'CANCELADA'],
  EM_TRANSITO: ['DISPONIVEL', 'CANCELADA'],
  DISPONIVEL: ['FINALIZADA', 'CANCELADA'],
  FINALIZADA: [],
  CANCELADA: [],
};

/**
 * /equipe/filas/solicitacoes-emprestimo: closed-stack loan requests from or to a library; the desk fetches the
 * copy, sends it, sets it aside (the patron gets an alert) and lends it.
 */
export function LoanRequestsScreen() {
  const { t, i18n } = useTranslation('queues');
  const filters = useQueueFilter({ situacao: 'AGUARDANDO' });
  const queue = useLoanRequestQueue(filters.filter);
  const move = useMoveLoanRequest();
  const errorText = useErrorText();
  const [cancelling, setCancelling] = useState<QueuedLoanRequest | null>(null);
  const moveTo = (request: QueuedLoanRequest, status: LoanRequestStatus) =>
    move.mutate(
      { id: request.cod_solicitacao, status },
      {
        onSuccess: () =>
          toast.success(
            t('loanRequests.moved', { protocol: request.protocolo, status: t(`loanRequests.status.${status}`) }),
          ),
        onError: (error) => toast.warning(errorText(error)),
      },
    );
  return (
    <section className="queue">
      <QueueHeader title={t('loanRequests.title')} lead={t('loanRequests.lead')} />
      <QueueFilterBar
        filters={filters}
        status={{
          counts: queue.data?.contagens,
          options: LOAN_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: t(`loanRequests.status.${status}`),
          })),
        }}
      />
      <QueueResults query={queue} empty={t('loanRequests.empty')}>
        {(requests) => (
          <QueueTable
            caption={t('loanRequests.title')}
            columns={[
              t('loanRequests.colTitle'),
              t('loanRequests.colPatron'),
              t('loanRequests.colRoute'),
              t('loanRequests.colRequested'),
              t('loanRequests.colStatus'),
            ]}
            actions={t('actions')}
          >
            {requests.map((request) => (
              <tr key={request.cod_solicitacao}>
                <td data-label={t('loanRequests.colTitle')}>
                  <Link to={paths.record.getHref(request.cod_acervo)}>{request.titulo}</Link>
                  <span className="queue__meta">
                    {[
                      t('requests.protocol', { protocol: request.protocolo }),
                      request.volume,
                      request.tomo,
                      request.parte,
                      request.material,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </td>
                <td data-label={t('loanRequests.colPatron')}>
                  {request.nome}
                  <span className="queue__meta">
                    {request.telefone} · <a href={`mailto:${request.email}`}>{request.email}</a>
                  </span>
                  {request.pessoa_autorizada ? (
                    <span className="queue__meta">
                      {t('loanRequests.authorised', { name: request.pessoa_autorizada })}
                    </span>
                  ) : null}
                </td>
                <td data-label={t('loanRequests.colRoute')}>
                  {t('loanRequests.route', {
                    from: request.desc_biblioteca_origem,
                    to: request.desc_biblioteca_recebimento,
                  })}
                  <span className="queue__meta">
                    {request.entrega_domicilio
                      ? t('loanRequests.homeDelivery', { address: request.endereco_entrega ?? '' })
                      : (request.local_recebimento ?? '')}
                  </span>
                </td>
                <td data-label={t('loanRequests.colRequested')}>
                  {formatDateTime(request.data_solicitacao, i18n.language)}
                </td>
                <td data-label={t('loanRequests.colStatus')}>
                  <span className={`queue-badge queue-badge--${request.situacao.toLowerCase()}`}>
                    {t(`loanRequests.status.${request.situacao}`)}
                  </span>
                </td>
                <td>
                  <div className="queue__actions">
                    {NEXT[request.situacao].map((status) => (
                      <button
                        key={status}
                        type="button"
                        className={status === 'CANCELADA' ? 'button button--secondary' : 'button button--primary'}
                        disabled={move.isPending}
                        onClick={() => (status === 'CANCELADA' ? setCancelling(request) : moveTo(request, status))}
                        aria-label={t('loanRequests.moveNamed', {
                          action: t(`loanRequests.action.${status}`),
                          protocol: request.protocolo,
                        })}
                      >
                        {t(`loanRequests.action.${status}`)}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </QueueTable>
        )}
      </QueueResults>
      <QueuePager filters={filters} total={queue.data?.total} />
      <QueueConfirmDialog
        item={cancelling}
        title={t('loanRequests.cancelTitle')}
        text={(request) => t('loanRequests.cancelText', { title: request.titulo, name: request.nome })}
        confirmLabel={t('loanRequests.action.CANCELADA')}
        cancelLabel={t('loanRequests.keep')}
        onConfirm={(request) => moveTo(request, 'CANCELADA')}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
