import type { Hold } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { Modal } from '../../../components/dialog/modal.tsx';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  type DateRange,
  holdHistoryQuery,
  holdsQuery,
  pickupLibrariesQuery,
  useCancelHolds,
  useChangePickupLibrary,
  useSuspendHold,
} from '../api/account-api.ts';
import { useApiRefusal } from '../hooks/use-account-text.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { HoldWaitEstimateText } from './hold-wait-estimate.tsx';

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
  const [suspending, setSuspending] = useState<Hold | null>(null);
  const [moving, setMoving] = useState<Hold | null>(null);
  const suspend = useSuspendHold();
  const onRefused = (error: unknown) => setMessage({ kind: 'warning', text: apiRefusal(error) ?? String(error) });
  const resume = (hold: Hold) =>
    suspend.mutate(
      { holdId: hold.cod_reserva, until: null },
      {
        onSuccess: () => setMessage({ kind: 'success', text: t('holds.resumed', { title: hold.titulo }) }),
        onError: onRefused,
      },
    );

  return (
    <section aria-labelledby="holds-heading" className="account-section">
      <h2 id="holds-heading">{t('holds.title')}</h2>
      <div role="status" aria-live="polite" className="account-messages">
        {message ? <p className={`notice notice--${message.kind}`}>{message.text}</p> : null}
      </div>
      <DataList
        query={holds}
        columns={holdColumns({
          t,
          language,
          selected,
          onToggle: toggle,
          actions: { onSuspend: setSuspending, onResume: resume, onChangePickup: setMoving, busy: suspend.isPending },
        })}
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
        confirmLabel={t('holds.cancelHold', { count: selected.length })}
        cancelLabel={t('holds.keepHold', { count: selected.length })}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />
      {suspending ? (
        <SuspendDialog
          hold={suspending}
          onClose={() => setSuspending(null)}
          onDone={(text) => {
            setSuspending(null);
            setMessage({ kind: 'success', text });
          }}
        />
      ) : null}
      {moving ? (
        <PickupDialog
          hold={moving}
          onClose={() => setMoving(null)}
          onDone={(text) => {
            setMoving(null);
            setMessage({ kind: 'success', text });
          }}
        />
      ) : null}

      <h2 id="hold-history-heading">{t('holds.historyTitle')}</h2>
      <DateRangeFilter onApply={setRange} />
      <DataList
        query={history}
        columns={holdColumns({ t, language })}
        rowKey={(hold) => hold.cod_reserva}
        empty={t('holds.historyEmpty')}
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
  actions?: {
    onSuspend: (hold: Hold) => void;
    onResume: (hold: Hold) => void;
    onChangePickup: (hold: Hold) => void;
    busy: boolean;
  };
}

function holdColumns({ t, language, selected, onToggle, actions }: HoldColumnsOptions): DataColumn<Hold>[] {
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
        <>
          <span className={`badge${hold.situacao === 'LIBERADA' ? ' badge--success' : ''}`}>
            {t(`holds.status.${hold.situacao}`)}
          </span>
          {hold.situacao === 'EM_FILA' && hold.suspensa_ate ? (
            <span className="account-meta">
              {' '}
              {t('holds.suspendedUntil', { date: formatDate(hold.suspensa_ate, language) })}
            </span>
          ) : null}
        </>
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
    ...(actions
      ? [
          {
            header: t('holds.colPickupLibrary'),
            cell: (hold: Hold) => hold.desc_biblioteca_retirada ?? hold.desc_biblioteca,
          },
          {
            header: t('holds.colEstimate'),
            cell: (hold: Hold) =>
              hold.situacao === 'EM_FILA' && hold.estimativa !== undefined ? (
                <HoldWaitEstimateText estimate={hold.estimativa} />
              ) : (
                '—'
              ),
          },
          {
            header: t('holds.colActions'),
            cell: (hold: Hold) =>
              hold.situacao === 'EM_FILA' ? (
                <span className="account-row-actions">
                  {hold.suspensa_ate ? (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('holds.resume', { title: hold.titulo })}
                      disabled={actions.busy}
                      onClick={() => actions.onResume(hold)}
                    >
                      {t('holds.resumeShort')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('holds.suspend', { title: hold.titulo })}
                      onClick={() => actions.onSuspend(hold)}
                    >
                      {t('holds.suspendShort')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('holds.changePickup', { title: hold.titulo })}
                    onClick={() => actions.onChangePickup(hold)}
                  >
                    {t('holds.changePickupShort')}
                  </button>
                </span>
              ) : (
                '—'
              ),
          },
        ]
      : []),
  ];
}

/** A day (YYYY-MM-DD, UTC as circulation counts days) `days` after today. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface HoldDialogProps {
  hold: Hold;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Suspend a hold until a day (tomorrow at the earliest, a year at most): it keeps its place in the queue. */
function SuspendDialog({ hold, onClose, onDone }: HoldDialogProps) {
  const { t, i18n } = useTranslation('account');
  const suspend = useSuspendHold();
  const apiRefusal = useApiRefusal();
  const dateId = useId();
  const formId = useId();
  const tomorrow = dayFromToday(1);
  const [until, setUntil] = useState(dayFromToday(14));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    suspend.mutate(
      { holdId: hold.cod_reserva, until },
      {
        onSuccess: () => onDone(t('holds.suspended', { title: hold.titulo, date: formatDate(until, i18n.language) })),
        onError: (failure) => setError(apiRefusal(failure) ?? String(failure)),
      },
    );
  };
  return (
    <Modal
      open
      size="small"
      title={t('holds.suspendTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('holds.suspendKeep')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={suspend.isPending}>
            {t('holds.suspendConfirm')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p>{t('holds.suspendIntro', { title: hold.titulo })}</p>
        <div className="account-field">
          <label htmlFor={dateId}>{t('holds.suspendUntil')}</label>
          <input
            id={dateId}
            type="date"
            min={tomorrow}
            value={until}
            required
            onChange={(event) => setUntil(event.target.value)}
          />
        </div>
        <div role="status" aria-live="polite">
          {error ? <p className="notice notice--warning">{error}</p> : null}
        </div>
      </form>
    </Modal>
  );
}

/** Where the patron will collect the copy; the hold keeps its queue and its place. */
function PickupDialog({ hold, onClose, onDone }: HoldDialogProps) {
  const { t } = useTranslation('account');
  const libraries = useQuery(pickupLibrariesQuery());
  const change = useChangePickupLibrary();
  const apiRefusal = useApiRefusal();
  const selectId = useId();
  const formId = useId();
  const [library, setLibrary] = useState(hold.biblioteca_retirada ?? hold.biblioteca);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = libraries.data?.find((entry) => entry.codigo === library)?.descricao ?? library;
    change.mutate(
      { holdId: hold.cod_reserva, library },
      {
        onSuccess: () => onDone(t('holds.pickupChanged', { title: hold.titulo, library: name })),
        onError: (failure) => setError(apiRefusal(failure) ?? String(failure)),
      },
    );
  };
  return (
    <Modal
      open
      size="small"
      title={t('holds.changePickupTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('holds.pickupKeep')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={change.isPending || !libraries.data}
          >
            {t('holds.pickupConfirm')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <div className="account-field">
          <label htmlFor={selectId}>{t('holds.pickupLibrary')}</label>
          <select id={selectId} value={library} onChange={(event) => setLibrary(event.target.value)}>
            {(
              libraries.data ?? [{ codigo: library, descricao: hold.desc_biblioteca_retirada ?? hold.desc_biblioteca }]
            ).map((entry) => (
              <option key={entry.codigo} value={entry.codigo}>
                {entry.descricao}
              </option>
            ))}
          </select>
        </div>
        <div role="status" aria-live="polite">
          {error ? <p className="notice notice--warning">{error}</p> : null}
        </div>
      </form>
    </Modal>
  );
}
