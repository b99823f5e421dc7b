import type { PersonOption } from '@estante/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useCaptchaStatus } from '../api/captcha.ts';
import { getOidcLink } from '../api/oidc.ts';
import { getDuplicatePersons } from '../api/people.ts';
import { requestPasswordToken } from '../api/token.ts';
import { forgetOidcHandoff, rememberOidcHandoff } from '../session/oidc-handoff.ts';
import { startSession } from '../session/session.ts';
import { type LoginFailure, loginFailure } from '../utils/login-error.ts';
import { CaptchaField } from './captcha-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';

interface LoginFormProps {
  /** The institution's own name for the user code (spec 000 §2), already defaulted. */
  denomination: string;
  /** Shown only when the institution uses authentication mode 2 and crypt mode 4. */
  onForgotPassword?: (userCode: string) => void;
  /** `personChosen`: the person was picked in this form already (duplicates), so no selector follows. */
  onSignedIn(outcome: { personChosen: boolean }): void;
  initialUser?: string;
  /** The institution signs in through OpenID Connect: a user code with "@" goes to its provider. */
  usesOidc?: boolean;
  /** Where to come back after an institutional sign-in. */
  target?: string;
}

/**
 * User and password, "keep me logged in", the captcha when function 1120 is on, and the person select
 * when the user code (a tax id) stands for several persons (spec 000 §2, §4, §5).
 */
export function LoginForm({
  denomination,
  onForgotPassword,
  onSignedIn,
  initialUser = '',
  usesOidc = false,
  target = '/',
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const ids = { user: useId(), keep: useId(), person: useId() };
  const captcha = useCaptchaStatus();
  const captchaOn = captcha.data?.enabled === true;
  const [username, setUsername] = useState(initialUser);
  const [password, setPassword] = useState('');
  const [keepLoggedIn, setKeepLoggedIn] = useState(false);
  const [captchaPayload, setCaptchaPayload] = useState<string>();
  // A solved challenge is good for one attempt: a new widget after each.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [duplicates, setDuplicates] = useState<PersonOption[]>([]);
  const [person, setPerson] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure>();
  const [missing, setMissing] = useState<{ user?: boolean; password?: boolean }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const user = username.trim();
    // Two-step login with OIDC (spec 000 §4): an institutional address goes to the provider, no password here.
    if (usesOidc && user.includes('@')) {
      setBusy(true);
      setFailure(undefined);
      try {
        const { nonce, link } = await getOidcLink(user, target);
        rememberOidcHandoff({ nonce, keepLoggedIn, method: 'oidc' });
        window.location.assign(link);
      } catch (error) {
        setFailure(loginFailure(error));
        setBusy(false);
      }
      return;
    }
    if (!user || !password) {
      setMissing({ user: !user, password: !password });
      setFailure({ severity: 'warning', key: 'credential_missing' });
      return;
    }
    setMissing({});
    if (duplicates.length > 0 && !person) {
      setFailure({ severity: 'warning', key: 'EscolhaLogin' });
      return;
    }
    if (captchaOn && !captchaPayload) {
      setFailure({ severity: 'warning', key: 'AuthCAPTCHAError' });
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const tokens = await requestPasswordToken({ username: person || user, password, captcha: captchaPayload });
      // A password sign-in: /sair must not follow an institutional provider's logout link of an earlier one.
      forgetOidcHandoff();
      await startSession(tokens, keepLoggedIn);
      onSignedIn({ personChosen: Boolean(person) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EscolhaLogin') {
        setDuplicates(await getDuplicatePersons(user).catch(() => []));
        setFailure({ severity: 'warning', key: 'EscolhaLogin' });
      } else {
        setFailure(loginFailure(error));
      }
      setPassword('');
    } finally {
      setBusy(false);
      if (captchaOn) {
        setCaptchaPayload(undefined);
        setCaptchaRound((round) => round + 1);
      }
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormAlert failure={failure} denomination={denomination} />
      <div className="auth-field">
        <label htmlFor={ids.user}>{denomination}</label>
        <input
          id={ids.user}
          name="username"
          autoComplete="username"
          value={username}
          aria-invalid={missing.user || undefined}
          onChange={(event) => {
            setUsername(event.target.value);
            setDuplicates([]);
            setPerson('');
          }}
        />
      </div>
      {duplicates.length > 0 ? (
        <div className="auth-field">
          <label htmlFor={ids.person}>{t('login.person')}</label>
          <select id={ids.person} value={person} onChange={(event) => setPerson(event.target.value)}>
            <option value="">{t('login.choosePerson')}</option>
            {duplicates.map((option) => (
              <option key={option.codigo} value={option.codigo}>
                {option.nome}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        aria-invalid={missing.password || undefined}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="auth-check">
        <input
          id={ids.keep}
          type="checkbox"
          checked={keepLoggedIn}
          onChange={(event) => setKeepLoggedIn(event.target.checked)}
        />
        <label htmlFor={ids.keep}>{t('login.keepLoggedIn')}</label>
      </div>
      {captchaOn ? <CaptchaField key={captchaRound} onChange={setCaptchaPayload} /> : null}
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      {onForgotPassword ? (
        <button type="button" className="auth-link-button" onClick={() => onForgotPassword(username.trim())}>
          {t('login.forgotPassword')}
        </button>
      ) : null}
    </form>
  );
}
