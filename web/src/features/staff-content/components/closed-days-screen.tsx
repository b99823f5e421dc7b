import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import {
  allLibraries,
  closedDaysQuery,
  useAddClosedDay,
  useConfiguration,
  useRemoveClosedDay,
} from '../api/content-api.ts';
import { formFailure } from '../utils/field-problems.ts';
import { FormStatus, SelectField, TextField } from './form-parts.tsx';

const today = () => new Date().toISOString().slice(0, 10);

function formatDay(day: string) {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * /equipe/conteudo/calendario: the days a library is closed (holidays, recess). Due dates and hold pickup deadlines
 * move to the next open day (docs/circulation.md); Sundays are closed without being listed.
 */
export function ClosedDaysScreen() {
  const { t } = useTranslation('content');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const configuration = useConfiguration();
  const libraries = configuration.data ? allLibraries(configuration.data) : [];
  const [library, setLibrary] = useState('');
  const chosen = library || libraries[0]?.cod_biblioteca || '';
  const from = today();
  const days = useQuery(closedDaysQuery(chosen, from));
  const add = useAddClosedDay();
  const remove = useRemoveClosedDay();
  const [day, setDay] = useState('');
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<{ summary: string; fields: Record<string, string> } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const libraryName = libraries.find((item) => item.cod_biblioteca === chosen)?.desc_biblioteca ?? chosen;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      return setFailure({ summary: t('form.fixFields', { count: 1 }), fields: { data: t('problem.formato') } });
    }
    add.mutate(
      { biblioteca: chosen, data: day, descricao: description.trim() || null },
      {
        onSuccess: () => {
          setFailure(null);
          setDone(t('closedDays.added', { day: formatDay(day), library: libraryName }));
          setDay('');
          setDescription('');
        },
        onError: (error) => {
          const found = formFailure(t, error);
          // The calendar answers DataInvalida without naming a field: it can only be the day.
          setFailure(
            Object.keys(found.fields).length > 0 ? found : { summary: found.summary, fields: { data: found.summary } },
          );
        },
      },
    );
  };

  const reopen = (closed: { biblioteca: string; data: string }) => {
    setDone(null);
    remove.mutate(closed, {
      onSuccess: () => setDone(t('closedDays.removed', { day: formatDay(closed.data), library: libraryName })),
      onError: (error) => setFailure({ summary: formFailure(t, error).summary, fields: {} }),
    });
  };

  return (
    <>
      <PageTitle title={t('closedDays.title')} />
      <h2>{t('closedDays.title')}</h2>
      <p className="content-muted">{t('closedDays.lead')}</p>
      {configuration.isPending ? (
        <Spinner size="large" />
      ) : configuration.isError ? (
        <ErrorMessage error={configuration.error} onRetry={() => configuration.refetch()} />
      ) : libraries.length === 0 ? (
        <p className="notice">{t('closedDays.noLibraries')}</p>
      ) : (
        <>
          <SelectField
            id={`${id}-library`}
            label={t('closedDays.library')}
            value={chosen}
            onValue={(value) => {
              setLibrary(value);
              setDone(null);
            }}
            options={libraries.map((item) => ({ value: item.cod_biblioteca, label: item.desc_biblioteca }))}
          />
          <form
            ref={form}
            className="content-form content-card"
            onSubmit={submit}
            noValidate
            aria-labelledby={`${id}-add`}
          >
            <h3 id={`${id}-add`}>{t('closedDays.addTitle', { library: libraryName })}</h3>
            <div className="content-row">
              <TextField
                id={`${id}-day`}
                type="date"
                label={t('closedDays.day')}
                value={day}
                onValue={setDay}
                min={from}
                problem={failure?.fields.data}
                required
              />
              <TextField
                id={`${id}-description`}
                label={t('closedDays.descriptionOptional')}
                value={description}
                onValue={setDescription}
                maxLength={200}
              />
            </div>
            <FormStatus form={form} failure={failure?.summary} success={done} />
            <div className="content-actions">
              <button type="submit" className="button button--primary" disabled={add.isPending}>
                {t('closedDays.add')}
              </button>
            </div>
          </form>
          <section aria-labelledby={`${id}-list`}>
            <h3 id={`${id}-list`}>{t('closedDays.listTitle', { library: libraryName })}</h3>
            {days.isPending ? (
              <Spinner />
            ) : days.isError ? (
              <ErrorMessage error={days.error} onRetry={() => days.refetch()} />
            ) : days.data.length === 0 ? (
              <p className="content-muted">{t('closedDays.none')}</p>
            ) : (
              <ul className="content-days">
                {days.data.map((closed) => (
                  <li key={closed.data} className="content-day">
                    <span>
                      <time dateTime={closed.data}>{formatDay(closed.data)}</time>
                      {closed.descricao ? <span className="content-muted"> · {closed.descricao}</span> : null}
                    </span>
                    <button
                      type="button"
                      className="button button--secondary content-button--small"
                      disabled={remove.isPending}
                      onClick={() => reopen(closed)}
                    >
                      {t('closedDays.reopen')}
                      <span className="visually-hidden"> {formatDay(closed.data)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}
