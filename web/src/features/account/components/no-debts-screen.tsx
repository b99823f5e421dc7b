import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { downloadNoDebtsDeclaration, noDebtsCheckQuery } from '../api/no-debts-api.ts';
import { NoDebtsMailForm } from './no-debts-mail-form.tsx';

interface Pendencies {
  emprestimos: number;
  debitos: number;
  reservas: number;
}

/** The no-debts declaration (spec 001 §7.6): refused while anything is pending; issuing it ends the membership. */
export function NoDebtsScreen() {
  const { t } = useTranslation('account');
  const check = useQuery(noDebtsCheckQuery());
  const [confirming, setConfirming] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const pendencies =
    check.error instanceof ApiError && check.error.code === 'NadaConstaPendencias'
      ? (check.error.details as Pendencies)
      : null;

  const issue = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      const file = await downloadNoDebtsDeclaration();
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName ?? 'nada-consta.pdf';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setIssued(file.code);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <section aria-labelledby="no-debts-heading" className="account-section">
      <h2 id="no-debts-heading">{t('noDebts.title')}</h2>
      <p>{t('noDebts.help')}</p>
      {check.isPending ? <p>{t('loading')}</p> : null}
      {pendencies ? (
        <p className="notice notice--warning" role="alert">
          {t('noDebts.pending', {
            loans: pendencies.emprestimos,
            debts: pendencies.debitos,
            holds: pendencies.reservas,
          })}
        </p>
      ) : null}
      {check.isError && !pendencies ? <ErrorMessage error={check.error} onRetry={() => check.refetch()} /> : null}
      {check.isSuccess && !issued ? (
        <>
          <p className="notice notice--success">{t('noDebts.allowed')}</p>
          <button type="button" className="button button--primary" onClick={() => setConfirming(true)}>
            {t('noDebts.issue')}
          </button>
        </>
      ) : null}
      <div role="status" aria-live="polite">
        {issued ? <p className="notice notice--success">{t('noDebts.issued', { code: issued })}</p> : null}
      </div>
      {issued ? <NoDebtsMailForm code={issued} /> : null}
      {failure ? <ErrorMessage error={failure} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t('noDebts.confirmTitle')}
        content={t('noDebts.confirmContent')}
        confirmLabel={t('noDebts.issue')}
        onConfirm={issue}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
