import { REQUEST_KINDS } from '@estante/contracts';
import type { ParseKeys } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../../components/toast/toast-store.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  type QueuedServiceRequest,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestStatus,
  useMoveServiceRequest,
  useServiceRequestQueue,
} from '../api/queues-api.ts';
import { QueueHeader, QueuePager, QueueResults, QueueTable } from './queue-controls.tsx';
import { QueueFormDialog } from './queue-dialog.tsx';
import { QueueFilterBar, useQueueFilter } from './queue-filters.tsx';

/** Moves staff may make (docs/service-requests.md; the server checks the same). */
const NEXT: Record<ServiceRequestStatus, readonly ServiceRequestStatus[]> = {
  aberta: ['em_andamento', 'atendida', 'cancelada'],
  em_andamento: ['atendida', 'cancelada'],
  atendida: ['finalizada'],
  finalizada: [],
  cancelada: [],
};

/** A translation key built from data (a kind, a field): the `requests` namespace names them all. */
type RequestsKey = ParseKeys<'requests'>;

function useRequestText() {
  const { t } = useTranslation('requests');
  const text = (key: string, fallback: string) => {
    const value = t(key as RequestsKey, { defaultValue: fallback });
    return typeof value === 'string' ? value : fallback;
  };
  return {
    kind: (request: Pick<QueuedServiceRequest, 'tipo' | 'subtipo'>) =>
      [
        text(`kind.${request.tipo}`, request.tipo),
        request.subtipo ? text(`subtype.${request.subtipo}`, request.subtipo) : '',
      ]
        .filter(Boolean)
        .join(' — '),
    field: (name: string) => text(`field.${name}`, name),
    value: (name: string, value: string | number | boolean) => {
      if (typeof value === 'boolean') return value ? '✓' : '—';
      return name === 'grau_defesa' ? text(`degree.${value}`, String(value)) : String(value);
    },
    status: (status: string) => text(`status.${status}`, status),
  };
}

/**
 * /equipe/filas/solicitacoes: service requests (switching, survey, cataloguing record, specialised search,
 * inter-library loan) through their states; answering writes the reply the patron reads and is e-mailed.
 */
export function ServiceRequestsScreen() {
  const { t, i18n } = useTranslation('queues');
  const text = useRequestText();
  const filters = useQueueFilter({ situacao: 'aberta' }, ['tipo']);
  const queue = useServiceRequestQueue(filters.filter);
  const [moving, setMoving] = useState<QueuedServiceRequest | null>(null);
  const kindId = useId();
  return (
    <section className="queue">
      <QueueHeader title={t('requests.title')} lead={t('requests.lead')} />
      <QueueFilterBar
        filters={filters}
        status={{
          counts: queue.data?.contagens,
          options: SERVICE_REQUEST_STATUSES.map((status) => ({ value: status, label: text.status(status) })),
        }}
      >
        <div className="field queue__filter">
          <label htmlFor={kindId}>{t('requests.kind')}</label>
          <select
            id={kindId}
            value={filters.read('tipo')}
            onChange={(event) => filters.set({ tipo: event.target.value })}
          >
            <option value="">{t('requests.allKinds')}</option>
            {REQUEST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {text.kind({ tipo: kind, subtipo: null })}
              </option>
            ))}
          </select>
        </div>
      </QueueFilterBar>
      <QueueResults query={queue} empty={t('requests.empty')}>
        {(requests) => (
          <QueueTable
            caption={t('requests.title')}
            columns={[
              t('requests.colRequest'),
              t('requests.colPatron'),
              t('requests.colFiled'),
              t('requests.colStatus'),
            ]}
            actions={t('actions')}
          >
            {requests.map((request) => (
              <tr key={request.cod_solicitacao}>
                <td data-label={t('requests.colRequest')}>
                  <strong>{text.kind(request)}</strong>
                  <span className="queue__meta">
                    {t('requests.protocol', { protocol: request.protocolo })}
                    {request.desc_biblioteca ? ` · ${request.desc_biblioteca}` : ''}
                  </span>
                  <details className="queue__details">
                    <summary>{t('requests.details', { protocol: request.protocolo })}</summary>
                    <dl>
                      {Object.entries(request.dados).map(([name, value]) => (
                        <div key={name}>
                          <dt>{text.field(name)}</dt>
                          <dd>{text.value(name, value)}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                  {request.resposta ? (
                    <p className="queue__reply">
                      <span className="queue__reply-label">{t('requests.reply')}</span> {request.resposta}
                    </p>
                  ) : null}
                </td>
                <td data-label={t('requests.colPatron')}>
                  {request.nome}
                  {request.email ? (
                    <span className="queue__meta">
                      <a href={`mailto:${request.email}`}>{request.email}</a>
                    </span>
                  ) : null}
                </td>
                <td data-label={t('requests.colFiled')}>{formatDateTime(request.data_solicitacao, i18n.language)}</td>
                <td data-label={t('requests.colStatus')}>
                  <span className={`queue-badge queue-badge--${request.situacao}`}>{request.desc_situacao}</span>
                </td>
                <td>
                  {NEXT[request.situacao].length > 0 ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setMoving(request)}
                      aria-label={t('requests.moveNamed', { protocol: request.protocolo })}
                    >
                      {t('requests.move')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </QueueTable>
        )}
      </QueueResults>
      <QueuePager filters={filters} total={queue.data?.total} />
      {moving ? <MoveRequestDialog request={moving} onClose={() => setMoving(null)} /> : null}
    </section>
  );
}

function MoveRequestDialog({ request, onClose }: { request: QueuedServiceRequest; onClose: () => void }) {
  const { t } = useTranslation(['queues', 'common']);
  const text = useRequestText();
  const move = useMoveServiceRequest();
  const next = NEXT[request.situacao];
  const [status, setStatus] = useState<ServiceRequestStatus>(next.includes('atendida') ? 'atendida' : next[0]!);
  const [reply, setReply] = useState(request.resposta ?? '');
  const ids = { status: useId(), reply: useId(), hint: useId() };
  const replyRequired = status === 'atendida';
  const submit = () =>
    move.mutate(
      { id: request.cod_solicitacao, status, reply: reply.trim() },
      {
        onSuccess: () => {
          toast.success(t('requests.moved', { protocol: request.protocolo, status: text.status(status) }));
          onClose();
        },
      },
    );
  return (
    <QueueFormDialog
      title={t('requests.moveTitle', { protocol: request.protocolo })}
      submitLabel={t('suggestions.save')}
      onSubmit={submit}
      onClose={onClose}
      mutation={move}
    >
      <p>{t('requests.moveLead', { kind: text.kind(request), name: request.nome })}</p>
      <div className="field">
        <label htmlFor={ids.status}>{t('requests.newStatus')}</label>
        <select
          id={ids.status}
          value={status}
          onChange={(event) => setStatus(event.target.value as ServiceRequestStatus)}
        >
          {next.map((option) => (
            <option key={option} value={option}>
              {text.status(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.reply}>
          {t('requests.replyLabel')}
          {replyRequired ? <span className="field__required"> *</span> : null}
        </label>
        <textarea
          id={ids.reply}
          rows={5}
          maxLength={5000}
          required={replyRequired}
          aria-describedby={ids.hint}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
        />
        <p id={ids.hint} className="queue__hint">
          {replyRequired ? t('requests.replyHintAnswer') : t('requests.replyHint')}
        </p>
      </div>
      {status === 'cancelada' ? <p className="notice notice--warning">{t('requests.cancelWarning')}</p> : null}
    </QueueFormDialog>
  );
}
