import type { Alert } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { DateRange } from '../api/account-api.ts';
import { alertsQuery, useMarkAlertRead, useRemoveAlert } from '../api/profile-api.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import '../profile.css';

/**
 * Alerts (spec 001 §7.13 /solicitacoes/alertas, §4 "Alert"): listed with the date filter; unread becomes read,
 * or the alert is removed after the confirmation dialog. Written by the server in the reader's language.
 */
export function AlertsScreen() {
  const { t } = useTranslation('profile');
  const [range, setRange] = useState<DateRange>({});
  const alerts = useQuery(alertsQuery(range));
  const markRead = useMarkAlertRead();
  const remove = useRemoveAlert();
  const [removing, setRemoving] = useState<Alert | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const unread = alerts.data?.filter((alert) => !alert.lido).length ?? 0;

  const confirmRemove = () => {
    if (!removing) return;
    const alert = removing;
    setRemoving(null);
    remove.mutate(alert.id, { onSuccess: () => setMessage(t('alerts.removed')) });
  };

  return (
    <section aria-labelledby="alerts-heading" className="account-section">
      <h2 id="alerts-heading">{t('alerts.title')}</h2>
      <DateRangeFilter onApply={setRange} />
      <div role="status" aria-live="polite" className="account-messages">
        {message ? <p className="notice notice--success">{message}</p> : null}
      </div>
      {alerts.isPending ? <p>{t('loading')}</p> : null}
      {alerts.isError ? <ErrorMessage error={alerts.error} onRetry={() => alerts.refetch()} /> : null}
      {alerts.data && alerts.data.length === 0 ? <p>{t('alerts.empty')}</p> : null}
      {unread > 0 ? <p className="account-meta">{t('alerts.unreadCount', { count: unread })}</p> : null}
      {alerts.data && alerts.data.length > 0 ? (
        <ul className="alert-list">
          {alerts.data.map((alert) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              busy={markRead.isPending || remove.isPending}
              onRead={() => {
                setMessage(null);
                markRead.mutate(alert.id);
              }}
              onRemove={() => {
                setMessage(null);
                setRemoving(alert);
              }}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('alerts.removeTitle')}
        content={t('alerts.removeContent', { title: removing?.titulo ?? '' })}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

interface AlertItemProps {
  alert: Alert;
  busy: boolean;
  onRead(): void;
  onRemove(): void;
}

function AlertItem({ alert, busy, onRead, onRemove }: AlertItemProps) {
  const { t } = useTranslation('profile');
  return (
    <li className={`alert-item${alert.lido ? '' : ' alert-item--unread'}`}>
      <h3 className="alert-item__title">
        {alert.titulo}{' '}
        <span className={`badge${alert.lido ? '' : ' badge--success'}`}>
          {alert.lido ? t('alerts.read') : t('alerts.unread')}
        </span>
      </h3>
      <span className="account-meta">{t('alerts.received', { date: formatDateTime(alert.data) })}</span>
      <p className="alert-item__message">{alert.mensagem}</p>
      <div className="account-actions">
        {alert.cod_acervo ? <Link to={paths.record.getHref(alert.cod_acervo)}>{t('alerts.openRecord')}</Link> : null}
        {alert.lido ? null : (
          <button type="button" className="button button--secondary" disabled={busy} onClick={onRead}>
            {t('alerts.markRead')}
            <span className="visually-hidden">: {alert.titulo}</span>
          </button>
        )}
        <button type="button" className="button button--secondary" disabled={busy} onClick={onRemove}>
          {t('alerts.remove')}
          <span className="visually-hidden">: {alert.titulo}</span>
        </button>
      </div>
    </li>
  );
}
