import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useBrowse, useHeadingRecords } from '../api/browse.ts';
import { BROWSE_GUIDE, BROWSE_INDEXES } from '../utils/browse-config.ts';
import { BrowseTabs } from './browse-tabs.tsx';
import '../browse.css';

type BrowseIndex = (typeof BROWSE_INDEXES)[number];

/** The records filed under the chosen heading. */
function HeadingRecords({ tipo, chave, label }: { tipo: string; chave: string; label: string }) {
  const { t } = useTranslation('browse');
  const records = useHeadingRecords(tipo, chave, 1);
  return (
    <section className="browse-records" aria-labelledby="browse-records-heading" aria-busy={records.isPending}>
      <h2 id="browse-records-heading" className="browse-records__heading">
        {t('records.heading', { heading: label })}
      </h2>
      {records.isPending ? (
        <p role="status">
          <Spinner size="small" /> {t('loading')}
        </p>
      ) : records.isError ? (
        <ErrorMessage error={records.error} onRetry={() => records.refetch()} />
      ) : (
        <ol className="browse-records__list">
          {records.data.data.map((item) => (
            <li key={item.cod_acervo}>
              <Link to={paths.record.getHref(item.cod_acervo)}>{item.titulo}</Link>
              {item.autor ? <span className="browse-records__meta"> — {item.autor}</span> : null}
              {item.ano_publicacao ? <span className="browse-records__meta">, {item.ano_publicacao}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /indice (a search guide): an index list (title, series, author, subject, call number, ISBN, ISSN) in
 * filing order from a prefix, paged both ways; choosing a heading lists its records. All state is in the URL.
 */
export function BrowseScreen() {
  const { t } = useTranslation('browse');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const tipo: BrowseIndex = (BROWSE_INDEXES as readonly string[]).includes(params.get('tipo') ?? '')
    ? (params.get('tipo') as BrowseIndex)
    : 'titulo';
  const termo = params.get('termo') ?? '';
  const apos = params.get('apos') ?? undefined;
  const antes = params.get('antes') ?? undefined;
  const chave = params.get('chave') ?? undefined;
  const page = useBrowse({ tipo, termo: termo || undefined, apos, antes });
  const href = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    const merged = { tipo, termo: termo || undefined, ...changes };
    for (const [key, value] of Object.entries(merged)) if (value) next.set(key, value);
    return `/${BROWSE_GUIDE}?${next.toString()}`;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(href({ tipo: String(form.get('tipo')), termo: String(form.get('termo') ?? '').trim() || undefined }));
  };
  const chosen = page.data?.entradas.find((entry) => entry.chave === chave);

  return (
    <div className="container page browse-page">
      <PageTitle title={t('index.title')} />
      <h1 className="page__title">{t('index.title')}</h1>
      <BrowseTabs active="index" />
      <form className="browse-form" onSubmit={onSubmit} key={`${tipo}|${termo}`}>
        <label htmlFor={`${id}-tipo`}>{t('index.index')}</label>
        <select id={`${id}-tipo`} name="tipo" defaultValue={tipo}>
          {BROWSE_INDEXES.map((index) => (
            <option key={index} value={index}>
              {t(`index.kind.${index}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-termo`}>{t('index.startsWith')}</label>
        <input id={`${id}-termo`} name="termo" type="search" defaultValue={termo} maxLength={300} />
        <button type="submit" className="button button--primary">
          {t('index.go')}
        </button>
      </form>
      <div className="browse-layout">
        <section aria-labelledby={`${id}-list`} aria-busy={page.isFetching}>
          <h2 id={`${id}-list`} className="visually-hidden">
            {t(`index.kind.${tipo}`)}
          </h2>
          {page.isPending ? (
            <p role="status">
              <Spinner size="small" /> {t('loading')}
            </p>
          ) : page.isError ? (
            <ErrorMessage error={page.error} onRetry={() => page.refetch()} />
          ) : page.data.entradas.length === 0 ? (
            <p>{t('index.empty')}</p>
          ) : (
            <>
              <ul className="browse-list">
                {page.data.entradas.map((entry) => (
                  <li key={entry.chave}>
                    <Link
                      to={href({ apos, antes, chave: entry.chave })}
                      aria-current={entry.chave === chave ? 'true' : undefined}
                      preventScrollReset
                    >
                      {entry.descricao}
                    </Link>
                    <span className="browse-list__count">{t('index.count', { count: entry.total })}</span>
                  </li>
                ))}
              </ul>
              <nav className="browse-pager" aria-label={t('index.pages')}>
                {page.data.anterior ? (
                  <Link to={href({ antes: page.data.anterior })}>‹ {t('index.previous')}</Link>
                ) : (
                  <span />
                )}
                {page.data.proxima ? <Link to={href({ apos: page.data.proxima })}>{t('index.next')} ›</Link> : null}
              </nav>
            </>
          )}
        </section>
        {chave ? <HeadingRecords tipo={tipo} chave={chave} label={chosen?.descricao ?? chave} /> : null}
      </div>
    </div>
  );
}
