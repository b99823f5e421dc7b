import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/error-message.tsx';
import { formatMoney, toCents } from '../../../lib/format.ts';
import { downloadPaymentSlip, owedByLibraryQuery } from '../api/payment-slip-api.ts';

/**
 * The payment slip (GRU Simples, docs/payment-slip.md) for each library the patron owes: the PDF is downloaded; a
 * patron without a tax id, or an institution without GRU settings, is told to contact the library.
 */
export function PaymentSlipSection() {
  const { t, i18n } = useTranslation('account');
  const owed = useQuery(owedByLibraryQuery());
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  if (!owed.data || owed.data.length === 0) return null;

  const issue = async (library: string, amount: number) => {
    setBusy(library);
    setFailure(null);
    setIssued(null);
    try {
      const file = await downloadPaymentSlip({ valor: amount, codBiblioteca: library });
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName ?? 'gru.pdf';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setIssued(file.fileName?.replace(/^gru-|\.pdf$/g, '') ?? '');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="payment-slip-heading" className="account-subsection">
      <h3 id="payment-slip-heading">{t('debts.slipTitle')}</h3>
      <p>{t('debts.slipHelp')}</p>
      <ul className="account-list">
        {owed.data.map((library) => {
          const amount = formatMoney(toCents(library.valor), i18n.language);
          return (
            <li key={library.cod_biblioteca}>
              <span>{t('debts.slipOwed', { library: library.desc_biblioteca, amount })}</span>{' '}
              <button
                type="button"
                className="button button--secondary"
                disabled={busy !== null}
                onClick={() => issue(library.cod_biblioteca, library.valor)}
              >
                {t('debts.slipButton', { library: library.desc_biblioteca })}
              </button>
            </li>
          );
        })}
      </ul>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      {issued !== null ? (
        <p className="notice notice--success" role="status">
          {t('debts.slipIssued', { reference: issued })}
        </p>
      ) : null}
    </section>
  );
}
