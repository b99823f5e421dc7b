import type { RecoveryStartResponse } from '@estante/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptchaStatus } from '../../api/captcha.ts';
import { startRecovery } from '../../api/recovery.ts';
import { type LoginFailure, recoveryFailure } from '../../utils/login-error.ts';
import { CaptchaField } from '../captcha-field.tsx';
import { FormAlert } from '../form-alert.tsx';

interface UserCodeStepProps {
  denomination: string;
  userCode: string;
  onUserCodeChange(value: string): void;
  onSent(sent: RecoveryStartResponse): void;
}

/** Step 1: the user code, and the captcha when function 1120 is on. */
export function UserCodeStep({ denomination, userCode, onUserCodeChange, onSent }: UserCodeStepProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const captcha = useCaptchaStatus();
  const captchaOn = captcha.data?.enabled === true;
  const [payload, setPayload] = useState<string>();
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Messages 1 and 2 of the spec (000 §5).
    if (!userCode.trim()) return setFailure({ severity: 'warning', key: 'DigiteCodigoUsuario' });
    if (captchaOn && !payload) return setFailure({ severity: 'warning', key: 'AuthCAPTCHAError' });
    setBusy(true);
    setFailure(undefined);
    try {
      onSent(await startRecovery(userCode.trim(), payload));
    } catch (error) {
      setFailure(recoveryFailure(error));
      if (captchaOn) {
        setPayload(undefined);
        setRound((value) => value + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p>{t('recovery.step1Intro', { login: denomination })}</p>
      <FormAlert failure={failure} denomination={denomination} />
      <div className="auth-field">
        <label htmlFor={id}>{denomination}</label>
        <input
          id={id}
          autoComplete="username"
          value={userCode}
          onChange={(event) => onUserCodeChange(event.target.value)}
        />
      </div>
      {captchaOn ? <CaptchaField key={round} onChange={setPayload} /> : null}
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {t('recovery.sendCode')}
      </button>
    </form>
  );
}
