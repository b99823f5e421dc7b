import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { loanTokenQuery, useIssueLoanToken } from '../api/account-api.ts';

/** The loan token (spec 001 §7.8) for the self-service kiosk, with its validity. */
export function LoanToken() {
  const { t, i18n } = useTranslation('account');
  const token = useQuery(loanTokenQuery());
  const issue = useIssueLoanToken();
  const validUntil = token.data?.validade ? formatDateTime(token.data.validade, i18n.language) : null;
  return (
    <section aria-labelledby="loan-token-heading" className="account-token">
      <h3 id="loan-token-heading">{t('loans.tokenTitle')}</h3>
      <p className="account-meta">{t('loans.tokenHelp')}</p>
      {token.data?.token ? (
        <p>
          <strong className="account-token__value">{token.data.token}</strong>{' '}
          {validUntil ? t('loans.tokenValidUntil', { date: validUntil }) : null}
        </p>
      ) : token.isSuccess ? (
        <p>{t('loans.tokenNone')}</p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={issue.isPending}
        onClick={() => issue.mutate()}
      >
        {t('loans.tokenGenerate')}
      </button>
    </section>
  );
}
