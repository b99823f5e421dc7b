import { ERESOURCE_CONNECTORS, type EresourceConnector, type EresourceProvider } from '@estante/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { listProviders, removeProvider, saveProvider } from '../api/eresources-api.ts';

const PROVIDERS_KEY = ['eresources', 'providers'] as const;

interface Draft {
  nome: string;
  rotulo: string;
  conector: EresourceConnector;
  url_base: string;
  hosts: string;
  parametros: string;
  segredo: string;
  ativo: boolean;
}

const EMPTY: Draft = {
  nome: '',
  rotulo: '',
  conector: 'ezproxy',
  url_base: '',
  hosts: '',
  parametros: '',
  segredo: '',
  ativo: true,
};

function draftOf(provider: EresourceProvider): Draft {
  return {
    nome: provider.nome,
    rotulo: provider.rotulo,
    conector: provider.conector,
    url_base: provider.url_base,
    hosts: provider.hosts.join(', '),
    parametros: Object.entries(provider.parametros)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join('\n'),
    segredo: '',
    ativo: provider.ativo,
  };
}

/** `key=value` lines, numbers as numbers (ttlSeconds=300). */
function settingsOf(text: string): Record<string, string | number> {
  const settings: Record<string, string | number> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    const value = line.slice(at + 1).trim();
    settings[line.slice(0, at).trim()] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return settings;
}

/**
 * /equipe/recursos-eletronicos (site administration): the providers, their connector type, entry URL and hosts, and
 * a form to add or change one. The secret is written, never read back (docs/e-resources.md).
 */
export function ProvidersScreen() {
  const { t } = useTranslation('eresources');
  const queryClient = useQueryClient();
  const providers = useQuery({ queryKey: PROVIDERS_KEY, queryFn: listProviders });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<string | undefined>();
  const id = useId();
  const save = useMutation({
    mutationFn: (value: Draft) =>
      saveProvider(value.nome.trim().toLowerCase(), {
        rotulo: value.rotulo,
        conector: value.conector,
        url_base: value.url_base,
        hosts: value.hosts
          .split(/[\s,]+/)
          .map((host) => host.trim())
          .filter(Boolean),
        parametros: settingsOf(value.parametros),
        ...(value.segredo ? { segredo: value.segredo } : {}),
        ativo: value.ativo,
      }),
    onSuccess: async (saved) => {
      toast.success(t('providers.saved', { name: saved.rotulo }));
      setDraft(EMPTY);
      setEditing(undefined);
      await queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY });
    },
  });
  const remove = useMutation({
    mutationFn: removeProvider,
    onSuccess: async () => {
      toast.success(t('providers.removed'));
      await queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY });
    },
  });
  const field = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    value: String(draft[name]),
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft);
  }

  return (
    <section className="eresources-staff" aria-labelledby={`${id}-title`}>
      <PageTitle title={t('providers.title')} />
      <h1 id={`${id}-title`}>{t('providers.title')}</h1>
      <p className="page__lead">{t('providers.lead')}</p>
      {providers.isError ? <ErrorMessage error={providers.error} onRetry={() => void providers.refetch()} /> : null}
      {providers.data && providers.data.length === 0 ? <p>{t('providers.none')}</p> : null}
      {providers.data && providers.data.length > 0 ? (
        <div className="data-table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">{t('providers.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('providers.name')}</th>
                <th scope="col">{t('providers.connector')}</th>
                <th scope="col">{t('providers.hosts')}</th>
                <th scope="col">{t('providers.state')}</th>
                <th scope="col">{t('providers.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {providers.data.map((provider) => (
                <tr key={provider.nome}>
                  <th scope="row">
                    {provider.rotulo} <span className="eresources-staff__code">({provider.nome})</span>
                  </th>
                  <td>{t(`connectors.${provider.conector}`)}</td>
                  <td>{provider.hosts.join(', ') || '—'}</td>
                  <td>
                    {provider.ativo ? t('providers.active') : t('providers.inactive')}
                    {provider.segredo_definido ? ` · ${t('providers.secretSet')}` : ''}
                  </td>
                  <td className="eresources-staff__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => {
                        setDraft(draftOf(provider));
                        setEditing(provider.nome);
                      }}
                    >
                      {t('providers.edit')}
                      <span className="visually-hidden"> {provider.rotulo}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => {
                        if (window.confirm(t('providers.confirmRemove', { name: provider.rotulo })))
                          remove.mutate(provider.nome);
                      }}
                    >
                      {t('providers.remove')}
                      <span className="visually-hidden"> {provider.rotulo}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <form className="eresources-staff__form" onSubmit={submit} aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>{editing ? t('providers.editTitle', { name: editing }) : t('providers.addTitle')}</h2>
        {save.isError ? <ErrorMessage error={save.error} /> : null}
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-nome`}>{t('providers.name')}</label>
            <input {...field('nome')} required readOnly={Boolean(editing)} aria-describedby={`${id}-nome-help`} />
            <small id={`${id}-nome-help`}>{t('providers.nameHelp')}</small>
          </div>
          <div className="field">
            <label htmlFor={`${id}-rotulo`}>{t('providers.label')}</label>
            <input {...field('rotulo')} required />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-conector`}>{t('providers.connector')}</label>
            <select {...field('conector')}>
              {ERESOURCE_CONNECTORS.map((connector) => (
                <option key={connector} value={connector}>
                  {t(`connectors.${connector}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-url_base`}>{t('providers.baseUrl')}</label>
            <input {...field('url_base')} type="url" required />
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-hosts`}>{t('providers.hosts')}</label>
          <input {...field('hosts')} aria-describedby={`${id}-hosts-help`} />
          <small id={`${id}-hosts-help`}>{t('providers.hostsHelp')}</small>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-parametros`}>{t('providers.settings')}</label>
            <textarea {...field('parametros')} rows={3} aria-describedby={`${id}-parametros-help`} />
            <small id={`${id}-parametros-help`}>{t('providers.settingsHelp')}</small>
          </div>
          <div className="field">
            <label htmlFor={`${id}-segredo`}>{t('providers.secret')}</label>
            <input {...field('segredo')} type="password" autoComplete="off" aria-describedby={`${id}-segredo-help`} />
            <small id={`${id}-segredo-help`}>{t('providers.secretHelp')}</small>
          </div>
        </div>
        <div className="field">
          <label>
            <input
              type="checkbox"
              checked={draft.ativo}
              onChange={(event) => setDraft((current) => ({ ...current, ativo: event.target.checked }))}
            />{' '}
            {t('providers.active')}
          </label>
        </div>
        <button type="submit" className="button button--primary" aria-disabled={save.isPending || undefined}>
          {t('providers.save')}
        </button>{' '}
        {editing ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft(EMPTY);
              setEditing(undefined);
            }}
          >
            {t('providers.cancel')}
          </button>
        ) : null}
      </form>
    </section>
  );
}
