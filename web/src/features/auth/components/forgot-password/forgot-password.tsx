import type { RecoveryStartResponse, RecoveryValidateResponse } from '@estante/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStep } from './code-step.tsx';
import { NewPasswordStep } from './new-password-step.tsx';
import { UserCodeStep } from './user-code-step.tsx';

interface ForgotPasswordProps {
  denomination: string;
  initialUser: string;
  onDone(): void;
  onCancel(): void;
}

type Step =
  | { step: 1 }
  | { step: 2; userCode: string; sent: RecoveryStartResponse }
  | { step: 3; userCode: string; code: string; validated: RecoveryValidateResponse };

/** Password recovery in three steps (spec 000 §2, §4): user code, e-mailed code, new password. */
export function ForgotPassword({ denomination, initialUser, onDone, onCancel }: ForgotPasswordProps) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<Step>({ step: 1 });
  const [userCode, setUserCode] = useState(initialUser);

  return (
    <section className="auth-recovery" aria-labelledby="auth-recovery-title">
      <h2 id="auth-recovery-title" className="auth-panel__title">
        {t('recovery.title')}
      </h2>
      <p className="auth-recovery__progress">{t('recovery.progress', { step: state.step, total: 3 })}</p>
      {state.step === 1 ? (
        <UserCodeStep
          denomination={denomination}
          userCode={userCode}
          onUserCodeChange={setUserCode}
          onSent={(sent) => setState({ step: 2, userCode: userCode.trim(), sent })}
        />
      ) : null}
      {state.step === 2 ? (
        <CodeStep
          denomination={denomination}
          userCode={state.userCode}
          sent={state.sent}
          onResent={(sent) => setState({ ...state, sent })}
          onRestart={() => setState({ step: 1 })}
          onValid={(code, validated) => setState({ step: 3, userCode: state.userCode, code, validated })}
        />
      ) : null}
      {state.step === 3 ? (
        <NewPasswordStep
          denomination={denomination}
          userCode={state.userCode}
          code={state.code}
          validated={state.validated}
          onSaved={onDone}
        />
      ) : null}
      <button type="button" className="auth-link-button" onClick={onCancel}>
        {t('recovery.backToLogin')}
      </button>
    </section>
  );
}
