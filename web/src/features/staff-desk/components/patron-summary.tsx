import type { DeskPatronSummary, PendingDebt } from '@estante/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { formatDate, formatMoney, toCents } from '../../../lib/format.ts';
import { useLiftSuspension, usePatronSummary, useRenewAtDesk } from '../api/desk-api.ts';
import { useDeskErrorText } from '../utils/desk-text.ts';
import { PaymentDialog, SuspensionDialog, WaiverDialog } from './desk-dialogs.tsx';

type Announce = (kind: 'success' | 'error', text: string) => void;

interface PatronSummaryProps {
  personId: number;
  onAnnounce: Announce;
}

/** The chosen patron: who, why they may not borrow, their loans, holds, debts and suspensions, with the actions. */
export function PatronSummary({ personId, onAnnounce }: PatronSummaryProps) {
  const { t } = useTranslation('desk');
  const summary = usePatronSummary(personId);
  if (summary.isPending) return <p className="loading-inline">{t('loading')}</p>;
  if (summary.isError)
    return <ErrorMessage error={summary.error} title={t('summary.error')} onRetry={() => void summary.refetch()} />;
  return <SummaryView patron={summary.data} onAnnounce={onAnnounce} />;
}

function SummaryView({ patron, onAnnounce }: { patron: DeskPatronSummary; onAnnounce: Announce }) {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.language;
  const errorText = useDeskErrorText();
  const renew = useRenewAtDesk();
  const lift = useLiftSuspension();
  const [paying, setPaying] = useState<PendingDebt | null>(null);
  const [waiving, setWaiving] = useState<PendingDebt | null>(null);
  const [suspending, setSuspending] = useState(false);
  const owed = patron.debitos.filter((debt) => !debt.em_curso);
  const balance = owed.reduce((sum, debt) => sum + toCents(debt.saldo), 0);

  const renewLoan = async (loanId: number, title: string) => {
    try {
      const renewed = await renew.mutateAsync(loanId);
      onAnnounce('success', t('loans.renewed', { title, date: formatDate(renewed.data_devolucao_prevista, language) }));
    } catch (error) {
      onAnnounce('error', t('loans.notRenewed', { title, reason: errorText(error) }));
    }
  };
  const liftSuspension = async (suspensionId: number) => {
    try {
      await lift.mutateAsync(suspensionId);
      onAnnounce('success', t('suspensions.lifted'));
    } catch (error) {
      onAnnounce('error', errorText(error));
    }
  };

  return (
    <section className="desk-patron" aria-labelledby="desk-patron-name">
      <div className="desk-card">
        <h2 id="desk-patron-name" className="desk-card__name">
          {patron.nome}
        </h2>
        <dl className="desk-card__facts">
          <div>
            <dt>{t('summary.category')}</dt>
            <dd>{patron.desc_categoria}</dd>
          </div>
          <div>
            <dt>{t('summary.card')}</dt>
            <dd>{patron.logins.join(', ')}</dd>
          </div>
          <div>
            <dt>{t('summary.email')}</dt>
            <dd>{patron.email ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('summary.loansOpen')}</dt>
            <dd>{t('summary.loansOfLimit', { open: patron.emprestimos.length, limit: patron.limite_emprestimos })}</dd>
          </div>
        </dl>
        {patron.impedimentos.length > 0 ? (
          <div className="notice notice--error">
            <p className="notice__title">{t('summary.cannotBorrow')}</p>
            <ul>
              {patron.impedimentos.map((impediment) => (
                <li key={impediment}>
                  {t(`impediments.${impediment}`)}
                  {impediment === 'BLOQUEADO' && patron.motivo_bloqueio
                    ? `: ${patron.motivo_bloqueio}`
                    : impediment === 'DEBITO'
                      ? `: ${formatMoney(balance, language)}`
                      : impediment === 'AFASTADO'
                        ? `: ${patron.afastamentos.map((suspension) => suspension.motivo).join('; ')}`
                        : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="notice notice--success">{t('summary.mayBorrow')}</p>
        )}
      </div>

      <AccountTable
        id="desk-loans-title"
        title={t('loans.title', { count: patron.emprestimos.length })}
        empty={patron.emprestimos.length === 0 ? t('loans.empty') : null}
        columns={[
          t('loans.colTitle'),
          t('loans.colBarcode'),
          t('loans.colDue'),
          t('loans.colRenewals'),
          t('loans.colActions'),
        ]}
      >
        {patron.emprestimos.map((loan) => (
          <tr key={loan.cod_emprestimo}>
            <td data-label={t('loans.colTitle')}>{loan.titulo}</td>
            <td data-label={t('loans.colBarcode')}>{loan.exemplar?.codigo_barras ?? '—'}</td>
            <td data-label={t('loans.colDue')}>
              {formatDate(loan.data_devolucao_prevista, language)}
              {loan.atrasado ? (
                <span className="desk-badge desk-badge--danger">
                  {' '}
                  {t('loans.overdue', { count: loan.dias_atraso })}
                </span>
              ) : null}
            </td>
            <td data-label={t('loans.colRenewals')}>
              {t('loans.renewals', { count: loan.renovacoes, limit: loan.limite_renovacoes })}
            </td>
            <td data-label={t('loans.colActions')}>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('loans.renewLabel', { title: loan.titulo })}
                onClick={() => void renewLoan(loan.cod_emprestimo, loan.titulo)}
              >
                {t('loans.renew')}
              </button>
            </td>
          </tr>
        ))}
      </AccountTable>

      <AccountTable
        id="desk-holds-title"
        title={t('holds.title', { count: patron.reservas.length })}
        empty={patron.reservas.length === 0 ? t('holds.empty') : null}
        columns={[t('holds.colTitle'), t('holds.colStatus'), t('holds.colPickup'), t('holds.colUntil')]}
      >
        {patron.reservas.map((hold) => (
          <tr key={hold.cod_reserva}>
            <td data-label={t('holds.colTitle')}>{hold.titulo}</td>
            <td data-label={t('holds.colStatus')}>
              {hold.situacao === 'EM_FILA'
                ? t('holds.queued', { position: hold.posicao_fila })
                : t(`holds.status.${hold.situacao}`)}
            </td>
            <td data-label={t('holds.colPickup')}>{hold.desc_biblioteca_retirada ?? hold.desc_biblioteca}</td>
            <td data-label={t('holds.colUntil')}>{formatDate(hold.data_limite_retirada, language) || '—'}</td>
          </tr>
        ))}
      </AccountTable>

      <AccountTable
        id="desk-debts-title"
        title={t('debts.title')}
        empty={patron.debitos.length === 0 ? t('debts.empty') : null}
        columns={[t('debts.colReason'), t('debts.colAmount'), t('debts.colBalance'), t('debts.colActions')]}
      >
        {patron.debitos.map((debt) => (
          <tr key={debt.cod_debito ?? `accruing-${debt.cod_emprestimo}`}>
            <td data-label={t('debts.colReason')}>
              {debt.em_curso ? t('debts.accruing', { title: debt.titulo, count: debt.dias_atraso ?? 0 }) : debt.motivo}
            </td>
            <td data-label={t('debts.colAmount')}>{formatMoney(toCents(debt.valor), language)}</td>
            <td data-label={t('debts.colBalance')}>{formatMoney(toCents(debt.saldo), language)}</td>
            <td data-label={t('debts.colActions')}>
              {debt.em_curso ? (
                t('debts.chargedAtReturn')
              ) : (
                <span className="desk__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('debts.payLabel', { reason: debt.motivo })}
                    onClick={() => setPaying(debt)}
                  >
                    {t('debts.pay')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('debts.waiveLabel', { reason: debt.motivo })}
                    onClick={() => setWaiving(debt)}
                  >
                    {t('debts.waive')}
                  </button>
                </span>
              )}
            </td>
          </tr>
        ))}
      </AccountTable>

      <section aria-labelledby="desk-suspensions-title">
        <h3 id="desk-suspensions-title">{t('suspensions.title')}</h3>
        {patron.afastamentos.length === 0 ? (
          <p className="desk__hint">{t('suspensions.empty')}</p>
        ) : (
          <ul className="desk__suspensions">
            {patron.afastamentos.map((suspension) => (
              <li key={suspension.cod_afastamento}>
                {suspension.motivo} ·{' '}
                {suspension.data_fim
                  ? t('suspensions.until', { date: formatDate(suspension.data_fim, language) })
                  : t('suspensions.openEnded')}{' '}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('suspensions.liftLabel', { reason: suspension.motivo })}
                  onClick={() => void liftSuspension(suspension.cod_afastamento)}
                >
                  {t('suspensions.lift')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <p>
          <button type="button" className="button button--secondary" onClick={() => setSuspending(true)}>
            {t('suspensions.add')}
          </button>
        </p>
      </section>

      {paying?.cod_debito ? (
        <PaymentDialog
          debt={paying}
          onClose={() => setPaying(null)}
          onDone={(text) => {
            setPaying(null);
            onAnnounce('success', text);
          }}
        />
      ) : null}
      {waiving?.cod_debito ? (
        <WaiverDialog
          debt={waiving}
          onClose={() => setWaiving(null)}
          onDone={(text) => {
            setWaiving(null);
            onAnnounce('success', text);
          }}
        />
      ) : null}
      {suspending ? (
        <SuspensionDialog
          login={patron.usuario}
          onClose={() => setSuspending(false)}
          onDone={(text) => {
            setSuspending(false);
            onAnnounce('success', text);
          }}
        />
      ) : null}
    </section>
  );
}

/** A titled part of the patron's account: a table under its heading, or the sentence saying it is empty. */
function AccountTable({
  id,
  title,
  empty,
  columns,
  children,
}: {
  id: string;
  title: string;
  /** The sentence shown instead of the table, or null when there are rows. */
  empty: string | null;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {empty !== null ? (
        <p className="desk__hint">{empty}</p>
      ) : (
        <div className="data-table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
