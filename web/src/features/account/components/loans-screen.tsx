import type { RenewalResponse } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { paths } from '../../../config/paths.ts';
import { pendingTitlesQuery, useRenewLoans } from '../api/account-api.ts';
import { useApiRefusal, useRefusalText } from '../hooks/use-account-text.ts';
import { formatDate, formatMoney } from '../utils/format.ts';
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

  return (
    <section aria-labelledby="loans-heading" className="account-section">
      <h2 id="loans-heading">{t('loans.title')}</h2>
      <div role="status" aria-live="polite" className="account-messages">
        {messages.map((message) => (
          <p key={message.text} className={`notice notice--${message.kind}`}>
            {message.text}
          </p>
        ))}
      </div>
      {loans.isPending ? <p>{t('loading')}</p> : null}
      {loans.isError ? <ErrorMessage error={loans.error} onRetry={() => loans.refetch()} /> : null}
      {loans.data && loans.data.length === 0 ? <p>{t('loans.empty')}</p> : null}
      {loans.data && loans.data.length > 0 ? (
        <>
          <div className="account-table-wrap">
            <table className="account-table">
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={t('loans.selectAll')}
                      checked={selected.length === loans.data.length}
                      onChange={(event) =>
                        setSelected(event.target.checked ? loans.data.map((loan) => loan.cod_emprestimo) : [])
                      }
                    />
                  </th>
                  <th scope="col">{t('loans.colTitle')}</th>
                  <th scope="col">{t('loans.colLibrary')}</th>
                  <th scope="col">{t('loans.colLoanDate')}</th>
                  <th scope="col">{t('loans.colDueDate')}</th>
                  <th scope="col">{t('loans.colRenewals')}</th>
                  <th scope="col">{t('loans.colStatus')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('loans.renew')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {loans.data.map((loan) => (
                  <tr key={loan.cod_emprestimo} className={loan.atrasado ? 'account-row--late' : undefined}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('loans.select', { title: loan.titulo })}
                        checked={selected.includes(loan.cod_emprestimo)}
                        onChange={() => toggle(loan.cod_emprestimo)}
                      />
                    </td>
                    <td data-label={t('loans.colTitle')}>
                      <Link to={paths.record.getHref(loan.cod_acervo)}>{loan.titulo}</Link>
                      {loan.autor ? <span className="account-meta">{loan.autor}</span> : null}
                    </td>
                    <td data-label={t('loans.colLibrary')}>{loan.desc_biblioteca}</td>
                    <td data-label={t('loans.colLoanDate')}>{formatDate(loan.data_emprestimo, language)}</td>
                    <td data-label={t('loans.colDueDate')}>{formatDate(loan.data_devolucao_prevista, language)}</td>
                    <td data-label={t('loans.colRenewals')}>
                      {t('loans.renewals', { count: loan.renovacoes, limit: loan.limite_renovacoes })}
                    </td>
                    <td data-label={t('loans.colStatus')}>
                      {loan.atrasado ? (
                        <>
                          <span className="badge badge--danger">{t('loans.late', { count: loan.dias_atraso })}</span>
                          <span className="account-meta">
                            {t('loans.expectedFine', { amount: formatMoney(loan.multa_prevista, language) })}
                          </span>
                        </>
                      ) : (
                        <span className="badge">{t('loans.onTime')}</span>
                      )}
                      {!loan.renovavel && loan.motivo_nao_renovavel ? (
                        <span className="account-meta">{refusal(loan.motivo_nao_renovavel)}</span>
                      ) : null}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('loans.renewOne', { title: loan.titulo })}
                        disabled={renew.isPending}
                        onClick={() => renewLoans([loan.cod_emprestimo])}
                      >
                        {t('loans.renew')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
        </>
      ) : null}
      <LoanToken />
    </section>
  );
}
