import { DSI_TYPES, type DsiType, type HeadingItem } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  headingItemsQuery,
  interestInfoQuery,
  profileCalls,
  searchHeadings,
  useProfileChange,
} from '../api/interest-profile-api.ts';
import { CandidatePicker, useCandidateSearch } from './interest-candidate-picker.tsx';
import { InterestItemList } from './interest-item-list.tsx';

/** Authors, subjects and knowledge areas: search the catalogue's headings, add them with a validity, list them. */
export function InterestHeadingsSection() {
  const { t } = useTranslation('services');
  const id = useId();
  const info = useQuery(interestInfoQuery());
  const items = useQuery(headingItemsQuery());
  const [type, setType] = useState<DsiType>(DSI_TYPES.author);
  const [term, setTerm] = useState('');
  const search = useCandidateSearch<DsiType>();
  const add = useProfileChange(profileCalls.addHeadings);
  const changeValidity = useProfileChange(({ item, validade }: { item: HeadingItem; validade: string }) =>
    profileCalls.headingValidity(item, validade),
  );
  const remove = useProfileChange(profileCalls.removeHeading);
  const typeLabel = (code: string) => info.data?.tiposDSI.find((option) => option.codigo === code)?.descricao ?? code;

  const headings = async () =>
    (await searchHeadings(type, term)).map((candidate) => ({
      codigo: candidate.codigo,
      descricao: candidate.descricao,
      detalhe: t('interestProfile.titleCount', { count: candidate.total }),
    }));

  return (
    <section aria-labelledby={`${id}-heading`} className="account-section">
      <h3 id={`${id}-heading`}>{t('interestProfile.headingsTitle')}</h3>
      <form className="account-filter" onSubmit={search.submit(type, headings)}>
        <label htmlFor={`${id}-type`}>{t('interestProfile.searchType')}</label>
        <select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value as DsiType)}>
          {(info.data?.tiposDSI ?? []).map((option) => (
            <option key={option.codigo} value={option.codigo}>
              {option.descricao}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-term`}>{t('interestProfile.searchTerm')}</label>
        <input id={`${id}-term`} type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
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
          add.mutate(
            { tipoDSI: search.found.scope, validade, itens: codes.map((codigo) => ({ codigo, codTipoArea: 0 })) },
            { onSuccess: search.clear, onError: search.fail },
          );
        }}
      />
      <InterestItemList
        query={items}
        columns={[{ header: t('interestProfile.colType'), cell: (item) => typeLabel(item.tipoDSI) }]}
        rowKey={(item) => `${item.tipoDSI}:${item.codigo}`}
        empty={t('interestProfile.emptyHeadings')}
        changeValidity={changeValidity}
        remove={remove}
      />
    </section>
  );
}
