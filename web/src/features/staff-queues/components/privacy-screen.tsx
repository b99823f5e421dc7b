import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../../components/toast/toast-store.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { PRIVACY_STATUSES, type PrivacyRequest, useClosePrivacyRequest, usePrivacyQueue } from '../api/queues-api.ts';
import { QueueHeader, QueuePager, QueueResults, QueueTable } from './queue-controls.tsx';
import { QueueFormDialog } from './queue-dialog.tsx';
import { QueueFilterBar, useQueueFilter } from './queue-filters.tsx';

/**
 * /equipe/filas/privacidade: patrons' requests that the library erase their personal data (LGPD). Staff erase
 * the data first, then mark the request done; or refuse it with the reason, which the patron is e-mailed.
 */
export function PrivacyScreen() {
  const { t, i18n } = useTranslation('queues');
  const filters = useQueueFilter({ situacao: 'pendente' });
  const queue = usePrivacyQueue(filters.filter);
  const [closing, setClosing] = useState<{ request: PrivacyRequest; status: 'concluido' | 'recusado' } | null>(null);
  return (
    <section className="queue">
      <QueueHeader title={t('privacy.title')} lead={t('privacy.lead')} />
      <QueueFilterBar
        filters={filters}
        library={false}
        status={{
          counts: queue.data?.contagens,
          options: PRIVACY_STATUSES.map((status) => ({ value: status, label: t(`privacy.status.${status}`) })),
        }}
      />
      <QueueResults query={queue} empty={t('privacy.empty')}>
        {(requests) => (
          <QueueTable
            caption={t('privacy.title')}
            columns={[
              t('privacy.colPatron'),
              t('privacy.colReason'),
              t('privacy.colRequested'),
              t('privacy.colStatus'),
            ]}
            actions={t('actions')}
          >
            {requests.map((request) => (
              <tr key={request.cod_pedido}>
                <td data-label={t('privacy.colPatron')}>
                  {request.nome}
                  <span className="queue__meta">{[request.login, request.email].filter(Boolean).join(' · ')}</span>
                </td>
                <td data-label={t('privacy.colReason')} className="queue__text">
                  {request.motivo ?? '—'}
                </td>
                <td data-label={t('privacy.colRequested')}>{formatDateTime(request.data, i18n.language)}</td>
                <td data-label={t('privacy.colStatus')}>
                  <span className={`queue-badge queue-badge--${request.situacao}`}>
                    {t(`privacy.status.${request.situacao}`)}
                  </span>
                  {request.atendido_por && request.data_conclusao ? (
                    <span className="queue__meta">
                      {t('privacy.handled', {
                        name: request.atendido_por,
                        when: formatDateTime(request.data_conclusao, i18n.language),
                      })}
                    </span>
                  ) : null}
                  {request.resposta ? <span className="queue__meta">{request.resposta}</span> : null}
                </td>
                <td>
                  {request.situacao === 'pendente' ? (
                    <div className="queue__actions">
                      <button
                        type="button"
                        className="button button--primary"
                        onClick={() => setClosing({ request, status: 'concluido' })}
                        aria-label={t('privacy.doneNamed', { name: request.nome })}
                      >
                        {t('privacy.done')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setClosing({ request, status: 'recusado' })}
                        aria-label={t('privacy.refuseNamed', { name: request.nome })}
                      >
                        {t('privacy.refuse')}
                      </button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </QueueTable>
        )}
      </QueueResults>
      <QueuePager filters={filters} total={queue.data?.total} />
      {closing ? <ClosePrivacyDialog {...closing} onClose={() => setClosing(null)} /> : null}
    </section>
  );
}

function ClosePrivacyDialog({
  request,
  status,
  onClose,
}: {
  request: PrivacyRequest;
  status: 'concluido' | 'recusado';
  onClose: () => void;
}) {
  const { t } = useTranslation(['queues', 'common']);
  const close = useClosePrivacyRequest();
  const [reply, setReply] = useState('');
  const ids = { reply: useId(), hint: useId() };
  const refusing = status === 'recusado';
  const submit = () =>
    close.mutate(
      { id: request.cod_pedido, status, reply: reply.trim() },
      {
        onSuccess: () => {
          toast.success(t(refusing ? 'privacy.refused' : 'privacy.completed', { name: request.nome }));
          onClose();
        },
      },
    );
  return (
    <QueueFormDialog
      title={t(refusing ? 'privacy.refuseTitle' : 'privacy.doneTitle', { name: request.nome })}
      submitLabel={t(refusing ? 'privacy.refuse' : 'privacy.done')}
      onSubmit={submit}
      onClose={onClose}
      mutation={close}
      size="small"
      focusCancel
    >
      <p>{t(refusing ? 'privacy.refuseText' : 'privacy.doneText')}</p>
      <div className="field">
        <label htmlFor={ids.reply}>
          {t('privacy.reply')}
          {refusing ? <span className="field__required"> *</span> : null}
        </label>
        <textarea
          id={ids.reply}
          rows={4}
          maxLength={5000}
          required={refusing}
          aria-describedby={ids.hint}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
        />
        <p id={ids.hint} className="queue__hint">
          {t('privacy.replyHint')}
        </p>
      </div>
    </QueueFormDialog>
  );
}
