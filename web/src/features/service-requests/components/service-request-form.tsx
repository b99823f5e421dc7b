import { DEFENCE_DEGREES, type FieldSpec, FORM_FIELDS, TEXT_LIMITS } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiRefusal } from '../../account/index.ts';
import { LibraryPicker } from '../../shell/index.ts';
import { interLibraryLoanDataQuery, useFileServiceRequest } from '../api/service-requests-api.ts';
import { type FormProblem, type FormValues, firstProblem, formBody } from './form-check.ts';

/**
 * One request form (spec 000 §3 fields): the library asked, then the type's fields from
 * `@estante/contracts/service-requests`. Checked before sending; a problem names the field and focuses it.
 */
export function ServiceRequestForm({ formKey, onFiled }: { formKey: string; onFiled: (protocol: string) => void }) {
  const { t } = useTranslation(['requests', 'errors']);
  const idPrefix = useId();
  const fields = FORM_FIELDS[formKey] ?? [];
  const [campus, setCampus] = useState<number>();
  const [library, setLibrary] = useState('');
  const [values, setValues] = useState<FormValues>({});
  const [problem, setProblem] = useState<FormProblem>();
  const [refusal, setRefusal] = useState<string>();
  const file = useFileServiceRequest();
  const apiRefusal = useApiRefusal();
  const interLibrary = formKey === 'emprestimo-inter-bibliotecas';
  const illData = useQuery({ ...interLibraryLoanDataQuery(), enabled: interLibrary });
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const label = (name: string) => (name === 'biblioteca' ? t('library') : t(`field.${name}` as 'field.titulo'));

  function submit() {
    setRefusal(undefined);
    const found: FormProblem | undefined =
      library === '' ? { field: 'biblioteca', code: 'CampoObrigatorioNaoPreenchido' } : firstProblem(fields, values);
    setProblem(found);
    if (found) {
      const target =
        found.field === 'biblioteca'
          ? document.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-form`)} select[required]`)
          : document.getElementById(fieldId(found.field));
      target?.focus();
      return;
    }
    file.mutate(
      { path: formKey, body: { biblioteca: library, ...formBody(fields, values) } },
      {
        onSuccess: (created) => {
          setValues({});
          onFiled(created.protocolo);
        },
        onError: (error) => setRefusal(apiRefusal(error) ?? String(error)),
      },
    );
  }

  const problemText = !problem
    ? undefined
    : problem.code === 'CampoObrigatorioNaoPreenchido'
      ? t('errors:CampoObrigatorioNaoPreenchido', { campo: label(problem.field) })
      : problem.code === 'TelefoneInvalido'
        ? t('errors:TelefoneInvalido')
        : t(`problem.${problem.code}` as 'problem.AnoInvalido', { campo: label(problem.field) });

  function input(field: FieldSpec) {
    const id = fieldId(field.name);
    const value = values[field.name];
    const set = (next: string | boolean) => setValues((current) => ({ ...current, [field.name]: next }));
    const common = {
      id,
      'aria-required': field.required || undefined,
      'aria-invalid': problem?.field === field.name || undefined,
      'aria-describedby': problem?.field === field.name ? `${idPrefix}-problem` : undefined,
    };
    if (field.type === 'flag')
      return (
        <input type="checkbox" {...common} checked={value === true} onChange={(event) => set(event.target.checked)} />
      );
    const text = typeof value === 'string' ? value : '';
    if (field.type === 'degree')
      return (
        <select {...common} value={text} onChange={(event) => set(event.target.value)}>
          <option value="">{t('choose')}</option>
          {DEFENCE_DEGREES.map((degree) => (
            <option key={degree} value={degree}>
              {t(`degree.${degree}`)}
            </option>
          ))}
        </select>
      );
    if (field.name === 'biblioteca_parceira')
      return (
        <select {...common} value={text} onChange={(event) => set(event.target.value)}>
          <option value="">{t('choose')}</option>
          {(illData.data?.bibliotecas_parceiras ?? []).map((partner) => (
            <option key={partner.codigo} value={partner.codigo}>
              {partner.descricao}
            </option>
          ))}
        </select>
      );
    if (field.type === 'longtext')
      return (
        <textarea
          {...common}
          rows={3}
          maxLength={TEXT_LIMITS.longtext}
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      );
    if (field.type === 'phone')
      return (
        <input
          type="tel"
          {...common}
          maxLength={16}
          value={text}
          // Spec 000 §5: the phone input keeps only digits, hyphen, parentheses and spaces.
          onChange={(event) => set(event.target.value.replace(/[^0-9()\- ]/g, ''))}
        />
      );
    const numeric = field.type === 'year' || field.type === 'page' || field.type === 'count';
    return (
      <input
        type="text"
        {...common}
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={numeric ? 6 : field.type === 'pages' ? 20 : TEXT_LIMITS.text}
        placeholder={field.type === 'pages' ? t('pagesPlaceholder') : undefined}
        value={text}
        onChange={(event) => set(event.target.value)}
      />
    );
  }

  return (
    <form
      id={`${idPrefix}-form`}
      noValidate
      className="service-request-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file.isPending) submit();
      }}
    >
      <p className="form-hint">{t('requiredHint')}</p>
      {interLibrary && illData.data ? (
        <p className="account-meta">
          {t('requester', { name: illData.data.usuario.nome, email: illData.data.usuario.email ?? '—' })}
        </p>
      ) : null}
      <LibraryPicker campus={campus} library={library} onCampusChange={setCampus} onLibraryChange={setLibrary} />
      <div className="field-row">
        {fields.map((field) => (
          <div
            key={field.name}
            className={`field${field.type === 'longtext' ? ' field--wide' : ''}${field.type === 'flag' ? ' field--check' : ''}`}
          >
            <label htmlFor={fieldId(field.name)}>
              {label(field.name)}
              {field.required ? <span className="field__required"> *</span> : null}
            </label>
            {input(field)}
          </div>
        ))}
      </div>
      {problemText ? (
        <p id={`${idPrefix}-problem`} className="notice notice--warning" role="alert">
          {problemText}
        </p>
      ) : null}
      {refusal ? (
        <p className="notice notice--warning" role="alert">
          {refusal}
        </p>
      ) : null}
      <p>
        <button type="submit" className="button button--primary" disabled={file.isPending}>
          {t('send')}
        </button>
      </p>
    </form>
  );
}
