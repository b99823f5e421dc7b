import type { StorageCopy } from '@estante/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/error-message.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { requestSignIn } from '../../auth/index.ts';
import { useRequestFromStorage } from '../api/closed-stacks-api.ts';
import { useRecordSection } from '../api/get-record-section.ts';
import { SectionFrame } from './section-frame.tsx';

interface LibraryGroup {
  code: string;
  name: string;
  copies: StorageCopy[];
}

function byLibrary(copies: StorageCopy[]): LibraryGroup[] {
  const groups = new Map<string, LibraryGroup>();
  for (const copy of copies) {
    const group = groups.get(copy.cod_biblioteca) ?? {
      code: copy.cod_biblioteca,
      name: copy.desc_biblioteca,
      copies: [],
    };
    group.copies.push(copy);
    groups.set(copy.cod_biblioteca, group);
  }
  return [...groups.values()];
}

/**
 * /acervo-fechado: the title's copies kept in closed stacks (armazém, docs/closed-stacks.md). A signed-in patron
 * ticks the copies wanted and asks one library for them; staff fetch them, and the patron is told when they are
 * ready at the desk.
 */
export function RecordClosedCollection({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record');
  const warehouse = useRecordSection(recordId, 'dados-armazem');
  return (
    <SectionFrame title={t('tab.closedCollection')} query={warehouse}>
      {() =>
        warehouse.data!.acervo_fechado ? (
          <>
            <p>{t('closed.intro')}</p>
            {byLibrary(warehouse.data!.exemplares).map((group) => (
              <LibraryStorageForm key={group.code} recordId={recordId} group={group} />
            ))}
          </>
        ) : (
          <p className="record-section__empty">{t('closed.open')}</p>
        )
      }
    </SectionFrame>
  );
}

function LibraryStorageForm({ recordId, group }: { recordId: number; group: LibraryGroup }) {
  const { t } = useTranslation('record');
  const { user } = useAuth();
  const errorText = useErrorText();
  const request = useRequestFromStorage(recordId);
  const [selected, setSelected] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [protocol, setProtocol] = useState<string | null>(null);
  const headingId = `closed-library-${group.code}`;
  const dash = (value: string | undefined) => value || '—';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProtocol(null);
    if (selected.length === 0) {
      setProblem(t('closed.chooseOne'));
      return;
    }
    setProblem(null);
    request.mutate(
      { library: group.code, basket: selected.map((copy) => ({ cod_acervo: recordId, cod_exemplar: copy })) },
      {
        onSuccess: (created) => {
          setSelected([]);
          setProtocol(created.protocolo);
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };
  const toggle = (copy: number, on: boolean) => {
    setProblem(null);
    setSelected((current) => (on ? [...current, copy] : current.filter((id) => id !== copy)));
  };

  return (
    <section className="copies-library" aria-labelledby={headingId}>
      <h3 id={headingId}>{group.name}</h3>
      <form onSubmit={submit} noValidate>
        <div className="table-scroller">
          <table className="data-table data-table--stacked">
            <caption className="visually-hidden">{t('closed.caption', { library: group.name })}</caption>
            <thead>
              <tr>
                {user ? <th scope="col">{t('closed.colSelect')}</th> : null}
                <th scope="col">{t('copies.callNumber')}</th>
                <th scope="col">{t('closed.colVolume')}</th>
                <th scope="col">{t('closed.colPlace')}</th>
                <th scope="col">{t('closed.colStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {group.copies.map((copy) => {
                const label = [copy.chamada, copy.volume, copy.codigo_barras].filter(Boolean).join(' · ');
                return (
                  <tr key={copy.cod_exemplar}>
                    {user ? (
                      <td data-label={t('closed.colSelect')}>
                        <input
                          type="checkbox"
                          aria-label={t('closed.select', { copy: label || copy.cod_exemplar })}
                          disabled={!copy.solicitavel}
                          checked={selected.includes(copy.cod_exemplar)}
                          onChange={(event) => toggle(copy.cod_exemplar, event.target.checked)}
                        />
                      </td>
                    ) : null}
                    <td className="call-number" data-label={t('copies.callNumber')}>
                      {dash(copy.chamada)}
                    </td>
                    <td data-label={t('closed.colVolume')}>
                      {dash([copy.volume, copy.tomo, copy.parte].filter(Boolean).join(' · '))}
                    </td>
                    <td data-label={t('closed.colPlace')}>
                      {dash([copy.localizacao, copy.colecao].filter(Boolean).join(' · '))}
                    </td>
                    <td data-label={t('closed.colStatus')}>
                      {copy.solicitavel
                        ? t('closed.requestable')
                        : copy.motivo === 'ja_solicitado'
                          ? t('closed.alreadyRequested')
                          : t('closed.unavailable')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {user ? (
          <button type="submit" className="button button--primary" disabled={request.isPending}>
            {t('closed.submit', { library: group.name })}
          </button>
        ) : (
          <div className="notice">
            <p>{t('closed.signInToRequest')}</p>
            <p>
              <button type="button" className="button button--primary" onClick={() => void requestSignIn()}>
                {t('closed.signIn')}
              </button>
            </p>
          </div>
        )}
      </form>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      {protocol ? (
        <div className="notice notice--success" role="status">
          <p className="notice__title">{t('closed.sentTitle', { protocol })}</p>
          <p>{t('closed.sent', { library: group.name })}</p>
        </div>
      ) : null}
    </section>
  );
}
