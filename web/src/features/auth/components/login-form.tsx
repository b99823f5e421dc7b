import type { PersonOption } from '@estante/contracts';
import { DEFAULT_PATRON_CATEGORY } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useCaptchaStatus } from '../api/captcha.ts';
import { getOidcLink } from '../api/oidc.ts';
import { getDuplicatePersons, getPatronCategories } from '../api/people.ts';
import { requestPasswordToken } from '../api/token.ts';
import { forgetOidcHandoff, rememberOidcHandoff } from '../session/oidc-handoff.ts';
import { type SessionOptions, startSession } from '../session/session.ts';
import { type LoginFailure, loginFailure } from '../utils/login-error.ts';
import type { LoginVariant } from '../utils/login-variant.ts';
import { CaptchaField } from './captcha-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { OptionSelect } from './option-select.tsx';
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
  /** Institution-specific forms: category select, two-step login (utils/login-variant.ts). */
  variant?: LoginVariant;
  /** The modal login's rule on stored credentials (function 107). */
  session?: SessionOptions;
}

type Step = 'user' | 'password';

/**
 * User and password, "keep me logged in", the captcha when function 1120 is on, and the person select when the
 * user code (a tax id) stands for several persons (spec 000 §2, §4, §5). Two institution-specific forms: a
 * category select (the user code is read in that patron category), and the two-step login, whose first step
 * sends the user code alone ("Avançar") and whose second asks for the password, with a back arrow to step 1.
 */
export function LoginForm({
  denomination,
  onForgotPassword,
  onSignedIn,
  initialUser = '',
  usesOidc = false,
  target = '/',
  variant = { categorySelect: false, twoStep: false },
  session,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const ids = { user: useId(), keep: useId(), step: useId() };
  const userInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const captcha = useCaptchaStatus();
  const captchaOn = captcha.data?.enabled === true;
  const categories = useQuery({
    queryKey: ['auth', 'categories'],
    queryFn: getPatronCategories,
    enabled: variant.categorySelect,
    staleTime: 5 * 60_000,
  });
  const [step, setStep] = useState<Step>(variant.twoStep ? 'user' : 'password');
  const [username, setUsername] = useState(initialUser);
  const [password, setPassword] = useState('');
  const [category, setCategory] = useState<string>(DEFAULT_PATRON_CATEGORY);
  const [keepLoggedIn, setKeepLoggedIn] = useState(false);
  const [captchaPayload, setCaptchaPayload] = useState<string>();
  // A solved challenge is good for one attempt: a new widget after each.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [duplicates, setDuplicates] = useState<PersonOption[]>([]);
  const [person, setPerson] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure>();
  const [missing, setMissing] = useState<{ user?: boolean; password?: boolean }>({});
  const [stepMoved, setStepMoved] = useState(false);

  // The institution's form may be known only after this form appeared (its parameters load at bootstrap).
  useEffect(() => setStep(variant.twoStep ? 'user' : 'password'), [variant.twoStep]);

  // Moving between the two steps moves the focus to the field the new step asks for.
  useEffect(() => {
    if (!stepMoved) return;
    (step === 'user' ? userInput : passwordInput).current?.focus();
  }, [step, stepMoved]);

  /** With OIDC on, a user code with "@" is an institutional address: off to the provider, no password here. */
  async function continueWithOidc(user: string) {
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
  }

  /** Step 1 of the two-step login: look up the persons the user code stands for, then ask for the password. */
  async function submitUserStep(user: string) {
    setBusy(true);
    setFailure(undefined);
    try {
      const found = await getDuplicatePersons(user);
      setDuplicates(found);
      setPerson('');
      setStep('password');
      setStepMoved(true);
    } catch (error) {
      setFailure(loginFailure(error));
    } finally {
      setBusy(false);
    }
  }

  function backToUserStep() {
    setStep('user');
    setStepMoved(true);
    setPassword('');
    setDuplicates([]);
    setPerson('');
    setFailure(undefined);
    setMissing({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const user = username.trim();
    if (step === 'user' || !variant.twoStep) {
      if (usesOidc && user.includes('@')) return continueWithOidc(user);
    }
    if (step === 'user') {
      if (!user) {
        setMissing({ user: true });
        setFailure({ severity: 'warning', key: 'credential_missing' });
        return;
      }
      setMissing({});
      return submitUserStep(user);
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
      const tokens = await requestPasswordToken({
        username: person || user,
        password,
        captcha: captchaPayload,
        category: variant.categorySelect ? category : undefined,
      });
      // A password sign-in: /sair must not follow an institutional provider's logout link of an earlier one.
      forgetOidcHandoff();
      await startSession(tokens, keepLoggedIn, session);
      // A person picked in the select, or a record picked by its category: no person selector afterwards.
      onSignedIn({ personChosen: Boolean(person) || variant.categorySelect });
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

  const showUserField = !variant.twoStep || step === 'user';

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormAlert failure={failure} denomination={denomination} />
      {showUserField ? (
        <div className="auth-field">
          <label htmlFor={ids.user}>{denomination}</label>
          <input
            ref={userInput}
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
      ) : (
        <div className="auth-step">
          <button type="button" className="auth-step__back" onClick={backToUserStep}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">{t('login.backToUser', { login: denomination })}</span>
          </button>
          <p className="auth-step__user" id={ids.step}>
            <span className="auth-step__label">{denomination}</span> <strong>{username.trim()}</strong>
          </p>
        </div>
      )}
      {variant.categorySelect && showUserField ? (
        <OptionSelect
          label={t('login.category')}
          value={category}
          onChange={setCategory}
          options={categories.data ?? [{ codigo: DEFAULT_PATRON_CATEGORY, nome: t('login.defaultCategory') }]}
        />
      ) : null}
      {step === 'password' && duplicates.length > 0 ? (
        <OptionSelect
          label={t('login.person')}
          value={person}
          onChange={setPerson}
          options={duplicates}
          placeholder={t('login.choosePerson')}
        />
      ) : null}
      {step === 'password' ? (
        <>
          <PasswordField
            ref={passwordInput}
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
        </>
      ) : null}
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? t('login.submitting') : step === 'user' ? t('login.next') : t('login.submit')}
      </button>
      {onForgotPassword ? (
        <button type="button" className="auth-link-button" onClick={() => onForgotPassword(username.trim())}>
          {t('login.forgotPassword')}
        </button>
      ) : null}
    </form>
  );
}
