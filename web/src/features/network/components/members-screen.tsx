import type { NetworkHarvestResult, NetworkMember, NetworkMemberInput } from '@estante/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { addMember, changeMember, harvestMember, listMembers, MEMBERS_KEY, removeMember } from '../api/members-api.ts';

/** The form's fields as typed (numbers as text, so a half-typed number is kept as it is). */
interface Draft {
  cod_empresa: string;
  desc_empresa: string;
  repositorio: string;
  url: string;
  formato: NetworkMemberInput['formato'];
  conjunto: string;
  intervalo_minutos: string;
  ativo: boolean;
}

/** A day between harvests, as the server's default. */
const EMPTY: Draft = {
  cod_empresa: '',
  desc_empresa: '',
  repositorio: '',
  url: '',
  formato: 'marc21',
  conjunto: '',
  intervalo_minutos: '1440',
  ativo: true,
};

function draftOf(member: NetworkMember): Draft {
  return {
    cod_empresa: String(member.cod_empresa),
    desc_empresa: member.desc_empresa,
    repositorio: member.repositorio,
    url: member.url,
    formato: member.formato,
    conjunto: member.conjunto ?? '',
    intervalo_minutos: String(member.intervalo_minutos),
    ativo: member.ativo,
  };
}

function inputOf(draft: Draft): NetworkMemberInput {
  return {
    cod_empresa: Number(draft.cod_empresa),
    desc_empresa: draft.desc_empresa.trim(),
    repositorio: draft.repositorio.trim(),
    url: draft.url.trim(),
    formato: draft.formato,
    conjunto: draft.conjunto.trim() || null,
    intervalo_minutos: Number(draft.intervalo_minutos),
    ativo: draft.ativo,
  };
}

/** What the last harvest left: when it ended, how many records, and why it failed, in the reader's language. */
function HarvestState({ member }: { member: NetworkMember }) {
  const { t } = useTranslation('network');
  return (
    <>
      <span className="network-members__line">
        {member.ultima_colheita
          ? t('members.harvestedAt', { date: formatDateTime(member.ultima_colheita) })
          : t('members.neverHarvested')}
      </span>
      <span className="network-members__line">
        {t('members.records', { count: member.registros, formatted: formatInteger(member.registros) })}
      </span>
      {member.erro ? (
        <span className="network-members__failure">
          <strong>{t('members.failedBecause', { reason: t(`members.failures.${member.falha ?? 'other'}`) })}</strong>{' '}
          {member.ultima_tentativa ? t('members.failedAt', { date: formatDateTime(member.ultima_tentativa) }) : null}
          <small className="network-members__detail">
            {t('members.detail')} <span lang="en">{member.erro}</span>
          </small>
        </span>
      ) : null}
    </>
  );
}

/**
 * /equipe/rede (site administration): the repositories the network node harvests (docs/network.md), their last
 * harvest and why it failed, a harvest now, and a form to add or change one. Removing a member removes its records
 * from the union catalogue, so it is confirmed first.
 */
export function MembersScreen() {
  const { t } = useTranslation('network');
  const queryClient = useQueryClient();
  const members = useQuery({ queryKey: MEMBERS_KEY, queryFn: listMembers });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<NetworkMember | undefined>();
  const id = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });

  const save = useMutation({
    mutationFn: (value: Draft) => (editing ? changeMember(editing.codigo, inputOf(value)) : addMember(inputOf(value))),
    onSuccess: async (saved) => {
      toast.success(t(editing ? 'members.changed' : 'members.added', { name: saved.repositorio }));
      setDraft(EMPTY);
      setEditing(undefined);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (member: NetworkMember) => removeMember(member.codigo),
    onSuccess: async (_, member) => {
      toast.success(t('members.removed', { name: member.repositorio }));
      if (editing?.codigo === member.codigo) {
        setDraft(EMPTY);
        setEditing(undefined);
      }
      await refresh();
    },
    onError: (error) => toast.danger(error.message),
  });
  const harvest = useMutation({
    mutationFn: (member: NetworkMember) => harvestMember(member.codigo),
    onSuccess: async (result: NetworkHarvestResult, member) => {
      if (result.ok)
        toast.success(
          t('members.harvestDone', {
            name: member.repositorio,
            written: formatInteger(result.gravados),
            deleted: formatInteger(result.apagados),
            total: formatInteger(result.registros),
          }),
        );
      else
        toast.danger(
          t('members.harvestFailed', {
            name: member.repositorio,
            reason: t(`members.failures.${result.falha ?? 'other'}`),
          }),
        );
      await refresh();
    },
    onError: (error) => toast.danger(error.message),
  });

  const field = (name: Exclude<keyof Draft, 'ativo'>) => ({
    id: `${id}-${name}`,
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft);
  }

  function startEditing(member: NetworkMember) {
    setDraft(draftOf(member));
    setEditing(member);
    save.reset();
    document.getElementById(`${id}-form`)?.scrollIntoView({ block: 'start' });
  }

  const list = members.data ?? [];
  return (
    <section className="network-members" aria-labelledby={`${id}-title`}>
      <PageTitle title={t('members.title')} />
      <h1 id={`${id}-title`}>{t('members.title')}</h1>
      <p className="page__lead">{t('members.lead')}</p>
      {members.isPending ? (
        <p role="status">
          <Spinner size="small" /> {t('members.loading')}
        </p>
      ) : null}
      {members.isError ? <ErrorMessage error={members.error} onRetry={() => void members.refetch()} /> : null}
      {members.data && list.length === 0 ? <p>{t('members.none')}</p> : null}
      {list.length > 0 ? (
        <div className="data-table-wrap">
          <table className="data-table network-members__table">
            <caption className="visually-hidden">{t('members.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.repository')}</th>
                <th scope="col">{t('members.provider')}</th>
                <th scope="col">{t('members.lastHarvest')}</th>
                <th scope="col">{t('members.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((member) => {
                const harvesting = harvest.isPending && harvest.variables?.codigo === member.codigo;
                return (
                  <tr key={member.codigo}>
                    <th scope="row">
                      <span className="network-members__line">{member.repositorio}</span>
                      <span className="network-members__muted">
                        {member.desc_empresa} ({member.cod_empresa})
                      </span>
                    </th>
                    <td>
                      <span className="network-members__url">{member.url}</span>
                      <span className="network-members__muted">
                        {t(`members.formats.${member.formato}`)}
                        {member.conjunto ? ` · ${t('members.setNamed', { set: member.conjunto })}` : ''}
                      </span>
                      <span className="network-members__muted">
                        {member.ativo
                          ? t('members.every', {
                              count: member.intervalo_minutos,
                              formatted: formatInteger(member.intervalo_minutos),
                            })
                          : t('members.inactive')}
                      </span>
                    </td>
                    <td>
                      <HarvestState member={member} />
                    </td>
                    <td>
                      <div className="network-members__actions">
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-disabled={harvest.isPending || undefined}
                          onClick={() => {
                            if (!harvest.isPending) harvest.mutate(member);
                          }}
                        >
                          {harvesting ? t('members.harvesting') : t('members.harvest')}
                          <span className="visually-hidden"> {member.repositorio}</span>
                        </button>
                        <button type="button" className="button button--secondary" onClick={() => startEditing(member)}>
                          {t('members.edit')}
                          <span className="visually-hidden"> {member.repositorio}</span>
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => {
                            if (window.confirm(t('members.confirmRemove', { name: member.repositorio })))
                              remove.mutate(member);
                          }}
                        >
                          {t('members.remove')}
                          <span className="visually-hidden"> {member.repositorio}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      <form className="network-members__form" onSubmit={submit} aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>
          {editing ? t('members.editTitle', { name: editing.repositorio }) : t('members.addTitle')}
        </h2>
        {save.isError ? <ErrorMessage error={save.error} /> : null}
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-repositorio`}>{t('members.repositoryName')}</label>
            <input {...field('repositorio')} required maxLength={200} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-url`}>{t('members.url')}</label>
            <input {...field('url')} type="url" required maxLength={1000} aria-describedby={`${id}-url-help`} />
            <small id={`${id}-url-help`}>{t('members.urlHelp')}</small>
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-desc_empresa`}>{t('members.institutionName')}</label>
            <input {...field('desc_empresa')} required maxLength={200} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-cod_empresa`}>{t('members.institutionCode')}</label>
            <input
              {...field('cod_empresa')}
              type="number"
              inputMode="numeric"
              min={1}
              max={2_000_000_000}
              required
              aria-describedby={`${id}-cod_empresa-help`}
            />
            <small id={`${id}-cod_empresa-help`}>{t('members.institutionCodeHelp')}</small>
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-formato`}>{t('members.format')}</label>
            <select {...field('formato')}>
              <option value="marc21">{t('members.formats.marc21')}</option>
              <option value="oai_dc">{t('members.formats.oai_dc')}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-conjunto`}>{t('members.set')}</label>
            <input {...field('conjunto')} maxLength={200} aria-describedby={`${id}-conjunto-help`} />
            <small id={`${id}-conjunto-help`}>{t('members.setHelp')}</small>
          </div>
          <div className="field">
            <label htmlFor={`${id}-intervalo_minutos`}>{t('members.interval')}</label>
            <input
              {...field('intervalo_minutos')}
              type="number"
              inputMode="numeric"
              min={5}
              max={43_200}
              required
              aria-describedby={`${id}-intervalo_minutos-help`}
            />
            <small id={`${id}-intervalo_minutos-help`}>{t('members.intervalHelp')}</small>
          </div>
        </div>
        <div className="field">
          <label>
            <input
              type="checkbox"
              checked={draft.ativo}
              onChange={(event) => setDraft((current) => ({ ...current, ativo: event.target.checked }))}
            />{' '}
            {t('members.active')}
          </label>
        </div>
        {editing ? <p className="network-members__muted">{t('members.changeHarvestsAgain')}</p> : null}
        <button type="submit" className="button button--primary" aria-disabled={save.isPending || undefined}>
          {editing ? t('members.saveChanges') : t('members.add')}
        </button>{' '}
        {editing ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft(EMPTY);
              setEditing(undefined);
              save.reset();
            }}
          >
            {t('members.cancel')}
          </button>
        ) : null}
      </form>
    </section>
  );
}
