import type { PersonOption } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { presentError } from '../../../components/errors/error-presentation.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { personLoginsQuery, swapUser } from '../api/profile-api.ts';
import { ACCOUNT_BASE } from '../utils/account-paths.ts';
import { ProfileField } from './profile-field.tsx';
import '../profile.css';

/**
 * User swap (spec 001 §7.5 POST /pessoas/{self-service}/troca-usuario): continue as another user of the same
 * person. The field is required (spec 000 §5) and the swap ends the current session (§4).
 */
export function UserSwapScreen() {
  const { t } = useTranslation('profile');
  const logins = useQuery(personLoginsQuery());
  const current = useAuth().user;
  const others = (logins.data ?? []).filter((option) => option.codigo !== (current ? current.login : ''));
  return (
    <section aria-labelledby="user-swap-heading" className="account-section">
      <h2 id="user-swap-heading">{t('userSwap.title')}</h2>
      {logins.isPending ? <p>{t('loading')}</p> : null}
      {logins.isError ? <ErrorMessage error={logins.error} onRetry={() => logins.refetch()} /> : null}
      {logins.data && others.length === 0 ? <p>{t('userSwap.none')}</p> : null}
      {others.length > 0 ? <UserSwapForm options={others} current={current ? current.login : ''} /> : null}
    </section>
  );
}

function UserSwapForm({ options, current }: { options: PersonOption[]; current: string }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [choice, setChoice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setProblem(t('userSwap.required'));
    setProblem(null);
    setConfirming(true);
  };

  async function swap() {
    setConfirming(false);
    setBusy(true);
    try {
      await swapUser(choice);
      // A new page load drops every answer cached for the previous user.
      window.location.assign(ACCOUNT_BASE);
    } catch (error) {
      setProblem(presentError(error).message);
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p>{t('userSwap.intro')}</p>
      <p className="account-meta">{t('userSwap.inUse', { login: current })}</p>
      <ProfileField id={`${id}-user`} label={t('userSwap.user')} problem={problem ?? undefined}>
        <select
          id={`${id}-user`}
          value={choice}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-user-problem` : undefined}
          onChange={(event) => {
            setChoice(event.target.value);
            setProblem(null);
          }}
        >
          <option value="">{t('choose')}</option>
          {options.map((option) => (
            <option key={option.codigo} value={option.codigo}>
              {option.nome} ({option.codigo})
            </option>
          ))}
        </select>
      </ProfileField>
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('userSwap.submit')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('userSwap.confirmTitle')}
        content={t('userSwap.confirmContent', { login: choice })}
        onConfirm={() => void swap()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
