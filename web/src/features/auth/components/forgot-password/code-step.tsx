import type { RecoveryStartResponse, RecoveryValidateResponse } from '@estante/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCaptchaStatus } from '../../api/captcha.ts';
import { startRecovery, validateRecoveryCode } from '../../api/recovery.ts';
import { type LoginFailure, recoveryFailure } from '../../utils/login-error.ts';
import { FormAlert } from '../form-alert.tsx';

interface CodeStepProps {
  denomination: string;
  userCode: string;
  sent: RecoveryStartResponse;
  onResent(sent: RecoveryStartResponse): void;
  /** With the captcha on, a new code needs a new captcha: back to step 1. */
  onRestart(): void;
  onValid(code: string, validated: RecoveryValidateResponse): void;
}

/**
 * Step 2: the e-mailed code. The input is as long as the server's code, the code is checked as soon
 * as it is complete, and a refused code (422) offers to send a new one (spec 000 §2, §4).
 */
export function CodeStep({ denomination, userCode, sent, onResent, onRestart, onValid }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const captcha = useCaptchaStatus();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure>();
  const [canResend, setCanResend] = useState(false);
  const [resent, setResent] = useState(false);
  const lastChecked = useRef('');

  async function check(value: string) {
    if (value.length !== sent.length || busy) return;
    lastChecked.current = value;
    setBusy(true);
    setFailure(undefined);
    try {
      onValid(value, await validateRecoveryCode(userCode, value));
    } catch (error) {
      setFailure(recoveryFailure(error));
      if (error instanceof ApiError && error.status === 422) setCanResend(true);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (captcha.data?.enabled) return onRestart();
    setFailure(undefined);
    try {
      onResent(await startRecovery(userCode));
      setCode('');
      setCanResend(false);
      setResent(true);
    } catch (error) {
      setFailure(recoveryFailure(error));
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  const minutes = Math.max(1, Math.round(sent.tte / 60));

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p>{t('recovery.codeSent', { name: sent.name, emails: sent.emails.join(', '), count: sent.emails.length })}</p>
      <p className="auth-field__hint">{t('recovery.codeExpires', { count: minutes })}</p>
      {resent ? (
        <p className="auth-alert auth-alert--success" role="status">
          {t('recovery.resent')}
        </p>
      ) : null}
      <FormAlert failure={failure} denomination={denomination} />
      <div className="auth-field">
        <label htmlFor={id}>{t('recovery.code', { count: sent.length })}</label>
        <input
          id={id}
          className="auth-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={sent.length}
          size={sent.length + 2}
          value={code}
          onChange={(event) => {
            const value = event.target.value.replace(/\D/g, '').slice(0, sent.length);
            setCode(value);
            setResent(false);
            if (value.length === sent.length && value !== lastChecked.current) void check(value);
          }}
        />
      </div>
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={busy || code.length !== sent.length}
      >
        {t('recovery.validate')}
      </button>
      {canResend ? (
        <button type="button" className="auth-link-button" onClick={resend}>
          {t('recovery.resend')}
        </button>
      ) : null}
    </form>
  );
}
