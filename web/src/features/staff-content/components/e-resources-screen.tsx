import type { ElectronicDatabase } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { electronicDatabasesQuery, useAddDatabase, useChangeDatabase, useRemoveDatabase } from '../api/content-api.ts';
import { formFailure } from '../utils/field-problems.ts';
import { FormStatus, TextAreaField, TextField } from './form-parts.tsx';

/**
 * /equipe/conteudo/recursos-eletronicos: the electronic databases patrons find in their personal area. Provider
 * connectors (EZproxy, signed URLs, tokens) arrive with issue 22; docs/staff-content.md says what this page then
 * gains.
 */
export function EResourcesScreen() {
  const { t } = useTranslation('content');
  const databases = useQuery(electronicDatabasesQuery());
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ElectronicDatabase | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useRemoveDatabase();
  return (
    <>
      <PageTitle title={t('eResources.title')} />
      <h2>{t('eResources.title')}</h2>
      <p className="content-muted">{t('eResources.lead')}</p>
      <p className="notice">{t('eResources.connectorsNote')}</p>
      <div role="alert">{problem ? <p className="notice notice--error">{problem}</p> : null}</div>
      <div role="status">{status ? <p className="notice content-status--ok">{status}</p> : null}</div>
      {databases.isPending ? (
        <Spinner size="large" />
      ) : databases.isError ? (
        <ErrorMessage error={databases.error} onRetry={() => databases.refetch()} />
      ) : databases.data.length === 0 ? (
        <p className="content-muted">{t('eResources.none')}</p>
      ) : (
        <ul className="content-libraries">
          {databases.data.map((database) => (
            <li key={database.id} className="content-library">
              <div className="content-library__summary">
                <span>
                  <strong>{database.nome}</strong>{' '}
                  <a href={database.link} rel="noopener" target="_blank" className="content-muted">
                    {database.link}
                    <span className="visually-hidden"> ({t('eResources.opensInNewTab')})</span>
                  </a>
                </span>
                <span className="content-entry__actions">
                  <button
                    type="button"
                    className="button button--secondary content-button--small"
                    aria-expanded={editing === database.id}
                    onClick={() => setEditing(editing === database.id ? null : database.id)}
                  >
                    {t('eResources.edit')}
                    <span className="visually-hidden"> {database.nome}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary content-button--small"
                    onClick={() => setRemoving(database)}
                  >
                    {t('eResources.remove')}
                    <span className="visually-hidden"> {database.nome}</span>
                  </button>
                </span>
              </div>
              {editing === database.id ? (
                <DatabaseForm
                  database={database}
                  onDone={(message) => {
                    setEditing(null);
                    setStatus(message ?? null);
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <DatabaseForm database={null} onDone={(message) => setStatus(message ?? null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('eResources.removeTitle')}
        content={removing ? <p>{t('eResources.removeText', { database: removing.nome })}</p> : null}
        confirmLabel={t('eResources.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const database = removing!;
          setRemoving(null);
          remove.mutate(database.id, {
            onSuccess: () => {
              setProblem(null);
              setStatus(t('eResources.removed', { database: database.nome }));
            },
            onError: (error) => setProblem(formFailure(t, error).summary),
          });
        }}
      />
    </>
  );
}

function DatabaseForm({ database, onDone }: { database: ElectronicDatabase | null; onDone(message?: string): void }) {
  const { t } = useTranslation('content');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const add = useAddDatabase();
  const change = useChangeDatabase();
  const [values, setValues] = useState(() => ({
    nome: database?.nome ?? '',
    link: database?.link ?? '',
    descricao: database?.descricao ?? '',
    acesso: database?.acesso ?? '',
  }));
  const [failure, setFailure] = useState<{ summary: string; fields: Record<string, string> } | null>(null);
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!values.nome.trim()) fields.nome = t('problem.obrigatorio');
    if (!/^https?:\/\/\S+$/i.test(values.link.trim())) fields.link = t('problem.url');
    if (Object.keys(fields).length > 0) {
      return setFailure({ summary: t('form.fixFields', { count: Object.keys(fields).length }), fields });
    }
    const input = {
      nome: values.nome.trim(),
      link: values.link.trim(),
      descricao: values.descricao.trim() || null,
      acesso: values.acesso.trim() || null,
    };
    const options = {
      onSuccess: () => {
        setFailure(null);
        if (!database) setValues({ nome: '', link: '', descricao: '', acesso: '' });
        onDone(t(database ? 'eResources.saved' : 'eResources.added', { database: input.nome }));
      },
      onError: (error: unknown) => setFailure(formFailure(t, error)),
    };
    if (database) change.mutate({ id: database.id, ...input }, options);
    else add.mutate(input, options);
  };

  return (
    <form
      ref={form}
      className={database ? 'content-form content-form--inline' : 'content-form content-card'}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      {database ? (
        <h3 id={`${id}-heading`} className="visually-hidden">
          {t('eResources.editTitle', { database: database.nome })}
        </h3>
      ) : (
        <h3 id={`${id}-heading`}>{t('eResources.addTitle')}</h3>
      )}
      <TextField
        id={`${id}-nome`}
        label={t('eResources.name')}
        value={values.nome}
        onValue={set('nome')}
        problem={failure?.fields.nome}
        maxLength={300}
        required
      />
      <TextField
        id={`${id}-link`}
        label={t('eResources.link')}
        hint={t('institution.linkHint')}
        value={values.link}
        onValue={set('link')}
        problem={failure?.fields.link}
        inputMode="url"
        required
      />
      <TextAreaField
        id={`${id}-descricao`}
        label={t('eResources.descriptionOptional')}
        value={values.descricao}
        onValue={set('descricao')}
        rows={2}
      />
      <TextField
        id={`${id}-acesso`}
        label={t('eResources.accessOptional')}
        hint={t('eResources.accessHint')}
        value={values.acesso}
        onValue={set('acesso')}
      />
      <FormStatus form={form} failure={failure?.summary} />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={add.isPending || change.isPending}>
          {database ? t('eResources.save') : t('eResources.add')}
        </button>
        {database ? (
          <button type="button" className="button button--secondary" onClick={() => onDone()}>
            {t('form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
