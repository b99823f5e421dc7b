import type { PasswordRulesResponse } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { presentError } from '../../../components/errors/error-presentation.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { meetsPasswordRules, PasswordField, PasswordRulesChecklist } from '../../auth/index.ts';
import { changeOwnPassword, endLocalSession, passwordRulesQuery } from '../api/profile-api.ts';
import { ACCOUNT_BASE } from '../utils/account-paths.ts';
import '../profile.css';

/** Change password (spec 001 §7.5 PUT /pessoas/{self-service}/senha) with the institution's rules. */
export function ChangePasswordScreen() {
  const { t } = useTranslation('profile');
  const rules = useQuery(passwordRulesQuery());
  return (
    <section aria-labelledby="password-heading" className="account-section">
      <h2 id="password-heading">{t('password.title')}</h2>
      <p>{t('password.intro')}</p>
      {rules.isPending ? <p>{t('loading')}</p> : null}
      {rules.isError ? <ErrorMessage error={rules.error} onRetry={() => rules.refetch()} /> : null}
      {rules.data ? <ChangePasswordForm policy={rules.data} /> : null}
    </section>
  );
}

/**
 * The same rules, live checklist and messages as password recovery's last step (spec 000 §5): all rules met and
 * both fields equal, else "SenhaNaoConfereCriterios"; the password is trimmed before it is sent. Success ends
 * the session: the patron signs in again with the new password (SenhaAlteradaSucesso).
 */
function ChangePasswordForm({ policy }: { policy: PasswordRulesResponse }) {
  const { t } = useTranslation(['profile', 'auth']);
  const navigate = useNavigate();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const trimmed = password.trim();
  const mismatch = confirmation.length > 0 && confirmation.trim() !== trimmed;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!current) return setProblem(t('profile:password.currentRequired'));
    if (!trimmed || !confirmation.trim() || mismatch || !meetsPasswordRules(trimmed, policy.rules, policy.name))
      return setProblem(t('auth:error.SenhaNaoConfereCriterios'));
    setBusy(true);
    setProblem(null);
    try {
      await changeOwnPassword(current, trimmed);
      // The server ended every session. Back to the personal area's start first, then sign out here: its guard
      // sends the patron to the login, and after it to the personal area rather than to this form again.
      await navigate(ACCOUNT_BASE, { replace: true });
      toast.success(t('auth:toast.SenhaAlteradaSucesso'));
      await endLocalSession();
    } catch (error) {
      setProblem(presentError(error).message);
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={busy} aria-describedby={`${id}-problem`}>
      <div id={`${id}-problem`} role="alert">
        {problem ? <p className="notice notice--warning">{problem}</p> : null}
      </div>
      <PasswordField
        label={t('profile:password.current')}
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordField
        label={t('auth:recovery.newPassword')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordRulesChecklist rules={policy.rules} password={trimmed} personName={policy.name} />
      <PasswordField
        label={t('auth:recovery.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        aria-invalid={mismatch || undefined}
        hint={mismatch ? t('auth:error.AsSenhasNaoCoincidem') : undefined}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('profile:password.save')}
        </button>
      </div>
    </form>
  );
}
