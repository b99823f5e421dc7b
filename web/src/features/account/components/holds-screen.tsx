import type { Hold } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { type DateRange, holdHistoryQuery, holdsQuery, useCancelHolds } from '../api/account-api.ts';
import { useApiRefusal } from '../hooks/use-account-text.ts';
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
      <DataList
        query={holds}
        columns={holdColumns({ t, language, selected, onToggle: toggle })}
        rowKey={(hold) => hold.cod_reserva}
        empty={t('holds.empty')}
        footer={() => (
          <p>
            <button type="button" className="button button--primary" disabled={cancel.isPending} onClick={askToCancel}>
              {t('holds.cancelSelected')}
            </button>
          </p>
        )}
      />
      <ConfirmDialog
        open={confirming}
        title={t('holds.confirmTitle')}
        content={t('holds.confirmContent', { count: selected.length })}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />

      <h2 id="hold-history-heading">{t('holds.historyTitle')}</h2>
      <DateRangeFilter onApply={setRange} />
      <DataList
        query={history}
        columns={holdColumns({ t, language })}
        rowKey={(hold) => hold.cod_reserva}
        empty={t('holds.empty')}
        retry={false}
      />
    </section>
  );
}

interface HoldColumnsOptions {
  t: TFunction<'account'>;
  language: string;
  /** With a selection: the active holds, with checkboxes and the pickup deadline; without: the history. */
  selected?: number[];
  onToggle?: (id: number) => void;
}

function holdColumns({ t, language, selected, onToggle }: HoldColumnsOptions): DataColumn<Hold>[] {
  const selection: DataColumn<Hold>[] = onToggle
    ? [
        {
          header: t('holds.cancelSelected'),
          hideHeader: true,
          cell: (hold) => (
            <input
              type="checkbox"
              aria-label={t('holds.select', { title: hold.titulo })}
              checked={selected?.includes(hold.cod_reserva) ?? false}
              onChange={() => onToggle(hold.cod_reserva)}
            />
          ),
        },
      ]
    : [];
  return [
    ...selection,
    {
      header: t('holds.colTitle'),
      cell: (hold) => <Link to={paths.record.getHref(hold.cod_acervo)}>{hold.titulo}</Link>,
    },
    { header: t('holds.colLibrary'), cell: (hold) => hold.desc_biblioteca },
    { header: t('holds.colPlacedAt'), cell: (hold) => formatDate(hold.data_reserva, language) },
    {
      header: t('holds.colStatus'),
      cell: (hold) => (
        <span className={`badge${hold.situacao === 'LIBERADA' ? ' badge--success' : ''}`}>
          {t(`holds.status.${hold.situacao}`)}
        </span>
      ),
    },
    { header: t('holds.colPosition'), cell: (hold) => hold.posicao_fila ?? '—' },
    onToggle
      ? {
          header: t('holds.colPickupUntil'),
          cell: (hold) => formatDate(hold.data_limite_retirada, language) || '—',
        }
      : {
          header: t('holds.colCancelledAt'),
          cell: (hold) => formatDate(hold.data_cancelamento, language) || '—',
        },
  ];
}
