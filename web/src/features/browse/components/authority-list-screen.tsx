import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthoritySearch } from '../api/browse.ts';
import { AUTHORITIES_GUIDE, AUTHORITY_TYPE_CHOICES } from '../utils/browse-config.ts';
import { BrowseTabs } from './browse-tabs.tsx';
import '../browse.css';

const PAGE_SIZE = 20;

/** /autoridades (a search guide): authority lists by type, searched by words of a heading or see-from form. */
export function AuthorityListScreen() {
  const { t } = useTranslation('browse');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const tipo = (AUTHORITY_TYPE_CHOICES as readonly string[]).includes(params.get('tipo') ?? '')
    ? params.get('tipo')!
    : 'todos';
  const termo = params.get('termo') ?? '';
  const pagina = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const result = useAuthoritySearch({ termo, tipo, pagina });
  const href = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ tipo, termo, ...changes }))
      if (value && value !== 'todos') next.set(key, value);
    const query = next.toString();
    return `/${AUTHORITIES_GUIDE}${query ? `?${query}` : ''}`;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(
      href({ tipo: String(form.get('tipo')), termo: String(form.get('termo') ?? '').trim(), pagina: undefined }),
    );
  };
  const total = result.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="container page browse-page">
      <PageTitle title={t('authorities.title')} />
      <h1 className="page__title">{t('authorities.title')}</h1>
      <BrowseTabs active="authorities" />
      <form className="browse-form" onSubmit={onSubmit} key={`${tipo}|${termo}`}>
        <label htmlFor={`${id}-tipo`}>{t('authorities.type')}</label>
        <select id={`${id}-tipo`} name="tipo" defaultValue={tipo}>
          {AUTHORITY_TYPE_CHOICES.map((type) => (
            <option key={type} value={type}>
              {t(`authorities.kind.${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-termo`}>{t('authorities.words')}</label>
        <input id={`${id}-termo`} name="termo" type="search" defaultValue={termo} maxLength={300} />
        <button type="submit" className="button button--primary">
          {t('index.go')}
        </button>
      </form>
      <section aria-labelledby={`${id}-results`} aria-busy={result.isFetching}>
        <h2 id={`${id}-results`} className="browse-records__heading" role="status">
          {result.isPending ? t('loading') : t('authorities.count', { count: total })}
        </h2>
        {result.isError ? <ErrorMessage error={result.error} onRetry={() => result.refetch()} /> : null}
        {result.isPending ? <Spinner size="small" /> : null}
        {result.data ? (
          <ul className="browse-list">
            {result.data.data.map((authority) => (
              <li key={authority.cod_autoridade}>
                <Link to={paths.authority.getHref(authority.cod_autoridade)}>{authority.cabecalho}</Link>
                <span className="browse-list__count">
                  {t(`authorities.kind.${authority.tipo}` as 'authorities.kind.todos', {
                    defaultValue: authority.tipo,
                  })}
                </span>
                {authority.remissivas.length > 0 ? (
                  <span className="browse-list__see">
                    {t('authority.seeFrom')}: {authority.remissivas.slice(0, 3).join('; ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {lastPage > 1 ? (
          <nav className="browse-pager" aria-label={t('index.pages')}>
            {pagina > 1 ? <Link to={href({ pagina: String(pagina - 1) })}>‹ {t('index.previous')}</Link> : <span />}
            <span>{t('authorities.page', { page: pagina, total: lastPage })}</span>
            {pagina < lastPage ? <Link to={href({ pagina: String(pagina + 1) })}>{t('index.next')} ›</Link> : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
