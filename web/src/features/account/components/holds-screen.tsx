import type { Hold } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { paths } from '../../../config/paths.ts';
import { type DateRange, holdHistoryQuery, holdsQuery, useCancelHolds } from '../api/account-api.ts';
import { useApiRefusal } from '../hooks/use-account-text.ts';
import { formatDate } from '../utils/format.ts';
import { DateRangeFilter } from './date-range-filter.tsx';

/** Holds (spec 001 §7.12): status, queue position, release date; cancel several after confirming; history. */
export function HoldsScreen() {
  const { t, i18n } = useTranslation('account');
  const holds = useQuery(holdsQuery());
  const cancel = useCancelHolds();
  const apiRefusal = useApiRefusal();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ kind: string; text: string } | null>(null);
  const [range, setRange] = useState<DateRange>({});
  const history = useQuery(holdHistoryQuery(range));
  const language = i18n.language;

  const askToCancel = () => {
    if (selected.length === 0) setMessage({ kind: 'warning', text: t('holds.selectHoldToCancel') });
    else setConfirming(true);
  };
  const confirmCancel = () => {
    setConfirming(false);
    cancel.mutate(selected, {
      onSuccess: (result) => {
        setMessage({ kind: 'success', text: t('holds.cancelled', { count: result.canceladas }) });
        setSelected([]);
      },
      onError: (error) => setMessage({ kind: 'warning', text: apiRefusal(error) ?? String(error) }),
    });
  };
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current, id]));

  return (
    <section aria-labelledby="holds-heading" className="account-section">
      <h2 id="holds-heading">{t('holds.title')}</h2>
      <div role="status" aria-live="polite" className="account-messages">
        {message ? <p className={`notice notice--${message.kind}`}>{message.text}</p> : null}
      </div>
      {holds.isPending ? <p>{t('loading')}</p> : null}
      {holds.isError ? <ErrorMessage error={holds.error} onRetry={() => holds.refetch()} /> : null}
      {holds.data && holds.data.length === 0 ? <p>{t('holds.empty')}</p> : null}
      {holds.data && holds.data.length > 0 ? (
        <>
          <HoldTable holds={holds.data} language={language} selected={selected} onToggle={toggle} />
          <p>
            <button type="button" className="button button--primary" disabled={cancel.isPending} onClick={askToCancel}>
              {t('holds.cancelSelected')}
            </button>
          </p>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('holds.confirmTitle')}
        content={t('holds.confirmContent', { count: selected.length })}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />

      <h2 id="hold-history-heading">{t('holds.historyTitle')}</h2>
      <DateRangeFilter onApply={setRange} />
      {history.isError ? <ErrorMessage error={history.error} /> : null}
      {history.data && history.data.length === 0 ? <p>{t('holds.empty')}</p> : null}
      {history.data && history.data.length > 0 ? <HoldTable holds={history.data} language={language} /> : null}
    </section>
  );
}

interface HoldTableProps {
  holds: Hold[];
  language: string;
  selected?: number[];
  onToggle?: (id: number) => void;
}

function HoldTable({ holds, language, selected, onToggle }: HoldTableProps) {
  const { t } = useTranslation('account');
  return (
    <div className="account-table-wrap">
      <table className="account-table">
        <thead>
          <tr>
            {onToggle ? (
              <th scope="col">
                <span className="visually-hidden">{t('holds.cancelSelected')}</span>
              </th>
            ) : null}
            <th scope="col">{t('holds.colTitle')}</th>
            <th scope="col">{t('holds.colLibrary')}</th>
            <th scope="col">{t('holds.colPlacedAt')}</th>
            <th scope="col">{t('holds.colStatus')}</th>
            <th scope="col">{t('holds.colPosition')}</th>
            <th scope="col">{onToggle ? t('holds.colPickupUntil') : t('holds.colCancelledAt')}</th>
          </tr>
        </thead>
        <tbody>
          {holds.map((hold) => (
            <tr key={hold.cod_reserva}>
              {onToggle ? (
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('holds.select', { title: hold.titulo })}
                    checked={selected?.includes(hold.cod_reserva) ?? false}
                    onChange={() => onToggle(hold.cod_reserva)}
                  />
                </td>
              ) : null}
              <td data-label={t('holds.colTitle')}>
                <Link to={paths.record.getHref(hold.cod_acervo)}>{hold.titulo}</Link>
              </td>
              <td data-label={t('holds.colLibrary')}>{hold.desc_biblioteca}</td>
              <td data-label={t('holds.colPlacedAt')}>{formatDate(hold.data_reserva, language)}</td>
              <td data-label={t('holds.colStatus')}>
                <span className={`badge${hold.situacao === 'LIBERADA' ? ' badge--success' : ''}`}>
                  {t(`holds.status.${hold.situacao}`)}
                </span>
              </td>
              <td data-label={t('holds.colPosition')}>{hold.posicao_fila ?? '—'}</td>
              <td data-label={onToggle ? t('holds.colPickupUntil') : t('holds.colCancelledAt')}>
                {formatDate(onToggle ? hold.data_limite_retirada : hold.data_cancelamento, language) || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
