import {
  FORM_FIELDS,
  formKey,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  type RequestKind,
  SWITCHING_SUBTYPES,
} from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import { accountPaths, useApiRefusal } from '../../account/index.ts';
import { type ServiceRequest, serviceRequestsQuery, useCancelServiceRequest } from '../api/service-requests-api.ts';
import { ServiceRequestForm } from './service-request-form.tsx';
import './service-requests.css';

const isKind = (value: string | undefined): value is RequestKind =>
  (REQUEST_KINDS as readonly string[]).includes(value ?? '');

/** What names a request in the list: the first required text field of its form (title, subject…). */
function summary(row: ServiceRequest): string {
  const fields = FORM_FIELDS[formKey(row.tipo, row.subtipo)] ?? [];
  const first = fields.find((field) => field.required && field.type === 'text' && row.dados[field.name]);
  return first ? String(row.dados[first.name]) : row.protocolo;
}

/**
 * /meupergamum/solicitacoes/{tipo}: the "Requests" group of the personal area (spec 001 §7.13): one tab per
 * service, each with its form and the patron's requests of that type, filtered by status; open ones can be
 * cancelled.
 */
export function ServiceRequestsScreen() {
  const { t, i18n } = useTranslation(['requests', 'account']);
  const params = useParams();
  const kind: RequestKind = isKind(params.tipo) ? params.tipo : 'comutacao-bibliografica';
  const [subtype, setSubtype] = useState<string>('artigo');
  const [status, setStatus] = useState('');
  const [message, setMessage] = useState<{ kind: string; text: string } | null>(null);
  const [cancelling, setCancelling] = useState<ServiceRequest | null>(null);
  const requests = useQuery(serviceRequestsQuery(kind, status, i18n.language));
  const cancel = useCancelServiceRequest();
  const apiRefusal = useApiRefusal();
  const statusId = useId();
  const subtypeId = useId();
  const language = i18n.language;

  const confirmCancel = () => {
    const request = cancelling;
    setCancelling(null);
    if (!request) return;
    cancel.mutate(request, {
      onSuccess: () => setMessage({ kind: 'success', text: t('cancelled', { protocol: request.protocolo }) }),
      onError: (error) => setMessage({ kind: 'warning', text: apiRefusal(error) ?? String(error) }),
    });
  };

  const columns: DataColumn<ServiceRequest>[] = [
    { header: t('colProtocol'), cell: (row) => row.protocolo },
    {
      header: t('colRequest'),
      cell: (row) => (
        <>
          {summary(row)}
          {row.subtipo ? <span className="account-meta">{t(`subtype.${row.subtipo}` as 'subtype.artigo')}</span> : null}
        </>
      ),
    },
    { header: t('library'), cell: (row) => row.desc_biblioteca ?? '' },
    { header: t('colFiled'), cell: (row) => formatDate(row.data_solicitacao, language) },
    { header: t('colStatus'), cell: (row) => <span className="badge">{row.desc_situacao}</span> },
    {
      header: t('colReply'),
      cell: (row) => (row.resposta ? <span className="account-comment">{row.resposta}</span> : ''),
    },
    {
      header: t('cancel'),
      hideHeader: true,
      cell: (row) =>
        row.situacao === 'aberta' ? (
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('cancelOne', { protocol: row.protocolo })}
            disabled={cancel.isPending}
            onClick={() => setCancelling(row)}
          >
            {t('cancel')}
          </button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="service-requests-heading" className="account-section">
      <h2 id="service-requests-heading">{t('title')}</h2>
      <nav aria-label={t('kindsLabel')} className="service-request-tabs">
        <ul>
          {REQUEST_KINDS.map((name) => (
            <li key={name}>
              <NavLink
                to={`${accountPaths.serviceRequests.href}/${name}`}
                className={() => `button ${name === kind ? 'button--primary' : 'button--secondary'}`}
                aria-current={name === kind ? 'page' : undefined}
              >
                {t(`kind.${name}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div role="status" aria-live="polite" className="account-messages">
        {message ? <p className={`notice notice--${message.kind}`}>{message.text}</p> : null}
      </div>
      <h3>{t('newRequest', { kind: t(`kind.${kind}`) })}</h3>
      {kind === 'comutacao-bibliografica' ? (
        <div className="field">
          <label htmlFor={subtypeId}>{t('documentType')}</label>
          <select id={subtypeId} value={subtype} onChange={(event) => setSubtype(event.target.value)}>
            {SWITCHING_SUBTYPES.map((name) => (
              <option key={name} value={name}>
                {t(`subtype.${name}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ServiceRequestForm
        key={formKey(kind, kind === 'comutacao-bibliografica' ? subtype : null)}
        formKey={formKey(kind, kind === 'comutacao-bibliografica' ? subtype : null)}
        onFiled={(protocol) => setMessage({ kind: 'success', text: t('filed', { protocol }) })}
      />
      <h3>{t('mine')}</h3>
      <div className="field">
        <label htmlFor={statusId}>{t('colStatus')}</label>
        <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t('allStatuses')}</option>
          {REQUEST_STATUSES.map((name) => (
            <option key={name} value={name}>
              {t(`status.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <DataList query={requests} columns={columns} rowKey={(row) => row.cod_solicitacao} empty={t('empty')} />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('confirmTitle')}
        content={t('confirmContent', { protocol: cancelling?.protocolo ?? '' })}
        confirmLabel={t('confirmTitle')}
        cancelLabel={t('keep')}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}
