import type { PersonOption } from '@estante/contracts';
import { useId } from 'react';

interface OptionSelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** `{ codigo, nome }` options: persons, logins, patron categories. */
  options: readonly Pick<PersonOption, 'codigo' | 'nome'>[];
  /** A first, empty choice ("Escolha…"); without it the first option is chosen. */
  placeholder?: string;
}

/** A labelled select of the login form (person, category). */
export function OptionSelect({ label, value, onChange, options, placeholder }: OptionSelectProps) {
  const id = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.codigo} value={option.codigo}>
            {option.nome}
          </option>
        ))}
      </select>
    </div>
  );
}
