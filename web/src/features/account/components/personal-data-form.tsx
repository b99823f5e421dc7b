import type { PersonalData, PersonalDataUpdate } from '@estante/contracts';
import {
  filterPhone,
  GENDERS,
  MARITAL_STATUSES,
  PERSONAL_TEXT_FIELDS,
  type PersonalTextField,
  personalDataProblems,
} from '@estante/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presentError } from '../../../components/errors/error-presentation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSavePersonalData } from '../api/profile-api.ts';
import { problemText } from '../utils/problem-text.ts';
import { ProfileField } from './profile-field.tsx';

type Values = Record<
  'email' | 'telefone' | 'cpf' | 'sexo' | 'estado_civil' | 'data_nascimento' | PersonalTextField,
  string
>;

const GROUPS: Array<{ legend: 'contact' | 'address' | 'documents' | 'personal'; fields: Array<keyof Values> }> = [
  { legend: 'contact', fields: ['email', 'telefone'] },
  { legend: 'address', fields: ['logradouro', 'complemento', 'bairro', 'cidade', 'cep'] },
  { legend: 'documents', fields: ['cpf', 'rg'] },
  {
    legend: 'personal',
    fields: ['data_nascimento', 'sexo', 'estado_civil', 'nacionalidade', 'escolaridade', 'profissao', 'localizacao'],
  },
];

function valuesOf(data: PersonalData): Values {
  const entries = GROUPS.flatMap((group) => group.fields).map((field) => [field, data[field] ?? '']);
  return Object.fromEntries(entries) as Values;
}

/** Every field of the form as the PUT receives it: blank → null (the server clears it). */
function updateOf(values: Values, receiveEmail: boolean, taxIdEditable: boolean): PersonalDataUpdate {
  const blankToNull = (value: string) => value.trim() || null;
  const texts = Object.fromEntries(
    (Object.keys(PERSONAL_TEXT_FIELDS) as PersonalTextField[]).map((field) => [field, blankToNull(values[field])]),
  );
  return {
    ...texts,
    email: blankToNull(values.email),
    telefone: blankToNull(values.telefone),
    ...(taxIdEditable ? { cpf: blankToNull(values.cpf) } : {}),
    sexo: (values.sexo || null) as PersonalDataUpdate['sexo'],
    estado_civil: (values.estado_civil || null) as PersonalDataUpdate['estado_civil'],
    data_nascimento: blankToNull(values.data_nascimento),
    receber_email: receiveEmail,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The personal data form: checked with the server's own function before sending (packages/contracts
 * personal-data.ts); a refusal from the server is shown beside the field it names.
 */
interface PersonalDataFormProps {
  saved: PersonalData;
  onEdit(): void;
  onSaved(): void;
}

export function PersonalDataForm({ saved, onEdit, onSaved }: PersonalDataFormProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const save = useSavePersonalData();
  const [values, setValues] = useState(() => valuesOf(saved));
  const [receiveEmail, setReceiveEmail] = useState(saved.receber_email);
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    onEdit();
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const showProblems = (found: Array<{ campo: string; code: string }>, fallback?: string) => {
    setProblems(
      Object.fromEntries(found.map((problem) => [problem.campo, problemText(problem.code, problem.campo, fallback)])),
    );
    setProblem(t('personalData.fixFields'));
    // Focus the first field in trouble, after the render that marks it.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const update = updateOf(values, receiveEmail, saved.cpf_editavel);
    const found = personalDataProblems(update, today());
    if (found.length > 0) return showProblems(found);
    setProblem(null);
    onEdit();
    save.mutate(update, {
      onSuccess: onSaved,
      onError: (error) => {
        const details = error instanceof ApiError ? (error.details as { problemas?: unknown }) : undefined;
        if (Array.isArray(details?.problemas)) return showProblems(details.problemas, error.message);
        setProblem(presentError(error).message);
      },
    });
  };

  const field = (name: keyof Values) => {
    const common = { id: `${id}-${name}`, label: t(`field.${name}`), problem: problems[name] };
    if (name === 'sexo' || name === 'estado_civil') {
      const choices = name === 'sexo' ? GENDERS : MARITAL_STATUSES;
      return (
        <ProfileField key={name} {...common}>
          <select id={common.id} value={values[name]} onChange={(event) => set(name)(event.target.value)}>
            <option value="">{t('choose')}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {name === 'sexo'
                  ? t(`personalData.gender.${choice as 'F'}`)
                  : t(`personalData.maritalStatus.${choice as 'outro'}`)}
              </option>
            ))}
          </select>
        </ProfileField>
      );
    }
    const byField: Partial<Record<keyof Values, Partial<Parameters<typeof ProfileField>[0]>>> = {
      email: { type: 'email', autoComplete: 'email', hint: t('personalData.emailHint') },
      telefone: {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: 16,
        hint: t('personalData.phoneHint'),
        // Spec 001 §5: the input keeps only digits, hyphen, parentheses and spaces, at most 16 characters.
        onChange: (event) => set('telefone')(filterPhone(event.target.value)),
      },
      cpf: saved.cpf_editavel
        ? { inputMode: 'numeric', hint: t('personalData.taxIdHint') }
        : { readOnly: true, hint: t('personalData.taxIdLocked') },
      data_nascimento: { type: 'date', max: today() },
      cep: { autoComplete: 'postal-code' },
      cidade: { autoComplete: 'address-level2' },
      logradouro: { autoComplete: 'address-line1' },
      complemento: { autoComplete: 'address-line2' },
    };
    return (
      <ProfileField
        key={name}
        {...common}
        value={values[name]}
        onChange={(event) => set(name)(event.target.value)}
        {...byField[name]}
      />
    );
  };

  return (
    <form ref={form} className="account-form" onSubmit={submit} noValidate>
      <p className="profile-readonly">
        <strong>{t('personalData.name')}:</strong> {saved.nome}
      </p>
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="profile-fieldset">
          <legend>{t(`personalData.${group.legend}`)}</legend>
          {group.fields.map(field)}
          {group.legend === 'contact' ? (
            <div className="account-field account-field--check">
              <input
                id={`${id}-receber`}
                type="checkbox"
                checked={receiveEmail}
                onChange={(event) => {
                  setReceiveEmail(event.target.checked);
                  setProblems((current) => ({ ...current, email: undefined }));
                }}
              />
              <label htmlFor={`${id}-receber`}>{t('field.receber_email')}</label>
            </div>
          ) : null}
        </fieldset>
      ))}
      <div role="alert">{problem ? <p className="notice notice--warning">{problem}</p> : null}</div>
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('personalData.save')}
        </button>
      </div>
    </form>
  );
}
