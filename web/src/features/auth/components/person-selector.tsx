import type { PersonOption } from '@estante/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLogin } from '../api/people.ts';
import { replaceSession } from '../session/session.ts';
import { type LoginFailure, loginFailure } from '../utils/login-error.ts';
import { FormAlert } from './form-alert.tsx';

interface PersonSelectorProps {
  options: PersonOption[];
  current: string;
  denomination: string;
  onChosen(): void;
}

/** A person with several logins chooses which one to use after sign-in (spec 000 §4). */
export function PersonSelector({ options, current, denomination, onChosen }: PersonSelectorProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [choice, setChoice] = useState(current);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return setFailure({ severity: 'warning', key: 'EscolhaLogin' });
    setBusy(true);
    try {
      if (choice !== current) {
        const chosen = options.find((option) => option.codigo === choice);
        await replaceSession(await switchLogin(choice, chosen?.base));
      }
      onChosen();
    } catch (error) {
      setFailure(loginFailure(error));
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} aria-busy={busy}>
      <h2 className="auth-panel__title">{t('personSelector.title')}</h2>
      <p>{t('personSelector.intro')}</p>
      <FormAlert failure={failure} denomination={denomination} />
      <fieldset className="auth-choices">
        <legend className="visually-hidden">{t('personSelector.title')}</legend>
        {options.map((option) => (
          <div key={option.codigo} className="auth-check">
            <input
              type="radio"
              id={`${id}-${option.codigo}`}
              name="login"
              value={option.codigo}
              checked={choice === option.codigo}
              onChange={() => setChoice(option.codigo)}
            />
            <label htmlFor={`${id}-${option.codigo}`}>
              {option.nome} <span className="auth-choices__code">({option.codigo})</span>
            </label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {t('personSelector.continue')}
      </button>
    </form>
  );
}
