import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import {
  type CampusConfiguration,
  type LibraryConfiguration,
  type SiteConfiguration,
  useAddCampus,
  useConfiguration,
  useRenameCampus,
  useSaveLibrary,
} from '../api/content-api.ts';
import { sectionPath } from '../utils/content-paths.ts';
import { type FormFailure, formFailure } from '../utils/field-problems.ts';
import { FormStatus, SelectField, TextAreaField, TextField } from './form-parts.tsx';

/** /equipe/conteudo/bibliotecas: campuses and their libraries (the service desks visitors see, with contacts). */
export function LibrariesScreen() {
  const { t } = useTranslation('content');
  const configuration = useConfiguration();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      <PageTitle title={t('libraries.title')} />
      <h2>{t('libraries.title')}</h2>
      <p className="content-muted">
        {t('libraries.lead')} <Link to={sectionPath('horarios', 'pt')}>{t('libraries.hoursLink')}</Link>
      </p>
      {configuration.isPending ? (
        <Spinner size="large" />
      ) : configuration.isError ? (
        <ErrorMessage error={configuration.error} onRetry={() => configuration.refetch()} />
      ) : (
        <>
          {configuration.data.campi.map((campus) => (
            <CampusSection
              key={campus.cod_campus}
              campus={campus}
              configuration={configuration.data}
              editing={editing}
              onEdit={setEditing}
            />
          ))}
          {configuration.data.bibliotecas_sem_campus.length > 0 ? (
            <section className="content-card" aria-labelledby="libraries-unplaced">
              <h3 id="libraries-unplaced">{t('libraries.withoutCampus')}</h3>
              <p className="content-muted">{t('libraries.withoutCampusHelp')}</p>
              <LibraryList
                libraries={configuration.data.bibliotecas_sem_campus}
                campusId={null}
                configuration={configuration.data}
                editing={editing}
                onEdit={setEditing}
              />
            </section>
          ) : null}
          <NewCampusForm />
          <LibraryForm configuration={configuration.data} library={null} campusId={null} onDone={() => undefined} />
        </>
      )}
    </>
  );
}

function CampusSection({
  campus,
  configuration,
  editing,
  onEdit,
}: {
  campus: CampusConfiguration;
  configuration: SiteConfiguration;
  editing: string | null;
  onEdit(code: string | null): void;
}) {
  const { t } = useTranslation('content');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const rename = useRenameCampus();
  const [name, setName] = useState(campus.nome_campus);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: campus.cod_campus, name },
      {
        onSuccess: () => {
          setFailure(null);
          setSaved(true);
        },
        onError: (error) => setFailure(formFailure(t, error)),
      },
    );
  };
  return (
    <section className="content-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{campus.nome_campus}</h3>
      <form ref={form} className="content-row content-row--end" onSubmit={submit} noValidate>
        <TextField
          id={`${id}-name`}
          label={t('libraries.campusName')}
          value={name}
          onValue={(value) => {
            setName(value);
            setSaved(false);
          }}
          problem={failure?.fields.nome_campus}
          maxLength={300}
          required
        />
        <button type="submit" className="button button--secondary" disabled={rename.isPending}>
          {t('libraries.renameCampus')}
          <span className="visually-hidden"> {campus.nome_campus}</span>
        </button>
      </form>
      <FormStatus form={form} failure={failure?.summary} success={saved ? t('form.saved') : null} />
      {campus.bibliotecas.length === 0 ? (
        <p className="content-muted">{t('libraries.noLibraries')}</p>
      ) : (
        <LibraryList
          libraries={campus.bibliotecas}
          campusId={campus.cod_campus}
          configuration={configuration}
          editing={editing}
          onEdit={onEdit}
        />
      )}
    </section>
  );
}

function LibraryList({
  libraries,
  campusId,
  configuration,
  editing,
  onEdit,
}: {
  libraries: LibraryConfiguration[];
  campusId: number | null;
  configuration: SiteConfiguration;
  editing: string | null;
  onEdit(code: string | null): void;
}) {
  const { t } = useTranslation('content');
  return (
    <ul className="content-libraries">
      {libraries.map((library) => (
        <li key={library.cod_biblioteca} className="content-library">
          <div className="content-library__summary">
            <span>
              <strong>{library.desc_biblioteca}</strong>{' '}
              <span className="content-muted">({library.cod_biblioteca})</span>
            </span>
            <span className="content-muted">
              {[library.email, library.telefone].filter(Boolean).join(' · ') || t('libraries.noContacts')}
            </span>
            <button
              type="button"
              className="button button--secondary content-button--small"
              aria-expanded={editing === library.cod_biblioteca}
              onClick={() => onEdit(editing === library.cod_biblioteca ? null : library.cod_biblioteca)}
            >
              {t('libraries.edit')}
              <span className="visually-hidden"> {library.desc_biblioteca}</span>
            </button>
          </div>
          {editing === library.cod_biblioteca ? (
            <LibraryForm
              configuration={configuration}
              library={library}
              campusId={campusId}
              onDone={() => onEdit(null)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Edits a library, or creates one when `library` is null (its code is then asked). */
function LibraryForm({
  configuration,
  library,
  campusId,
  onDone,
}: {
  configuration: SiteConfiguration;
  library: LibraryConfiguration | null;
  campusId: number | null;
  onDone(): void;
}) {
  const { t } = useTranslation('content');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveLibrary();
  const [values, setValues] = useState(() => ({
    code: library?.cod_biblioteca ?? '',
    campus: campusId === null ? (library ? '' : String(configuration.campi[0]?.cod_campus ?? '')) : String(campusId),
    name: library?.desc_biblioteca ?? '',
    email: library?.email ?? '',
    phone: library?.telefone ?? '',
    address: library?.endereco ?? '',
    hours: library?.horario ?? '',
  }));
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(null);
  };
  const problems = failure?.fields ?? {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = values.code.trim();
    if (!code)
      return setFailure({ summary: t('form.fixFields', { count: 1 }), fields: { code: t('problem.obrigatorio') } });
    save.mutate(
      {
        code,
        patch: {
          cod_campus: values.campus === '' ? null : Number(values.campus),
          desc_biblioteca: values.name,
          email: values.email.trim() || null,
          telefone: values.phone.trim() || null,
          endereco: values.address.trim() || null,
          horario: values.hours.trim() || null,
        },
      },
      {
        onSuccess: () => {
          setFailure(null);
          if (library) {
            onDone();
          } else {
            setSaved(t('libraries.added', { library: values.name.trim() }));
            setValues((current) => ({ ...current, code: '', name: '', email: '', phone: '', address: '', hours: '' }));
          }
        },
        onError: (error) => setFailure(formFailure(t, error)),
      },
    );
  };

  const campusOptions = [
    { value: '', label: t('libraries.noCampus') },
    ...configuration.campi.map((campus) => ({ value: String(campus.cod_campus), label: campus.nome_campus })),
  ];

  return (
    <form
      ref={form}
      className={library ? 'content-form content-form--inline' : 'content-form content-card'}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      {library ? (
        <h4 id={`${id}-heading`} className="visually-hidden">
          {t('libraries.editTitle', { library: library.desc_biblioteca })}
        </h4>
      ) : (
        <h3 id={`${id}-heading`}>{t('libraries.addTitle')}</h3>
      )}
      {library ? null : (
        <TextField
          id={`${id}-code`}
          label={t('libraries.code')}
          hint={t('libraries.codeHint')}
          value={values.code}
          onValue={set('code')}
          problem={problems.code}
          maxLength={40}
          required
        />
      )}
      <TextField
        id={`${id}-name`}
        label={t('libraries.name')}
        value={values.name}
        onValue={set('name')}
        problem={problems.desc_biblioteca}
        maxLength={300}
        required
      />
      <SelectField
        id={`${id}-campus`}
        label={t('libraries.campus')}
        value={values.campus}
        onValue={set('campus')}
        options={campusOptions}
        problem={problems.cod_campus}
      />
      <div className="content-row">
        <TextField
          id={`${id}-email`}
          type="email"
          label={t('libraries.email')}
          value={values.email}
          onValue={set('email')}
          problem={problems.email}
          autoComplete="off"
        />
        <TextField
          id={`${id}-phone`}
          type="tel"
          label={t('libraries.phone')}
          value={values.phone}
          onValue={set('phone')}
          problem={problems.telefone}
          autoComplete="off"
        />
      </div>
      <TextAreaField
        id={`${id}-address`}
        label={t('libraries.address')}
        value={values.address}
        onValue={set('address')}
        problem={problems.endereco}
        rows={2}
      />
      <TextField
        id={`${id}-hours`}
        label={t('libraries.defaultHours')}
        hint={t('libraries.defaultHoursHint')}
        value={values.hours}
        onValue={set('hours')}
        problem={problems.horario}
      />
      <FormStatus form={form} failure={failure?.summary} success={saved} />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {library ? t('libraries.save') : t('libraries.add')}
        </button>
        {library ? (
          <button type="button" className="button button--secondary" onClick={onDone}>
            {t('form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function NewCampusForm() {
  const { t } = useTranslation('content');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const add = useAddCampus();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name, {
      onSuccess: () => {
        setFailure(null);
        setSaved(t('libraries.campusAdded', { campus: name.trim() }));
        setName('');
      },
      onError: (error) => setFailure(formFailure(t, error)),
    });
  };
  return (
    <form
      ref={form}
      className="content-form content-card"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`}>{t('libraries.addCampus')}</h3>
      <div className="content-row content-row--end">
        <TextField
          id={`${id}-name`}
          label={t('libraries.campusName')}
          value={name}
          onValue={(value) => {
            setName(value);
            setSaved(null);
          }}
          problem={failure?.fields.nome_campus}
          maxLength={300}
          required
        />
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {t('libraries.addCampusButton')}
        </button>
      </div>
      <FormStatus form={form} failure={failure?.summary} success={saved} />
    </form>
  );
}
