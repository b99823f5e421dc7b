import {
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
} from 'react';

/** The labelled fields of the content area's forms, each with its hint and its problem announced with it. */

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  /** The language of the text typed in (a section's language), for spell checking and screen readers. */
  lang?: string;
}

function described(id: string, hint?: string, problem?: string) {
  return [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({ id, label, hint, problem, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={`content-field${problem ? ' content-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="content-field__hint">
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="content-field__problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

type InputProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
    value: string;
    onValue(value: string): void;
  };

export function TextField({ id, label, hint, problem, value, onValue, ...input }: InputProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} problem={problem}>
      <input
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described(id, hint, problem)}
        {...input}
      />
    </FieldFrame>
  );
}

type TextAreaProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'> & {
    value: string;
    onValue(value: string): void;
  };

export function TextAreaField({ id, label, hint, problem, value, onValue, rows = 4, ...area }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} problem={problem}>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described(id, hint, problem)}
        {...area}
      />
    </FieldFrame>
  );
}

type SelectProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> & {
    value: string;
    onValue(value: string): void;
    options: readonly { value: string; label: string }[];
  };

export function SelectField({ id, label, hint, problem, value, onValue, options, ...select }: SelectProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} problem={problem}>
      <select
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described(id, hint, problem)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckField({
  id,
  label,
  hint,
  problem,
  checked,
  onChecked,
}: FieldFrameProps & { checked: boolean; onChecked(checked: boolean): void }) {
  return (
    <div className={`content-field content-field--check${problem ? ' content-field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described(id, hint, problem)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="content-field__hint">
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="content-field__problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/**
 * What a save answered, above the form's buttons: a refusal is an alert (read at once) and the focus moves to the
 * first field in trouble; a success is a polite status. Nothing typed is cleared either way.
 */
export function FormStatus({
  form,
  failure,
  success,
}: {
  form: RefObject<HTMLFormElement | HTMLElement | null>;
  failure?: string | null;
  success?: string | null;
}) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (failure && failure !== shown.current) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
    shown.current = failure ?? null;
  }, [failure, form]);
  return (
    <>
      <div role="alert" className={failure ? 'notice notice--error content-status' : undefined}>
        {failure ?? null}
      </div>
      <div role="status" className={success && !failure ? 'notice content-status content-status--ok' : undefined}>
        {!failure && success ? success : null}
      </div>
    </>
  );
}
