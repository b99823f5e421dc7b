import { useTranslation } from 'react-i18next';
import type { LoginFailure } from '../utils/login-error.ts';

/** The alert of a sign-in or recovery form: announced at once (role=alert). */
export function FormAlert({ failure, denomination }: { failure: LoginFailure | undefined; denomination: string }) {
  const { t } = useTranslation('auth');
  if (!failure) return null;
  const text = 'key' in failure ? t(`error.${failure.key}`, { login: denomination }) : failure.serverText;
  return (
    <div className={`auth-alert auth-alert--${failure.severity}`} role="alert">
      {text}
    </div>
  );
}
