import type { SerialItem } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  interestInfoQuery,
  profileCalls,
  searchSerials,
  serialItemsQuery,
  useProfileChange,
} from '../api/interest-profile-api.ts';
import { CandidatePicker, useCandidateSearch } from './interest-candidate-picker.tsx';
import { InterestItemList } from './interest-item-list.tsx';

/** Serials: search the catalogue's serial records (in a library), follow them with a validity, list them. */
export function InterestSerialsSection() {
  const { t } = useTranslation('services');
  const id = useId();
  const info = useQuery(interestInfoQuery());
  const items = useQuery(serialItemsQuery());
  const [term, setTerm] = useState('');
  const [library, setLibrary] = useState('');
  const search = useCandidateSearch<string>();
  const add = useProfileChange(profileCalls.addSerials);
  const changeValidity = useProfileChange(({ item, validade }: { item: SerialItem; validade: string }) =>
    profileCalls.serialValidity(item, validade),
  );
  const remove = useProfileChange(profileCalls.removeSerial);
  const libraryName = (code: string) =>
    info.data?.bibliotecas.find((option) => option.codigo === code)?.descricao ?? code;

  const serials = async () =>
    (await searchSerials(term, library)).map((serial) => ({
      codigo: serial.codigo,
      descricao: serial.descricao,
      detalhe: serial.issn ? `ISSN ${serial.issn}` : undefined,
    }));

  return (
    <section aria-labelledby={`${id}-heading`} className="account-section">
      <h3 id={`${id}-heading`}>{t('interestProfile.serialsTitle')}</h3>
      <form className="account-filter" onSubmit={search.submit(library, serials)}>
        <label htmlFor={`${id}-term`}>{t('interestProfile.serialTerm')}</label>
        <input id={`${id}-term`} type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
        <label htmlFor={`${id}-library`}>{t('interestProfile.library')}</label>
        <select id={`${id}-library`} value={library} onChange={(event) => setLibrary(event.target.value)}>
          <option value="">{t('interestProfile.allLibraries')}</option>
          {(info.data?.bibliotecas ?? []).map((option) => (
            <option key={option.codigo} value={option.codigo}>
              {option.descricao}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary">
          {t('interestProfile.search')}
        </button>
      </form>
      {search.problem ? <p className="notice notice--error">{search.problem}</p> : null}
      <CandidatePicker
        key={search.found?.round ?? 0}
        candidates={search.found?.candidates ?? null}
        pending={add.isPending}
        onAdd={(codes, validade) => {
          if (!search.found) return;
          search.resetProblem();
          const bibliotecas = search.found.scope ? [search.found.scope] : [];
          add.mutate(
            { validade, itens: codes.map((codigo) => ({ codigo, bibliotecas })) },
            { onSuccess: search.clear, onError: search.fail },
          );
        }}
      />
      <InterestItemList
        query={items}
        columns={[
          {
            header: t('interestProfile.colLibraries'),
            cell: (item) =>
              item.bibliotecas.length === 0
                ? t('interestProfile.allLibraries')
                : item.bibliotecas.map(libraryName).join(', '),
          },
        ]}
        rowKey={(item) => item.codigo}
        empty={t('interestProfile.emptySerials')}
        changeValidity={changeValidity}
        remove={remove}
      />
    </section>
  );
}
