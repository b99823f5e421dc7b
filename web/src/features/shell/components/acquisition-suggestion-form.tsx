import type { AcquisitionSuggestionRequest, InstitutionResponse } from '@estante/contracts';
import { ACTIVITY, PROFESSOR_CATEGORY } from '@estante/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { presentError } from '../../../components/errors/error-presentation.ts';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { ActivityNotice } from '../../site-content/index.ts';
import { useSendAcquisitionSuggestion } from '../api/library-units.ts';
import { LibraryPicker } from './library-picker.tsx';

type TextField = 'autor' | 'titulo' | 'edicao' | 'editor' | 'isbn_issn' | 'periodico' | 'outras_inf';
/** The spec's fields, in its order (spec 000 §2 "Acquisition suggestion form"). */
const FIELDS: readonly { name: TextField; required?: boolean; multiline?: boolean; maxLength: number }[] = [
  { name: 'autor', maxLength: 500 },
  { name: 'titulo', required: true, maxLength: 1000 },
  { name: 'edicao', maxLength: 100 },
  { name: 'editor', required: true, maxLength: 500 },
  { name: 'isbn_issn', maxLength: 40 },
  { name: 'periodico', maxLength: 500 },
  { name: 'outras_inf', multiline: true, maxLength: 4000 },
];

const FIELD_LABEL_KEYS = {
  autor: 'feedback.field.autor',
  titulo: 'feedback.field.titulo',
  edicao: 'feedback.field.edicao',
  editor: 'feedback.field.editor',
  isbn_issn: 'feedback.field.isbn_issn',
  periodico: 'feedback.field.periodico',
  outras_inf: 'feedback.field.outras_inf',
} as const;

const EMPTY: Record<TextField, string> = {
  autor: '',
  titulo: '',
  edicao: '',
  editor: '',
  isbn_issn: '',
  periodico: '',
  outras_inf: '',
};

/** __web_aquisicao switches on the acquisition area of the personal area (spec 000 §2). */
function acquisitionEnabled(institution: InstitutionResponse | undefined): boolean {
  const value = institution?.parametros.__web_aquisicao;
  return value === true || value === 1 || value === '1' || value === 'S';
}

/** Where a professor suggests titles: the bibliography of their courses, in the personal area's teaching plan. */
const PROFESSOR_SUGGESTION_HREF = `${paths.selfService.getHref()}/plano-ensino`;
/** The acquisition area of the personal area: the purchase orders the patron's suggestions went into (docs/acquisitions.md). */
const OWN_SUGGESTIONS_HREF = `${paths.selfService.getHref()}/pedidos-compra`;

/**
 * The acquisition suggestion (footer modal S). Library, titulo and editor are required after trimming; a
 * missing one is named in a CampoObrigatorioNaoPreenchido warning and gets the focus (spec 000 §5).
 */
export function AcquisitionSuggestionForm({
  institution,
  initialValues,
  onSent,
  onCancel,
}: {
  institution: InstitutionResponse | undefined;
  /** Fields filled in beforehand (the teaching plan suggests a title of a bibliography). */
  initialValues?: Partial<Record<TextField, string>>;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['shell', 'errors']);
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [campus, setCampus] = useState<number>();
  const [library, setLibrary] = useState('');
  const [values, setValues] = useState({ ...EMPTY, ...initialValues });
  const [missing, setMissing] = useState<TextField | 'biblioteca'>();
  const send = useSendAcquisitionSuggestion();
  const { user } = useAuth();
  // Spec 000 §2: "A professor has a specific link for suggestions"; the category comes with the user data.
  const professor = user !== false && user.categoria === PROFESSOR_CATEGORY;
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  const missingLabel =
    missing === 'biblioteca' ? t('feedback.library') : missing ? t(FIELD_LABEL_KEYS[missing]) : undefined;

  function submit() {
    const firstMissing = library === '' ? 'biblioteca' : FIELDS.find((f) => f.required && !values[f.name].trim())?.name;
    setMissing(firstMissing);
    if (firstMissing) {
      const target =
        firstMissing === 'biblioteca'
          ? formRef.current?.querySelector<HTMLElement>('select[required]')
          : document.getElementById(fieldId(firstMissing));
      target?.focus();
      return;
    }
    const trimmed = (name: TextField) => values[name].trim() || null;
    const body: AcquisitionSuggestionRequest = {
      campus: campus ?? null,
      biblioteca: library,
      autor: trimmed('autor'),
      titulo: values.titulo.trim(),
      edicao: trimmed('edicao'),
      editor: values.editor.trim(),
      isbn_issn: trimmed('isbn_issn'),
      periodico: trimmed('periodico'),
      outras_inf: trimmed('outras_inf'),
    };
    send.mutate(body, { onSuccess: onSent });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!send.isPending) submit();
      }}
    >
      {/* The library's notice about suggestions (activity 12), beside the form it describes. */}
      <ActivityNotice activity={ACTIVITY.suggestion} />
      <p className="form-hint">{t('feedback.requiredHint')}</p>
      <LibraryPicker campus={campus} library={library} onCampusChange={setCampus} onLibraryChange={setLibrary} />
      <div className="field-row">
        {FIELDS.map((field) => {
          const id = fieldId(field.name);
          const props = {
            id,
            value: values[field.name],
            maxLength: field.maxLength,
            'aria-required': field.required || undefined,
            'aria-invalid': missing === field.name || undefined,
            'aria-describedby': missing === field.name ? `${idPrefix}-missing` : undefined,
            onChange: (event: { target: { value: string } }) =>
              setValues((current) => ({ ...current, [field.name]: event.target.value })),
          };
          return (
            <div key={field.name} className={`field${field.multiline ? ' field--wide' : ''}`}>
              <label htmlFor={id}>
                {t(FIELD_LABEL_KEYS[field.name])}
                {field.required ? <span className="field__required"> *</span> : null}
              </label>
              {field.multiline ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
            </div>
          );
        })}
      </div>
      {missingLabel ? (
        <p id={`${idPrefix}-missing`} className="notice notice--warning" role="alert">
          {t('errors:CampoObrigatorioNaoPreenchido', { campo: missingLabel })}
        </p>
      ) : null}
      {send.isError ? (
        <p className="notice notice--error" role="alert">
          {presentError(send.error).message}
        </p>
      ) : null}
      {professor ? (
        <p>
          <Link to={PROFESSOR_SUGGESTION_HREF}>{t('feedback.professorLink')}</Link>
        </p>
      ) : null}
      {acquisitionEnabled(institution) ? (
        <p>
          <Link to={OWN_SUGGESTIONS_HREF}>{t('feedback.acquisitionLink')}</Link>
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('feedback.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? t('feedback.sending') : t('feedback.send')}
        </button>
      </div>
    </form>
  );
}
