import type { WorkTypeItem } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/error-message.tsx';
import { interestInfoQuery, profileCalls, useProfileChange, workTypeItemsQuery } from '../api/interest-profile-api.ts';
import { defaultValidity, ValidityField } from './interest-candidate-picker.tsx';
import { InterestItemList } from './interest-item-list.tsx';

/** Work types, optionally in one library and one language, with a validity; and their list. */
export function InterestWorkTypesSection() {
  const { t } = useTranslation('services');
  const id = useId();
  const errorText = useErrorText();
  const info = useQuery(interestInfoQuery());
  const items = useQuery(workTypeItemsQuery());
  const [draft, setDraft] = useState({ workType: '', library: '', language: '' });
  const [validity, setValidity] = useState(defaultValidity);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useProfileChange(profileCalls.addWorkTypes);
  const changeValidity = useProfileChange(({ item, validade }: { item: WorkTypeItem; validade: string }) =>
    profileCalls.workTypeValidity(item, validade),
  );
  const remove = useProfileChange(profileCalls.removeWorkType);
  const nameOf = (list: { codigo: string; descricao: string }[] | undefined, codes: string[]) =>
    codes.length === 0
      ? t('interestProfile.any')
      : codes.map((code) => list?.find((o) => o.codigo === code)?.descricao ?? code).join(', ');

  const select = (
    name: keyof typeof draft,
    label: string,
    options: { codigo: string; descricao: string }[] | undefined,
    anyLabel?: string,
  ) => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        value={draft[name]}
        required={anyLabel === undefined}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      >
        <option value="">{anyLabel ?? t('interestProfile.choose')}</option>
        {(options ?? []).map((option) => (
          <option key={option.codigo} value={option.codigo}>
            {option.descricao}
          </option>
        ))}
      </select>
    </>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="account-section">
      <h3 id={`${id}-heading`}>{t('interestProfile.workTypesTitle')}</h3>
      <form
        className="account-filter"
        onSubmit={(event) => {
          event.preventDefault();
          setProblem(null);
          add.mutate(
            {
              validade: validity,
              itens: [
                {
                  codigo: draft.workType,
                  bibliotecas: draft.library ? [draft.library] : [],
                  idiomas: draft.language ? [draft.language] : [],
                },
              ],
            },
            { onError: (error) => setProblem(errorText(error)) },
          );
        }}
      >
        {select('workType', t('interestProfile.workType'), info.data?.tiposObra)}
        {select('library', t('interestProfile.library'), info.data?.bibliotecas, t('interestProfile.allLibraries'))}
        {select('language', t('interestProfile.language'), info.data?.idiomas, t('interestProfile.any'))}
        <ValidityField id={id} value={validity} onChange={setValidity} />
        <button type="submit" className="button" disabled={add.isPending || draft.workType === ''}>
          {t('interestProfile.add')}
        </button>
      </form>
      {problem ? <p className="notice notice--error">{problem}</p> : null}
      <InterestItemList
        query={items}
        columns={[
          {
            header: t('interestProfile.colLibraries'),
            cell: (item) => nameOf(info.data?.bibliotecas, item.bibliotecas),
          },
          { header: t('interestProfile.colLanguages'), cell: (item) => nameOf(info.data?.idiomas, item.idiomas) },
        ]}
        rowKey={(item) => item.codigo}
        empty={t('interestProfile.emptyWorkTypes')}
        changeValidity={changeValidity}
        remove={remove}
      />
    </section>
  );
}
