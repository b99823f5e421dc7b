import type { PasswordRules, RecoveryValidateResponse } from '@estante/contracts';
import { brokenPasswordRules, type PasswordRuleName } from '@estante/contracts/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/recovery.ts';
import { type LoginFailure, recoveryFailure } from '../../utils/login-error.ts';
import { FormAlert } from '../form-alert.tsx';
import { PasswordField } from '../password-field.tsx';

interface NewPasswordStepProps {
  denomination: string;
  userCode: string;
  code: string;
  validated: RecoveryValidateResponse;
  onSaved(): void;
}

/** The rules the institution switched on, in the order shown. */
function enabledRules(rules: PasswordRules): PasswordRuleName[] {
  const names: PasswordRuleName[] = ['length'];
  if (rules.has_numbers) names.push('has_numbers');
  if (rules.only_numbers) names.push('only_numbers');
  if (rules.special_char) names.push('special_char');
  if (rules.diff_case) names.push('diff_case');
  if (rules.diff_name) names.push('diff_name');
  return names;
}

/**
 * Step 3: the new password with the rules checked live by the same function the server uses
 * (packages/contracts/src/validation.ts); the last-N rule is shown and checked by the server.
 */
export function NewPasswordStep({ denomination, userCode, code, validated, onSaved }: NewPasswordStepProps) {
  const { t } = useTranslation('auth');
  const { rules, name } = validated;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure>();
  const trimmed = password.trim();
  const broken = new Set(brokenPasswordRules(trimmed, rules, name));
  const mismatch = confirmation.length > 0 && confirmation.trim() !== trimmed;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || !confirmation.trim() || mismatch || broken.size > 0) {
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
      <ul className="auth-rules" aria-label={t('recovery.rulesLabel')}>
        {enabledRules(rules).map((rule) => {
          const met = trimmed.length > 0 && !broken.has(rule);
          return (
            <li key={rule} className={met ? 'auth-rules__item auth-rules__item--met' : 'auth-rules__item'}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span>{' '}
              {t(`rule.${rule}`, { min: rules.length.min, max: rules.length.max })}
              <span className="visually-hidden"> {met ? t('recovery.ruleMet') : t('recovery.ruleNotMet')}</span>
            </li>
          );
        })}
        {rules.last_pw > 0 ? (
          <li className="auth-rules__item">
            <span aria-hidden="true">•</span> {t('rule.last_pw', { count: rules.last_pw })}
          </li>
        ) : null}
      </ul>
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
