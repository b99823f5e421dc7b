import { type CollectionGuide, GUIDE_FIELDS, GUIDE_LETTERS, type SearchTabOptions } from '@estante/contracts';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { SearchResults, useSearchState } from '../../search/index.ts';
import { useGuideOptions } from '../api/search-guides.ts';
import { chosenCodes, guideQuery } from '../utils/guide-search.ts';
import { GuideNav } from './guide-nav.tsx';
import '../search-guides.css';

/** The labels of the chosen values, for the results' heading and the search history ("Lei · Federal · nº 8112"). */
function describeChoices(
  guide: CollectionGuide,
  filters: readonly string[],
  options: SearchTabOptions | undefined,
  numberLabel: (number: string) => string,
): string[] {
  const parts: string[] = [];
  for (const { group, letter } of GUIDE_FIELDS[guide]) {
    for (const code of chosenCodes(filters, letter)) {
      parts.push(options?.[group]?.find((option) => option.codigo === code)?.descricao ?? code);
    }
  }
  for (const number of chosenCodes(filters, GUIDE_LETTERS.number)) parts.push(numberLabel(number));
  return parts;
}

/**
 * /arquivo, /atos-normativos, /jurisprudencia (docs/search-guides.md): the guide's fields as choices the catalogue
 * holds (its option call, with counts), a number for acts and an optional term; the search runs on /consulta with
 * the collection's filters and its results show below, with facets, paging and the basket as on the home screen.
 */
export function CollectionGuideScreen({ guide }: { guide: CollectionGuide }) {
  const { t, i18n } = useTranslation('guides');
  const id = useId();
  const navigate = useNavigate();
  const search = useSearchState();
  const options = useGuideOptions(guide, i18n.language);
  const active = search.filters.includes(`${GUIDE_LETTERS.collection}:${guide}`);
  const title = t(`guide.${guide}.title`);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(GUIDE_FIELDS[guide].map(({ group }) => [group, String(form.get(group) ?? '')]));
    navigate(
      `/${guide}?${guideQuery(guide, {
        values,
        number: String(form.get('numero') ?? ''),
        term: String(form.get('termo') ?? ''),
      })}`,
    );
  };

  const choices = describeChoices(guide, search.filters, options.data, (number) => t('number', { number }));
  const described = [title, ...choices, ...(search.term ? [`“${search.term}”`] : [])].join(' · ');
  // The form shows the URL's choices (back button), reset when they change.
  const formKey = `${search.filters.join('|')}|${search.term}`;

  return (
    <>
      <div className="container page guide-page">
        <PageTitle title={active ? described : title} />
        <GuideNav current={guide} />
        <h1 className="page__title">{title}</h1>
        <p className="guide-page__lead">{t(`guide.${guide}.lead`)}</p>
        {options.isPending ? (
          <p role="status">
            <Spinner size="small" /> {t('loading')}
          </p>
        ) : options.isError ? (
          <ErrorMessage error={options.error} onRetry={() => options.refetch()} />
        ) : Object.keys(options.data).length === 0 ? (
          // An address typed or kept from before: the catalogue holds none of this collection (docs/search-guides.md).
          <p className="guide-page__empty">{t('form.noRecords')}</p>
        ) : (
          <form className="guide-form" onSubmit={onSubmit} key={formKey} aria-labelledby={`${id}-legend`}>
            <h2 id={`${id}-legend`} className="visually-hidden">
              {t('form.heading', { guide: title })}
            </h2>
            <div className="guide-form__fields">
              {GUIDE_FIELDS[guide].map(({ group, letter }) => {
                const list = options.data[group] ?? [];
                if (list.length === 0) return null;
                return (
                  <div className="guide-form__field" key={group}>
                    <label htmlFor={`${id}-${group}`}>
                      {t(`guide.${guide}.field.${group}` as 'guide.arquivo.field.nivel')}
                    </label>
                    <select
                      id={`${id}-${group}`}
                      name={group}
                      defaultValue={chosenCodes(search.filters, letter)[0] ?? ''}
                    >
                      <option value="">{t('form.any')}</option>
                      {list.map((option) => (
                        <option key={option.codigo} value={option.codigo}>
                          {option.total === undefined
                            ? option.descricao
                            : t('form.option', { label: option.descricao, count: option.total })}
                        </option>
                      ))}
                    </select>
                  </div>
                );
              })}
              {guide === 'atos-normativos' ? (
                <div className="guide-form__field">
                  <label htmlFor={`${id}-numero`}>{t('guide.atos-normativos.field.numero')}</label>
                  <input
                    id={`${id}-numero`}
                    name="numero"
                    inputMode="numeric"
                    maxLength={20}
                    defaultValue={chosenCodes(search.filters, GUIDE_LETTERS.number)[0] ?? ''}
                    aria-describedby={`${id}-numero-hint`}
                  />
                  <p id={`${id}-numero-hint`} className="guide-form__hint">
                    {t('guide.atos-normativos.numberHint')}
                  </p>
                </div>
              ) : null}
              <div className="guide-form__field guide-form__field--wide">
                <label htmlFor={`${id}-termo`}>{t('form.term')}</label>
                <input
                  id={`${id}-termo`}
                  name="termo"
                  type="search"
                  maxLength={500}
                  defaultValue={search.rows.map((row) => row.term).join(' ')}
                />
              </div>
            </div>
            <button type="submit" className="button button--primary">
              {t('form.submit')}
            </button>
          </form>
        )}
      </div>
      {active ? <SearchResults search={{ ...search, term: described }} /> : null}
    </>
  );
}
