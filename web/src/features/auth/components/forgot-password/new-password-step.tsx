import type { RecoveryValidateResponse } from '@estante/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/recovery.ts';
import { type LoginFailure, recoveryFailure } from '../../utils/login-error.ts';
import { FormAlert } from '../form-alert.tsx';
import { PasswordField } from '../password-field.tsx';
import { meetsPasswordRules, PasswordRulesChecklist } from '../password-rules-checklist.tsx';

interface NewPasswordStepProps {
  denomination: string;
  userCode: string;
  code: string;
  validated: RecoveryValidateResponse;
  onSaved(): void;
}

/**
 * Step 3: the new password with the rules checked live (password-rules-checklist.tsx).
 */
export function NewPasswordStep({ denomination, userCode, code, validated, onSaved }: NewPasswordStepProps) {
  const { t } = useTranslation('auth');
  const { rules, name } = validated;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure>();
  const trimmed = password.trim();
  const mismatch = confirmation.length > 0 && confirmation.trim() !== trimmed;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || !confirmation.trim() || mismatch || !meetsPasswordRules(trimmed, rules, name)) {
      setFailure({ severity: 'warning', key: 'SenhaNaoConfereCriterios' });
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await changePassword(userCode, code, trimmed);
      onSaved();
    } catch (error) {
      setFailure(recoveryFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormAlert failure={failure} denomination={denomination} />
      <PasswordField
        label={t('recovery.newPassword')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordRulesChecklist rules={rules} password={trimmed} personName={name} />
      <PasswordField
        label={t('recovery.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        aria-invalid={mismatch || undefined}
        hint={mismatch ? t('error.AsSenhasNaoCoincidem') : undefined}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {t('recovery.save')}
      </button>
    </form>
  );
}
