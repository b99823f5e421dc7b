import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginFailure } from '../utils/login-error.ts';
import { FormAlert } from './form-alert.tsx';

/** M personal area, C online catalogue (spec 000 §2 "Direcionar para"). */
export type Destination = 'M' | 'C';

interface DestinationStepProps {
  denomination: string;
  /** The institution's default (destino_padrao_login_catalogo), preselected when it is M or C. */
  initial: string | undefined;
  onChosen(destination: Destination): void;
}

/**
 * "Direcionar para" (spec 000 §2, §5, §6): on the standalone login page only, for a user holding function 8, the
 * choice between the personal area and the online catalogue. Functions are known only once the password is
 * accepted, so the select is the step that follows it (docs/auth.md); an empty value asks to fill the field.
 */
export function DestinationStep({ denomination, initial, onChosen }: DestinationStepProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [choice, setChoice] = useState(initial === 'M' || initial === 'C' ? initial : '');
  const [failure, setFailure] = useState<LoginFailure>();
  const select = useRef<HTMLSelectElement>(null);
  // The form the user was typing in is gone: the new question gets the focus.
  useEffect(() => select.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice !== 'M' && choice !== 'C') return setFailure({ severity: 'warning', key: 'DirecionarPara' });
    onChosen(choice);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormAlert failure={failure} denomination={denomination} />
      <div className="auth-field">
        <label htmlFor={id}>{t('destination.label')}</label>
        <select
          ref={select}
          id={id}
          value={choice}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">{t('destination.choose')}</option>
          <option value="M">{t('destination.M')}</option>
          <option value="C">{t('destination.C')}</option>
        </select>
      </div>
      <button type="submit" className="button button--primary auth-form__submit">
        {t('destination.continue')}
      </button>
    </form>
  );
}
