import { ACTIVITY } from '@estante/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import {
  type ActivityConfiguration,
  type SiteConfiguration,
  useConfiguration,
  useSaveActivity,
  useSaveInstitution,
} from '../api/content-api.ts';
import { sectionPath } from '../utils/content-paths.ts';
import { type FormFailure, formFailure, nestedMessages } from '../utils/field-problems.ts';
import { noticeKey, savedLanguages } from '../utils/section-kinds.ts';
import { FormStatus, TextField } from './form-parts.tsx';

/** The footer links that need an address besides their switch (docs/web.md): activity → institution parameter. */
const FOOTER_LINKS = [
  { activity: ACTIVITY.externalDatabase, parameter: '__link_bases_dados' },
  { activity: ACTIVITY.networkCatalogue, parameter: '__link_catalogo_rede' },
] as const;

/** /equipe/conteudo/funcionalidades: switch features on and off, the footer links' addresses, activity notices. */
export function ActivitiesScreen() {
  const { t } = useTranslation('content');
  const configuration = useConfiguration();
  return (
    <>
      <PageTitle title={t('activities.title')} />
      <h2>{t('activities.title')}</h2>
      <p className="content-muted">{t('activities.lead')}</p>
      {configuration.isPending ? (
        <Spinner size="large" />
      ) : configuration.isError ? (
        <ErrorMessage error={configuration.error} onRetry={() => configuration.refetch()} />
      ) : (
        <>
          <ActivityList configuration={configuration.data} />
          <FooterLinksForm configuration={configuration.data} />
          <NewActivityForm />
        </>
      )}
    </>
  );
}

function ActivityList({ configuration }: { configuration: SiteConfiguration }) {
  const { t } = useTranslation('content');
  const save = useSaveActivity();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const toggle = (activity: ActivityConfiguration) => {
    setDone(null);
    save.mutate(
      { code: activity.cod_atividade, ativo: !activity.ativo },
      {
        onSuccess: () => {
          setProblem(null);
          setDone(
            t(activity.ativo ? 'activities.switchedOff' : 'activities.switchedOn', { activity: activity.descricao }),
          );
        },
        onError: (error) => setProblem(formFailure(t, error).summary),
      },
    );
  };
  return (
    <section aria-labelledby="activities-switches">
      <h3 id="activities-switches">{t('activities.switches')}</h3>
      <div role="alert">{problem ? <p className="notice notice--error">{problem}</p> : null}</div>
      <div role="status" className="visually-hidden">
        {done}
      </div>
      <div className="data-table-wrap">
        <table className="data-table content-table">
          <caption className="visually-hidden">{t('activities.switches')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('activities.code')}</th>
              <th scope="col">{t('activities.description')}</th>
              <th scope="col">{t('activities.enabled')}</th>
              <th scope="col">{t('activities.notice')}</th>
            </tr>
          </thead>
          <tbody>
            {configuration.atividades.map((activity) => {
              const languages = savedLanguages(configuration.secoes, noticeKey(activity.cod_atividade));
              return (
                <tr key={activity.cod_atividade}>
                  <td data-label={t('activities.code')}>{activity.cod_atividade}</td>
                  <td data-label={t('activities.description')}>{activity.descricao}</td>
                  <td data-label={t('activities.enabled')}>
                    <label className="content-switch">
                      <input
                        type="checkbox"
                        checked={activity.ativo}
                        disabled={save.isPending}
                        onChange={() => toggle(activity)}
                      />
                      <span>{activity.ativo ? t('activities.on') : t('activities.off')}</span>
                      <span className="visually-hidden"> {activity.descricao}</span>
                    </label>
                  </td>
                  <td data-label={t('activities.notice')}>
                    <Link to={sectionPath(noticeKey(activity.cod_atividade), 'pt')}>
                      {t('activities.editNotice')}
                      <span className="visually-hidden"> {activity.descricao}</span>
                    </Link>{' '}
                    <span className="content-muted">
                      ({t('activities.noticeLanguages', { count: languages.size })})
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function FooterLinksForm({ configuration }: { configuration: SiteConfiguration }) {
  const { t } = useTranslation('content');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveInstitution();
  const parameters = configuration.instituicao.parametros;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FOOTER_LINKS.map((link) => [link.parameter, String(parameters[link.parameter] ?? '')])),
  );
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const problems = nestedMessages(failure?.fields ?? {}, 'parametros/');
  const enabled = new Set(configuration.atividades.filter((item) => item.ativo).map((item) => item.cod_atividade));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { parametros: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim() || null])) },
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
    <form ref={form} className="content-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('activities.footerLinks')}</h3>
      <p className="content-muted">{t('activities.footerLinksHelp')}</p>
      {FOOTER_LINKS.map((link) => (
        <TextField
          key={link.parameter}
          id={`${id}-${link.parameter}`}
          label={t(`activities.link.${link.parameter}`)}
          hint={enabled.has(link.activity) ? t('institution.linkHint') : t('activities.linkHidden')}
          value={values[link.parameter] ?? ''}
          onValue={(value) => {
            setValues((current) => ({ ...current, [link.parameter]: value }));
            setSaved(false);
          }}
          problem={problems[link.parameter]}
          inputMode="url"
        />
      ))}
      <FormStatus form={form} failure={failure?.summary} success={saved ? t('form.saved') : null} />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('activities.saveLinks')}
        </button>
      </div>
    </form>
  );
}

function NewActivityForm() {
  const { t } = useTranslation('content');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveActivity();
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = Number(code);
    const found: Record<string, string> = {};
    if (!Number.isInteger(number) || number < 1) found.code = t('problem.inteiro');
    if (!description.trim()) found.description = t('problem.obrigatorio');
    setProblems(found);
    if (Object.keys(found).length > 0) return setFailure(t('form.fixFields', { count: Object.keys(found).length }));
    save.mutate(
      { code: number, descricao: description.trim(), ativo: true },
      {
        onSuccess: () => {
          setFailure(null);
          setSaved(t('activities.added', { activity: description.trim() }));
          setCode('');
          setDescription('');
        },
        onError: (error) => setFailure(formFailure(t, error).summary),
      },
    );
  };

  return (
    <form ref={form} className="content-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('activities.addTitle')}</h3>
      <div className="content-row">
        <TextField
          id={`${id}-code`}
          label={t('activities.code')}
          value={code}
          onValue={setCode}
          problem={problems.code}
          inputMode="numeric"
          required
        />
        <TextField
          id={`${id}-description`}
          label={t('activities.description')}
          value={description}
          onValue={setDescription}
          problem={problems.description}
          maxLength={300}
          required
        />
      </div>
      <FormStatus form={form} failure={failure} success={saved} />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('activities.add')}
        </button>
      </div>
    </form>
  );
}
