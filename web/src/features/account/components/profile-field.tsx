import type { InputHTMLAttributes, ReactNode } from 'react';

interface ProfileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  /** The problem shown under the field; the input is then marked invalid and described by it. */
  problem?: string;
  /** A select or another control in place of the input. */
  children?: ReactNode;
}

/** A labelled field of the personal area's forms, with its hint and its problem announced with it. */
export function ProfileField({ id, label, hint, problem, children, ...input }: ProfileFieldProps) {
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`account-field${problem ? ' account-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children ?? <input id={id} aria-invalid={problem ? true : undefined} aria-describedby={described} {...input} />}
      {hint ? (
        <span id={`${id}-hint`} className="account-meta">
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="account-field__problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
