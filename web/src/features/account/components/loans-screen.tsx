import type { PendingTitle, RenewalResponse } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatMoney, toCents } from '../../../lib/format.ts';
import { pendingTitlesQuery, useRenewLoans } from '../api/account-api.ts';
import { useApiRefusal, useRefusalText } from '../hooks/use-account-text.ts';
import { LoanToken } from './loan-token.tsx';

interface Message {
  kind: 'success' | 'warning';
  text: string;
}

/** Pending titles (spec 001 §7.8): due dates, renewals and limit, late flag; renew one or several. */
export function LoansScreen() {
  const { t, i18n } = useTranslation('account');
  const loans = useQuery(pendingTitlesQuery());
  const renew = useRenewLoans();
  const refusal = useRefusalText();
  const apiRefusal = useApiRefusal();
  const [selected, setSelected] = useState<number[]>([]);
  const [messages, setMessages] = useState<Message[]>([]);
  const language = i18n.language;

  const titles = new Map((loans.data ?? []).map((loan) => [loan.cod_emprestimo, loan.titulo]));
  const report = (response: RenewalResponse) =>
    setMessages(
      response.itens.map((item) => {
        const title = titles.get(item.cod_emprestimo) ?? String(item.cod_emprestimo);
        return item.renovado
          ? {
              kind: 'success',
              text: t('loans.renewed', { title, date: formatDate(item.data_devolucao_prevista, language) }),
            }
          : { kind: 'warning', text: t('loans.notRenewed', { title, reason: refusal(item.codigo, item.mensagem) }) };
      }),
    );
  const renewLoans = (ids: number[]) => {
    if (ids.length === 0) {
      setMessages([{ kind: 'warning', text: t('loans.selectItemToRenew') }]);
      return;
    }
    renew.mutate(ids, {
      onSuccess: (response) => {
        report(response);
        setSelected([]);
      },
      onError: (error) => setMessages([{ kind: 'warning', text: apiRefusal(error) ?? String(error) }]),
    });
  };
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current, id]));

  const all = loans.data ?? [];
  const columns: DataColumn<PendingTitle>[] = [
    {
      header: t('loans.selectAll'),
      headerCell: (
        <input
          type="checkbox"
          aria-label={t('loans.selectAll')}
          checked={all.length > 0 && selected.length === all.length}
          onChange={(event) => setSelected(event.target.checked ? all.map((loan) => loan.cod_emprestimo) : [])}
        />
      ),
      hideHeader: true,
      cell: (loan) => (
        <input
          type="checkbox"
          aria-label={t('loans.select', { title: loan.titulo })}
          checked={selected.includes(loan.cod_emprestimo)}
          onChange={() => toggle(loan.cod_emprestimo)}
        />
      ),
    },
    {
      header: t('loans.colTitle'),
      cell: (loan) => (
        <>
          <Link to={paths.record.getHref(loan.cod_acervo)}>{loan.titulo}</Link>
          {loan.autor ? <span className="account-meta">{loan.autor}</span> : null}
          <span className="account-meta">{loan.desc_biblioteca}</span>
        </>
      ),
    },
    // The loan date goes under the due date, and the library under the title: six columns keep the Renew button
    // inside the table's box at 1280 px in every language (issue 26).
    {
      header: t('loans.colDueDate'),
      cell: (loan) => (
        <>
          {formatDate(loan.data_devolucao_prevista, language)}
          <span className="account-meta">
            {t('loans.lentOn', { date: formatDate(loan.data_emprestimo, language) })}
          </span>
        </>
      ),
    },
    {
      header: t('loans.colRenewals'),
      cell: (loan) => t('loans.renewals', { count: loan.renovacoes, limit: loan.limite_renovacoes }),
    },
    {
      header: t('loans.colStatus'),
      cell: (loan) => (
        <>
          {loan.atrasado ? (
            <>
              <span className="badge badge--danger">{t('loans.late', { count: loan.dias_atraso })}</span>
              <span className="account-meta">
                {t('loans.expectedFine', { amount: formatMoney(toCents(loan.multa_prevista), language) })}
              </span>
            </>
          ) : (
            <span className="badge">{t('loans.onTime')}</span>
          )}
          {!loan.renovavel && loan.motivo_nao_renovavel ? (
            <span className="account-meta">{refusal(loan.motivo_nao_renovavel)}</span>
          ) : null}
        </>
      ),
    },
    {
      header: t('loans.renew'),
      hideHeader: true,
      cell: (loan) => (
        <button
          type="button"
          className="button button--secondary account-renew"
          aria-label={t('loans.renewOne', { title: loan.titulo })}
          disabled={renew.isPending}
          onClick={() => renewLoans([loan.cod_emprestimo])}
        >
          {t('loans.renew')}
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="loans-heading" className="account-section">
      <h2 id="loans-heading" tabIndex={-1}>
        {t('loans.title')}
      </h2>
      <div role="status" aria-live="polite" className="account-messages">
        {messages.map((message) => (
          <p key={message.text} className={`notice notice--${message.kind}`}>
            {message.text}
          </p>
        ))}
      </div>
      <DataList
        query={loans}
        columns={columns}
        rowKey={(loan) => loan.cod_emprestimo}
        rowClassName={(loan) => (loan.atrasado ? 'account-row--late' : undefined)}
        empty={t('loans.empty')}
        footer={() => (
          <p>
            <button
              type="button"
              className="button button--primary"
              disabled={renew.isPending}
              onClick={() => renewLoans(selected)}
            >
              {t('loans.renewSelected')}
            </button>
          </p>
        )}
      />
      <LoanToken />
    </section>
  );
}
